import { DEFAULT_PAYROLL, PAY_PERIOD_TYPES, type PayrollSettings } from '@shiftclock/contract/payroll';
import {
  instantAtLocalTime,
  isInRepeatedHour,
  localDateTime,
  localDayOf,
  localDaysRange,
  startOfLocalDay,
} from '@shiftclock/contract/time/zoned-time';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { TotalsShift } from '../features/timesheets/shift-count.ts';
import { computeTotals } from '../features/timesheets/timesheet-totals.ts';
import { periodContaining } from './pay-periods.ts';

/**
 * Our zone arithmetic against an independent oracle (temporal-polyfill's Temporal): shifts in random
 * IANA zones, clocked in around a random time-zone transition of 2020-2035 (or any time, in zones
 * without one). For each: the local day a shift belongs to, that day's first instant and length, the
 * pay period holding it under random payroll settings with the period's instant range, the hours the
 * timesheet pays with daily overtime, and the CSV's local time (unique inside a repeated hour).
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Zones whose rules have broken naive code: midnight changes, odd offsets, 30-minute and 2-hour steps. */
const TRICKY_ZONES = [
  'Pacific/Chatham',
  'America/Santiago',
  'America/Havana',
  'America/Asuncion',
  'Asia/Beirut',
  'Africa/Cairo',
  'Asia/Tehran',
  'Asia/Gaza',
  'America/Scoresbysund',
  'Atlantic/Azores',
  'Australia/Lord_Howe',
  'Antarctica/Troll',
  'Europe/Berlin',
  'America/New_York',
  'Australia/Sydney',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Asia/Kathmandu',
];
const ALL_ZONES = [...Intl.supportedValuesOf('timeZone'), 'UTC'];

/** The zone's transitions in a year, by the oracle (cached: the polyfill searches for each). */
const transitionCache = new Map<string, number[]>();
function transitions(zone: string, year: number): number[] {
  const key = `${zone} ${year}`;
  let found = transitionCache.get(key);
  if (!found) {
    found = [];
    let at: Temporal.ZonedDateTime | null = Temporal.ZonedDateTime.from({
      year,
      month: 1,
      day: 1,
      timeZone: zone,
    });
    for (;;) {
      at = at.getTimeZoneTransition('next');
      if (!at || at.year !== year) break;
      found.push(at.epochMilliseconds);
    }
    transitionCache.set(key, found);
  }
  return found;
}

const oracleDay = (ms: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).toPlainDate();
const oracleStartOfDay = (day: Temporal.PlainDate, zone: string) =>
  day.toZonedDateTime({ timeZone: zone }).epochMilliseconds;

/** The pay period holding `day`, by Temporal's calendar arithmetic (decision 0090's rules). */
function oraclePeriod(day: Temporal.PlainDate, payroll: Pick<PayrollSettings, 'period' | 'periodStart'>) {
  const anchor = Temporal.PlainDate.from(payroll.periodStart);
  switch (payroll.period) {
    case 'weekly':
    case 'biweekly': {
      const length = payroll.period === 'weekly' ? 7 : 14;
      const since = anchor.until(day, { largestUnit: 'days' }).days;
      const start = day.subtract({ days: ((since % length) + length) % length });
      return { start, end: start.add({ days: length - 1 }) };
    }
    case 'semimonthly':
      return day.day <= 15
        ? { start: day.with({ day: 1 }), end: day.with({ day: 15 }) }
        : { start: day.with({ day: 16 }), end: day.with({ day: day.daysInMonth }) };
    case 'monthly': {
      const thisMonth = day.with({ day: anchor.day });
      const start = day.day >= anchor.day ? thisMonth : thisMonth.subtract({ months: 1 });
      return { start, end: start.add({ months: 1 }).subtract({ days: 1 }) };
    }
  }
}

const zoneArb = fc.oneof(fc.constantFrom(...TRICKY_ZONES), fc.constantFrom(...ALL_ZONES));
const caseArb = fc
  .record({
    zone: zoneArb,
    year: fc.integer({ min: 2020, max: 2035 }),
    pick: fc.nat(),
    // Clock-ins from 36 h before to 36 h after the transition, to the minute.
    aroundMinutes: fc.integer({ min: -36 * 60, max: 36 * 60 }),
    // Up to three shifts of the same employee, each starting after the previous one ended.
    shifts: fc.array(
      fc.record({
        gapMinutes: fc.integer({ min: 0, max: 20 * 60 }),
        minutes: fc.integer({ min: 1, max: 16 * 60 }),
      }),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
    period: fc.constantFrom(...PAY_PERIOD_TYPES),
    anchor: fc.date({
      min: new Date('2019-01-01T00:00:00Z'),
      max: new Date('2036-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    anchorDayOfMonth: fc.integer({ min: 1, max: 28 }),
    dailyOvertimeHours: fc.constantFrom(null, 4, 8, 10.5),
    // A wall time from 90 minutes before to 150 minutes after the wall clock's jump: gaps and repeats.
    wallMinutes: fc.integer({ min: -90, max: 150 }),
  })
  .map((c) => {
    const found = transitions(c.zone, c.year);
    const base =
      found.length > 0
        ? (found[c.pick % found.length] as number)
        : Date.UTC(c.year, 0, 1) + (c.pick % 365) * 24 * HOUR;
    const anchorText = c.anchor.toISOString().slice(0, 10);
    const periodStart =
      c.period === 'monthly'
        ? `${anchorText.slice(0, 8)}${String(c.anchorDayOfMonth).padStart(2, '0')}`
        : anchorText;
    return { ...c, base, firstClockIn: base + c.aroundMinutes * MINUTE, periodStart };
  });

describe('zone arithmetic against Temporal (temporal-polyfill)', () => {
  it('agrees on local days, day starts and lengths, pay periods, paid hours and printed times', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { zone } = c;
        let clockIn = c.firstClockIn;
        const shifts: TotalsShift[] = c.shifts.map((s, i) => {
          clockIn += s.gapMinutes * MINUTE;
          const shift = {
            id: `s${i}`,
            employeeUuid: 'ann',
            clockIn: new Date(clockIn),
            clockOut: new Date(clockIn + s.minutes * MINUTE),
            corrected: false,
            autoClosed: false,
            reviewedAt: null,
            offline: false,
          };
          clockIn += s.minutes * MINUTE;
          return shift;
        });

        for (const shift of shifts) {
          const at = shift.clockIn.getTime();
          // The local day, its first instant and its length.
          const day = oracleDay(at, zone);
          expect(localDayOf(shift.clockIn, zone)).toBe(day.toString());
          expect(startOfLocalDay(day.toString(), zone).getTime()).toBe(oracleStartOfDay(day, zone));
          const { from, to } = localDaysRange(day.toString(), day.toString(), zone);
          expect((to.getTime() - from.getTime()) / HOUR).toBe(
            day.toZonedDateTime({ timeZone: zone }).hoursInDay,
          );
          // Printed times: the offset exactly when the wall time happens twice.
          const zdt = Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(zone);
          const wall = zdt.toPlainDateTime();
          const earlier = wall.toZonedDateTime(zone, { disambiguation: 'earlier' }).epochMilliseconds;
          const later = wall.toZonedDateTime(zone, { disambiguation: 'later' }).epochMilliseconds;
          const repeated = earlier !== later && (earlier === at || later === at);
          expect(isInRepeatedHour(at, zone)).toBe(repeated);
          const printed = localDateTime(at, zone);
          expect(printed.slice(0, 16)).toBe(`${day.toString()} ${wall.toPlainTime().toString().slice(0, 5)}`);
          if (repeated) {
            expect(printed).toBe(`${printed.slice(0, 16)} ${zdt.offset.slice(0, 6)}`);
            expect(localDateTime(at === earlier ? later : earlier, zone)).not.toBe(printed);
          } else {
            expect(printed).toHaveLength(16);
          }
        }

        // A wall time near the jump (the wall clock just before it, moved by some minutes) as an instant.
        const wall = Temporal.Instant.fromEpochMilliseconds(c.base - MINUTE)
          .toZonedDateTimeISO(zone)
          .toPlainDateTime()
          .add({ minutes: 1 + c.wallMinutes })
          .round({ smallestUnit: 'minute', roundingMode: 'floor' });
        expect(
          instantAtLocalTime(wall.toPlainDate().toString(), wall.hour, wall.minute, zone).getTime(),
          `${zone} ${wall}`,
        ).toBe(wall.toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds);

        // The pay period of the first shift's day, and the instants it covers.
        const payroll = { ...DEFAULT_PAYROLL, period: c.period, periodStart: c.periodStart };
        const firstDay = oracleDay(shifts[0]?.clockIn.getTime() as number, zone);
        const expected = oraclePeriod(firstDay, payroll);
        const period = periodContaining(firstDay.toString(), payroll);
        expect({ start: period.startDate, end: period.endDate }).toEqual({
          start: expected.start.toString(),
          end: expected.end.toString(),
        });
        const range = localDaysRange(period.startDate, period.endDate, zone);
        expect(range.from.getTime()).toBe(oracleStartOfDay(expected.start, zone));
        expect(range.to.getTime()).toBe(oracleStartOfDay(expected.end.add({ days: 1 }), zone));

        // Hours paid in the period: each shift cut at every local midnight inside it, each part paid
        // on its own day (the workday, from 00:00: docs/decisions/0171-the-workday.md), daily overtime
        // per day (no weekly threshold in reach). Durations are real elapsed time (Temporal's `since`).
        const byDay = new Map<string, number>();
        for (const shift of shifts) {
          let from = shift.clockIn.getTime();
          const to = shift.clockOut?.getTime() as number;
          while (from < to) {
            const day = oracleDay(from, zone);
            const end = Math.min(to, oracleStartOfDay(day.add({ days: 1 }), zone));
            const inPeriod =
              Temporal.PlainDate.compare(day, expected.start) >= 0 &&
              Temporal.PlainDate.compare(day, expected.end) <= 0;
            if (inPeriod) {
              const ms = Temporal.Instant.fromEpochMilliseconds(end)
                .since(Temporal.Instant.fromEpochMilliseconds(from))
                .total('milliseconds');
              byDay.set(day.toString(), (byDay.get(day.toString()) ?? 0) + ms);
            }
            from = end;
          }
        }
        const dailyMs =
          c.dailyOvertimeHours === null ? Number.POSITIVE_INFINITY : c.dailyOvertimeHours * HOUR;
        let regular = 0;
        let overtime = 0;
        for (const ms of byDay.values()) {
          regular += Math.min(ms, dailyMs);
          overtime += Math.max(0, ms - dailyMs);
        }
        const totals = computeTotals({
          startDate: period.startDate,
          endDate: period.endDate,
          timezone: zone,
          periodStart: payroll.periodStart,
          weeklyOvertimeHours: 168,
          dailyOvertimeHours: c.dailyOvertimeHours,
          doubleTimeDailyHours: null,
          seventhDayRule: false,
          autoDeduction: null,
          roundingMinutes: null,
          shifts,
          scheduled: [],
          breaks: [],
          now: new Date(Date.UTC(2040, 0, 1)),
        });
        const ann = totals.find((t) => t.employeeUuid === 'ann');
        expect({ regular: ann?.regularMs ?? 0, overtime: ann?.overtimeMs ?? 0 }).toEqual({
          regular,
          overtime,
        });
      }),
      { seed: 20_261_124, numRuns: 600 },
    );
  }, 60_000);

  it('agrees on the local day and its first instant around every transition of 2020-2035 in every zone', () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const zone of ALL_ZONES) {
      for (let year = 2020; year <= 2035; year++) {
        for (const transition of transitions(zone, year)) {
          for (const at of [transition - MINUTE, transition, transition + 59 * MINUTE]) {
            checked++;
            const day = oracleDay(at, zone);
            const ours = localDayOf(at, zone);
            if (ours !== day.toString())
              mismatches.push(`${zone} ${new Date(at).toISOString()}: day ${ours}`);
            const start = startOfLocalDay(day.toString(), zone).getTime();
            if (start !== oracleStartOfDay(day, zone))
              mismatches.push(`${zone} ${day}: starts ${new Date(start).toISOString()}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(mismatches).toEqual([]);
  }, 120_000);
});
