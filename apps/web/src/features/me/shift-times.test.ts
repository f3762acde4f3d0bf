import { describe, expect, it } from 'vitest';
import { dayIn, groupByDay, shiftTimes, zoneNameIfOther } from './shift-times.ts';

const at = (timezone: string) => ({
  locationId: 'ABC234',
  locationName: 'Main Street',
  address: null,
  timezone,
});

describe('my shifts in their location’s time', () => {
  it('shows 09:00 in New York on both sides of its change of clocks, naming the zone for a phone elsewhere', () => {
    const before = shiftTimes(
      {
        scheduledStart: '2027-03-12T14:00:00Z',
        scheduledEnd: '2027-03-12T20:00:00Z',
        location: at('America/New_York'),
      },
      'Europe/Paris',
    );
    const after = shiftTimes(
      {
        scheduledStart: '2027-03-15T13:00:00Z',
        scheduledEnd: '2027-03-15T19:00:00Z',
        location: at('America/New_York'),
      },
      'Europe/Paris',
    );
    expect(before).toEqual({ start: '9:00 AM', end: '3:00 PM', endsNextDay: false, zone: 'EST' });
    expect(after).toEqual({ start: '9:00 AM', end: '3:00 PM', endsNextDay: false, zone: 'EDT' });
  });

  it('names no zone when the phone keeps the same time, and marks a shift ending the next day', () => {
    const night = shiftTimes(
      {
        scheduledStart: '2027-03-10T21:00:00Z',
        scheduledEnd: '2027-03-11T05:00:00Z',
        location: at('Europe/Paris'),
      },
      'Europe/Berlin',
    );
    expect(night).toEqual({ start: '10:00 PM', end: '6:00 AM', endsNextDay: true, zone: null });
    // Toronto keeps New York's time all year.
    expect(zoneNameIfOther('2027-03-20T12:00:00Z', 'America/New_York', 'America/Toronto')).toBeNull();
  });

  it("puts today's shifts first, each today in its own zone, then the later ones by their day", () => {
    const now = new Date('2027-03-10T15:00:00Z');
    const shift = (id: string, start: string, timezone: string) => ({
      id,
      scheduledStart: start,
      location: at(timezone),
    });
    // 01:00Z on the 11th is still the 10th in New York; 23:30Z on the 10th is already the 11th in Paris.
    const { today, later } = groupByDay(
      [
        shift('running', '2027-03-09T22:00:00Z', 'Europe/Paris'),
        shift('tonight', '2027-03-11T01:00:00Z', 'America/New_York'),
        shift('paris-11', '2027-03-10T23:30:00Z', 'Europe/Paris'),
        shift('york-11', '2027-03-11T13:00:00Z', 'America/New_York'),
        shift('paris-12', '2027-03-12T07:00:00Z', 'Europe/Paris'),
      ],
      now,
    );
    expect(today.map((s) => s.id)).toEqual(['running', 'tonight']);
    expect(later.map(({ day, shifts }) => [day, shifts.map((s) => s.id)])).toEqual([
      ['2027-03-11', ['paris-11', 'york-11']],
      ['2027-03-12', ['paris-12']],
    ]);
    expect(dayIn('2027-03-11T01:00:00Z', 'America/New_York')).toBe('2027-03-10');
  });
});
