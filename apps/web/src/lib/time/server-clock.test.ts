import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordServerTime, resetServerClock, serverNow } from './server-clock.ts';

/** How far the server's clock is ahead of the tablet's, by what the kiosk now reads. */
const offset = () => serverNow() - Date.now();

afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

describe('the kiosk clock set by the server', () => {
  it('corrects a tablet clock that is 37 minutes fast', () => {
    // The true time is 14:30:00Z; the tablet says 15:07:00Z.
    vi.useFakeTimers({ now: Date.parse('2026-03-10T15:07:00.000Z') });
    expect(new Date(serverNow()).toISOString()).toBe('2026-03-10T15:07:00.000Z');
    // The request left at 15:07:00.000 and the answer came 200 ms later, both by the tablet; the
    // server wrote its time in between, at 14:30:00.100.
    recordServerTime('2026-03-10T14:30:00.100Z', Date.now(), Date.now() + 200);
    expect(offset()).toBe(-37 * 60_000);
    expect(new Date(serverNow()).toISOString()).toBe('2026-03-10T14:30:00.000Z');
    vi.advanceTimersByTime(5_000);
    expect(new Date(serverNow()).toISOString()).toBe('2026-03-10T14:30:05.000Z');
  });

  it('keeps the last good reading when an answer has no time or took too long', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-10T12:00:00.000Z') });
    recordServerTime('2026-03-10T12:00:10.050Z', Date.now(), Date.now() + 100);
    expect(offset()).toBe(10_000);
    recordServerTime(undefined, Date.now(), Date.now() + 100);
    recordServerTime('not a time', Date.now(), Date.now() + 100);
    recordServerTime('2026-03-10T12:05:00.000Z', Date.now(), Date.now() + 30_000);
    expect(offset()).toBe(10_000);
    // A prompt reading replaces it (the tablet's clock was set right meanwhile).
    recordServerTime('2026-03-10T12:00:00.050Z', Date.now(), Date.now() + 100);
    expect(offset()).toBe(0);
  });
});
