import type { MyHours, MyRecords } from '@shiftclock/contract/my-hours';
import { DEFAULT_PAYROLL, type PayrollSettings } from '@shiftclock/contract/payroll';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { employeeTokenKey } from '../../../lib/token-storage.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { rangeProblem } from '../my-records-range.ts';

const me = {
  person: { id: 'p1', name: 'Lea Martin', email: null },
  organization: { id: 'o1', name: 'Demo Coffee Co.' },
  locations: [
    {
      locationId: 'DEMNYC',
      locationName: 'Midtown',
      timezone: 'America/New_York',
      employeeId: '002',
      isActive: true,
    },
    {
      locationId: 'DEMLAX',
      locationName: 'Sunset Boulevard',
      timezone: 'America/Los_Angeles',
      employeeId: '026',
      isActive: true,
    },
  ],
};

const row = {
  employee: { id: 'e1', name: 'Lea Martin', employeeId: '002', isActive: true },
  daysWorked: 1,
  regularHours: 8,
  overtimeHours: 0.5,
  doubleTimeHours: 0,
  totalHours: 8.5,
  actualHours: 8.5,
  paidBreakMinutes: 0,
  unpaidBreakMinutes: 30,
  deductionMinutes: 0,
  scheduledHours: 8,
  shiftCount: 1,
  lateArrivals: 0,
  needsReview: 1,
  awaitingReview: 0,
  workdays: [{ workday: '2026-11-17', regularHours: 8, overtimeHours: 0.5, doubleTimeHours: 0 }],
  pendingShifts: [],
  hoursElsewhere: true,
};

/** The pay rules a timesheet answers: the settings less the period's kind and start. */
const settingsOf = ({ period: _period, periodStart: _start, ...rules }: PayrollSettings) => rules;

const hoursAt = (locationId: string, date: string | null): MyHours => ({
  location: { locationId, locationName: 'Midtown', timezone: 'America/New_York', employeeId: '002' },
  period:
    date === '2026-11-15'
      ? {
          type: 'weekly',
          startDate: '2026-11-09',
          endDate: '2026-11-15',
          previousDate: '2026-11-08',
          nextDate: '2026-11-16',
        }
      : {
          type: 'weekly',
          startDate: '2026-11-16',
          endDate: '2026-11-22',
          previousDate: '2026-11-15',
          nextDate: '2026-11-23',
        },
  approval: date === '2026-11-15' ? { approvedAt: '2026-11-16T15:00:00.000Z', approvedBy: 'Manager' } : null,
  settings: settingsOf({ ...DEFAULT_PAYROLL, dailyOvertimeHours: 8, roundingMinutes: 15 }),
  totals: date === '2026-11-15' ? null : row,
  shifts:
    date === '2026-11-15'
      ? []
      : [
          {
            id: 's1',
            date: '2026-11-17',
            // 08:52 – 17:53 in New York, corrected from 09:00; counted 08:45 – 17:45.
            clockIn: '2026-11-17T13:52:00.000Z',
            clockOut: '2026-11-17T22:53:00.000Z',
            originalClockIn: '2026-11-17T14:00:00.000Z',
            originalClockOut: '2026-11-17T22:53:00.000Z',
            corrected: true,
            autoClosed: false,
            awaitingReview: false,
            offline: false,
            source: 'kiosk',
            breaks: [{ start: '2026-11-17T17:00:00.000Z', end: '2026-11-17T17:30:00.000Z', paid: false }],
            paidBreakMinutes: 0,
            unpaidBreakMinutes: 30,
            deductionMinutes: 0,
            hours: 8.5,
            roundedClockIn: '2026-11-17T13:45:00.000Z',
            roundedClockOut: '2026-11-17T22:45:00.000Z',
            actualHours: 8.52,
            workdayHours: [{ workday: '2026-11-17', hours: 8.5 }],
          },
        ],
});

afterEach(() => vi.unstubAllGlobals());

describe('the Hours tab', () => {
  it("shows the period's figures, its shifts on the location's clock, and goes back a period", async () => {
    localStorage.setItem(employeeTokenKey, 'employee-token');
    const api = stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/me/hours': ({ url }) => ({
        status: 200,
        body: hoursAt(url.searchParams.get('locationId') ?? '', url.searchParams.get('date')),
      }),
    });
    renderRoute('/me/hours');

    expect(await screen.findByRole('heading', { level: 1, name: 'My hours' })).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Regular').nextSibling).toHaveTextContent('8.00 h');
    expect(within(totals).getByText('Overtime').nextSibling).toHaveTextContent('0.50 h');
    expect(within(totals).getByText('Total paid').nextSibling).toHaveTextContent('8.50 h');
    expect(within(totals).getByText(/count toward overtime here/)).toBeInTheDocument();
    expect(screen.getByText('Not approved yet: figures may still change')).toBeInTheDocument();
    expect(screen.getByText('08:52 – 17:53')).toBeInTheDocument();
    expect(screen.getByText('Before correction: 09:00 – 17:53')).toBeInTheDocument();
    expect(screen.getByText('Counted as 08:45 – 17:45 (rounded)')).toBeInTheDocument();
    expect(screen.getByText('Break 12:00 – 12:30 (unpaid)')).toBeInTheDocument();
    expect(screen.getByText('Regular 8.00 h · Overtime 0.50 h')).toBeInTheDocument();
    // Sent as the employee, for the first location they are active at.
    const first = api.calls.find((call) => call.path === '/api/me/hours');
    expect(first?.url.searchParams.get('locationId')).toBe('DEMNYC');
    expect(first?.headers.get('authorization')).toBe('Bearer employee-token');

    await userEvent.click(screen.getByRole('button', { name: 'Previous period' }));
    expect(await screen.findByText('No shifts in this period.')).toBeInTheDocument();
    expect(screen.getByText(/^Approved /)).toBeInTheDocument();
    expect(api.calls.at(-1)?.url.searchParams.get('date')).toBe('2026-11-15');

    // Another location: its own periods, from today's.
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'DEMLAX');
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('locationId')).toBe('DEMLAX'));
    expect(api.calls.at(-1)?.url.searchParams.has('date')).toBe(false);
  }, 20_000);

  it('says why a range of records cannot be downloaded', async () => {
    localStorage.setItem(employeeTokenKey, 'employee-token');
    stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/me/hours': { status: 200, body: hoursAt('DEMNYC', null) },
    });
    renderRoute('/me/hours');
    const from = await screen.findByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2024-01-01');
    expect(await screen.findByText('Choose at most 366 days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(rangeProblem({ from: '2026-11-20', to: '2026-11-19' })).toBe('reversed');
    expect(rangeProblem({ from: '2025-11-20', to: '2026-11-20' })).toBeNull();
    expect(rangeProblem({ from: '2025-11-19', to: '2026-11-20' })).toBe('tooLong');
  }, 20_000);
});

describe('the printable records', () => {
  it('lists the records with the names, the range and the total', async () => {
    localStorage.setItem(employeeTokenKey, 'employee-token');
    const records: MyRecords = {
      person: { name: 'Lea Martin' },
      organization: { name: 'Demo Coffee Co.' },
      from: '2026-11-01',
      to: '2026-11-30',
      generatedAt: '2026-11-29T18:00:00.000Z',
      records: [
        {
          ...hoursAt('DEMNYC', null).shifts[0],
          locationId: 'DEMNYC',
          locationName: 'Midtown',
          timezone: 'America/New_York',
        } as MyRecords['records'][number],
        {
          id: 's2',
          date: '2026-11-18',
          clockIn: '2026-11-18T18:00:00.000Z',
          clockOut: '2026-11-19T00:15:00.000Z',
          originalClockIn: null,
          originalClockOut: null,
          corrected: false,
          autoClosed: false,
          awaitingReview: false,
          offline: true,
          source: 'kiosk',
          breaks: [],
          paidBreakMinutes: 0,
          unpaidBreakMinutes: 0,
          deductionMinutes: 0,
          hours: 6.25,
          locationId: 'DEMLAX',
          locationName: 'Sunset Boulevard',
          timezone: 'America/Los_Angeles',
        },
      ],
    };
    const api = stubApi({ 'GET /api/me/records': { status: 200, body: records } });
    renderRoute('/me/print?from=2026-11-01&to=2026-11-30');
    expect(await screen.findByRole('heading', { level: 1, name: 'Work records' })).toBeInTheDocument();
    expect(await screen.findByText('Lea Martin')).toBeInTheDocument();
    expect(screen.getByText('Demo Coffee Co.')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    // The header, two shifts, the total.
    expect(rows).toHaveLength(4);
    expect(within(rows[2] as HTMLElement).getByText('Sunset Boulevard')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('10:00')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Punched offline')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('14.75')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(api.calls[0]?.url.searchParams.get('from')).toBe('2026-11-01');
  });
});
