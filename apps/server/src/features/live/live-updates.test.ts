import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LIVE_STREAMS_PER_LOCATION,
  LIVE_STREAMS_PER_TOKEN,
  type LiveStream,
  LiveUpdates,
  readNotice,
} from './live-updates.ts';

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
let live: LiveUpdates | undefined;
afterEach(() => live?.stop());

describe('location change notices', () => {
  it('gathers a location’s topics into one entry, and a change to anything into a bare id', async () => {
    vi.useFakeTimers();
    const published: string[] = [];
    live = new LiveUpdates(async (payload) => void published.push(payload), log);
    live.changed('a', 'shifts');
    live.changed('a', 'devices');
    live.changed('a', 'shifts');
    live.changed('b', 'schedule');
    live.changed('b');
    live.changed('b', 'shifts');
    await vi.advanceTimersByTimeAsync(60);
    vi.useRealTimers();
    expect(published).toEqual(['a:shifts+devices,b']);
    expect(readNotice(published[0] as string)).toEqual([
      { locationId: 'a', topics: ['shifts', 'devices'] },
      { locationId: 'b' },
    ]);
  });

  it('writes each stream of a named location a change event with its topics', () => {
    live = new LiveUpdates(async () => {}, log);
    const written: string[] = [];
    const stream: LiveStream = {
      locationId: 'a',
      token: 't',
      write: (text) => void written.push(text),
      close: () => {},
      stillAuthorized: async () => true,
    };
    live.open(stream);
    live.deliver('a:shifts,b');
    live.deliver('c,a');
    expect(written).toEqual([
      'event: ready\ndata: {}\n\n',
      'event: change\ndata: {"topics":["shifts"]}\n\n',
      'event: change\ndata: {}\n\n',
    ]);
  });
});

describe('ready, for a screen whose answers are a few seconds old', () => {
  const readyOf = (instance: LiveUpdates, dataAgeMs?: number) => {
    const written: string[] = [];
    instance.open(
      {
        locationId: 'a',
        token: 't',
        write: (text) => void written.push(text),
        close: () => {},
        stillAuthorized: async () => true,
      },
      dataAgeMs,
    );
    return written[0];
  };
  afterEach(() => vi.useRealTimers());

  it('names the topics changed at its location since (a margin of 10 s before), and none when nothing did', () => {
    vi.useFakeTimers();
    live = new LiveUpdates(async () => {}, log);
    live.setListening(true);
    vi.advanceTimersByTime(60_000);
    live.deliver('a:devices');
    vi.advanceTimersByTime(20_000);
    live.deliver('a:shifts,b:schedule,b');
    vi.advanceTimersByTime(3_000);
    expect(readyOf(live, 2_000)).toBe('event: ready\ndata: {"topics":["shifts"]}\n\n');
    expect(readyOf(live, 30_000)).toBe('event: ready\ndata: {"topics":["devices","shifts"]}\n\n');
    vi.advanceTimersByTime(20_000);
    expect(readyOf(live, 2_000)).toBe('event: ready\ndata: {"topics":[]}\n\n');
  });

  it('names none (ask again for everything) when it cannot tell', () => {
    vi.useFakeTimers();
    live = new LiveUpdates(async () => {}, log);
    // Without an age.
    live.setListening(true);
    vi.advanceTimersByTime(60_000);
    expect(readyOf(live)).toBe('event: ready\ndata: {}\n\n');
    // A change that named no topic.
    live.deliver('a');
    expect(readyOf(live, 1_000)).toBe('event: ready\ndata: {}\n\n');
    // Answers older than this instance has listened.
    vi.advanceTimersByTime(20_000);
    expect(readyOf(live, 1_000)).toBe('event: ready\ndata: {"topics":[]}\n\n');
    expect(readyOf(live, 75_000)).toBe('event: ready\ndata: {}\n\n');
    // Listening broke off: notices may have been missed meanwhile.
    live.setListening(false);
    live.setListening(true);
    vi.advanceTimersByTime(5_000);
    expect(readyOf(live, 1_000)).toBe('event: ready\ndata: {}\n\n');
    // Older than it remembers (5 minutes), even after listening longer.
    vi.advanceTimersByTime(10 * 60_000);
    expect(readyOf(live, 1_000)).toBe('event: ready\ndata: {"topics":[]}\n\n');
    expect(readyOf(live, 6 * 60_000)).toBe('event: ready\ndata: {}\n\n');
  });
});

describe('the caps on streams', () => {
  const streamOf = (locationId: string, token: string) => {
    const state = { closed: false, written: '' };
    const stream: LiveStream = {
      locationId,
      token,
      write: (text) => {
        state.written += text;
      },
      close: () => {
        state.closed = true;
      },
      stillAuthorized: async () => true,
    };
    return { stream, state };
  };

  it(`keeps at most ${LIVE_STREAMS_PER_LOCATION} streams per location, closing the oldest first`, () => {
    live = new LiveUpdates(async () => {}, log);
    const opened = Array.from({ length: LIVE_STREAMS_PER_LOCATION + 3 }, (_, i) =>
      streamOf('a', `token ${i}`),
    );
    const elsewhere = streamOf('b', 'token 0');
    for (const { stream } of opened) live.open(stream);
    live.open(elsewhere.stream);
    expect(live.count('a')).toBe(LIVE_STREAMS_PER_LOCATION);
    expect(opened.filter(({ state }) => state.closed)).toEqual(opened.slice(0, 3));
    expect(opened[0]?.state.written).toContain('event: superseded');
    expect(elsewhere.state.closed).toBe(false);
  });

  it(`keeps at most ${LIVE_STREAMS_PER_TOKEN} streams per token`, () => {
    live = new LiveUpdates(async () => {}, log);
    const opened = Array.from({ length: 1_464 }, () => streamOf('a', 'one token'));
    const close = opened.map(({ stream }) => live?.open(stream));
    expect(live.count()).toBe(LIVE_STREAMS_PER_TOKEN);
    expect(opened.filter(({ state }) => !state.closed)).toEqual(opened.slice(-LIVE_STREAMS_PER_TOKEN));
    // The client going away afterwards (the closed stream's own close) changes nothing more.
    for (const done of close) done?.();
    expect(live.count()).toBe(0);
  });
});
