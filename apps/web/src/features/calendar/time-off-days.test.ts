import { describe, expect, it } from 'vitest';
import { timeOffByDay } from './time-off-days.ts';

const ada = { employeeId: '001', name: 'Ada Lovelace' };
const ben = { employeeId: '002', name: 'Ben Okri' };

describe('timeOffByDay', () => {
  it('marks whole days by their dates and hours off on the days of the zone they touch', () => {
    const marks = timeOffByDay(
      [
        {
          id: 'a',
          employee: ada,
          allDay: true,
          startDate: '2026-11-01',
          endDate: '2026-11-02',
          start: null,
          end: null,
        },
        // 23:00–01:00 in New York on the night of 2 to 3 November (EST, UTC−5).
        {
          id: 'b',
          employee: ben,
          allDay: false,
          startDate: null,
          endDate: null,
          start: '2026-11-03T04:00:00Z',
          end: '2026-11-03T06:00:00Z',
        },
      ],
      ['2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'],
      'America/New_York',
    );
    expect([...marks.keys()]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(marks.get('2026-11-02')?.map((mark) => mark.employee.name)).toEqual(['Ada Lovelace', 'Ben Okri']);
    expect(marks.get('2026-11-03')).toEqual([
      {
        key: 'b:2026-11-03',
        employee: ben,
        allDay: false,
        start: '2026-11-03T04:00:00Z',
        end: '2026-11-03T06:00:00Z',
      },
    ]);
  });
});
