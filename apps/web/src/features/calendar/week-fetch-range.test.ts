import { describe, expect, it } from 'vitest';
import { buildWeek, currentWeekAnchor, type WeekLayout } from './week.ts';
import { currentWeekFetchRange, weekFetchRange } from './week-fetch-range.ts';

// The server resolves `week=current` with currentWeekFetchRange (packages/contract/src/time/week-range.ts)
// without building the calendar's week; the app uses its answer only when both name the same range.
// Here the two must agree for every layout and zone, daylight-saving weeks included.

const layouts: WeekLayout[] = [
  { startDay: 1, endDay: 6, startTime: '09:00', endTime: '17:00' },
  { startDay: 0, endDay: 6, startTime: '00:00', endTime: '23:00' },
  { startDay: 3, endDay: 2, startTime: '08:00', endTime: '18:00' },
  { startDay: 1, endDay: 0, startTime: '07:00', endTime: '06:00' },
  { startDay: 5, endDay: 1, startTime: '22:00', endTime: '02:00' },
  { startDay: 0, endDay: 6, startTime: '02:00', endTime: '03:00' },
  { startDay: 1, endDay: 5, startTime: '09:00', endTime: '09:00' },
];
const zones = ['Europe/Paris', 'America/New_York', 'Australia/Lord_Howe'];
// Around both of 2026's daylight-saving changes in Europe and North America, and an ordinary week.
const instants = [
  '2026-03-08T06:30:00Z',
  '2026-03-29T01:30:00Z',
  '2026-10-25T00:30:00Z',
  '2026-11-01T06:30:00Z',
  '2026-11-23T02:00:00Z',
].map(Date.parse);

describe('the current week asked by name', () => {
  it('is the range the calendar asks for its current week, in every layout and zone', () => {
    for (const layout of layouts) {
      for (const timeZone of zones) {
        for (const now of instants) {
          const week = buildWeek(currentWeekAnchor(now, layout, timeZone), layout, timeZone);
          expect(currentWeekFetchRange(now, layout, timeZone), `${timeZone} ${now}`).toEqual(
            week ? weekFetchRange(week) : null,
          );
        }
      }
    }
  });
});
