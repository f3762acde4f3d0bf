/**
 * The network floor of a page load: the least time its requests need on an emulated network, read
 * from the load's own waterfall (docs/decisions/0183-screens-against-floors-measured-in-the-run.md).
 *
 *   floor = round trips × latency + bytes × 8 / download rate + connection set-up on the deepest chain
 *
 * - round trips: the dependency depth of the requests that finished before the screen was ready
 *   (the document is 1, a file it names 2, a call its script makes after that file arrived 3, …);
 * - bytes: what those requests received on the wire (headers and compressed bodies);
 * - connection set-up: the TCP (and TLS) handshakes on the deepest chain as the run timed them.
 *   Chromium's emulated latency is charged per request, not per connection, and the bench speaks
 *   plain HTTP on 127.0.0.1, so it is a few milliseconds at most.
 * Bytes and round trips are added, not overlapped: a screen's files arrive in one round and the
 * calls after them wait for them, so little of one hides behind the other.
 */

/** One request of a waterfall; times in seconds on one clock (CDP's monotonic timestamps). */
export type WireRequest = {
  id: string;
  url: string;
  sentAt: number;
  finishedAt: number;
  /** Bytes received on the wire (CDP's encodedDataLength). */
  bytes: number;
  /** What asked for it: the document or style sheet that names it, or the script that fetched it. */
  initiator: { kind: 'parser' | 'script' | 'other'; url?: string };
  /** Time spent opening its connection, ms (0 on a reused one). */
  connectMs: number;
};

export type NetworkProfile = { latencyMs: number; downloadBytesPerSecond: number };

export type NetworkFloor = { ms: number; roundTrips: number; bytes: number; connectMs: number };

/**
 * Each request's parents: the request that fetched its initiator's address, and for a script's
 * request also the last request that finished before it was sent, since a script's call may wait for
 * an earlier answer (the manager's week waits for the session check) that its stack does not show.
 */
function parentsOf(request: WireRequest, earlier: WireRequest[]): WireRequest[] {
  const parents: WireRequest[] = [];
  const byUrl = earlier.findLast((r) => r.url === request.initiator.url && r.finishedAt <= request.sentAt);
  if (byUrl) parents.push(byUrl);
  if (request.initiator.kind === 'script') {
    const lastDone = earlier
      .filter((r) => r.finishedAt <= request.sentAt)
      .reduce<WireRequest | undefined>(
        (last, r) => (!last || r.finishedAt > last.finishedAt ? r : last),
        undefined,
      );
    if (lastDone) parents.push(lastDone);
  }
  // A request nothing above explains (the document itself) starts a chain.
  return parents;
}

/**
 * The dependency depth of each request (1 for a request that waits on none) and the connection time
 * along its chain.
 */
export function dependencyDepths(requests: WireRequest[]) {
  const sorted = [...requests].sort((a, b) => a.sentAt - b.sentAt);
  const chains = new Map<string, { depth: number; connectMs: number }>();
  sorted.forEach((request, index) => {
    const parents = parentsOf(request, sorted.slice(0, index));
    const deepest = parents
      .map((p) => chains.get(p.id) ?? { depth: 0, connectMs: 0 })
      .reduce((a, b) => (b.depth > a.depth ? b : a), { depth: 0, connectMs: 0 });
    // A file served from the cache (no bytes on the wire) costs no round trip.
    const trip = request.bytes > 0 ? 1 : 0;
    chains.set(request.id, { depth: deepest.depth + trip, connectMs: deepest.connectMs + request.connectMs });
  });
  return chains;
}

/** The network floor of the requests that finished by `readyAt` (seconds, the requests' clock). */
export function networkFloor(
  requests: WireRequest[],
  readyAt: number,
  profile: NetworkProfile,
): NetworkFloor {
  const needed = requests.filter((r) => r.finishedAt <= readyAt);
  const chains = [...dependencyDepths(needed).values()];
  const deepest = chains.reduce((a, b) => (b.depth > a.depth ? b : a), { depth: 0, connectMs: 0 });
  const bytes = needed.reduce((sum, r) => sum + r.bytes, 0);
  const ms =
    deepest.depth * profile.latencyMs + (bytes / profile.downloadBytesPerSecond) * 1000 + deepest.connectMs;
  return { ms, roundTrips: deepest.depth, bytes, connectMs: deepest.connectMs };
}
