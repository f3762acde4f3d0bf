import { describe, expect, it } from 'vitest';
import { dependencyDepths, networkFloor, type WireRequest } from '../../../bench/lib/network-floor.ts';

// The benchmark's network floor (bench/lib/network-floor.ts) is a pure function; bench/ has no test
// project of its own, so it is tested here, as decisions-index.test.ts tests a script.

const origin = 'http://127.0.0.1:4000';
const request = (
  id: string,
  sentAt: number,
  finishedAt: number,
  bytes: number,
  initiator: WireRequest['initiator'],
  connectMs = 0,
): WireRequest => ({ id, url: `${origin}/${id}`, sentAt, finishedAt, bytes, initiator, connectMs });

// A screen's first visit: the page, its entry and a preloaded chunk in one round, the session check
// once the entry has run, the week once the session check has answered, a dialog's code after ready.
const page = request('page', 0, 0.2, 1_000, { kind: 'other' }, 2);
const entry = request('entry.js', 0.21, 0.9, 100_000, { kind: 'parser', url: `${origin}/page` });
const chunk = request('chunk.js', 0.21, 0.95, 20_000, { kind: 'parser', url: `${origin}/page` });
const validate = request('validate', 1.2, 1.4, 900, { kind: 'script', url: `${origin}/entry.js` });
// Served from the cache: no bytes, no round trip, though the week's call went out after it.
const icons = request('icons.js', 1.41, 1.41, 0, { kind: 'script', url: `${origin}/entry.js` });
const week = request('week', 1.45, 1.7, 6_000, { kind: 'script', url: `${origin}/entry.js` });
const dialog = request('dialog.js', 1.8, 2.0, 5_000, { kind: 'script', url: `${origin}/entry.js` });
const waterfall = [week, dialog, page, entry, chunk, validate, icons];

describe('the network floor', () => {
  it('counts a round trip per step a request waited for, the page being the first', () => {
    const depths = dependencyDepths(waterfall);
    expect(Object.fromEntries([...depths].map(([id, chain]) => [id, chain.depth]))).toEqual({
      page: 1,
      'entry.js': 2,
      'chunk.js': 2,
      validate: 3,
      'icons.js': 3,
      // Its stack names only the entry, but it was sent after the session check's answer.
      week: 4,
      'dialog.js': 5,
    });
  });

  it('is round trips × latency + bytes at the download rate + connection set-up, up to ready', () => {
    const floor = networkFloor(waterfall, 1.75, { latencyMs: 150, downloadBytesPerSecond: 200_000 });
    // 4 × 150 ms + 127,900 bytes at 200,000 bytes/s (1.6 Mbit/s) + 2 ms to connect; the dialog's
    // code arrived after ready and does not count.
    expect(floor).toEqual({ ms: 600 + 639.5 + 2, roundTrips: 4, bytes: 127_900, connectMs: 2 });
  });
});
