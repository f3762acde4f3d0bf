import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './api-path.ts';

/**
 * helmet's headers that apply to documents only (framing, the document's CSP and referrer policy,
 * its browsing-context group, old IE and Flash switches). X-Content-Type-Options,
 * Cross-Origin-Resource-Policy and HSTS apply to every response.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * What an API answer (JSON, a CSV, a redirect) carries in their place, as OWASP's REST Security
 * Cheat Sheet lists for APIs: a policy that lets nothing load and no page frame it, should the
 * answer be opened as a document, and no referrer from a redirect whose address carried a token.
 * About 360 bytes less than the pages' set on every call, which a phone's first visit counts several
 * times (docs/decisions/0210-api-answers-lean-headers.md).
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/**
 * helmet's headers, worked out once at start. @fastify/helmet ran helmet per request, parsing the
 * CSP directives again each time (about 5 % of a punch's CPU, docs/performance.md); our policy
 * never varies by request (no nonces), so its headers are the same on every answer.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {}, // X-Powered-By, which Fastify never sets
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The API's addresses, except the browsable reference under /api/docs, which is a page. */
function isApiAnswer(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return isApiPath(pathname) && !pathname.startsWith('/api/docs');
}

/**
 * Every answer, files and errors included, carries the security headers (docs/security.md): pages
 * helmet's whole set, API answers the headers for every response plus API_HEADERS.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const pageHeaders = securityHeaders(options);
  const apiHeaders: Record<string, string> = { ...API_HEADERS };
  for (const [name, value] of Object.entries(pageHeaders)) {
    if (!DOCUMENT_ONLY_HEADERS.includes(name)) apiHeaders[name] = value;
  }
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}
