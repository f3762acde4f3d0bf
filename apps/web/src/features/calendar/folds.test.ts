import { describe, expect, it } from 'vitest';
import { foldedShifts, hiddenDaysWithShifts } from './folds.ts';
import { layoutWeek } from './layout.ts';
import { buildItems } from './shift-items.ts';
import { actualShift, employee, scheduledShift } from './test/shift-factory.ts';
import { buildWeek, type WeekLayout, type WeekModel } from './week.ts';

const PARIS = 'Europe/Paris';
const NOW = Date.parse('2026-03-11T12:00:00Z');
const ana = employee('001', 'Ana Bauer');
const weekOf = (layout: WeekLayout, extra: number[] = []): WeekModel => {
  const week = buildWeek('2026-03-09', layout, PARIS, extra);
  if (!week) throw new Error('no week');
  return week;
};
// A café open 07:00-22:00, Monday to Saturday (Paris is UTC+1 in March).
const cafe: WeekLayout = { startDay: 1, endDay: 6, startTime: '07:00', endTime: '22:00' };
const itemsOf = (...scheduled: ReturnType<typeof scheduledShift>[]) => buildItems(scheduled, [], PARIS, NOW);

describe('shifts outside the opening window', () => {
  it('folds a shift wholly before the window into its day, and one after closing likewise', () => {
    const early = scheduledShift(ana, '2026-03-10T04:00:00Z', '2026-03-10T05:30:00Z'); // Tue 05:00-06:30
    const late = scheduledShift(ana, '2026-03-12T21:30:00Z', '2026-03-12T23:00:00Z'); // Thu 22:30-00:00
    const folds = foldedShifts(weekOf(cafe), cafe, itemsOf(early, late));
    expect(folds[1]?.before.map((item) => item.scheduled)).toEqual([early]);
    expect(folds[3]?.after.map((item) => item.scheduled)).toEqual([late]);
    expect(folds.flatMap((fold) => [...fold.before, ...fold.after])).toHaveLength(2);
  });

  it('draws a shift that reaches into the window there (cut at the edge), and does not fold it', () => {
    const opening = scheduledShift(ana, '2026-03-10T05:00:00Z', '2026-03-10T09:00:00Z'); // Tue 06:00-10:00
    const week = weekOf(cafe);
    const items = itemsOf(opening);
    expect(
      foldedShifts(week, cafe, items).every((fold) => fold.before.length + fold.after.length === 0),
    ).toBe(true);
    expect(layoutWeek(week, items)[1]?.segments[0]).toMatchObject({ top: 0, continuesBefore: true });
  });

  it("folds an overnight layout's gap hour into the day it belongs to", () => {
    // Open 07:00-06:00 the next morning: 06:15-06:45 on Tuesday is before Tuesday's window.
    const overnight: WeekLayout = { startDay: 1, endDay: 0, startTime: '07:00', endTime: '06:00' };
    const gap = scheduledShift(ana, '2026-03-10T05:15:00Z', '2026-03-10T05:45:00Z');
    const folds = foldedShifts(weekOf(overnight), overnight, itemsOf(gap));
    expect(folds[1]?.before).toHaveLength(1);
    expect(folds[0]?.after).toHaveLength(0);
  });

  it('leaves out shifts of the week before (fetched for the evening that runs into Monday)', () => {
    const sunday = scheduledShift(ana, '2026-03-08T10:00:00Z', '2026-03-08T12:00:00Z');
    const folds = foldedShifts(weekOf(cafe), cafe, itemsOf(sunday));
    expect(folds.flatMap((fold) => [...fold.before, ...fold.after])).toEqual([]);
  });

  it('folds a punch with no plan as well as a plan', () => {
    const punch = actualShift(ana, '2026-03-11T22:00:00Z', '2026-03-11T23:00:00Z'); // Wed 23:00
    const folds = foldedShifts(weekOf(cafe), cafe, buildItems([], [punch], PARIS, NOW));
    expect(folds[2]?.after.map((item) => item.actual)).toEqual([punch]);
  });
});

describe('days the layout leaves out', () => {
  it('names the left-out weekdays a shift of this week starts on', () => {
    const sunday = scheduledShift(ana, '2026-03-15T09:00:00Z', '2026-03-15T15:00:00Z');
    const lastSunday = scheduledShift(ana, '2026-03-08T09:00:00Z', '2026-03-08T15:00:00Z');
    const monday = scheduledShift(ana, '2026-03-09T09:00:00Z', '2026-03-09T15:00:00Z');
    expect(hiddenDaysWithShifts(weekOf(cafe), cafe, itemsOf(sunday, lastSunday, monday))).toEqual([0]);
  });

  it('draws the shift in the added column', () => {
    const sunday = scheduledShift(ana, '2026-03-15T09:00:00Z', '2026-03-15T15:00:00Z');
    const week = weekOf(cafe, [0]);
    expect(week.days.at(-1)).toMatchObject({ date: '2026-03-15', outsideLayout: true });
    expect(layoutWeek(week, itemsOf(sunday))[6]?.segments).toHaveLength(1);
  });
});
