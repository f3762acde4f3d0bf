import { RECENT_SHIFTS_PAGE_SIZE, SHIFTS_QUERY_MAX_LIMIT } from '@shiftclock/contract/constants';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';

const route = 'GET /api/admin/shifts';

/** A page of shifts; `nextCursor` goes back as `before` for the next (older) page, null on the last. */
export type ShiftsPage = ApiAnswer<typeof route>;
/** An actual shift as the server answers it. */
export type Shift = ShiftsPage['shifts'][number];

/** Recent Shifts: every shift of the location, newest first, pages of 50 (Load More asks for the next). */
export function recentShiftsQuery(locationId: string) {
  const query = { limit: RECENT_SHIFTS_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: endpointKey(scopedKeys.manager(locationId), route, { query }),
    queryFn: ({ pageParam, signal }) =>
      callApi(route, { query: { ...query, before: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useRecentShifts(locationId: string) {
  return useInfiniteQuery(recentShiftsQuery(locationId));
}

/** A week of a very busy location still comes in a few pages; this bounds a runaway loop. */
const MAX_PAGES = 20;

/** Instants with an offset: start inclusive, end exclusive. */
export interface InstantRange {
  startDate: string;
  endDate: string;
}

/**
 * The shifts clocked in within the range plus every active one, followed page by page (`before`)
 * until the server says there is no more: the calendar's week. `firstPage`, when given, is the
 * range's first page already asked for (the current week by name, manager-calls.ts); undefined from
 * it asks as usual.
 */
export function shiftsInRangeQuery(
  locationId: string,
  range: InstantRange,
  firstPage?: Promise<ShiftsPage | undefined>,
) {
  const query = { startDate: range.startDate, endDate: range.endDate, limit: SHIFTS_QUERY_MAX_LIMIT };
  return queryOptions({
    queryKey: endpointKey(scopedKeys.manager(locationId), route, { query }),
    queryFn: async ({ signal }) => {
      const shifts: Shift[] = [];
      let before: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer =
          (page === 0 ? await firstPage : undefined) ??
          (await callApi(route, { query: { ...query, before } }, { signal }));
        shifts.push(...answer.shifts);
        before = answer.nextCursor ?? undefined;
        if (!before) break;
      }
      return shifts;
    },
  });
}

/**
 * The first page of the week holding now at the location, asked by name (`week=current`, docs/api.md):
 * a call that needs neither the zone nor the layout, so it goes out with the session's first calls
 * (apps/web/early-start.js sends the same address). Its `week` is the range the server resolved.
 */
export function currentWeekShifts(): Promise<ShiftsPage> {
  return callApi(route, { query: { week: 'current', limit: SHIFTS_QUERY_MAX_LIMIT } });
}

export function useShiftsInRange(
  locationId: string,
  range: InstantRange | null,
  refetchInterval: number | false,
) {
  return useQuery({
    ...shiftsInRangeQuery(locationId, range ?? { startDate: '', endDate: '' }),
    enabled: range !== null,
    refetchInterval,
  });
}
