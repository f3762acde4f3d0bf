import type { CDPSession } from '@playwright/test';
import { dependencyDepths, type WireRequest } from './network-floor.ts';

/** A request as the DevTools protocol reports it, plus its resource type (Document, Script, Fetch, …). */
export type RecordedRequest = WireRequest & { type: string };

type StackTrace = { callFrames: { url: string }[]; parent?: StackTrace };
type Initiator = { type: string; url?: string; stack?: StackTrace };

/** The first script address on an initiator's stack, its async parents included. */
function stackUrl(stack: StackTrace | undefined): string | undefined {
  for (let s = stack; s; s = s.parent) {
    const frame = s.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return undefined;
}

/**
 * Records one page's requests from the DevTools protocol (Network must be enabled on `cdp`):
 * when each was sent and finished, its bytes on the wire, what initiated it, and its connection time.
 */
export function recordWaterfall(cdp: CDPSession) {
  const requests = new Map<string, RecordedRequest>();
  const open = new Set<string>();
  let lastChange = Date.now();
  const settle = (id: string) => {
    open.delete(id);
    lastChange = Date.now();
  };
  cdp.on(
    'Network.requestWillBeSent',
    (event: {
      requestId: string;
      request: { url: string };
      timestamp: number;
      initiator: Initiator;
      type?: string;
    }) => {
      const { initiator } = event;
      const kind = initiator.type === 'script' ? 'script' : initiator.type === 'other' ? 'other' : 'parser';
      requests.set(event.requestId, {
        id: event.requestId,
        url: event.request.url,
        sentAt: event.timestamp,
        finishedAt: 0,
        bytes: 0,
        initiator: { kind, url: initiator.url ?? stackUrl(initiator.stack) },
        connectMs: 0,
        type: event.type ?? 'Other',
      });
      // A live-updates stream stays open for good: the network is quiet without it.
      if (event.type !== 'EventSource') open.add(event.requestId);
      lastChange = Date.now();
    },
  );
  cdp.on(
    'Network.responseReceived',
    (event: { requestId: string; response: { timing?: { connectStart: number; connectEnd: number } } }) => {
      const request = requests.get(event.requestId);
      const timing = event.response.timing;
      if (request && timing && timing.connectStart >= 0)
        request.connectMs = timing.connectEnd - timing.connectStart;
    },
  );
  cdp.on(
    'Network.loadingFinished',
    (event: { requestId: string; encodedDataLength: number; timestamp: number }) => {
      const request = requests.get(event.requestId);
      if (request) {
        request.finishedAt = event.timestamp;
        request.bytes = event.encodedDataLength;
      }
      settle(event.requestId);
    },
  );
  cdp.on('Network.loadingFailed', (event: { requestId: string }) => settle(event.requestId));
  return {
    requests: () => [...requests.values()],
    /** Waits until no request has been open for `quietMs`, or `maxMs` at most. */
    async quiet(quietMs: number, maxMs: number) {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline && (open.size > 0 || Date.now() - lastChange < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** BENCH_WATERFALL=1's listing: each request's start and end (ms from the first), depth, bytes and address. */
export function waterfallText(name: string, readyMs: number, requests: WireRequest[], readyAt: number) {
  const zero = Math.min(...requests.map((r) => r.sentAt));
  const depths = dependencyDepths(requests.filter((r) => r.finishedAt <= readyAt));
  const ms = (t: number) => String(Math.round((t - zero) * 1000)).padStart(5);
  const lines = [...requests]
    .sort((a, b) => a.sentAt - b.sentAt)
    .map(
      (r) =>
        `${ms(r.sentAt)} ${ms(r.finishedAt)} ${String(depths.get(r.id)?.depth ?? 'after').padStart(5)} ${String(r.bytes).padStart(7)} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  return [`${name}: ready at ${Math.round(readyMs)} ms (start, end, depth, bytes, address)`, ...lines].join(
    '\n',
  );
}
