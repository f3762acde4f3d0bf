import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '@shiftclock/contract/endpoint';
import type { EndpointAt, Route } from '@shiftclock/contract/endpoints/all';
import { takeEarlyAnswer } from './early-answers.ts';
import { i18n } from './i18n.ts';
import { formatCalendarDate } from './time/clock.ts';
import { readToken, type TokenKey, tokenKeys } from './token-storage.ts';

/**
 * Which stored token a call sends as `Authorization: Bearer …`.
 * - 'default': adminToken, then token. The manager's calls (/api/admin/…) need the admin token; every
 *   other account keeps its single token under `token`, so falling back to it covers them too.
 * - 'kiosk':   tempToken, then adminToken, then token (docs/product.md section 3: the kiosk's clock calls).
 * - 'token':   token only. For the organization admin and master admin areas: after a direct access
 *   to a manager session, adminToken holds the manager's token while the organization admin's own
 *   token is still under `token`, and the 'default' order would send the wrong one.
 * - 'none':    no header (logins, registration, public e-mail links).
 */
export type TokenPreference = 'default' | 'kiosk' | 'token' | 'none';

const tokenOrder: Record<TokenPreference, readonly TokenKey[]> = {
  default: [tokenKeys.adminToken, tokenKeys.token],
  kiosk: [tokenKeys.tempToken, tokenKeys.adminToken, tokenKeys.token],
  token: [tokenKeys.token],
  none: [],
};

export function getToken(preference: TokenPreference = 'default'): string | null {
  for (const key of tokenOrder[preference]) {
    const token = readToken(key);
    if (token) return token;
  }
  return null;
}

/** A field problem as the server reports it (docs/product.md section 11 error shape). */
export interface ApiFieldError {
  path: string;
  /** In the page's language when the server sent a code this app knows. */
  msg: string;
  code?: string;
}

/** Any failed call: a non-2xx answer, or status 0 when the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiFieldError[];
  readonly code: string | undefined;
  /** The answer's whole body, for the calls whose refusal names things to act on (e.g. shifts). */
  readonly body: Record<string, unknown>;
  /** False when the message is our generic fallback; screens then show their own fallback (docs/product.md section 8). */
  readonly hasServerMessage: boolean;

  constructor(init: {
    status: number;
    message: string;
    errors?: ApiFieldError[];
    code?: string;
    body?: Record<string, unknown>;
    hasServerMessage: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.code = init.code;
    this.body = init.body ?? {};
    this.hasServerMessage = init.hasServerMessage;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * The message a screen shows for a failed call: the server's own message (or the network message),
 * otherwise the screen's fallback from docs/product.md section 8 (e.g. 'Invalid credentials').
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.hasServerMessage || error.isNetworkError)) return error.message;
  return fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. Leave undefined for no body (the server refuses an empty body typed as JSON). */
  body?: unknown;
  token?: TokenPreference;
  /** This token instead of a stored one: for a call about a token no longer (or not yet) stored. */
  bearer?: string;
  signal?: AbortSignal;
}

/** Where the API is: the page's own origin, or VITE_API_URL for a web app hosted apart. */
export const apiBaseUrl = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

/**
 * Calls the API and returns its JSON. The type parameter is a promise, not a check: a feature that
 * needs certainty parses the answer with the contract's schema.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, token: preference = 'default', bearer, signal } = options;
  // The page's language: the server writes the e-mails a call sends in it.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = bearer ?? (preference === 'none' ? null : getToken(preference));
  if (token) headers.Authorization = `Bearer ${token}`;

  // A screen's first calls may have gone out before the app's code arrived (lib/early-answers.ts).
  const early = method === 'GET' && apiBaseUrl === '' ? takeEarlyAnswer(path, token) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(`${apiBaseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (error) {
    // A cancelled query is not a failure to report; let TanStack Query see the abort itself.
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, message: i18n.t('errors.network'), hasServerMessage: false });
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  if (payload === invalidJson) {
    throw new ApiError({
      status: response.status,
      message: i18n.t('errors.generic'),
      hasServerMessage: false,
    });
  }
  return payload as T;
}

/** A file the server sent: its bytes and the name its Content-Disposition gave. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * Fetches a file (a CSV export; GET unless told) with the same bearer token and error handling as the JSON calls. A
 * plain link cannot carry the Authorization header, hence a fetch and a Blob (lib/download.ts saves it).
 */
export async function apiDownload(
  path: string,
  options: Omit<RequestOptions, 'method'> & { method?: 'GET' | 'POST' } = {},
): Promise<DownloadedFile> {
  const { method = 'GET', body, token: preference = 'default', bearer, signal } = options;
  const headers: Record<string, string> = {};
  // A POST that answers a file (the payroll close writes and records it in one call) sends JSON.
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = bearer ?? (preference === 'none' ? null : getToken(preference));
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, message: i18n.t('errors.network'), hasServerMessage: false });
  }
  // Errors come back as JSON in docs/product.md section 11's shape, like every other call.
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
  };
}

/** The file name of `attachment; filename="…"` (or RFC 5987's filename*=UTF-8''…). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

const invalidJson = Symbol('invalid JSON');

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return invalidJson;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const body = isRecord(payload) ? payload : {};
  const serverMessage = typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  return new ApiError({
    status,
    message: serverMessage ? errorText(serverMessage, body.code, body) : i18n.t('errors.generic'),
    errors: Array.isArray(body.errors)
      ? body.errors.filter(isFieldError).map((error) => ({ ...error, msg: errorText(error.msg, error.code) }))
      : [],
    code: typeof body.code === 'string' ? body.code : undefined,
    body,
    hasServerMessage: serverMessage !== undefined,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldError(value: unknown): value is ApiFieldError {
  return isRecord(value) && typeof value.path === 'string' && typeof value.msg === 'string';
}

/** A part the endpoint does not take, or one whose every field is optional, may be left out. */
type Defined<K extends string, T> = [T] extends [undefined]
  ? { [key in K]?: undefined }
  : Partial<T> extends T
    ? { [key in K]?: T }
    : { [key in K]: T };

/** What a call to an endpoint sends: its path parameters, query and body, each as its definition types it. */
export type CallInput<R extends Route> = Defined<'params', ParamsOf<EndpointAt<R>>> &
  Defined<'query', QueryOf<EndpointAt<R>>> &
  Defined<'body', BodyOf<EndpointAt<R>>>;

/** The success answer of an endpoint, as its definition in packages/contract/src/endpoints/ types it. */
export type ApiAnswer<R extends Route> = ResponseOf<EndpointAt<R>>;

/** What an endpoint takes as its JSON body, its query and its path parameters. */
export type ApiBody<R extends Route> = BodyOf<EndpointAt<R>>;
export type ApiQuery<R extends Route> = QueryOf<EndpointAt<R>>;

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

/**
 * The URL of a call: the route's path with its `:name` parameters filled in, and the query string.
 * Undefined query values are left out.
 */
export function urlOf(route: Route, input: { params?: object; query?: object } = {}): string {
  const path = route.slice(route.indexOf(' ') + 1);
  const params = (input.params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

/**
 * Calls an endpoint by its route ("POST /api/shift/clock-in"). The route, the input and the answer are
 * typed by the endpoint's definition, imported as types only: no schema reaches the browser's bundle.
 */
export function callApi<R extends Route>(
  route: R,
  ...[input, options]: Partial<CallInput<R>> extends CallInput<R>
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions]
): Promise<ApiAnswer<R>> {
  const method = route.slice(0, route.indexOf(' ')) as NonNullable<RequestOptions['method']>;
  return apiRequest<ApiAnswer<R>>(urlOf(route, input), { ...options, method, body: input?.body });
}

/**
 * A server error's text in the page's language: the text of its `code` (docs/api.md, "Errors") when
 * this app knows the code, else the server's English `message`. `params` are the error body's other
 * fields (the kiosk's `employeeName`, a rate limit's `retryAfterSeconds`, an approved pay period's
 * `periodStart` and `periodEnd`).
 */
export function errorText(message: string, code: unknown, params: Record<string, unknown> = {}): string {
  const key = `errorCodes.${String(code)}`;
  if (typeof code !== 'string' || !i18n.exists(key)) return message;
  const wait = typeof params.retryAfterSeconds === 'number' ? waitText(params.retryAfterSeconds) : undefined;
  const period =
    typeof params.periodStart === 'string' && typeof params.periodEnd === 'string'
      ? periodText(params.periodStart, params.periodEnd)
      : undefined;
  return i18n.t(key as never, { ...params, wait, period });
}

/** 'Nov 1 – Nov 15, 2026', '1 nov. – 15 nov. 2026': a pay period as the reader's language writes it. */
function periodText(startDate: string, endDate: string): string {
  const sameYear = startDate.slice(0, 4) === endDate.slice(0, 4);
  const start = formatCalendarDate(startDate, sameYear ? 'dayMonth' : 'dayMonthYear');
  return `${start} – ${formatCalendarDate(endDate, 'dayMonthYear')}`;
}

/** '30 seconds', '5 minutes', '5 Minuten': a wait as the reader's language writes it. */
function waitText(seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(i18n.language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}
