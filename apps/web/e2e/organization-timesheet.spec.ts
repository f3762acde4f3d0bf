import { readFile } from 'node:fs/promises';
import { TZDate } from '@date-fns/tz';
import { type APIRequestContext, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, loginToken, masterToken } from './support/api.ts';
import { desktop, snapshotAtBothSizes } from './support/screenshots.ts';
import { seedManagerToken, seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';

/**
 * The owner's organization timesheet (docs/product.md, "Organization timesheet"): Ann works at Main
 * Street and at Harbour. Last week she worked 10 hours Monday to Wednesday at Main Street and 10 hours
 * Thursday and Friday at Harbour: 40 regular and 10 overtime, the overtime charged to Harbour
 * (docs/api.md, "One person at several locations").
 */

const timeZone = 'Europe/Paris';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** `day` + `days`, calendar days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant of `hour`:00 on `day` at Paris. */
function atParis(day: string, hour: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, hour, 0, 0, timeZone).toISOString();
}

test.describe('organization timesheet', () => {
  let api: APIRequestContext;
  let main: ActiveLocation;
  let harbourId: string;
  let monday: string;

  test.beforeAll(async () => {
    api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    main = await createActiveLocation(api, { locationName: 'Main Street', timezone: timeZone });
    const owner = auth(main.orgAdminToken);
    // A trial allows one location: the master admin raises the limit for the second.
    await json(
      await api.put(`/api/master-admin/organizations/${main.organizationId}/location-limits`, {
        headers: auth(await masterToken(api)),
        data: { maxLocations: 2 },
      }),
    );
    const harbour = await json<{ location: { locationId: string } }>(
      await api.post('/api/organization/locations', {
        headers: owner,
        data: {
          locationName: 'Harbour',
          locationPassword: 'kiosk123',
          confirmLocationPassword: 'kiosk123',
          managerPassword: 'Manager1!',
          confirmManagerPassword: 'Manager1!',
          timezone: timeZone,
        },
      }),
    );
    harbourId = harbour.location.locationId;
    const { person } = await json<{ person: { locations: { locationId: string; employeeId: string }[] } }>(
      await api.post('/api/organization/people', {
        headers: owner,
        data: { name: 'Ann Smith', payrollId: 'PR-17', locationIds: [main.locationId, harbourId] },
      }),
    );
    const kioskId = (code: string) => person.locations.find((at) => at.locationId === code)?.employeeId;

    const mainManager = auth(await loginToken(api, main, 'manager'));
    const harbourManager = auth(await loginToken(api, { ...main, locationId: harbourId }, 'manager'));
    const current = await json<{ period: { previousDate: string } }>(
      await api.get('/api/admin/timesheets', { headers: mainManager }),
    );
    const last = await json<{ period: { startDate: string } }>(
      await api.get(`/api/admin/timesheets?date=${current.period.previousDate}`, { headers: mainManager }),
    );
    monday = last.period.startDate;
    const plan = [
      { headers: mainManager, employeeId: kioskId(main.locationId), days: [0, 1, 2] },
      { headers: harbourManager, employeeId: kioskId(harbourId), days: [3, 4] },
    ];
    for (const { headers, employeeId, days } of plan)
      for (const day of days)
        await json(
          await api.post('/api/admin/shifts', {
            headers,
            data: {
              employeeId,
              clockIn: atParis(addDays(monday, day), 8),
              clockOut: atParis(addDays(monday, day), 18),
              reason: 'Paper timesheet',
            },
          }),
        );
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test("the owner sees Ann's hours per location and in total, and downloads the summary", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await seedTokens(page, { token: main.orgAdminToken });
    await page.goto(`/organization/${main.organizationId}/dashboard`);
    await page.getByRole('link', { name: 'Open timesheet' }).click();
    await expect(page.getByRole('heading', { name: 'Organization timesheet' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();

    const table = page.getByRole('table');
    const ann = table.getByRole('row').filter({ hasText: 'Ann Smith' });
    await expect(ann.getByRole('cell')).toHaveText([
      'PR-17',
      '40.00',
      '10.00',
      '0.00',
      '50.00',
      '0 min',
      '5',
    ]);
    await expect(page.getByRole('listitem', { name: 'Main Street' })).toContainText('30.00 h');
    await expect(page.getByRole('listitem', { name: 'Harbour' })).toContainText('20.00 h');
    await expect(page.getByRole('listitem', { name: 'Harbour' })).toContainText('Not approved');

    await page.getByRole('button', { name: 'Ann Smith: show the hours per location' }).click();
    const harbourRow = table.getByRole('row').filter({ hasText: 'Harbour' });
    await expect(harbourRow.getByRole('cell')).toHaveText([
      '',
      '10.00',
      '10.00',
      '0.00',
      '20.00',
      '0 min',
      '2',
    ]);
    await expect(table.getByRole('row').last()).toContainText('Organization totals40.0010.000.0050.00');
    await snapshotAtBothSizes(page, 'organization-timesheet');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const end = addDays(monday, 6);
    expect(download.suggestedFilename()).toBe(`timesheet-organization-${monday}_${end}-summary.csv`);
    const text = await readFile(await download.path(), 'utf8');
    const annLine = text.split('\r\n').find((line) => line.startsWith('PR-17,'));
    expect(annLine?.split(',').slice(0, 7)).toEqual([
      'PR-17',
      'Ann Smith',
      monday,
      end,
      '40.00',
      '10.00',
      '50.00',
    ]);

    // A phone: a card per person, no table.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page.getByRole('list', { name: 'Hours per person' }).getByRole('listitem').first();
    await expect(card).toContainText('Ann Smith PR-17');
    await expect(card).toContainText('Total50.00');
  });

  test('the manager of Harbour sees that Ann also works elsewhere, and nothing of where', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await seedManagerToken(page, await loginToken(api, { ...main, locationId: harbourId }, 'manager'));
    await page.goto('/manager/timesheets');
    await page.getByRole('button', { name: 'Previous' }).click();
    const ann = page.getByRole('table').getByRole('row').filter({ hasText: 'Ann Smith' });
    await expect(
      ann.getByRole('img', { name: 'Also works at another location: overtime counts all their hours' }),
    ).toBeVisible();
    await expect(ann).toContainText('10.00');
    await expect(page.getByText('Main Street')).toHaveCount(0);
  });
});
