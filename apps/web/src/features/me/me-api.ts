import type { Route } from '@shiftclock/contract/endpoints/all';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  type ApiAnswer,
  ApiError,
  apiRequest,
  type CallInput,
  type RequestOptions,
  urlOf,
} from '../../lib/api-client.ts';
import { forgetMeToken, readMeToken } from './me-token.ts';
import { readOfflineCopy, saveOfflineCopy } from './offline-copy.ts';

/**
 * How the employee app's screens call the API as the signed-in employee
 * (docs/decisions/0192-the-employee-app-shell.md):
 *
 *   const hours = useMeQuery('GET /api/me/hours', { query: { period } });   // a GET, cached
 *   await meApi('POST /api/me/corrections/:id/confirm', { params: { id } }); // anything else
 *
 * Both send the employee's own token (me-token.ts), never the manager's, typed by the endpoint's
 * definition in packages/contract/src/endpoints/ (types only: no schema reaches the phone). A 401
 * means the session was ended (by the employee elsewhere, a manager, an archive): the token is
 * forgotten and the app shows its sign-in.
 */

type MeCallOptions = Pick<RequestOptions, 'signal'>;
type MeArgs<R extends Route> =
  Partial<CallInput<R>> extends CallInput<R>
    ? [input?: CallInput<R>, options?: MeCallOptions]
    : [input: CallInput<R>, options?: MeCallOptions];

export function meApi<R extends Route>(route: R, ...[input, options]: MeArgs<R>): Promise<ApiAnswer<R>> {
  const token = readMeToken();
  const method = route.slice(0, route.indexOf(' ')) as NonNullable<RequestOptions['method']>;
  return apiRequest<ApiAnswer<R>>(urlOf(route, input), {
    method,
    body: input?.body,
    // '' sends no header: the server answers 401, as for an ended session.
    bearer: token ?? '',
    signal: options?.signal,
  }).catch((error: unknown) => {
    // Only if it is still the token stored: a sign-in meanwhile must not be undone.
    if (error instanceof ApiError && error.status === 401 && token !== null && readMeToken() === token) {
      forgetMeToken();
    }
    throw error;
  });
}

/**
 * The query key of an employee's GET. Every key starts with 'me'; the cache is emptied whenever a
 * stored token changes (lib/query-client.ts), so one person's answers never reach the next.
 */
export const meKey = (route: Route, input: object = {}) => ['me', route, input] as const;

/**
 * The answers kept on the phone (offline-copy.ts): who is signed in, their record and their shifts.
 * The app opens with the last of each at once, and with no connection it stays on screen.
 */
const keptOnPhone: ReadonlySet<Route> = new Set<Route>([
  'GET /api/me',
  'GET /api/me/corrections',
  'GET /api/me/shifts',
]);

/**
 * An employee's GET as query options, one definition for the screens (useMeQuery) and for the calls
 * asked before the app's code has loaded (me-start.ts). A kept answer is the query's first data,
 * read once when the query is made, and stale at once (updated at 0), so the server is asked too.
 */
export function meQueryOptions<R extends Route>(route: R, input?: CallInput<R>) {
  const call = meApi as (route: R, input?: object, options?: MeCallOptions) => Promise<ApiAnswer<R>>;
  const kept = keptOnPhone.has(route);
  return {
    queryKey: meKey(route, input),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const answer = await call(route, input, { signal });
      if (kept) saveOfflineCopy(route, input, answer);
      return answer;
    },
    ...(kept
      ? { initialData: () => readOfflineCopy<ApiAnswer<R>>(route, input)?.value, initialDataUpdatedAt: 0 }
      : {}),
  };
}

type QueryTuning = { enabled?: boolean; refetchInterval?: number | false; staleTime?: number };

/**
 * A GET as the employee, cached under meKey. For an answer kept on the phone, `savedAt` says when the
 * one on screen was loaded while the server is out of reach (null while online or once a fresh
 * answer arrived).
 */
export function useMeQuery<R extends Route>(route: R, input?: CallInput<R>, tuning: QueryTuning = {}) {
  const query = useQuery({ ...meQueryOptions(route, input), ...tuning });
  // Still the kept copy (dataUpdatedAt stays 0 until an answer comes) and the server out of reach:
  // paused while the browser knows it is offline, failed when it learnt it by trying. Only then is
  // the copy read again, for its time.
  const unreachable = query.fetchStatus === 'paused' || query.isError;
  const savedAt =
    query.data !== undefined && query.dataUpdatedAt === 0 && unreachable
      ? (readOfflineCopy(route, input)?.savedAt ?? null)
      : null;
  return { ...query, savedAt };
}

/** Who is signed in: the person, their organization, the locations they work at (GET /api/me). */
export const useMe = () => useMeQuery('GET /api/me', undefined, { staleTime: 60_000 });

/**
 * After a sign-in (the token stored), the answer's `me` is GET /api/me's: the layout shows it without
 * asking again, and it is kept for offline as an answer of useMe would be.
 */
export function seedMe(queryClient: QueryClient, me: ApiAnswer<'GET /api/me'>): void {
  queryClient.setQueryData(meKey('GET /api/me'), me);
  saveOfflineCopy('GET /api/me', undefined, me);
}
