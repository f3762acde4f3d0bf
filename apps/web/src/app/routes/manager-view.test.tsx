import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { onNarrowScreen } from '../../test/narrow-screen.ts';
import { stubApi } from '../../test/stub-api.ts';
import { zonedFieldValue } from '../../test/zoned-field.ts';
import { AppProviders } from '../providers.tsx';
import { ManagerView } from './manager-view.tsx';

const session = { accountType: 'manager', locationId: 'ABC234', organizationId: 'org-1' } as const;
const locationInfo = {
  locationId: 'ABC234',
  locationName: 'Main Street',
  timezone: 'Europe/Paris',
  region: 'FR',
  address: null,
};
const employees = [
  {
    id: 'u1',
    _id: 'u1',
    employeeId: '001',
    name: 'Ada Lovelace',
    isActive: true,
    pinSet: false,
    pinLockedUntil: null,
  },
  {
    id: 'u2',
    _id: 'u2',
    employeeId: '002',
    name: 'Grace Hopper',
    isActive: false,
    pinSet: false,
    pinLockedUntil: null,
  },
];
const upcoming = {
  id: 'shift-1',
  _id: 'shift-1',
  employee: { id: 'u1', name: 'Ada Lovelace', employeeId: '001' },
  employeeName: 'Ada Lovelace',
  scheduledStart: '2026-03-11T08:00:00.000Z',
  scheduledEnd: '2026-03-11T16:00:00.000Z',
  notes: '',
  state: 'published' as const,
};

const answers = {
  'GET /api/admin/location-info': { status: 200, body: locationInfo },
  'GET /api/admin/employees': { status: 200, body: { employees } },
  'GET /api/admin/shifts': { status: 200, body: { shifts: [], nextCursor: null } },
  'GET /api/admin/scheduled-shifts': {
    status: 200,
    body: { scheduledShifts: [upcoming], pendingRemovals: 0 },
  },
  'GET /api/admin/location-settings': { status: 200, body: { settings: DEFAULT_SETTINGS } },
};

/** The view at /manager/ABC234, with a stand-in for the manager login to land on. */
function renderView() {
  const router = createMemoryRouter(
    [
      { path: '/manager/:locationId', element: <ManagerView session={session} /> },
      { path: '/manager/login', element: <h1>Manager Login</h1> },
    ],
    { initialEntries: ['/manager/ABC234'] },
  );
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return Object.assign(router, { unmount: view.unmount });
}

/** The section links at the top of the view. */
const sectionLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Dashboard sections' })).getByRole('link', { name });

/** The disclosure buttons of the folding sections, by their heading. */
const foldingSections = [/^Upcoming scheduled shifts$/, /^Employees \(1\)$/, /^Recent Shifts$/, /^Kiosks/];

beforeEach(() => {
  // 10 March 2026, 12:00 in Paris; timers stay real so the queries run.
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-10T11:00:00.000Z') });
  localStorage.setItem('token', 'manager-token');
  localStorage.setItem('adminToken', 'manager-token');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('Manager view', () => {
  it("shows the panels, asks for the location's next 7 days, and opens the schedule dialogs", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = stubApi(answers);
    renderView();

    // The weekly calendar (features/calendar) heads the view.
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Employees (1)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Recent Shifts' })).toBeVisible();
    expect(await screen.findByText('Wednesday, Mar 11')).toBeVisible();
    // The upcoming list asks by days (as the Publish button does, for the week shown); the calendar
    // asks by instants of its week.
    const dayRanges = calls
      .filter(
        (call) =>
          call.path === '/api/admin/scheduled-shifts' &&
          !call.url.searchParams.get('startDate')?.includes('T'),
      )
      .map((call) => `${call.url.searchParams.get('startDate')}..${call.url.searchParams.get('endDate')}`);
    expect(dayRanges).toContain('2026-03-10..2026-03-16');
    for (const call of calls) expect(call.headers.get('Authorization')).toBe('Bearer manager-token');

    await user.click(screen.getByRole('button', { name: 'Edit shift of Ada Lovelace, Wed, Mar 11, 09:00' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Shift' });
    expect(zonedFieldValue(edit, 'Start')).toBe('2026-03-11T09:00');
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Schedule Shift' }));
    const create = screen.getByRole('dialog', { name: 'Schedule New Shift' });
    // Only active employees can be scheduled.
    expect(
      within(create)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['001Ada Lovelace']);
  }, 30_000);

  it("proposes the next opening late at night, and the location's Default Shift Duration from a slot too", async () => {
    // Tuesday 10 March 2026, 23:30 in Paris; open Monday to Saturday 09:00-17:00; 4-hour shifts.
    vi.setSystemTime(new Date('2026-03-10T22:30:00.000Z'));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi({
      ...answers,
      'GET /api/admin/location-settings': {
        status: 200,
        body: { settings: { ...DEFAULT_SETTINGS, defaultShiftDuration: 4 } },
      },
    });
    renderView();
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeVisible();

    // Not 00:00-04:00: tomorrow's opening.
    await user.click(screen.getByRole('button', { name: 'Schedule Shift' }));
    const proposed = screen.getByRole('dialog', { name: 'Schedule New Shift' });
    await waitFor(() => expect(zonedFieldValue(proposed, 'Start')).toBe('2026-03-11T09:00'));
    expect(zonedFieldValue(proposed, 'End')).toBe('2026-03-11T13:00');
    await user.click(within(proposed).getByRole('button', { name: 'Cancel' }));

    // A slot lasts as long (it was 8 hours): jsdom has no layout, so 4 rows down is 10:00.
    const thursday = document.querySelector<HTMLElement>('[data-day-column="2026-03-12"]');
    if (!thursday) throw new Error('no Thursday column');
    fireEvent.click(thursday, { clientY: 4 * 24 + 3 });
    const fromSlot = screen.getByRole('dialog', { name: 'Schedule New Shift' });
    expect(zonedFieldValue(fromSlot, 'Start')).toBe('2026-03-12T10:00');
    expect(zonedFieldValue(fromSlot, 'End')).toBe('2026-03-12T14:00');
  }, 20_000);

  it('a 401 from any manager call clears the tokens and goes to the manager login', async () => {
    stubApi({
      ...answers,
      'GET /api/admin/employees': { status: 401, body: { message: 'Invalid or expired token' } },
    });
    const router = renderView();
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('a 401 from an action does the same', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi({
      ...answers,
      'POST /api/admin/employees': { status: 401, body: { message: 'Invalid or expired token' } },
    });
    const router = renderView();
    await user.type(await screen.findByLabelText('Employee name'), 'Katherine{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/login'));
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('on a phone, opens with every section but the calendar folded; a section link opens its section', async () => {
    onNarrowScreen();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi(answers);
    const view = renderView();

    expect(await screen.findByRole('button', { name: 'Employees (1)' })).toBeVisible();
    for (const name of foldingSections) {
      const toggle = screen.getByRole('button', { name });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    }
    expect(screen.queryByRole('list', { name: 'Employees' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Employee name')).not.toBeInTheDocument();

    // One tap on the link opens the section it leads to, and only that one.
    await user.click(sectionLink('Employees'));
    expect(screen.getByRole('button', { name: 'Employees (1)' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByLabelText('Employee name')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recent Shifts' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(sectionLink('Recent Shifts'));
    expect(screen.getByRole('button', { name: 'Recent Shifts' })).toHaveAttribute('aria-expanded', 'true');
    // A section folded by hand opens again from its link.
    await user.click(screen.getByRole('button', { name: 'Employees (1)' }));
    expect(screen.queryByLabelText('Employee name')).not.toBeInTheDocument();
    await user.click(sectionLink('Employees'));
    expect(screen.getByLabelText('Employee name')).toBeVisible();

    // This tab remembers what was opened (back from the timesheet, a reload); a new visit starts folded.
    view.unmount();
    renderView();
    expect(await screen.findByRole('button', { name: 'Employees (1)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Upcoming scheduled shifts' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(localStorage.getItem('shiftclock.view.panel.employees')).toBeNull();
  }, 20_000);

  it('on a wider screen, opens with every section unfolded, as this browser last left them', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi(answers);
    const view = renderView();

    expect(await screen.findByRole('button', { name: 'Employees (1)' })).toBeVisible();
    for (const name of foldingSections) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
    await user.click(screen.getByRole('button', { name: 'Recent Shifts' }));
    view.unmount();
    renderView();
    expect(await screen.findByRole('button', { name: 'Recent Shifts' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(sectionLink('Recent Shifts'));
    expect(screen.getByRole('button', { name: 'Recent Shifts' })).toHaveAttribute('aria-expanded', 'true');
  }, 20_000);
});
