import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LiveStream, LiveUpdates, readNotice } from './live-updates.ts';

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
