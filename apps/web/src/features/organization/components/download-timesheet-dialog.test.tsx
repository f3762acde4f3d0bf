import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { dashboardApi, dashboardFixture, dashboardPath, signInOwner } from '../test/dashboard-fixture.ts';

const exportPath = '/api/organization/org-1/locations/ABC234/timesheets/export';

beforeEach(() => {
  // 23:30 UTC on 23 Nov is already the 24th in Paris: the default day is the location's today.
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-23T23:30:00.000Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The dashboard with an export route that answers `answer` and records what was asked. */
function openDashboard(answer: () => Response) {
  signInOwner();
  const { fetchMock } = stubApi({ [dashboardApi]: { status: 200, body: dashboardFixture() } });
  const exports: { url: URL; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== exportPath) return fetchMock(input, init);
    exports.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
    return answer();
  });
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderRoute(dashboardPath);
  return { exports, saved };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('article', { name: 'Main Street' });
  await user.click(within(card).getByRole('button', { name: 'Options for Main Street' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Download timesheet' }));
  return screen.findByRole('dialog', { name: 'Download timesheet' });
}

describe('Download timesheet (owner)', { timeout: 20_000 }, () => {
  it("downloads the chosen format for a day of the period with the owner's token", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { exports, saved } = openDashboard(
      () =>
        new Response('\uFEFFEmployee ID\r\n', {
          status: 200,
          headers: {
            'Content-Disposition':
              'attachment; filename="timesheet-ABC234-2026-11-16_2026-11-22-summary.csv"',
          },
        }),
    );
    localStorage.setItem('adminToken', 'manager-session-by-direct-access');
    const dialog = await openDialog(user);
    const day = within(dialog).getByLabelText('Day in the pay period');
    expect(day).toHaveValue('11/24/2026');
    expect(within(dialog).getByRole('radio', { name: /^Summary/ })).toBeChecked();

    fireEvent.change(day, { target: { value: '2026-11-18' } });
    await user.click(within(dialog).getByRole('radio', { name: /^Detailed/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(saved).toEqual(['timesheet-ABC234-2026-11-16_2026-11-22-summary.csv']));
    expect(exports[0]?.url.searchParams.get('date')).toBe('2026-11-18');
    expect(exports[0]?.url.searchParams.get('format')).toBe('detailed');
    // The owner's own token, not the manager session a direct access left under adminToken.
    expect(exports[0]?.authorization).toBe(`Bearer ${localStorage.getItem('token')}`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Download timesheet' })).toBeNull());
  });

  it("keeps the dialog open with the server's message when the export is refused", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { saved } = openDashboard(
      () =>
        new Response(JSON.stringify({ message: 'Location not found' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const dialog = await openDialog(user);
    fireEvent.change(within(dialog).getByLabelText('Day in the pay period'), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('Please enter a valid date')).toBeVisible();

    fireEvent.change(within(dialog).getByLabelText('Day in the pay period'), {
      target: { value: '2026-11-18' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Location not found');
    expect(saved).toEqual([]);
  });
  it('keeps a partial day as typed and takes it on Enter (docs/decisions/0170-date-fields.md)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { exports } = openDashboard(
      () =>
        new Response('\uFEFFEmployee ID\r\n', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="timesheet.csv"' },
        }),
    );
    const dialog = await openDialog(user);
    const day = within(dialog).getByLabelText('Day in the pay period');
    await user.tripleClick(day);
    await user.keyboard('11/18/2');
    expect(day).toHaveValue('11/18/2');
    await user.keyboard('6{Enter}');
    expect(day).toHaveValue('11/18/2026');
    expect(exports).toEqual([]);

    // Or picked in the calendar pop-up.
    await user.click(within(dialog).getByRole('button', { name: 'Choose date: Day in the pay period' }));
    const popup = await screen.findByRole('dialog', { name: 'Choose date: Day in the pay period' });
    await user.click(await within(popup).findByRole('button', { name: /November 17th, 2026/ }));
    expect(day).toHaveValue('11/17/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(exports[0]?.url.searchParams.get('date')).toBe('2026-11-17'));
  });
});
