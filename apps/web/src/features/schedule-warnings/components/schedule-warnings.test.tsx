import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleWarnings } from '../../../api/schedule/schedule-warnings.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { stubbedLocationInfo } from '../../../test/stub-location.ts';
import { PublishWarnings } from './publish-warnings.tsx';
import { ScheduleWarningsButton } from './schedule-warnings-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ada = { id: 'e-ada', employeeId: '001', name: 'Ada Lovelace' };
const grace = { id: 'e-grace', employeeId: '002', name: 'Grace Hopper' };
const days = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];

/** Paris (UTC+1): Ada closes Tuesday at 22:00 and opens Wednesday at 07:00. */
const answer: ScheduleWarnings = {
  startDate: '2026-11-23',
  endDate: '2026-11-29',
  block: false,
  settings: { minRestHours: 11, labourBudgetDay: 1000, labourBudgetWeek: null },
  warnings: [
    {
      kind: 'cost',
      severity: 'warning',
      date: '2026-11-23',
      shiftIds: [],
      period: 'day',
      cost: 1240,
      budget: 1000,
    },
    {
      kind: 'overtime',
      severity: 'warning',
      date: '2026-11-23',
      shiftIds: ['s3'],
      employee: grace,
      weekStart: '2026-11-23',
      weekEnd: '2026-11-29',
      projectedHours: 46,
      overtimeHours: 6,
      weeklyOvertimeHours: 40,
      dailyOvertimeHours: null,
      hoursElsewhere: false,
    },
    {
      kind: 'rest',
      severity: 'warning',
      date: '2026-11-25',
      shiftIds: ['s1', 's2'],
      employee: ada,
      previous: { start: '2026-11-24T13:00:00.000Z', end: '2026-11-24T21:00:00.000Z', elsewhere: false },
      next: { start: '2026-11-25T06:00:00.000Z', end: '2026-11-25T14:00:00.000Z', elsewhere: true },
      restHours: 9,
      minimumHours: 11,
    },
  ],
  totals: {
    days: days.map((date, index) => ({ date, hours: index === 0 ? 62 : 0, cost: index === 0 ? 1240 : 0 })),
    week: { hours: 62, cost: 1240 },
    noRate: [ada],
  },
};

function serve(body: ScheduleWarnings) {
  return stubApi({
    'GET /api/admin/location-info': { status: 200, body: stubbedLocationInfo },
    'GET /api/admin/location-settings': { status: 200, body: { settings: DEFAULT_SETTINGS } },
    'GET /api/admin/schedule/warnings': { status: 200, body },
  });
}

const atManagerView = (node: React.ReactNode) => (
  <AppProviders queryClient={createQueryClient()}>
    <MemoryRouter initialEntries={['/manager/ABC234']}>
      <Routes>
        <Route path="/manager/:locationId" element={node} />
      </Routes>
    </MemoryRouter>
  </AppProviders>
);

// The first render loads the dialog's code: room for a loaded host.
describe('the schedule warnings panel', { timeout: 20_000 }, () => {
  it("counts the week's warnings and lists them in plain words with the day's cost", async () => {
    const user = userEvent.setup();
    const { calls } = serve(answer);
    render(
      atManagerView(
        <ScheduleWarningsButton locationId="ABC234" startDate="2026-11-23" endDate="2026-11-29" />,
      ),
    );
    const button = await screen.findByRole('button', { name: 'Warnings (3)' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(calls.find((call) => call.path === '/api/admin/schedule/warnings')?.url.search).toBe(
      '?startDate=2026-11-23&endDate=2026-11-29',
    );
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Warnings before publishing' });
    const items = within(within(dialog).getByRole('list', { name: 'Schedule warnings' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Labour cost Mon, Nov 23 1,240.00 over the 1,000.00 budget',
      'Projected overtime: Grace Hopper 46 h in the week of Mon, Nov 23 (6 h overtime)',
      'Ada Lovelace: 9 h rest between Tue 22:00 and Wed 07:00 at another location (minimum 11 h)',
    ]);
    expect(within(dialog).getByText("Warnings don't stop publishing.")).toBeVisible();
    const table = within(dialog).getByRole('table');
    expect(within(table).getByRole('row', { name: 'Mon, Nov 23 62.00 1,240.00' })).toBeVisible();
    expect(within(table).getByRole('row', { name: 'Total 62.00 1,240.00' })).toBeVisible();
    expect(within(dialog).getByText('No hourly rate, not in the cost: Ada Lovelace')).toBeVisible();
  });

  it('writes time off and availability warnings in plain words', async () => {
    const user = userEvent.setup();
    serve({
      ...answer,
      warnings: [
        {
          kind: 'timeOff',
          severity: 'warning',
          date: '2026-11-24',
          shiftIds: ['s1'],
          employee: ada,
          scheduledStart: '2026-11-24T08:00:00.000Z',
          scheduledEnd: '2026-11-24T16:00:00.000Z',
          timeOff: {
            type: 'vacation',
            startDate: '2026-11-24',
            endDate: '2026-11-25',
            start: null,
            end: null,
          },
        },
        {
          kind: 'availability',
          severity: 'warning',
          date: '2026-11-26',
          shiftIds: ['s2'],
          employee: grace,
          scheduledStart: '2026-11-26T07:00:00.000Z',
          scheduledEnd: '2026-11-26T15:00:00.000Z',
          weekday: 4,
          available: { start: '09:00', end: '17:00' },
        },
        {
          kind: 'availability',
          severity: 'warning',
          date: '2026-11-28',
          shiftIds: ['s3'],
          employee: grace,
          scheduledStart: '2026-11-28T08:00:00.000Z',
          scheduledEnd: '2026-11-28T12:00:00.000Z',
          weekday: 6,
          available: null,
        },
      ],
    });
    render(
      atManagerView(
        <ScheduleWarningsButton locationId="ABC234" startDate="2026-11-23" endDate="2026-11-29" />,
      ),
    );
    const button = await screen.findByRole('button', { name: 'Warnings (3)' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Warnings before publishing' });
    const items = within(within(dialog).getByRole('list', { name: 'Schedule warnings' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Ada Lovelace: the shift Tue 09:00–17:00 is during approved time off (vacation, Tue, Nov 24 – Wed, Nov 25)',
      'Grace Hopper: the shift Thu 08:00–16:00 is outside their availability on Thu, Nov 26 (09:00–17:00)',
      'Grace Hopper: the shift Sat 09:00–13:00 is on Sat, Nov 28, when they said they are not available',
    ]);
  });

  it('says there are none, without a cost table when nothing is costed', async () => {
    const user = userEvent.setup();
    serve({
      ...answer,
      warnings: [],
      totals: {
        days: days.map((date) => ({ date, hours: 0, cost: 0 })),
        week: { hours: 0, cost: 0 },
        noRate: [],
      },
    });
    render(
      atManagerView(
        <ScheduleWarningsButton locationId="ABC234" startDate="2026-11-23" endDate="2026-11-29" />,
      ),
    );
    const button = await screen.findByRole('button', { name: 'Warnings (0)' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No warnings for these days.')).toBeVisible();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });
});

describe('PublishWarnings', () => {
  it('lists the range’s warnings compactly, and says when they stop publishing', async () => {
    serve({ ...answer, block: true });
    render(atManagerView(<PublishWarnings startDate="2026-11-23" endDate="2026-11-29" />));
    expect(await screen.findByText('3 warnings in these days')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/does not publish a schedule with warnings/)).toBeVisible();
  });

  it('renders nothing when there are none', async () => {
    const { calls } = serve({ ...answer, warnings: [] });
    const { container } = render(
      atManagerView(<PublishWarnings startDate="2026-11-23" endDate="2026-11-29" />),
    );
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === '/api/admin/schedule/warnings')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
