import {
  defaultPayrollCloseSettings,
  type PayrollCheck,
  type PayrollCloseSettings,
  type PayrollOverview,
} from '@shiftclock/contract/payroll-close';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  dashboardApi,
  dashboardFixture,
  dashboardPath,
  organizationId,
  signInOwner,
} from '../../features/organization/test/dashboard-fixture.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { stubApi } from '../../test/stub-api.ts';

// Radix Select asks the element for pointer capture and scrolls the chosen option into view;
// jsdom implements neither.
beforeAll(() => {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

const payrollPath = `/organization/${organizationId}/payroll`;
const settingsApi = 'GET /api/organization/payroll/settings';
const saveApi = 'PUT /api/organization/payroll/settings';
const overviewApi = 'GET /api/organization/payroll';
const closePath = '/api/organization/payroll/close';

const period = {
  type: 'weekly',
  startDate: '2026-11-16',
  endDate: '2026-11-22',
  previousDate: '2026-11-09',
  nextDate: '2026-11-23',
} as const;

const missingId: PayrollCheck = {
  kind: 'missingPayrollId',
  blocking: true,
  people: [{ id: 'emp-2', name: 'Bo Chen' }],
};
const awaitingReview: PayrollCheck = { kind: 'awaitingReview', blocking: false, count: 2 };

function overview(overrides: Partial<PayrollOverview> = {}): PayrollOverview {
  return { period, provider: 'adpWorkforceNow', checks: [], exports: [], ...overrides };
}

/** The payroll page with its calls answered; `close` answers the close's POST, recorded with what was saved. */
function openPayroll(
  answers: {
    settings?: PayrollCloseSettings;
    overview?: (provider: string | null) => PayrollOverview;
    close?: () => Response;
  } = {},
  path = payrollPath,
) {
  signInOwner();
  const { calls, fetchMock } = stubApi({
    [dashboardApi]: { status: 200, body: dashboardFixture() },
    [settingsApi]: { status: 200, body: answers.settings ?? defaultPayrollCloseSettings() },
    [saveApi]: ({ body }) => ({ status: 200, body: { ...(body as object), message: 'Saved' } }),
    [overviewApi]: ({ url }) => ({
      status: 200,
      body: (answers.overview ?? (() => overview()))(url.searchParams.get('provider')),
    }),
  });
  const closes: { body: unknown; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== closePath) return fetchMock(input, init);
    closes.push({
      body: JSON.parse(String(init?.body)),
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    return (answers.close ?? (() => new Response('', { status: 500 })))();
  });
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:payroll');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const view = renderRoute(path);
  return { calls, closes, saved, ...view };
}

const closeButton = () => screen.findByRole('button', { name: 'Close and download' });

describe('payroll close page', { timeout: 20_000 }, () => {
  it('is reached from the dashboard and from the organization timesheet, in the owner frame', async () => {
    const user = userEvent.setup();
    const { router } = openPayroll({}, dashboardPath);
    await user.click(await screen.findByRole('link', { name: 'Open payroll close' }));
    expect(router.state.location.pathname).toBe(payrollPath);
    expect(await screen.findByRole('heading', { level: 2, name: 'Payroll close' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Bean There' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Nov 16 – Nov 22, 2026' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'See the organization timesheet' }));
    expect(router.state.location.pathname).toBe(`/organization/${organizationId}/timesheet`);
    await user.click(await screen.findByRole('link', { name: 'Close the period for payroll' }));
    expect(router.state.location.pathname).toBe(payrollPath);
  });

  it('says each check as a sentence, marks the blocking ones and keeps Close disabled while one stands', async () => {
    const { calls } = openPayroll({
      overview: () =>
        overview({
          checks: [
            awaitingReview,
            missingId,
            { kind: 'unmappedHours', blocking: true, kinds: ['overtime', 'paidTimeOff'] },
            { kind: 'missingCompanyField', blocking: true, fields: ['companyCode', 'batchId'] },
            {
              kind: 'unapprovedLocations',
              blocking: true,
              locations: [
                { id: 'ABC234', name: 'Main Street' },
                { id: 'XYZ789', name: 'Harbour' },
              ],
            },
            { kind: 'stillClockedIn', blocking: false, count: 1 },
            { kind: 'openShifts', blocking: false, count: 3 },
            { kind: 'disputedCorrections', blocking: false, count: 1 },
          ],
        }),
    });
    const list = await screen.findByRole('list', { name: 'Before closing' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items.map((item) => item.firstElementChild?.querySelector('p')?.textContent)).toEqual([
      'Blocks the close1 person with hours has no payroll ID:',
      'Blocks the closeHours without a pay code: Overtime and Paid time off.',
      'Blocks the closeADP Workforce Now needs: ADP company code and ADP batch ID.',
      'Blocks the closeLocations that have not approved the period: Main Street and Harbour.',
      'Check2 shifts await review.',
      'Check1 shift is still clocked in: its hours count up to now.',
      'Check3 open shifts were not taken.',
      'Check1 correction is disputed.',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Bo Chen')).toBeVisible();
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Set payroll IDs on the People screen' }),
    ).toHaveAttribute('href', `/organization/${organizationId}/people`);

    const close = await closeButton();
    expect(close).toBeDisabled();
    expect(close).toHaveAccessibleDescription('Resolve the blocking checks first.');
    // Checked for the saved provider, with the owner's own token.
    const asked = calls.find((call) => call.path === '/api/organization/payroll');
    expect(asked?.url.searchParams.get('provider')).toBe('adpWorkforceNow');
    expect(asked?.headers.get('Authorization')).toBe('Bearer owner-token');
  });

  it('names the first eight people without a payroll ID, and all of them on demand', async () => {
    const user = userEvent.setup();
    const people = Array.from({ length: 10 }, (_, index) => ({
      id: `emp-${index}`,
      name: `Person ${index + 1}`,
    }));
    openPayroll({ overview: () => overview({ checks: [{ ...missingId, people }] }) });
    const list = await screen.findByRole('list', { name: 'Before closing' });
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.textContent?.startsWith('Person'))
        .map((item) => item.textContent);
    expect(names()).toEqual(people.slice(0, 8).map((person) => person.name));
    const more = within(list).getByRole('button', { name: 'Show all 10' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(names()).toEqual(people.map((person) => person.name));
    expect(within(list).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes for the chosen provider once nothing blocks, and saves the file under the server name', async () => {
    const user = userEvent.setup();
    const fileName = 'payroll-datevLodas-2026-11-16_2026-11-22.txt';
    const { closes, saved, calls } = openPayroll({
      overview: (provider) =>
        provider === 'datevLodas'
          ? overview({ provider: 'datevLodas', checks: [awaitingReview] })
          : overview({ checks: [missingId] }),
      close: () =>
        new Response(new Uint8Array([0x31, 0xe4]), {
          status: 200,
          headers: { 'Content-Disposition': `attachment; filename="${fileName}"` },
        }),
    });
    expect(await closeButton()).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Payroll provider' }));
    await user.click(await screen.findByRole('option', { name: 'DATEV LODAS' }));
    // DATEV's codes and the two numbers it needs replace ADP's boxes.
    expect(screen.getByLabelText('Regular hours')).toHaveValue('1000');
    expect(screen.getByLabelText('DATEV consultant number')).toBeVisible();
    expect(screen.queryByLabelText('ADP company code')).not.toBeInTheDocument();

    await waitFor(async () => expect(await closeButton()).toBeEnabled());
    expect(await closeButton()).toHaveAccessibleDescription(
      'Closing records who exported which file, and downloads the DATEV LODAS file.',
    );
    await user.click(await closeButton());
    await waitFor(() => expect(saved).toEqual([fileName]));
    expect(closes).toEqual([
      { body: { date: '2026-11-16', provider: 'datevLodas' }, authorization: 'Bearer owner-token' },
    ]);
    expect(await screen.findByText(`${fileName} is downloaded.`)).toBeVisible();
    // The exports come back with the period's overview.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/organization/payroll').length).toBeGreaterThan(2),
    );
  });

  it("shows the server's refusal of the close", async () => {
    const user = userEvent.setup();
    openPayroll({
      close: () =>
        new Response(JSON.stringify({ message: 'A location has not approved the period' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    await waitFor(async () => expect(await closeButton()).toBeEnabled());
    await user.click(await closeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('A location has not approved the period');
  });

  it('saves the pay codes, refuses a bad one before sending, and shows the field errors of a 400', async () => {
    const user = userEvent.setup();
    let answer400 = true;
    const { calls } = openPayroll();
    const puts = () => calls.filter((call) => call.method === 'PUT');
    const overtime = await screen.findByLabelText('Overtime');
    expect(overtime).toHaveValue('OT');

    await user.clear(overtime);
    await user.type(overtime, 'OT;1');
    // An unsaved code of the chosen provider: the file would not be what the screen shows.
    expect(await closeButton()).toHaveAccessibleDescription(
      'Save the pay codes first: the file is written with the saved ones.',
    );
    expect(await closeButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save pay codes' }));
    expect(await screen.findByText('Letters, digits, spaces and . _ / - only.')).toBeVisible();
    expect(overtime).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toEqual([]);

    // The server's own refusal of a box lands under that box.
    vi.stubGlobal(
      'fetch',
      ((original: typeof fetch) => async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PUT' && answer400) {
          answer400 = false;
          return new Response(
            JSON.stringify({
              message: 'A pay code is at most 20 characters',
              errors: [
                { path: 'payCodes.adpWorkforceNow.overtime', msg: 'A pay code is at most 20 characters' },
              ],
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          );
        }
        return original(input, init);
      })(globalThis.fetch),
    );
    await user.clear(overtime);
    await user.type(overtime, ' OT-1 ');
    await user.click(screen.getByRole('button', { name: 'Save pay codes' }));
    expect(await screen.findByText('A pay code is at most 20 characters')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save pay codes' }));
    expect(await screen.findByText('The payroll settings are saved.')).toBeVisible();
    const sent = puts().at(-1)?.body as PayrollCloseSettings;
    expect(sent.provider).toBe('adpWorkforceNow');
    expect(sent.payCodes.adpWorkforceNow).toEqual({
      regular: 'REG',
      overtime: 'OT-1',
      doubleTime: 'DT',
      paidBreaks: '',
      paidTimeOff: 'PTO',
    });
    expect(overtime).toHaveValue('OT-1');
    expect(await closeButton()).toBeEnabled();
  });

  it("lists the period's exports, newest first, with who, when and an Outdated badge", async () => {
    openPayroll({
      overview: () =>
        overview({
          exports: [
            {
              id: 'x2',
              provider: 'adpWorkforceNow',
              fileName: 'payroll-adpWorkforceNow-2026-11-16_2026-11-22.csv',
              sha256: 'a'.repeat(64),
              exportedBy: 'owner@example.com',
              exportedAt: '2026-11-23T10:00:00.000Z',
              outdated: false,
            },
            {
              id: 'x1',
              provider: 'datevLodas',
              fileName: 'payroll-datevLodas-2026-11-16_2026-11-22.txt',
              sha256: 'b'.repeat(64),
              exportedBy: 'owner@example.com',
              exportedAt: '2026-11-23T09:00:00.000Z',
              outdated: true,
            },
          ],
        }),
    });
    const list = await screen.findByRole('list', { name: 'Exports of this period' });
    const [adp, datev] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(adp).toHaveAccessibleName('payroll-adpWorkforceNow-2026-11-16_2026-11-22.csv');
    expect(adp).toHaveTextContent('ADP Workforce Now · By owner@example.com, Nov 23, 2026');
    expect(adp).not.toHaveTextContent('Outdated');
    expect(datev).toHaveTextContent('Outdated');
    expect(datev).toHaveTextContent('The period changed after this export: export again.');
  });

  it('offers DATEV first in German, and every preset', async () => {
    const user = userEvent.setup();
    // The owner's screens speak the browser's language (docs/decisions/0152-languages.md).
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    openPayroll();
    await user.click(await screen.findByRole('combobox', { name: 'Lohnabrechnungsanbieter' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'DATEV LODAS',
      'ADP Workforce Now',
      'Paychex Flex',
      'Gusto',
      'QuickBooks Desktop (IIF)',
    ]);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Abschließen und herunterladen' })).toBeVisible();
  });
});
