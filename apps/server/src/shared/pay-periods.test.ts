import { addDaysToDay, localDayOf, localDaysRange } from '@shiftclock/contract/time/zoned-time';
import { describe, expect, it } from 'vitest';
import { periodContaining, workweekStart } from './pay-periods.ts';

const weekly = { period: 'weekly', periodStart: '2026-01-05' } as const;

describe('pay periods', () => {
  it('weekly: periods start on the anchor weekday, before and after the anchor', () => {
    expect(periodContaining('2026-11-25', weekly)).toEqual({
      type: 'weekly',
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      previousDate: '2026-11-22',
      nextDate: '2026-11-30',
    });
    expect(periodContaining('2026-11-23', weekly).startDate).toBe('2026-11-23');
    expect(periodContaining('2026-11-29', weekly).startDate).toBe('2026-11-23');
    expect(periodContaining('2025-12-31', weekly)).toMatchObject({
      startDate: '2025-12-29',
      endDate: '2026-01-04',
    });
  });

  it('biweekly: every 14 days from the anchor', () => {
    const biweekly = { period: 'biweekly', periodStart: '2026-01-05' } as const;
    expect(periodContaining('2026-01-18', biweekly)).toMatchObject({
      startDate: '2026-01-05',
      endDate: '2026-01-18',
    });
    expect(periodContaining('2026-01-19', biweekly)).toMatchObject({
      startDate: '2026-01-19',
      endDate: '2026-02-01',
    });
    expect(periodContaining('2026-01-04', biweekly)).toMatchObject({
      startDate: '2025-12-22',
      endDate: '2026-01-04',
    });
    // Across the spring DST change in Europe: still 14 calendar days.
    expect(periodContaining('2026-03-29', biweekly)).toMatchObject({
      startDate: '2026-03-16',
      endDate: '2026-03-29',
    });
  });

  it('semimonthly: 1st-15th and 16th-last day, whatever the anchor', () => {
    const semi = { period: 'semimonthly', periodStart: '2026-01-05' } as const;
    expect(periodContaining('2026-02-15', semi)).toEqual({
      type: 'semimonthly',
      startDate: '2026-02-01',
      endDate: '2026-02-15',
      previousDate: '2026-01-31',
      nextDate: '2026-02-16',
    });
    expect(periodContaining('2026-02-20', semi)).toMatchObject({
      startDate: '2026-02-16',
      endDate: '2026-02-28',
    });
    expect(periodContaining('2028-02-29', semi)).toMatchObject({
      startDate: '2028-02-16',
      endDate: '2028-02-29',
    });
    expect(periodContaining('2026-12-31', semi)).toMatchObject({ nextDate: '2027-01-01' });
  });

  it('monthly: from the anchor day of the month to the day before it next month', () => {
    const monthly = { period: 'monthly', periodStart: '2026-01-25' } as const;
    expect(periodContaining('2026-02-24', monthly)).toMatchObject({
      startDate: '2026-01-25',
      endDate: '2026-02-24',
    });
    expect(periodContaining('2026-02-25', monthly)).toMatchObject({
      startDate: '2026-02-25',
      endDate: '2026-03-24',
    });
    expect(periodContaining('2026-01-03', monthly)).toMatchObject({
      startDate: '2025-12-25',
      endDate: '2026-01-24',
    });
    const first = { period: 'monthly', periodStart: '2026-01-01' } as const;
    expect(periodContaining('2026-02-10', first)).toMatchObject({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
  });

  it('knows workweek starts', () => {
    expect(workweekStart('2026-11-01', '2026-01-05')).toBe('2026-10-26');
    expect(addDaysToDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('turns days into instants in the location zone: a 23-hour and a 25-hour day', () => {
    const spring = localDaysRange('2026-03-29', '2026-03-29', 'Europe/Berlin');
    expect(spring.from.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(+spring.to - +spring.from).toBe(23 * 3_600_000);
    const autumn = localDaysRange('2026-11-01', '2026-11-01', 'America/New_York');
    expect(+autumn.to - +autumn.from).toBe(25 * 3_600_000);
    expect(localDayOf(new Date('2026-11-02T04:30:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(localDayOf(new Date('2026-11-02T05:30:00Z'), 'America/New_York')).toBe('2026-11-02');
  });
});
