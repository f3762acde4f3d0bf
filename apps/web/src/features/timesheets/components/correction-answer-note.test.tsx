import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import {
  employees,
  locationId,
  renderWithProviders,
  shift,
  timesheet,
  timeZone,
} from '../test/timesheet-fixture.tsx';
import { TimesheetScreen } from './timesheet-screen.tsx';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-22T17:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const corrected = (id: string, name: string, employeeId: string) =>
  shift({
    id,
    employee: { id: `uuid-${employeeId}`, name, employeeId },
    clockIn: '2026-11-17T08:00:00.000Z',
    clockOut: '2026-11-17T16:00:00.000Z',
    totalHours: 8,
    isActive: false,
    corrected: true,
  });

describe("The employees' answers on the manager's timesheet", () => {
  it('marks each corrected shift pending, confirmed or disputed, with the comment in full', async () => {
    stubApi({
      'GET /api/admin/timesheets': {
        status: 200,
        body: timesheet({
          reviewShifts: [
            corrected('shift-a', 'Ada Lovelace', '001'),
            corrected('shift-b', 'Grace Hopper', '002'),
            corrected('shift-c', 'Alan Turing', '003'),
          ],
          openShifts: [],
          correctionAnswers: [
            {
              shiftId: 'shift-a',
              entryId: 'e-1',
              status: 'disputed',
              comment: 'I was there at 8:15.\nAsk Bob.',
              answeredAt: '2026-11-18T09:00:00.000Z',
            },
            { shiftId: 'shift-b', entryId: 'e-2', status: 'pending', comment: null, answeredAt: null },
            {
              shiftId: 'shift-c',
              entryId: 'e-3',
              status: 'confirmed',
              comment: null,
              answeredAt: '2026-11-18T09:00:00.000Z',
            },
          ],
        }),
      },
    });
    renderWithProviders(
      <TimesheetScreen locationId={locationId} timeZone={timeZone} timeFormat="24h" employees={employees} />,
    );
    const review = await screen.findByRole('region', { name: 'Needs review (3)' });
    const [ada, grace, alan] = within(review).getAllByRole('listitem') as HTMLElement[];
    expect(within(ada as HTMLElement).getByText('Disputed by the employee')).toBeVisible();
    const comment = (ada as HTMLElement).querySelector('blockquote');
    expect(comment?.textContent).toBe('I was there at 8:15.\nAsk Bob.');
    expect(comment).toBeVisible();
    expect(within(grace as HTMLElement).getByText("Awaiting the employee's confirmation")).toBeVisible();
    expect(within(alan as HTMLElement).getByText('Confirmed by the employee')).toBeVisible();
  });
});
