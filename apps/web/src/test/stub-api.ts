import type { Endpoint } from '@shiftclock/contract/endpoint';
import { allEndpoints } from '@shiftclock/contract/endpoints/all';
import { vi } from 'vitest';

/** Stubbed answers the server could not send; test/setup.ts fails the test that stubbed them. */
export const contractViolations: string[] = [];

type Answer = { status: number; body?: unknown } | 'network-error';
type Handler =
  | Answer
  | ((request: { body: unknown; url: URL; headers: Headers }) => Answer | Promise<Answer>);

export interface RecordedCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

/**
 * Stands in for the server: `fetch` answers each "METHOD /path" (query ignored) from `handlers`
 * and records every call. Unknown calls answer 404 so a test notices them. Restore with
 * vi.unstubAllGlobals().
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init?.headers);
    calls.push({ method, path: url.pathname, url, body, headers });
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? await handler({ body, url, headers }) : handler;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (!answer) return json(404, { message: `no stub for ${method} ${url.pathname}` });
    checkAgainstContract(method, url.pathname, answer);
    return json(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const matchers = allEndpoints.map((endpoint) => ({
  endpoint,
  pattern: new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}/?$`),
}));

function endpointOf(method: string, path: string): Endpoint | undefined {
  return matchers.find((m) => m.endpoint.method === method && m.pattern.test(path))?.endpoint;
}

/**
 * A stubbed answer must be one the server could send: a status the endpoint's definition declares and
 * a body its schema accepts (packages/contract/src/endpoints/). A changed answer then fails the web
 * tests too, not only the server's.
 */
function checkAgainstContract(method: string, path: string, answer: { status: number; body?: unknown }) {
  const endpoint = endpointOf(method, path);
  // 5xx are the unplanned failures no definition lists; a proxy in between may send any body.
  if (!endpoint || answer.status >= 500) return;
  const schema = endpoint.responses[answer.status];
  if (!schema) {
    contractViolations.push(
      `${method} ${path} answers ${answer.status}, a status its definition does not declare`,
    );
    return;
  }
  const checked = schema.safeParse(answer.status === 204 ? null : answer.body);
  if (!checked.success) {
    contractViolations.push(
      `${method} ${path} ${answer.status} is not what the server sends: ${checked.error.message}`,
    );
  }
}
