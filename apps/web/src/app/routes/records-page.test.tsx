import type { PurgePreview, VerifyRecordsResult } from '@shiftclock/contract/records';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dashboardApi,
  dashboardFixture,
  dashboardPath,
  locationFixture,
  organizationId,
  signInOwner,
} from '../../features/organization/test/dashboard-fixture.ts';
import { thisWeek } from '../../features/records/this-week.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { stubApi } from '../../test/stub-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

const recordsPath = `/organization/${organizationId}/records`;
const verifyApi = 'GET /api/organization/records/verify';
const retentionApi = 'GET /api/organization/records/retention';
const saveRetentionApi = 'PUT /api/organization/records/retention';
const previewApi = 'GET /api/organization/records/purge';
const purgeApi = 'POST /api/organization/records/purge';
const peopleApi = 'GET /api/organization/people';
const exportPath = '/api/organization/records/export';

const hash = 'a3f1c09e5b7d2468aa00bb11cc22dd33ee44ff5566778899abcdef0123456789';
const intact: VerifyRecordsResult = {
  ok: true,
  entries: 1204,
  head: { seq: 1204, at: '2026-11-27T16:30:00.000Z', hash },
  firstBroken: null,
};
const emptyPreview: PurgePreview = { retentionYears: 4, cutoff: '2022-11-30', items: [] };
const pastRetention: PurgePreview = {
  retentionYears: 4,
  cutoff: '2022-11-30',
  items: [
    {
      kind: 'location',
      id: 'loc-old',
      name: 'Old Harbour',
      lastRecord: '2021-03-14',
      rows: { shifts: 812, breaks: 95 },
    },
    { kind: 'person', id: 'emp-9', name: 'Ada Moss', lastRecord: '2022-01-05', rows: { shifts: 40 } },
  ],
};

type Answer = { status: number; body?: unknown };
const json400 = (message: string, path: string): Answer => ({
  status: 400,
  body: { message, errors: [{ path, msg: message }] },
});

/** The records page with its calls answered; the export's GET is recorded and answered by `exported`. */
function openRecords(
  answers: {
    verify?: Answer;
    preview?: () => PurgePreview;
    purge?: () => Answer;
    saveRetention?: (body: { retentionYears: unknown }) => Answer;
    exported?: () => Response;
  } = {},
  path = recordsPath,
) {
  signInOwner();
  const { calls, fetchMock } = stubApi({
    [dashboardApi]: {
      status: 200,
      body: dashboardFixture({}, [
        locationFixture(),
        locationFixture({
          _id: 'loc-uuid-2',
          id: 'loc-uuid-2',
          locationId: 'XYZ789',
          locationName: 'Harbour',
        }),
      ]),
    },
    [verifyApi]: answers.verify ?? { status: 200, body: intact },
    [retentionApi]: { status: 200, body: { retentionYears: 4 } },
    [saveRetentionApi]: ({ body }) =>
      (
        answers.saveRetention ??
        ((sent) => ({ status: 200, body: { retentionYears: sent.retentionYears, message: 'Saved' } }))
      )(body as { retentionYears: unknown }),
    [previewApi]: () => ({ status: 200, body: (answers.preview ?? (() => emptyPreview))() }),
    [purgeApi]: () =>
      (answers.purge ?? (() => ({ status: 200, body: { message: 'Purged', rows: { shifts: 852 } } })))(),
    [peopleApi]: {
      status: 200,
      body: {
        total: 2,
        people: [
          {
            id: 'emp-1',
            name: 'Bo Chen',
            email: null,
            phone: null,
            payrollId: null,
            hourlyRate: null,
            pinSet: true,
            archivedAt: null,
            locations: [],
          },
          {
            id: 'emp-2',
            name: 'Cleo Diaz',
            email: null,
            phone: null,
            payrollId: null,
            hourlyRate: null,
            pinSet: true,
            archivedAt: null,
            locations: [],
          },
        ],
      },
    },
  });
  const exports: { url: URL; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== exportPath) return fetchMock(input, init);
    exports.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
    return (answers.exported ?? (() => new Response('', { status: 500 })))();
  });
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:records');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const view = renderRoute(path);
  return { calls, exports, saved, ...view };
}

const section = (name: string) => screen.findByRole('region', { name });

describe('records page', { timeout: 20_000 }, () => {
  it('is reached from the dashboard, in the owner frame', async () => {
    const user = userEvent.setup();
    const { router } = openRecords({}, dashboardPath);
    await user.click(await screen.findByRole('link', { name: 'Open records' }));
    expect(router.state.location.pathname).toBe(recordsPath);
    expect(await screen.findByRole('heading', { level: 2, name: 'Records for inspectors' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Bean There' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    expect(router.state.location.pathname).toBe(dashboardPath);
  });

  it('checks the records when asked and says they are intact, with the head shortened and copied whole', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = openRecords();
    const check = await section('Check the records');
    // Reading the whole chain waits for the owner's button.
    expect(calls.some((call) => call.path === '/api/organization/records/verify')).toBe(false);
    await user.click(within(check).getByRole('button', { name: 'Check the records' }));

    expect(await within(check).findByText('The records are intact')).toBeVisible();
    expect(
      within(check).getByText(/^1,204 entries checked; the last was written Nov 27, 2026, /),
    ).toBeVisible();
    expect(within(check).getByText('a3f1c09e…23456789')).toHaveAttribute('title', hash);
    expect(within(check).queryByText(hash)).not.toBeInTheDocument();
    await user.click(within(check).getByRole('button', { name: 'Copy the hash' }));
    expect(writeText).toHaveBeenCalledWith(hash);
    expect(await within(check).findByText('Copied')).toBeVisible();
    const asked = calls.find((call) => call.path === '/api/organization/records/verify');
    expect(asked?.headers.get('Authorization')).toBe('Bearer owner-token');
  });

  it('names the first broken entry in an alert', async () => {
    const user = userEvent.setup();
    openRecords({
      verify: {
        status: 200,
        body: {
          ok: false,
          entries: 1204,
          head: intact.head,
          firstBroken: { seq: 318, at: '2026-03-02T09:15:00.000Z', reason: 'hash' },
        },
      },
    });
    const check = await section('Check the records');
    await user.click(within(check).getByRole('button', { name: 'Check the records' }));
    const alert = await within(check).findByRole('alert');
    expect(alert).toHaveTextContent('The records do not hold');
    expect(alert).toHaveTextContent(
      /Entry 318 \(Mar 2, 2026, \d\d:\d\d\) was changed after it was written\./,
    );
    expect(within(check).queryByText('The records are intact')).not.toBeInTheDocument();
    expect(within(check).queryByRole('button', { name: 'Copy the hash' })).not.toBeInTheDocument();
  });

  it('downloads the export of the range with the chosen locations and people, under the server name', async () => {
    const user = userEvent.setup();
    const fileName = 'records-2026-11-23_2026-11-29.zip';
    const { exports, saved } = openRecords({
      exported: () =>
        new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
          status: 200,
          headers: { 'Content-Disposition': `attachment; filename="${fileName}"` },
        }),
    });
    const exporter = await section("The inspector's export");
    const week = thisWeek();
    // Everyone's week at every location first.
    await user.click(within(exporter).getByRole('button', { name: 'Download the export' }));
    await waitFor(() => expect(saved).toEqual([fileName]));
    expect(exports).toHaveLength(1);
    expect(Object.fromEntries(exports[0]?.url.searchParams ?? [])).toEqual({ from: week.from, to: week.to });
    expect(exports[0]?.authorization).toBe('Bearer owner-token');
    expect(await screen.findByText(`Saved ${fileName}`)).toBeVisible();

    await user.click(within(exporter).getByRole('checkbox', { name: 'Harbour' }));
    await user.click(within(exporter).getByText('Only some people'));
    await user.click(await within(exporter).findByRole('checkbox', { name: 'Cleo Diaz' }));
    expect(within(exporter).getByText('1 person chosen')).toBeVisible();
    await user.click(within(exporter).getByRole('button', { name: 'Download the export' }));
    await waitFor(() => expect(exports).toHaveLength(2));
    expect(Object.fromEntries(exports[1]?.url.searchParams ?? [])).toEqual({
      from: week.from,
      to: week.to,
      locations: 'XYZ789',
      people: 'emp-2',
    });
  });

  it("shows the server's 400 on a bad range", async () => {
    const user = userEvent.setup();
    const { saved } = openRecords({
      exported: () =>
        new Response(JSON.stringify({ message: 'The range ends before it starts' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const exporter = await section("The inspector's export");
    await user.click(within(exporter).getByRole('button', { name: 'Download the export' }));
    expect(await within(exporter).findByRole('alert')).toHaveTextContent('The range ends before it starts');
    expect(saved).toEqual([]);
  });

  it('saves the retention and shows the field error of a 400', async () => {
    const user = userEvent.setup();
    const { calls } = openRecords({
      saveRetention: (body) =>
        body.retentionYears === 1
          ? json400('Records are kept at least 2 years', 'retentionYears')
          : { status: 200, body: { retentionYears: body.retentionYears, message: 'Saved' } },
    });
    const retention = await section('Retention');
    const years = await within(retention).findByLabelText('Years kept');
    expect(years).toHaveValue(4);
    expect(retention).toHaveTextContent(
      'Archived locations and people stay, with their records, until a purge',
    );

    await user.clear(years);
    await user.type(years, '1');
    await user.click(within(retention).getByRole('button', { name: 'Save retention' }));
    expect(await within(retention).findByText('Records are kept at least 2 years')).toBeVisible();
    expect(years).toHaveAttribute('aria-invalid', 'true');

    await user.clear(years);
    await user.type(years, '5');
    await user.click(within(retention).getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText('Records are kept 5 years.')).toBeVisible();
    expect(years).not.toHaveAttribute('aria-invalid');
    const puts = calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    expect(puts).toEqual([{ retentionYears: 1 }, { retentionYears: 5 }]);
    // A new retention moves the cutoff: the preview is asked again.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/organization/records/purge').length).toBe(2),
    );
  });

  it('says when nothing is past the retention period, with no Purge button', async () => {
    openRecords();
    const purge = await section('Purge');
    expect(await within(purge).findByText('Nothing is past the retention period.')).toBeVisible();
    expect(purge).toHaveTextContent('Retention 4 years: records that ended before Nov 30, 2022 are past it.');
    expect(within(purge).queryByRole('button', { name: 'Purge' })).not.toBeInTheDocument();
  });

  it('lists what is past retention and purges it behind a confirmation naming the cutoff', async () => {
    const user = userEvent.setup();
    let purged = false;
    const { calls } = openRecords({
      preview: () => (purged ? emptyPreview : pastRetention),
      purge: () => {
        purged = true;
        return { status: 200, body: { message: 'Purged', rows: { shifts: 852, breaks: 95 } } };
      },
    });
    const purge = await section('Purge');
    const items = await within(purge).findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Old Harbour', 'Ada Moss']);
    expect(items[0]).toHaveTextContent('Archived location');
    expect(items[0]).toHaveTextContent('Last record Mar 14, 2021');
    expect(items[0]).toHaveTextContent('812 rows in shifts · 95 rows in breaks');
    expect(items[1]).toHaveTextContent('Archived person');

    await user.click(within(purge).getByRole('button', { name: 'Purge' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Purge these records?' });
    expect(dialog).toHaveTextContent('The 2 items listed and all their records before Nov 30, 2022');
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(purge).getByRole('button', { name: 'Purge' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Purge for good' }),
    );
    expect(await screen.findByText('Purged. What was removed is recorded.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { cutoff: '2022-11-30', confirm: true },
    ]);
    expect(await within(purge).findByText('Nothing is past the retention period.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('reloads the preview on a 409 and says the list changed', async () => {
    const user = userEvent.setup();
    let previews = 0;
    openRecords({
      preview: () => {
        previews += 1;
        return previews === 1
          ? pastRetention
          : { ...pastRetention, items: pastRetention.items.filter((item) => item.kind === 'person') };
      },
      purge: () => ({
        status: 409,
        body: { message: 'The records to purge changed; load the preview again' },
      }),
    });
    const purge = await section('Purge');
    expect(await within(purge).findAllByRole('listitem')).toHaveLength(2);
    await user.click(within(purge).getByRole('button', { name: 'Purge' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Purge for good' }),
    );
    expect(await within(purge).findByRole('status')).toHaveTextContent(
      'The list changed since you opened it, so nothing was purged.',
    );
    await waitFor(() => expect(within(purge).getAllByRole('listitem')).toHaveLength(1));
    expect(within(purge).getByRole('listitem')).toHaveAccessibleName('Ada Moss');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
