import { vi } from 'vitest';

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
