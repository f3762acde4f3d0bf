import { afterEach, describe, expect, it } from 'vitest';
import {
  isInRepeatedHour,
  localDateTime,
  localDayOf,
  localDaysRange,
  startOfLocalDay,
  wallClockAt,
} from './zoned-time.ts';

/**
 * Worked examples of the date-and-time rules (docs/api.md, "Dates and times"). Each runs under several process time zones (Node re-reads
 * `TZ` when it is assigned): the answers must not move. CI runs the whole suite under TZ=UTC and
 * TZ=Pacific/Chatham as well.
 */
// The contract compiles without Node's types (it runs in browsers too); this test runs in Node.
declare const process: { env: Record<string, string | undefined> };
const PROCESS_ZONES = ['UTC', 'Australia/Sydney', 'Pacific/Chatham', 'America/Santiago', 'America/Havana'];
const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});
const inEveryProcessZone = (check: () => void) => {
  for (const zone of PROCESS_ZONES) {
    process.env.TZ = zone;
    check();
  }
};
const hours = (range: { from: Date; to: Date }) => (range.to.getTime() - range.from.getTime()) / 3_600_000;

describe('local days, whatever the process zone', () => {
  it('America/Santiago: 23:30 on 2026-04-04 (the second pass, -04) belongs to Apr 4, a 25-hour day', () => {
    // Chile falls back at midnight: 00:00 -03 becomes 23:00 -04 on Apr 4, so Apr 5 starts at 04:00Z.
    inEveryProcessZone(() => {
      expect(localDayOf(new Date('2026-04-04T23:30:00-04:00'), 'America/Santiago')).toBe('2026-04-04');
      expect(startOfLocalDay('2026-04-05', 'America/Santiago').toISOString()).toBe(
        '2026-04-05T04:00:00.000Z',
      );
      expect(hours(localDaysRange('2026-04-04', '2026-04-04', 'America/Santiago'))).toBe(25);
    });
  });

  it('America/Havana: November 2026 starts at the FIRST of the two midnights of Nov 1', () => {
    // DST ends at 01:00 CDT -> 00:00 CST: midnight happens at 04:00Z and again at 05:00Z.
    inEveryProcessZone(() => {
      expect(startOfLocalDay('2026-11-01', 'America/Havana').toISOString()).toBe('2026-11-01T04:00:00.000Z');
      // November: 30 days of 24 h plus the repeated hour.
      expect(hours(localDaysRange('2026-11-01', '2026-11-30', 'America/Havana'))).toBe(30 * 24 + 1);
    });
  });

  it('America/Havana: a day without a midnight starts when the clocks jump (00:00 -> 01:00 on 2026-03-08)', () => {
    inEveryProcessZone(() => {
      expect(startOfLocalDay('2026-03-08', 'America/Havana').toISOString()).toBe('2026-03-08T05:00:00.000Z');
      expect(hours(localDaysRange('2026-03-08', '2026-03-08', 'America/Havana'))).toBe(23);
    });
  });

  it('Pacific/Chatham (+13:45 / +12:45) and Australia/Lord_Howe (a 30-minute change)', () => {
    inEveryProcessZone(() => {
      expect(startOfLocalDay('2026-04-05', 'Pacific/Chatham').toISOString()).toBe('2026-04-04T10:15:00.000Z');
      expect(hours(localDaysRange('2026-04-05', '2026-04-05', 'Pacific/Chatham'))).toBe(25);
      expect(hours(localDaysRange('2026-04-05', '2026-04-05', 'Australia/Lord_Howe'))).toBe(24.5);
    });
  });
});

describe('local date-times in the detailed CSV', () => {
  it('prints the offset inside a repeated hour only, so the two passes never print the same', () => {
    inEveryProcessZone(() => {
      // New York, 2026-11-01: 01:30 EDT (05:30Z) and 01:30 EST (06:30Z).
      expect(localDateTime(new Date('2026-11-01T05:30:00Z'), 'America/New_York')).toBe(
        '2026-11-01 01:30 -04:00',
      );
      expect(localDateTime(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toBe(
        '2026-11-01 01:30 -05:00',
      );
      expect(localDateTime(new Date('2026-11-01T07:30:00Z'), 'America/New_York')).toBe('2026-11-01 02:30');
      expect(localDateTime(new Date('2026-11-01T04:59:00Z'), 'America/New_York')).toBe('2026-11-01 00:59');
      // Berlin, 2026-10-25: 02:30 CEST and 02:30 CET.
      expect(localDateTime(new Date('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe(
        '2026-10-25 02:30 +02:00',
      );
      expect(localDateTime(new Date('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe(
        '2026-10-25 02:30 +01:00',
      );
      // Chatham: 02:45-03:45 repeats on 2026-04-05.
      expect(localDateTime(new Date('2026-04-04T13:30:00Z'), 'Pacific/Chatham')).toBe(
        '2026-04-05 03:15 +13:45',
      );
      expect(localDateTime(new Date('2026-04-04T14:30:00Z'), 'Pacific/Chatham')).toBe(
        '2026-04-05 03:15 +12:45',
      );
      // An ordinary time and a spring-forward night print as before.
      expect(localDateTime(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe('2026-03-29 03:30');
      expect(isInRepeatedHour(new Date('2026-07-01T12:00:00Z'), 'UTC')).toBe(false);
    });
  });
});

describe('wall clocks from the offsets kept per hour', () => {
  // Read the slow way, field by field, by formatters of this test's own.
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const fromIntl = (ms: number, timeZone: string) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      formatters.set(timeZone, formatter);
    }
    const parts = formatter.formatToParts(ms);
    const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    return {
      year: field('year'),
      month: field('month'),
      day: field('day'),
      hour: field('hour'),
      minute: field('minute'),
      second: field('second'),
    };
  };
  /** The instants (of the first ten) where the kept offsets and Intl disagree. */
  const disagreements = (zone: string, instants: Iterable<number>) => {
    const found: string[] = [];
    for (const ms of instants) {
      const a = wallClockAt(ms, zone);
      const b = fromIntl(ms, zone);
      if (
        a.year !== b.year ||
        a.month !== b.month ||
        a.day !== b.day ||
        a.hour !== b.hour ||
        a.minute !== b.minute ||
        a.second !== b.second
      )
        found.push(
          `${zone} ${new Date(ms).toISOString()}: ${JSON.stringify(a)} against ${JSON.stringify(b)}`,
        );
      if (found.length === 10) break;
    }
    return found;
  };
  function* every(from: number, to: number, step: number) {
    for (let ms = from; ms < to; ms += step) yield ms;
  }
  // Half- and quarter-hour changes, a change at midnight, a day skipped (Apia, 2011), an offset
  // moved by 30 minutes (Caracas, 2016; Pyongyang, 2015 and 2018), negative summer time (Dublin),
  // Ramadan pauses (Casablanca), zones without changes.
  const ZONES = [
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'America/Santiago',
    'America/Havana',
    'Pacific/Apia',
    'America/Caracas',
    'Asia/Pyongyang',
    'Europe/Dublin',
    'Africa/Casablanca',
    'Asia/Kathmandu',
    'Australia/Eucla',
    'America/St_Johns',
    'Europe/Paris',
    'America/New_York',
    'Asia/Kolkata',
    'UTC',
  ];
  const HOUR = 3_600_000;

  it('equal Intl at random instants from 1970 to 2100, and at the edges of their hours', {
    timeout: 60_000,
  }, () => {
    let seed = 20261130;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const end = Date.UTC(2100, 0, 1);
    for (const zone of ZONES) {
      const instants: number[] = [];
      for (let i = 0; i < 1_000; i++) {
        const ms = Math.floor(random() * end);
        const hour = Math.floor(ms / HOUR) * HOUR;
        instants.push(ms, hour - 1000, hour, hour + HOUR - 1000, hour + HOUR);
      }
      expect(disagreements(zone, instants)).toEqual([]);
    }
  });

  it('equal Intl every 15 minutes of 2026 (of 2011 where Apia skipped a day), and each second of a half-hour change', {
    timeout: 60_000,
  }, () => {
    const quarterHoursOf = (year: number) =>
      every(Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1), 15 * 60_000);
    for (const zone of ZONES) expect(disagreements(zone, quarterHoursOf(2026))).toEqual([]);
    expect(disagreements('Pacific/Apia', quarterHoursOf(2011))).toEqual([]);
    // Lord Howe moves its clocks by half an hour at 02:00 local, 15:00Z: each second around it.
    const change = Date.parse('2026-04-04T15:00:00Z');
    expect(disagreements('Australia/Lord_Howe', every(change - HOUR, change + HOUR, 1000))).toEqual([]);
  });
});
