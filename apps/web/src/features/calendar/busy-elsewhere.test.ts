import { describe, expect, it } from 'vitest';
import { busyItems, busyRange } from './busy-elsewhere.ts';

const ada = { id: 'emp-001', employeeId: '001', name: 'Ada Lovelace' };
const here = new Map([['001', ada]]);
const at = (employeeId: string, start: string, end: string, kind: 'scheduled' | 'worked' = 'scheduled') => ({
  employeeId,
  start: `2026-11-11T${start}:00.000Z`,
  end: `2026-11-11T${end}:00.000Z`,
  kind,
});

describe('busy elsewhere on the calendar', () => {
  it('makes one band of a plan and the shift worked on it, and keeps apart times that do not meet', () => {
    const items = busyItems(
      [at('001', '09:00', '13:00'), at('001', '08:55', '12:40', 'worked'), at('001', '15:00', '16:00')],
      here,
      'Europe/Paris',
    );
    expect(
      items.map((item) => [new Date(item.start).toISOString(), new Date(item.end).toISOString()]),
    ).toEqual([
      ['2026-11-11T08:55:00.000Z', '2026-11-11T13:00:00.000Z'],
      ['2026-11-11T15:00:00.000Z', '2026-11-11T16:00:00.000Z'],
    ]);
    expect(
      items.every((item) => item.kind === 'busy' && item.employee === ada && item.day === '2026-11-11'),
    ).toBe(true);
  });

  it('leaves out an employee no longer in the list', () => {
    expect(busyItems([at('009', '09:00', '10:00')], here, 'Europe/Paris')).toEqual([]);
  });

  it('asks from the day before the week to its seventh date', () => {
    expect(busyRange('2026-11-09')).toEqual({ startDate: '2026-11-08', endDate: '2026-11-15' });
  });
});
