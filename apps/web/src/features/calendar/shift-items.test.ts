import { describe, expect, it } from 'vitest';
import { describeDeviation } from './format.ts';
import { buildItems, deviationMinutes, roundToSlot } from './shift-items.ts';
import { actualShift, employee, scheduledShift } from './test/shift-factory.ts';

const PARIS = 'Europe/Paris';
const NOW = Date.parse('2026-03-11T12:00:00Z');
const iso = (instant: number) => new Date(instant).toISOString();
const ada = employee('001', 'Ada');
const bob = employee('002', 'Bob');

describe('rounding for placement', () => {
  it('rounds to the nearest 15 minutes', () => {
    expect(iso(roundToSlot(Date.parse('2026-03-09T08:07:29Z')))).toBe('2026-03-09T08:00:00.000Z');
    expect(iso(roundToSlot(Date.parse('2026-03-09T08:07:30Z')))).toBe('2026-03-09T08:15:00.000Z');
    expect(iso(roundToSlot(Date.parse('2026-03-09T08:52:00Z')))).toBe('2026-03-09T08:45:00.000Z');
  });

  it('places an actual shift at rounded times, keeping the real punches for the tooltip', () => {
    const shift = actualShift(ada, '2026-03-09T08:08:00Z', '2026-03-09T16:06:00Z');
    const [item] = buildItems([], [shift], PARIS, NOW);
    expect(item && [item.kind, iso(item.start), iso(item.end)]).toEqual([
      'actual',
      '2026-03-09T08:15:00.000Z',
      '2026-03-09T16:00:00.000Z',
    ]);
    expect(item?.actual?.clockIn).toBe('2026-03-09T08:08:00Z');
  });

  it('gives a very short punch one slot', () => {
    const [item] = buildItems(
      [],
      [actualShift(ada, '2026-03-09T08:01:00Z', '2026-03-09T08:05:00Z')],
      PARIS,
      NOW,
    );
    expect(item && item.end - item.start).toBe(15 * 60_000);
  });
});

describe('in-progress shifts', () => {
  it('run to now, unrounded', () => {
    const [item] = buildItems([], [actualShift(ada, '2026-03-11T08:02:00Z', null)], PARIS, NOW);
    expect(item && [item.inProgress, iso(item.start), iso(item.end)]).toEqual([
      true,
      '2026-03-11T08:00:00.000Z',
      '2026-03-11T12:00:00.000Z',
    ]);
  });
});

describe('merging', () => {
  it('merges a scheduled and an actual shift of the same employee on the same day', () => {
    const plan = scheduledShift(ada, '2026-03-09T08:00:00Z', '2026-03-09T16:00:00Z', 'Till');
    const worked = actualShift(ada, '2026-03-09T08:05:00Z', '2026-03-09T15:57:00Z');
    const items = buildItems([plan], [worked], PARIS, NOW);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'merged',
      startDeviation: 5,
      endDeviation: -3,
      day: '2026-03-09',
    });
  });

  it('does not merge shifts of different employees', () => {
    const items = buildItems(
      [scheduledShift(ada, '2026-03-09T08:00:00Z', '2026-03-09T16:00:00Z')],
      [actualShift(bob, '2026-03-09T08:00:00Z', '2026-03-09T16:00:00Z')],
      PARIS,
      NOW,
    );
    expect(items.map((item) => item.kind).sort()).toEqual(['actual', 'scheduled']);
  });

  it('does not merge shifts that started on different days', () => {
    const items = buildItems(
      [scheduledShift(ada, '2026-03-09T08:00:00Z', '2026-03-09T16:00:00Z')],
      [actualShift(ada, '2026-03-10T08:00:00Z', '2026-03-10T16:00:00Z')],
      PARIS,
      NOW,
    );
    expect(items).toHaveLength(2);
  });

  it('takes the day a shift started at the location, across midnight', () => {
    // Planned 23:30 Monday to 07:30 Tuesday in Paris; clocked in at 23:40 Monday, out on Tuesday: the
    // shift is Monday's, and the end on Tuesday does not split it.
    const plan = scheduledShift(ada, '2026-03-09T22:30:00Z', '2026-03-10T06:30:00Z');
    const onTime = actualShift(ada, '2026-03-09T22:40:00Z', '2026-03-10T06:30:00Z');
    const merged = buildItems([plan], [onTime], PARIS, NOW);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      kind: 'merged',
      day: '2026-03-09',
      startDeviation: 10,
      endDeviation: 0,
    });
  });

  it('in UTC these would be two days, at the location one: 23:30 UTC Sunday is 00:30 Monday', () => {
    const plan = scheduledShift(ada, '2026-03-15T23:30:00Z', '2026-03-16T07:30:00Z');
    const worked = actualShift(ada, '2026-03-16T00:02:00Z', '2026-03-16T07:30:00Z');
    const items = buildItems([plan], [worked], PARIS, NOW);
    expect(items).toHaveLength(1);
    expect(items[0]?.day).toBe('2026-03-16');
    // In New York the plan starts on Sunday 19:30 and the punch on Sunday 20:02: still one day.
    expect(buildItems([plan], [worked], 'America/New_York', NOW)).toHaveLength(1);
  });

  it('merges a punch after midnight with the plan of the evening before it overlaps', () => {
    // Planned Monday 23:00 Paris; clocked in at 00:20 Tuesday Paris: one shift, 1h 20m late.
    const plan = scheduledShift(ada, '2026-03-09T22:00:00Z', '2026-03-10T04:00:00Z');
    const late = actualShift(ada, '2026-03-09T23:20:00Z', '2026-03-10T04:00:00Z');
    const items = buildItems([plan], [late], PARIS, NOW);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'merged', startDeviation: 80, endDeviation: 0 });
  });

  it('merges a punch that starts within 2 hours of a plan it does not overlap', () => {
    // Planned 08:00-09:00; a punch 09:59-12:00 starts 1h 59m after the plan does.
    const plan = scheduledShift(ada, '2026-03-09T08:00:00Z', '2026-03-09T09:00:00Z');
    const soon = actualShift(ada, '2026-03-09T09:59:00Z', '2026-03-09T12:00:00Z');
    expect(buildItems([plan], [soon], PARIS, NOW)).toHaveLength(1);
  });

  it('keeps a punch starting more than 2 hours from a plan it does not overlap apart', () => {
    const plan = scheduledShift(ada, '2026-03-09T08:00:00Z', '2026-03-09T09:00:00Z');
    const later = actualShift(ada, '2026-03-09T10:01:00Z', '2026-03-09T12:00:00Z');
    const items = buildItems([plan], [later], PARIS, NOW);
    expect(items.map((item) => item.kind).sort()).toEqual(['actual', 'scheduled']);
  });

  it('never pairs a punch with a far-off plan of the same day (no "-578m early")', () => {
    // Planned 18:00-23:00; a morning punch 08:22-13:00 is an unplanned shift, and the plan is open.
    const plan = scheduledShift(ada, '2026-03-09T17:00:00Z', '2026-03-09T22:00:00Z');
    const morning = actualShift(ada, '2026-03-09T07:22:00Z', '2026-03-09T12:00:00Z');
    const items = buildItems([plan], [morning], PARIS, NOW);
    expect(items.map((item) => [item.kind, item.startDeviation])).toEqual([
      ['actual', null],
      ['scheduled', null],
    ]);
  });

  it('merges an open punch with the plan it runs into', () => {
    // Clocked in 3 hours early and still at work when the plan begins: they overlap.
    const plan = scheduledShift(ada, '2026-03-11T10:00:00Z', '2026-03-11T16:00:00Z');
    const early = actualShift(ada, '2026-03-11T07:00:00Z', null);
    expect(buildItems([plan], [early], PARIS, NOW)[0]).toMatchObject({
      kind: 'merged',
      startDeviation: -180,
    });
  });

  it('pairs each punch with the nearest plan when there are two on one day', () => {
    const morning = scheduledShift(ada, '2026-03-09T07:00:00Z', '2026-03-09T10:00:00Z');
    const evening = scheduledShift(ada, '2026-03-09T15:00:00Z', '2026-03-09T19:00:00Z');
    const worked = actualShift(ada, '2026-03-09T14:58:00Z', '2026-03-09T19:00:00Z');
    const items = buildItems([morning, evening], [worked], PARIS, NOW);
    const merged = items.find((item) => item.kind === 'merged');
    expect(merged?.scheduled?.id).toBe(evening.id);
    expect(merged?.startDeviation).toBe(-2);
    expect(items.find((item) => item.kind === 'scheduled')?.scheduled?.id).toBe(morning.id);
  });

  it('covers both spans and has no end deviation while in progress', () => {
    const plan = scheduledShift(ada, '2026-03-11T08:00:00Z', '2026-03-11T16:00:00Z');
    const working = actualShift(ada, '2026-03-11T07:50:00Z', null);
    const [item] = buildItems([plan], [working], PARIS, NOW);
    expect(
      item && [item.inProgress, iso(item.start), iso(item.end), item.startDeviation, item.endDeviation],
    ).toEqual([true, '2026-03-11T07:45:00.000Z', '2026-03-11T16:00:00.000Z', -10, null]);
  });
});

describe('deviations', () => {
  it('counts minutes from the plan; leaving early is negative', () => {
    expect(deviationMinutes(0, 5 * 60_000)).toBe(5);
    expect(deviationMinutes(0, -3 * 60_000)).toBe(-3);
    expect(Object.is(deviationMinutes(0, -10_000), 0)).toBe(true);
    expect(deviationMinutes(0, 89_000)).toBe(1);
  });

  it('describes them as late, early or on time, in hours and minutes from an hour on', () => {
    expect(describeDeviation(5)).toEqual({ key: 'late', duration: '5m' });
    expect(describeDeviation(-3)).toEqual({ key: 'early', duration: '3m' });
    expect(describeDeviation(0)).toEqual({ key: 'onTime' });
    expect(describeDeviation(80)).toEqual({ key: 'late', duration: '1h 20m' });
    expect(describeDeviation(-65)).toEqual({ key: 'early', duration: '1h 5m' });
    expect(describeDeviation(120)).toEqual({ key: 'late', duration: '2h' });
  });
});
