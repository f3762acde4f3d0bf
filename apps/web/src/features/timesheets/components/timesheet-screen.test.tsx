import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import {
  auditEntry,
  employees,
  locationId,
  renderWithProviders,
  shift,
  timesheet,
  timeZone,
} from '../test/timesheet-fixture.tsx';
import { TimesheetScreen } from './timesheet-screen.tsx';

beforeEach(() => {
  // Inside the week on screen; timers stay real so the queries run.
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-22T17:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

function renderScreen(timeFormat: '24h' | '12h' = '24h') {
  return renderWithProviders(
    <TimesheetScreen
      locationId={locationId}
      timeZone={timeZone}
      timeFormat={timeFormat}
      employees={employees}
    />,
  );
}

// Row headers (the name) and data cells in order, as a screen reader walks the row.
const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);

describe('Timesheet', () => {
  it('shows the period and each employee with the hours the server gave, two decimals, and its totals', async () => {
    const { calls } = stubApi({ 'GET /api/admin/timesheets': { status: 200, body: timesheet() } });
    renderScreen();

    expect(await screen.findByRole('heading', { name: 'Nov 16 – Nov 22, 2026' })).toBeVisible();
    expect(screen.getByText('Weekly pay period')).toBeVisible();
    expect(calls[0]?.url.searchParams.has('date')).toBe(false);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer manager-token');

    const table = screen.getByRole('table');
    // By what a screen reader says: a long heading shows short ('ID'), its whole words sr-only.
    const headers = within(table).getAllByRole('columnheader');
    const names = [
      'Employee ID',
      'Name',
      'Days',
      'Regular',
      'Overtime',
      'Double time',
      'Total',
      'Unpaid breaks',
      'Scheduled',
      'Shifts',
      'Late',
      'Review',
    ];
    expect(headers).toHaveLength(names.length);
    for (const [index, header] of headers.entries())
      expect(header).toHaveAccessibleName(names[index] as string);
    const [, ada, grace, totals] = within(table).getAllByRole('row') as HTMLElement[];
    expect(cellsOf(ada as HTMLElement)).toEqual([
      '001',
      'Ada Lovelace',
      '5',
      '40.00',
      '2.33',
      '0.00',
      '42.33',
      '150 min',
      '40.00',
      '5',
      '1',
      '—Nothing to review',
    ]);
    expect(cellsOf(grace as HTMLElement)).toEqual([
      '002',
      'Grace Hopper(Inactive)',
      '2',
      '15.50',
      '0.00',
      '0.00',
      '15.50',
      '0 min',
      '16.00',
      '2',
      '0',
      '1 to review',
    ]);
    expect(cellsOf(totals as HTMLElement)).toEqual([
      'Totals',
      '55.50',
      '2.33',
      '0.00',
      '57.83',
      '150 min',
      '56.00',
      '7',
      '',
      '',
    ]);
    expect(screen.getByText('Overtime after 40 hours a week. Unpaid breaks are not counted.')).toBeVisible();
  });

  it('shows paid breaks and deductions where the location uses them, and no unpaid column where none are', async () => {
    const base = timesheet();
    const body = {
      ...base,
      settings: { ...base.settings, breaksPaid: true, autoDeductMinutes: 30 },
      totals: { ...base.totals, unpaidBreakMinutes: 0 },
    };
    stubApi({ 'GET /api/admin/timesheets': { status: 200, body } });
    renderScreen();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Paid breaks', 'Deductions']));
    expect(headers).not.toContain('Unpaid breaks');
    expect(headers).not.toContain('Actual');
  });

  it('lists the shifts needing review with their reason, and apart the open ones, each with Correct', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi({
      'GET /api/admin/timesheets': {
        status: 200,
        body: timesheet({
          reviewShifts: [
            shift({
              id: 'shift-2',
              employee: { id: 'uuid-001', name: 'Ada Lovelace', employeeId: '001' },
              clockIn: '2026-11-17T08:00:00.000Z',
              clockOut: '2026-11-18T00:00:00.000Z',
              totalHours: 16,
              isActive: false,
              autoClosed: true,
              corrected: true,
            }),
          ],
          openShifts: [shift()],
        }),
      },
      'GET /api/admin/shifts/shift-1/audit': { status: 200, body: { entries: [] } },
    });
    renderScreen('12h');
    const review = await screen.findByRole('region', { name: 'Needs review (1)' });
    const [closed] = within(review).getAllByRole('listitem') as HTMLElement[];
    expect(closed).toHaveTextContent('Nov 17, 9:00 AM – Nov 18, 1:00 AM · 16.00 h');
    expect(within(closed as HTMLElement).getByText('Auto-closed')).toBeVisible();
    expect(within(closed as HTMLElement).getByText('Corrected')).toBeVisible();
    // A shift still open is not a problem to review, but is listed so a forgotten clock-out can be fixed.
    const open = within(review).getByRole('region', { name: 'No clock-out yet (1)' });
    expect(within(open).getByRole('listitem')).toHaveTextContent(
      'Grace Hopper (002)Nov 20, 8:58 AM – still open',
    );

    await user.click(
      within(open).getByRole('button', { name: 'Correct the shift of Grace Hopper from Nov 20, 8:58 AM' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Correct Shift' });
    expect(within(dialog).getByText('Nov 20, 8:58 AM – —')).toBeVisible();
  });

  it('approves an open period: Approve period sends its start date, then shows who approved and Reopen', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let approved = false;
    const { calls } = stubApi({
      'GET /api/admin/timesheets': () => ({
        status: 200,
        body: timesheet({
          approval: approved ? { approvedAt: '2026-11-22T17:04:00.000Z', approvedBy: 'Manager' } : null,
        }),
      }),
      'POST /api/admin/timesheets/approve': () => {
        approved = true;
        return {
          status: 200,
          body: {
            message: 'Pay period approved',
            approval: { approvedAt: '2026-11-22T17:04:00.000Z', approvedBy: 'Manager' },
          },
        };
      },
    });
    renderScreen();
    expect(await screen.findByText('Not approved')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reopen period' })).not.toBeInTheDocument();

    // First the period's totals, and nothing sent until the manager confirms.
    await user.click(screen.getByRole('button', { name: 'Approve period' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Approve period?' });
    expect(confirm).toHaveTextContent(
      'Approve Nov 16 – Nov 22, 2026 for payroll? Its shifts cannot be corrected until the period is reopened.',
    );
    const facts = within(confirm)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Employees who worked: 2',
      'Shifts: 7',
      'Regular hours: 55.50',
      'Overtime hours: 2.33',
      'Double-time hours: 0.00',
      'Total hours: 57.83',
    ]);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.getByText('Not approved')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Approve period' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Approve period?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve period' }));
    expect(await screen.findByText('Approved')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ startDate: '2026-11-16' });
    expect(
      screen.getByText(
        /by Manager on Nov 22, 2026, 18:04\. Corrections are locked until the period is reopened\./,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve period' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen period' })).toBeVisible();
  });

  it('marks an auto-closed shift counted 0 h, confirms it as worked, and lists it when the approval is refused', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const forgotten = shift({
      id: 'shift-2',
      employee: { id: 'uuid-001', name: 'Ada Lovelace', employeeId: '001' },
      clockIn: '2026-11-17T08:00:00.000Z',
      clockOut: '2026-11-18T00:00:00.000Z',
      totalHours: 16,
      isActive: false,
      autoClosed: true,
      corrected: true,
      awaitingReview: true,
    });
    let confirmed = false;
    const sheet = () => {
      const base = timesheet();
      const [ada, grace] = base.employees as [(typeof base.employees)[0], (typeof base.employees)[0]];
      return timesheet({
        employees: [{ ...ada, needsReview: 1, awaitingReview: confirmed ? 0 : 1 }, grace],
        reviewShifts: [{ ...forgotten, awaitingReview: !confirmed }],
      });
    };
    const { calls } = stubApi({
      'GET /api/admin/timesheets': () => ({ status: 200, body: sheet() }),
      'POST /api/admin/timesheets/approve': {
        status: 409,
        body: {
          message: 'Review the auto-closed shifts of this pay period before approving it',
          code: 'UNREVIEWED_SHIFTS',
          shifts: [forgotten],
        },
      },
      'POST /api/admin/shifts/shift-2/confirm': () => {
        confirmed = true;
        return {
          status: 200,
          body: { message: 'Shift confirmed as worked', shift: { ...forgotten, awaitingReview: false } },
        };
      },
    });
    renderScreen();
    // The marker: in the hours table and on the shift in the review list.
    const table = await screen.findByRole('region', { name: 'Hours per employee' });
    expect(within(table).getByText('1 counted 0 h')).toBeVisible();
    const review = screen.getByRole('region', { name: 'Needs review (1)' });
    expect(within(review).getByText('Awaiting review: counts 0 h')).toBeVisible();
    expect(within(review).getByText(/It counts 0 hours until you correct its clock-out/)).toBeVisible();

    // Approval refused: the shift is listed with Correct and Confirm as worked.
    await user.click(screen.getByRole('button', { name: 'Approve period' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve period' }),
    );
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Review these auto-closed shifts before approving the period:');
    expect(refusal).toHaveTextContent('Ada Lovelace (001)Nov 17, 09:00 – Nov 18, 01:00 · 16.00 h');
    expect(
      within(refusal).getByRole('button', { name: 'Correct the shift of Ada Lovelace from Nov 17, 09:00' }),
    ).toBeVisible();

    // Confirming it (from the refusal's list) sends the call; the refreshed screen drops the marker and the list.
    await user.click(
      within(refusal).getByRole('button', {
        name: 'Confirm the shift of Ada Lovelace from Nov 17, 09:00 as worked',
      }),
    );
    expect(await screen.findByText('Shift of Ada Lovelace confirmed as worked')).toBeVisible();
    expect(
      calls.some((call) => call.method === 'POST' && call.path.endsWith('/shifts/shift-2/confirm')),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(within(table).queryByText('1 counted 0 h')).not.toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: /Confirm the shift/ })).not.toBeInTheDocument();
  });

  it('reopens an approved period only after the confirmation', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let approval: { approvedAt: string; approvedBy: string } | null = {
      approvedAt: '2026-11-22T17:04:00.000Z',
      approvedBy: 'owner@example.com',
    };
    const { calls } = stubApi({
      'GET /api/admin/timesheets': () => ({ status: 200, body: timesheet({ approval }) }),
      'POST /api/admin/timesheets/reopen': () => {
        approval = null;
        return { status: 200, body: { message: 'Pay period reopened' } };
      },
    });
    renderScreen();
    expect(await screen.findByText(/by owner@example\.com on Nov 22, 2026, 18:04/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve period' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reopen period' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reopen period' });
    expect(within(confirm).getByText(/Reopen Nov 16 – Nov 22, 2026\?/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reopen period' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Reopen period' })).getByRole('button', {
        name: 'Reopen period',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Approve period' })).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ startDate: '2026-11-16' });
  });

  it('disables what an approved period refuses, and says why', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let approval: { approvedAt: string; approvedBy: string } | null = {
      approvedAt: '2026-11-22T17:04:00.000Z',
      approvedBy: 'owner@example.com',
    };
    stubApi({
      'GET /api/admin/timesheets': () => ({ status: 200, body: timesheet({ approval }) }),
      'POST /api/admin/timesheets/reopen': () => {
        approval = null;
        return { status: 200, body: { message: 'Pay period reopened' } };
      },
    });
    renderScreen();
    const reason = 'This pay period is approved: reopen it to add or correct shifts.';
    const add = await screen.findByRole('button', { name: 'Add missed shift' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(reason);
    const correct = screen.getByRole('button', { name: /^Correct the shift of Grace Hopper/ });
    expect(correct).toBeDisabled();
    expect(correct).toHaveAccessibleDescription(reason);

    await user.click(screen.getByRole('button', { name: 'Reopen period' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Reopen period' })).getByRole('button', {
        name: 'Reopen period',
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add missed shift' })).toBeEnabled());
    expect(screen.getByRole('button', { name: /^Correct the shift of Grace Hopper/ })).toBeEnabled();
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });

  it('Previous and Next ask for a day of the neighbouring period; Current goes back to today', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = stubApi({
      'GET /api/admin/timesheets': ({ url }) => {
        const date = url.searchParams.get('date');
        if (date === '2026-11-09') {
          return {
            status: 200,
            body: timesheet({
              period: {
                type: 'weekly',
                startDate: '2026-11-09',
                endDate: '2026-11-15',
                previousDate: '2026-11-02',
                nextDate: '2026-11-16',
              },
              employees: [],
              totals: {
                regularHours: 0,
                overtimeHours: 0,
                doubleTimeHours: 0,
                totalHours: 0,
                actualHours: 0,
                paidBreakMinutes: 0,
                unpaidBreakMinutes: 0,
                deductionMinutes: 0,
                scheduledHours: 0,
                shiftCount: 0,
              },
              reviewShifts: [],
            }),
          };
        }
        return { status: 200, body: timesheet() };
      },
    });
    renderScreen();
    await screen.findByRole('heading', { name: 'Nov 16 – Nov 22, 2026' });
    expect(screen.getByRole('button', { name: 'Current' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Nov 9 – Nov 15, 2026' })).toBeVisible();
    expect(calls.at(-1)?.url.searchParams.get('date')).toBe('2026-11-09');
    expect(screen.getByText('No shifts in this period')).toBeVisible();
    expect(screen.getByText('No shift in this period needs review.')).toBeVisible();
    // One approval bar and one history for the period on screen, none left from the last one.
    expect(screen.getAllByRole('button', { name: 'Approve period' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Period history' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Current' }));
    expect(await screen.findByRole('heading', { name: 'Nov 16 – Nov 22, 2026' })).toBeVisible();
  });

  it("Period history, once opened, lists the period's approvals and corrections, newest first", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = stubApi({
      'GET /api/admin/timesheets': { status: 200, body: timesheet() },
      'GET /api/admin/timesheets/audit': {
        status: 200,
        body: {
          entries: [
            auditEntry({
              id: 'p-1',
              action: 'reopen',
              at: '2026-11-22T17:10:00.000Z',
              before: null,
              after: null,
              reason: null,
              shiftId: null,
              employee: null,
              period: { startDate: '2026-11-16', endDate: '2026-11-22' },
            }),
            auditEntry({ id: 'c-1' }),
          ],
        },
      },
    });
    renderScreen();
    await screen.findByRole('heading', { name: 'Nov 16 – Nov 22, 2026' });
    // Folded at first, and not asked for until opened.
    expect(calls.some((call) => call.path === '/api/admin/timesheets/audit')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Period history' }));
    const history = await within(screen.getByRole('region', { name: 'Period history' })).findByRole(
      'list',
      {},
      { timeout: 3000 },
    );
    const [reopen, correction] = within(history).getAllByRole('listitem') as HTMLElement[];
    expect(reopen).toHaveTextContent('Period reopened · Manager, Nov 22, 2026, 18:10');
    expect(correction).toHaveTextContent('Corrected: Grace Hopper (002) · Manager, Nov 21, 2026, 10:00');
    expect(correction).toHaveTextContent('Reason: Forgot to clock out');
    expect(
      calls.find((call) => call.path === '/api/admin/timesheets/audit')?.url.searchParams.get('date'),
    ).toBe('2026-11-16');
  });

  it('a failed load says why and Retry loads again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let fail = true;
    stubApi({
      'GET /api/admin/timesheets': () =>
        fail
          ? { status: 503, body: { message: 'Database unavailable' } }
          : { status: 200, body: timesheet() },
    });
    renderScreen();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('The timesheet could not be loaded');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Nov 16 – Nov 22, 2026' })).toBeVisible();
  });

  it("Download CSV fetches the export with the manager's token and saves it under the server's file name", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fetchMock } = stubApi({ 'GET /api/admin/timesheets': { status: 200, body: timesheet() } });
    const exports: URL[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/admin/timesheets/export') return fetchMock(input, init);
      exports.push(url);
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer manager-token');
      return new Response('\uFEFFEmployee ID,Name\r\n001,Ada Lovelace\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="timesheet-ABC234-2026-11-16_2026-11-22-summary.csv"',
        },
      });
    });
    const saved: { name: string; href: string }[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { name: 'timesheet-ABC234-2026-11-16_2026-11-22-summary.csv', href: 'blob:csv' },
      ]),
    );
    expect(exports[0]?.searchParams.get('date')).toBe('2026-11-16');
    expect(exports[0]?.searchParams.get('format')).toBe('summary');

    await user.click(screen.getByRole('button', { name: 'Download detailed CSV' }));
    await waitFor(() => expect(exports).toHaveLength(2));
    expect(exports[1]?.searchParams.get('format')).toBe('detailed');
  });
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
    renderScreen();
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
