import { readIsAffected } from '@shiftclock/contract/live-topics';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState } from 'react';
import { apiBaseUrl, getToken } from '../../lib/api-client.ts';
import { areaToken, type LocationArea, locationScope } from '../../lib/query-keys.ts';

/**
 * Whether the screen's live-updates stream is open. Queries that used to poll poll only while it
 * is not (a lost connection, a server that is restarting): `refetchInterval: live ? false : N`.
 */
export const LiveUpdatesContext = createContext(false);
export const useLiveUpdatesOpen = () => useContext(LiveUpdatesContext);

/** One location's stream, shared by whatever uses it; a device shows one location screen at a time. */
type Stream = {
  key: string;
  live: boolean;
  listeners: Set<(live: boolean) => void>;
  users: number;
  close: () => void;
};
let current: Stream | undefined;

/** A stream started ahead of its screen and never taken up (the screen went elsewhere) closes. */
const UNUSED_STREAM_MS = 30_000;

/**
 * Opens the live-updates stream of a location screen (docs/api.md, "Live updates"), or keeps the
 * one already open for it, closing any other. On each change it announces it asks again for the
 * queries of the screen's area and location that show what changed (all of them when the change
 * names no topic, as when the stream opens: a change made before then was never announced).
 *
 * Started together with the screen's session check (app/routes/location-session.ts), not once the
 * screen is up: the calls made before the stream opens are asked again when it opens, so a stream
 * open before the screen's own calls go out spares the screen asking for everything twice.
 */
export function startLiveUpdates(queryClient: QueryClient, locationId: string, area: LocationArea): Stream {
  const key = `${area}/${locationId}`;
  if (current?.key === key) return current;
  current?.close();
  let closed = false;
  let closeConnection: (() => void) | undefined;
  const stream: Stream = {
    key,
    live: false,
    listeners: new Set(),
    users: 0,
    close: () => {
      closed = true;
      clearTimeout(unused);
      closeConnection?.();
      if (current === stream) current = undefined;
    },
  };
  current = stream;
  const unused = setTimeout(() => {
    if (stream.users === 0) stream.close();
  }, UNUSED_STREAM_MS);
  // Its own module, preloaded with the kiosk's and the manager's pages (vite.config.ts).
  void import('./live-connection.ts').then(({ openLiveUpdates }) => {
    if (closed) return;
    closeConnection = openLiveUpdates(`${apiBaseUrl}/api/events`, () => getToken(areaToken[area]), {
      onLive: (live) => {
        stream.live = live;
        for (const listener of stream.listeners) listener(live);
      },
      onChange: (topics) => {
        // Signed out meanwhile (the screen is on its way to a login): nothing to ask again.
        if (!getToken(areaToken[area])) return;
        void queryClient.invalidateQueries({
          // A prefix of every key of the area's calls at this location (lib/query-keys.ts).
          queryKey: locationScope(area, locationId).slice(0, 2),
          // Only the reads that show what changed (the route is the key's fourth part).
          predicate: (query) => readIsAffected(String(query.queryKey[3]), topics),
        });
      },
    });
  });
  return stream;
}

/**
 * Keeps the location screen's live-updates stream open while the screen is (startLiveUpdates) and
 * returns whether it is open, for LiveUpdatesContext.
 */
export function useLiveUpdates(locationId: string, area: LocationArea): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const stream = startLiveUpdates(queryClient, locationId, area);
    stream.users += 1;
    stream.listeners.add(setLive);
    setLive(stream.live);
    return () => {
      stream.listeners.delete(setLive);
      stream.users -= 1;
      if (stream.users === 0) stream.close();
    };
  }, [queryClient, locationId, area]);
  return live;
}
