import { readIsAffected } from '@shiftclock/contract/live-topics';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState } from 'react';
import { apiBaseUrl, getToken } from '../../lib/api-client.ts';
import { earlyAnswersAskedAt } from '../../lib/early-answers.ts';
import { areaToken, type LocationArea, locationScope } from '../../lib/query-keys.ts';

/**
 * Whether the screen's live-updates stream is open. Queries that used to poll poll only while it
 * is not (a lost connection, a server that is restarting): `refetchInterval: live ? false : N`.
 */
export const LiveUpdatesContext = createContext(false);
export const useLiveUpdatesOpen = () => useContext(LiveUpdatesContext);

/**
 * Keeps a live-updates stream open for a location screen (docs/api.md, "Live updates") and, on each
 * change it announces, asks again for the queries of the screen's area and location that show what
 * changed (all of them when the change names no topic). Returns
 * whether the stream is open, for LiveUpdatesContext.
 */
export function useLiveUpdates(locationId: string, area: LocationArea): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    let close: (() => void) | undefined;
    let unmounted = false;
    // Its own chunk, fetched once the screen is up (live-connection.ts).
    void import('./live-connection.ts').then(({ openLiveUpdates }) => {
      if (unmounted) return;
      close = openLiveUpdates(
        () => eventsAddress(oldestAnswerAt(queryClient, area, locationId)),
        () => getToken(areaToken[area]),
        {
          onLive: setLive,
          // A prefix of every key of the area's calls at this location (lib/query-keys.ts).
          onChange: (topics) => {
            // Signed out meanwhile (the screen is on its way to a login): nothing to ask again.
            if (!getToken(areaToken[area])) return;
            void queryClient.invalidateQueries({
              queryKey: locationScope(area, locationId).slice(0, 2),
              // Only the reads that show what changed (the route is the key's fourth part).
              predicate: (query) => readIsAffected(String(query.queryKey[3]), topics),
            });
          },
        },
      );
    });
    return () => {
      unmounted = true;
      close?.();
    };
  }, [queryClient, locationId, area]);
  return live;
}

/**
 * When the oldest answer the screen shows for its area and location was asked for, as well as the
 * device knows: when it came in, or when the early calls it was taken from went out
 * (lib/early-answers.ts). Undefined when the screen cannot vouch for its answers (it has none yet,
 * one failed, or one is a copy kept from an earlier visit, lib/offline-copy.ts): the server then
 * says "ask again for everything".
 */
function oldestAnswerAt(
  queryClient: QueryClient,
  area: LocationArea,
  locationId: string,
): number | undefined {
  const queries = queryClient
    .getQueryCache()
    .findAll({ queryKey: locationScope(area, locationId).slice(0, 2) });
  const shown = queries.filter((query) => query.state.data !== undefined);
  const unsure = queries.some(
    (query) =>
      query.state.status === 'error' || (query.state.data !== undefined && query.state.dataUpdatedAt === 0),
  );
  if (shown.length === 0 || unsure) return undefined;
  const times = shown.map((query) => query.state.dataUpdatedAt);
  return Math.min(...times, earlyAnswersAskedAt() ?? Number.POSITIVE_INFINITY);
}

/**
 * GET /api/events, with the age of the screen's oldest answer: the server's `ready` then names what
 * changed since, and the screen asks again only for that (docs/api.md, "Live updates"). An age, not
 * a time, so a tablet whose clock is wrong still gives the right one.
 */
function eventsAddress(oldestAt: number | undefined): string {
  const address = `${apiBaseUrl}/api/events`;
  if (oldestAt === undefined) return address;
  return `${address}?dataAgeMs=${Math.max(0, Math.round(Date.now() - oldestAt))}`;
}
