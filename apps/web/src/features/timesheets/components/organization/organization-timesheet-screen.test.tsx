import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers.tsx';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { onNarrowScreen } from '../../../../test/narrow-screen.ts';
import { stubApi } from '../../../../test/stub-api.ts';
import {
  hours,
  organizationTimesheet,
  organizationTimesheetApi,
} from '../../test/organization-timesheet-fixture.ts';
import { OrganizationTimesheetScreen } from './organization-timesheet-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

const paris = () => ({ timeZone: 'Europe/Paris', timeFormat: '24h' as const });

function renderScreen() {
  // The owner's own token; a manager token left by a direct access must not be sent.
  localStorage.setItem('token', 'owner-token');
  localStorage.setItem('adminToken', 'manager-token');
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <OrganizationTimesheetScreen organizationId="org-1" clockOf={paris} />
    </AppProviders>,
  );
}

const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);

describe('Organization timesheet', () => {
  it("shows the period, each location's approval, each person's hours in total and the organization's totals", async () => {
    const { calls } = stubApi({ [organizationTimesheetApi]: { status: 200, body: organizationTimesheet() } });
    renderScreen();

    expect(await screen.findByRole('heading', { name: 'Nov 16 – Nov 22, 2026' })).toBeVisible();
    expect(calls[0]?.url.searchParams.has('date')).toBe(false);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer owner-token');

    const main = screen.getByRole('listitem', { name: 'Main Street' });
    expect(main).toHaveTextContent('Approved by Manager on Nov 23, 2026, 10:15');
    expect(main).toHaveTextContent('30.00 h');
    const harbour = screen.getByRole('listitem', { name: 'Harbour' });
    expect(harbour).toHaveTextContent('Not approved');
    expect(harbour).toHaveTextContent(
      "This location's own pay periods are other days: its approval is of another period.",
    );
    expect(main).not.toHaveTextContent('other days');

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Name',
      'Payroll ID',
      'Regular',
      'Overtime',
      'Double time',
      'Total',
      'Unpaid breaks',
      'Shifts',
    ]);
    const [, ann, bo, totals] = within(table).getAllByRole('row') as HTMLElement[];
    expect(cellsOf(ann as HTMLElement)).toEqual([
      'Ann Smith2 locations',
      'PR-17',
      '40.00',
      '10.00',
      '0.00',
      '50.00',
      '150 min',
      '5',
    ]);
    expect(cellsOf(bo as HTMLElement)).toEqual([
      'Bo Chen1 location1 counted 0 h',
      '–No payroll ID',
      '8.00',
      '0.00',
      '0.00',
      '8.00',
      '0 min',
      '1',
    ]);
    expect(cellsOf(totals as HTMLElement)).toEqual([
      'Organization totals',
      '48.00',
      '10.00',
      '0.00',
      '58.00',
      '150 min',
      '6',
    ]);
  });

  it("opens a person's row onto their hours at each location, where the overtime was charged", async () => {
    stubApi({ [organizationTimesheetApi]: { status: 200, body: organizationTimesheet() } });
    renderScreen();
    const toggle = await screen.findByRole('button', { name: 'Ann Smith: show the hours per location' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('rowheader', { name: /Main Street/ })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const main = screen.getByRole('rowheader', { name: 'Main Street Kiosk ID 004' }).closest('tr');
    const harbour = screen.getByRole('rowheader', { name: 'Harbour Kiosk ID 011' }).closest('tr');
    expect(cellsOf(main as HTMLElement).slice(2, 6)).toEqual(['30.00', '0.00', '0.00', '30.00']);
    expect(cellsOf(harbour as HTMLElement).slice(2, 6)).toEqual(['10.00', '10.00', '0.00', '20.00']);

    await userEvent.click(toggle);
    expect(screen.queryByRole('rowheader', { name: /Main Street/ })).not.toBeInTheDocument();
  });

  it('goes to the previous period with the day the server gave', async () => {
    const previous = organizationTimesheet({
      period: {
        type: 'weekly',
        startDate: '2026-11-09',
        endDate: '2026-11-15',
        previousDate: '2026-11-02',
        nextDate: '2026-11-16',
      },
      people: [],
      totals: hours(),
    });
    const { calls } = stubApi({
      [organizationTimesheetApi]: ({ url }) => ({
        status: 200,
        body: url.searchParams.get('date') === '2026-11-09' ? previous : organizationTimesheet(),
      }),
    });
    renderScreen();
    await screen.findByRole('heading', { name: 'Nov 16 – Nov 22, 2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Nov 9 – Nov 15, 2026' })).toBeVisible();
    expect(calls.at(-1)?.url.searchParams.get('date')).toBe('2026-11-09');
    expect(screen.getByText('No hours at any location in this period')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a card per person on a phone, their locations folded inside, and the totals last', async () => {
    onNarrowScreen();
    stubApi({ [organizationTimesheetApi]: { status: 200, body: organizationTimesheet() } });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Hours per person' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = [...list.children] as HTMLElement[];
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Ann Smith PR-17');
    expect(cards[0]).toHaveTextContent('Total50.00');
    expect(cards[0]).toHaveTextContent('Overtime10.00');
    await userEvent.click(within(cards[0] as HTMLElement).getByText('Hours of Ann Smith per location'));
    expect(cards[0]).toHaveTextContent('Harbour Kiosk ID 011');
    expect(cards[2]).toHaveTextContent('Organization totals');
    expect(cards[2]).toHaveTextContent('Total58.00');
  });

  it('downloads the summary CSV with the owner token, under the name the server gave', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = stubApi({ [organizationTimesheetApi]: { status: 200, body: organizationTimesheet() } });
    const fetchOf = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/export')) return fetchOf(input, init);
      calls.push({
        method: 'GET',
        path: '/api/organization/timesheet/export',
        url: new URL(String(input), 'http://localhost'),
        body: undefined,
        headers: new Headers(init?.headers),
      });
      return new Response('Payroll ID,Name\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition':
            'attachment; filename="timesheet-organization-2026-11-16_2026-11-22-summary.csv"',
        },
      });
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['timesheet-organization-2026-11-16_2026-11-22-summary.csv']));
    const exported = calls.find((call) => call.path.endsWith('/export'));
    expect(exported?.url.searchParams.get('date')).toBe('2026-11-16');
    expect(exported?.url.searchParams.get('format')).toBe('summary');
    expect(exported?.headers.get('Authorization')).toBe('Bearer owner-token');
    expect(
      await screen.findByText('Downloaded timesheet-organization-2026-11-16_2026-11-22-summary.csv'),
    ).toBeVisible();
  });

  it("says when the timesheet could not be read, in the server's words, and tries again", async () => {
    let answer: { status: number; body: unknown } = { status: 400, body: { message: 'Invalid date' } };
    stubApi({ [organizationTimesheetApi]: () => answer });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The timesheet could not be loaded');
    expect(alert).toHaveTextContent('Invalid date');
    answer = { status: 200, body: organizationTimesheet() };
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});
