import type { TimeFormat } from '@shiftclock/contract/time-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateAndTime, formatTimeOfDay, type Instant } from './clock.ts';
import {
  addHoursToInputValue,
  endKeepingLength,
  formatWallTime,
  fromZonedInputValue,
  instantOfField,
  isInRepeatedHour,
  nextDays,
  passesOfWallTime,
  readZonedInput,
  toZonedInputValue,
  withWallTime,
  zonedDay,
  zoneLabel,
} from './zoned-input.ts';

const hhmm = (instant: Instant, zone: string) => formatTimeOfDay(instant, zone);
const dayAndTime = (timeFormat: TimeFormat) => (instant: Instant, zone: string) =>
  formatDateAndTime(instant, zone, 'dayMonth', timeFormat);

const H = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const hoursBetween = (from: string | null, to: string | null) =>
  (Date.parse(to ?? '') - Date.parse(from ?? '')) / H;

// Every example must come out the same whatever zone the process (the manager's browser) is in.
// Node reads TZ afresh when it changes, so each zone below reruns the whole file's examples.
const processZones = ['Europe/Berlin', 'UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'];

describe.each(processZones)('with the device in %s', (deviceZone) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = deviceZone;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it('really runs in that zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(deviceZone === 'UTC' ? 'UTC' : deviceZone);
  });

  describe('location wall-clock values', () => {
    it("reads a field's value on the location's clock, with its offset", () => {
      expect(fromZonedInputValue('2026-03-10T09:00', 'Europe/Paris')).toBe('2026-03-10T09:00:00.000+01:00');
      expect(fromZonedInputValue('2026-07-10T09:00', 'Europe/Paris')).toBe('2026-07-10T09:00:00.000+02:00');
      expect(fromZonedInputValue('2026-03-10T09:00', 'America/New_York')).toBe(
        '2026-03-10T09:00:00.000-04:00',
      );
    });

    it('leaves an empty value empty and a malformed or impossible one for the contract to refuse', () => {
      expect(fromZonedInputValue('', 'Europe/Paris')).toBe('');
      expect(fromZonedInputValue('tomorrow', 'Europe/Paris')).toBe('tomorrow');
      expect(readZonedInput('2026-02-30T10:00', 'Europe/Paris')).toEqual({
        kind: 'invalid',
        value: '2026-02-30T10:00',
      });
    });

    it("shows an instant on the location's clock", () => {
      expect(toZonedInputValue('2026-03-10T08:00:00.000Z', 'Europe/Paris')).toBe('2026-03-10T09:00');
      expect(toZonedInputValue('2026-03-10T08:00:00.000Z', 'Asia/Tokyo')).toBe('2026-03-10T17:00');
    });

    it('adds real hours, across midnight and a daylight-saving change', () => {
      expect(addHoursToInputValue('2026-03-10T20:00', 8, 'Europe/Paris')).toBe('2026-03-11T04:00');
      // 29 March 2026: Paris goes from 02:00 to 03:00; eight hours after 22:00 is 07:00 on the wall.
      expect(addHoursToInputValue('2026-03-28T22:00', 8, 'Europe/Paris')).toBe('2026-03-29T07:00');
      expect(addHoursToInputValue('', 8, 'Europe/Paris')).toBe('');
      // New York, 1 November 2026: one and two hours after 00:30 are both 01:30, EDT then EST.
      expect(addHoursToInputValue('2026-11-01T00:30', 1, 'America/New_York')).toBe('2026-11-01T01:30-04:00');
      expect(addHoursToInputValue('2026-11-01T00:30', 2, 'America/New_York')).toBe('2026-11-01T01:30-05:00');
    });

    it("counts days on the location's calendar", () => {
      // 23:30 in New York is already the next day in UTC.
      expect(zonedDay('2026-03-11T03:30:00.000Z', 'America/New_York')).toBe('2026-03-10');
      expect(nextDays('2026-03-11T03:30:00.000Z', 7, 'America/New_York')).toEqual({
        startDate: '2026-03-10',
        endDate: '2026-03-16',
      });
      expect(nextDays('2026-12-29T12:00:00.000Z', 7, 'UTC')).toEqual({
        startDate: '2026-12-29',
        endDate: '2027-01-04',
      });
    });
  });

  describe('the repeated hour of a fall-back night', () => {
    // [zone, repeated wall time, first pass (UTC), second pass (UTC), first and second offsets]
    const repeated = [
      // 2026-11-01: 02:00 EDT goes back to 01:00 EST.
      [
        'America/New_York',
        '2026-11-01T01:30',
        '2026-11-01T05:30:00.000Z',
        '2026-11-01T06:30:00.000Z',
        '-04:00',
        '-05:00',
      ],
      // 2026-10-25: 03:00 CEST goes back to 02:00 CET.
      [
        'Europe/Berlin',
        '2026-10-25T02:30',
        '2026-10-25T00:30:00.000Z',
        '2026-10-25T01:30:00.000Z',
        '+02:00',
        '+01:00',
      ],
      // 2026-04-05: 03:00 AEDT goes back to 02:00 AEST.
      [
        'Australia/Sydney',
        '2026-04-05T02:30',
        '2026-04-04T15:30:00.000Z',
        '2026-04-04T16:30:00.000Z',
        '+11:00',
        '+10:00',
      ],
      // 2026-04-05: 03:45 +13:45 goes back to 02:45 +12:45.
      [
        'Pacific/Chatham',
        '2026-04-05T03:00',
        '2026-04-04T13:15:00.000Z',
        '2026-04-04T14:15:00.000Z',
        '+13:45',
        '+12:45',
      ],
      // 2026-11-01: 01:00 CDT goes back to midnight CST: the hour after midnight happens twice.
      [
        'America/Havana',
        '2026-11-01T00:30',
        '2026-11-01T04:30:00.000Z',
        '2026-11-01T05:30:00.000Z',
        '-04:00',
        '-05:00',
      ],
      // 2026-04-05 00:00 goes back to 2026-04-04 23:00: the last hour of 4 April happens twice.
      [
        'America/Santiago',
        '2026-04-04T23:30',
        '2026-04-05T02:30:00.000Z',
        '2026-04-05T03:30:00.000Z',
        '-03:00',
        '-04:00',
      ],
    ] as const;

    it.each(repeated)(
      '%s: %s happens at %s and at %s',
      (zone, wall, first, second, firstOffset, secondOffset) => {
        expect(passesOfWallTime(wall, zone).map((pass) => iso(pass.instant))).toEqual([first, second]);
        // A stored instant loads with its pass, and is read back as the same instant.
        expect(toZonedInputValue(first, zone)).toBe(`${wall}${firstOffset}`);
        expect(toZonedInputValue(second, zone)).toBe(`${wall}${secondOffset}`);
        expect(Date.parse(fromZonedInputValue(`${wall}${firstOffset}`, zone) ?? '')).toBe(Date.parse(first));
        expect(Date.parse(fromZonedInputValue(`${wall}${secondOffset}`, zone) ?? '')).toBe(
          Date.parse(second),
        );
        // Without its pass the wall time is no instant: the manager must say which.
        expect(readZonedInput(wall, zone)).toMatchObject({ kind: 'repeated', wall });
        expect(fromZonedInputValue(wall, zone)).toBeNull();
        // An offset the zone never had then is no pass either.
        expect(readZonedInput(`${wall}+05:30`, zone).kind).toBe('repeated');
        // Both passes are marked when printed, and never alike.
        expect(isInRepeatedHour(first, zone)).toBe(true);
        expect(formatWallTime(first, zone, hhmm)).not.toBe(formatWallTime(second, zone, hhmm));
      },
    );

    it('New York: a clock-out at 05:00 EST is 4.5 h after 01:30 EDT and 3.5 h after 01:30 EST', () => {
      const clockOut = fromZonedInputValue('2026-11-01T05:00', 'America/New_York');
      expect(hoursBetween(fromZonedInputValue('2026-11-01T01:30-04:00', 'America/New_York'), clockOut)).toBe(
        4.5,
      );
      expect(hoursBetween(fromZonedInputValue('2026-11-01T01:30-05:00', 'America/New_York'), clockOut)).toBe(
        3.5,
      );
    });

    it('names the passes by zone: EDT and EST, or the offset where the browser has no letters', () => {
      expect(zoneLabel('2026-11-01T05:30:00Z', 'America/New_York')).toBe('EDT');
      expect(zoneLabel('2026-11-01T06:30:00Z', 'America/New_York')).toBe('EST');
      expect(formatWallTime('2026-11-01T06:30:00Z', 'America/New_York', dayAndTime('24h'))).toBe(
        'Nov 1, 01:30 EST',
      );
      expect(formatWallTime('2026-11-01T05:30:00Z', 'America/New_York', dayAndTime('12h'))).toBe(
        'Nov 1, 1:30 AM EDT',
      );
      expect(formatWallTime('2026-10-25T00:30:00Z', 'Europe/Berlin', hhmm)).toMatch(/^02:30 (CEST|UTC\+2)$/);
      expect(formatWallTime('2026-04-04T14:15:00Z', 'Pacific/Chatham', hhmm)).toMatch(
        /^03:00 (\w+|UTC\+12:45)$/,
      );
      // Outside a repeated hour, no zone: the rest of the year prints as it always did.
      expect(formatWallTime('2026-11-01T07:30:00Z', 'America/New_York', dayAndTime('24h'))).toBe(
        'Nov 1, 02:30',
      );
      expect(isInRepeatedHour('2026-11-01T07:30:00Z', 'America/New_York')).toBe(false);
    });

    it('keeps the pass while the manager types another time inside the same repeated hour', () => {
      expect(withWallTime('2026-11-01T01:30-05:00', '2026-11-01T01:45', 'America/New_York')).toBe(
        '2026-11-01T01:45-05:00',
      );
      // Out of the repeated hour the pass means nothing and goes; back in, it must be chosen again.
      expect(withWallTime('2026-11-01T01:30-05:00', '2026-11-01T02:30', 'America/New_York')).toBe(
        '2026-11-01T02:30',
      );
      expect(withWallTime('2026-11-01T02:30', '2026-11-01T01:30', 'America/New_York')).toBe(
        '2026-11-01T01:30',
      );
      expect(withWallTime('2026-11-01T01:30-05:00', '', 'America/New_York')).toBe('');
    });

    it('an untouched field gives back the instant it was loaded from, seconds included', () => {
      const stored = '2026-11-01T06:30:17.250Z'; // 01:30:17 EST, the second pass
      const value = toZonedInputValue(stored, 'America/New_York');
      expect(value).toBe('2026-11-01T01:30-05:00');
      expect(Date.parse(instantOfField(value, 'America/New_York', stored) ?? '')).toBe(Date.parse(stored));
      expect(instantOfField(value, 'America/New_York', stored)).toBe('2026-11-01T01:30:17.250-05:00');
      // Changed to the first pass, it is the typed minute an hour earlier.
      expect(instantOfField('2026-11-01T01:30-04:00', 'America/New_York', stored)).toBe(
        '2026-11-01T01:30:00.000-04:00',
      );
    });
  });

  describe('the skipped hour of a spring-forward night', () => {
    const skipped = [
      ['America/New_York', '2026-03-08T02:30', '2026-03-08T02:00', '2026-03-08T03:00'],
      ['Europe/Berlin', '2026-03-29T02:30', '2026-03-29T02:00', '2026-03-29T03:00'],
      ['Australia/Sydney', '2026-10-04T02:30', '2026-10-04T02:00', '2026-10-04T03:00'],
      ['Pacific/Chatham', '2026-09-27T03:00', '2026-09-27T02:45', '2026-09-27T03:45'],
      ['America/Havana', '2026-03-08T00:30', '2026-03-08T00:00', '2026-03-08T01:00'],
      ['America/Santiago', '2026-09-06T00:30', '2026-09-06T00:00', '2026-09-06T01:00'],
    ] as const;

    it.each(skipped)('%s: %s does not exist (the clocks jump from %s to %s)', (zone, wall, from, to) => {
      expect(passesOfWallTime(wall, zone)).toEqual([]);
      expect(readZonedInput(wall, zone)).toEqual({ kind: 'skipped', wall, from, to });
      // Refused, never moved to the hour after.
      expect(fromZonedInputValue(wall, zone)).toBeNull();
      // The wall time the clocks land on exists.
      expect(passesOfWallTime(to, zone)).toHaveLength(1);
    });
  });
});

describe('endKeepingLength', () => {
  it('moves the end with the start, in real hours across a clock change', () => {
    // Paris: 22:00 to 06:00 is 8 real hours; moved to the night the clocks go forward (29 March
    // 2026, 02:00 → 03:00), 8 real hours after 22:00 is 07:00.
    expect(endKeepingLength('2026-03-20T22:00', '2026-03-21T06:00', '2026-03-28T22:00', 'Europe/Paris')).toBe(
      '2026-03-29T07:00',
    );
    expect(endKeepingLength('2026-03-10T09:00', '2026-03-10T17:00', '2026-03-10T10:30', 'Europe/Paris')).toBe(
      '2026-03-10T18:30',
    );
  });

  it('gives up when any time is not one instant', () => {
    expect(endKeepingLength('2026-03-10T09:00', '', '2026-03-10T10:00', 'Europe/Paris')).toBeNull();
    expect(
      endKeepingLength('2026-03-10T09:00', '2026-03-10T17:00', '2026-03-29T02:30', 'Europe/Paris'),
    ).toBeNull();
  });
});
