import { readFile } from 'node:fs/promises';
import { TZDate } from '@date-fns/tz';
import { type APIRequestContext, type Download, type Page, request } from '@playwright/test';
import { type ActiveLocation, bearer, createActiveLocation, loginToken, ok } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { desktop, snapshotAtBothSizes } from './support/screenshots.ts';
import { seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';

/**
 * The owner's payroll close (docs/decisions/0204-payroll-exports.md, docs/payroll-exports.md): Ann
 * Müller worked 10 hours Monday to Friday last week at Main Street (40 regular, 10 overtime) and the
 * manager approved the week. Ann has no payroll ID yet. The owner maps the pay codes, sees the check
 * list Ann, sets her payroll ID on the People screen, closes the period and downloads the ADP
 * Workforce Now and DATEV LODAS files.
 */

const timeZone = 'Europe/Paris';

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

/** Clicks Close and download, and hands back the file the browser received. */
async function closeAndDownload(page: Page): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Close and download' }).click(),
  ]);
  return download;
}

test.describe('payroll close', () => {
  let api: APIRequestContext;
  let main: ActiveLocation;
  let monday: string;
  let sunday: string;

  test.beforeAll(async () => {
    api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    main = await createActiveLocation(api, { locationName: 'Main Street', timezone: timeZone });
    const { person } = await ok<{ person: { locations: { employeeId: string }[] } }>(
      await api.post('/api/organization/people', {
        headers: bearer(main.orgAdminToken),
        data: { name: 'Ann Müller', locationIds: [main.locationId] },
      }),
    );
    const employeeId = person.locations[0]?.employeeId;
    const manager = bearer(await loginToken(api, main, 'manager'));
    const current = await ok<{ period: { previousDate: string } }>(
      await api.get('/api/admin/timesheets', { headers: manager }),
    );
    const last = await ok<{ period: { startDate: string; endDate: string } }>(
      await api.get(`/api/admin/timesheets?date=${current.period.previousDate}`, { headers: manager }),
    );
    monday = last.period.startDate;
    sunday = last.period.endDate;
    for (const day of [0, 1, 2, 3, 4])
      await ok(
        await api.post('/api/admin/shifts', {
          headers: manager,
          data: {
            employeeId,
            clockIn: atParis(addDays(monday, day), 8),
            clockOut: atParis(addDays(monday, day), 18),
            reason: 'Paper timesheet',
          },
        }),
      );
    // The location's manager approves the week: the organization's period may then be closed.
    await ok(
      await api.post('/api/admin/timesheets/approve', { headers: manager, data: { startDate: monday } }),
    );
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('the owner maps pay codes, fixes a missing payroll ID, closes the week and downloads the ADP and DATEV files', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await seedTokens(page, { token: main.orgAdminToken });
    await page.goto(`/organization/${main.organizationId}/dashboard`);
    await page.getByRole('link', { name: 'Open payroll close' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Payroll close' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();

    // ADP Workforce Now, the provider of an organization that never chose: it needs the company's numbers.
    await expect(page.getByRole('combobox', { name: 'Payroll provider' })).toHaveText('ADP Workforce Now');
    const checks = page.getByRole('list', { name: 'Before closing' });
    await expect(checks).toContainText('1 person with hours has no payroll ID:');
    await expect(checks).toContainText('Ann Müller');
    await expect(checks).toContainText('ADP Workforce Now needs: ADP company code and ADP batch ID.');
    const close = page.getByRole('button', { name: 'Close and download' });
    await expect(close).toBeDisabled();

    await page.getByLabel('ADP company code').fill('ABC');
    await page.getByLabel('ADP batch ID').fill('PAY1');
    await page.getByRole('button', { name: 'Save pay codes' }).click();
    await expect(page.getByText('The payroll settings are saved.')).toBeVisible();
    await expect(checks).not.toContainText('ADP company code');
    await expect(close).toBeDisabled();
    await expectNoSeriousViolations(page);

    // The check leads to the People screen, where the owner gives Ann her payroll ID.
    await checks.getByRole('link', { name: 'Set payroll IDs on the People screen' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'People' })).toBeVisible();
    await page.getByRole('button', { name: 'Options for Ann Müller' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit person' });
    await edit.getByLabel('Payroll ID (optional)').fill('PR-17');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Ann Müller was saved.')).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Payroll close' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Nothing stands in the way')).toBeVisible();
    await expect(close).toBeEnabled();
    await snapshotAtBothSizes(page, 'payroll-close');

    const adp = await closeAndDownload(page);
    expect(adp.suggestedFilename()).toBe(`payroll-adpWorkforceNow-${monday}_${sunday}.csv`);
    const adpLines = (await readFile(await adp.path(), 'utf8')).split('\r\n');
    expect(adpLines).toContain('ABC,PAY1,PR-17,40.00,,,');
    expect(adpLines).toContain('ABC,PAY1,PR-17,,10.00,,');
    const exports = page.getByRole('list', { name: 'Exports of this period' });
    await expect(exports.getByRole('listitem', { name: adp.suggestedFilename() })).toBeVisible();

    // DATEV: the owner maps its wage types (Lohnarten) and gives the consultant and client numbers.
    await page.getByRole('combobox', { name: 'Payroll provider' }).click();
    await page.getByRole('option', { name: 'DATEV LODAS' }).click();
    await page.getByLabel('Regular hours').fill('100');
    await page.getByLabel('Overtime').fill('200');
    await page.getByLabel('DATEV consultant number').fill('1234567');
    await page.getByLabel('DATEV client number').fill('12345');
    await expect(close).toBeDisabled();
    await page.getByRole('button', { name: 'Save pay codes' }).click();
    await expect(close).toBeEnabled();

    const datev = await closeAndDownload(page);
    expect(datev.suggestedFilename()).toBe(`payroll-datevLodas-${monday}_${sunday}.txt`);
    const bytes = await readFile(await datev.path());
    // Windows-1252: ü is the one byte FC, never UTF-8's C3 BC.
    expect(bytes.includes(Buffer.from([0xc3, 0xbc]))).toBe(false);
    expect(bytes.includes(Buffer.from('Ann M\u00fcller', 'latin1'))).toBe(true);
    const datevLines = new TextDecoder('windows-1252').decode(bytes).split('\r\n');
    expect(datevLines).toContain('BeraterNr=1234567');
    expect(datevLines).toContain('MandantenNr=12345');
    expect(datevLines).toContain('* Personalnummer PR-17: Ann Müller');
    expect(datevLines.filter((line) => line.startsWith('1;') && line.includes(';PR-17;'))).toEqual([
      expect.stringMatching(/^1;\d\d\.\d\d\.\d{4};PR-17;100;1;40,00;$/),
      expect.stringMatching(/^1;\d\d\.\d\d\.\d{4};PR-17;200;1;10,00;$/),
    ]);
    await expect(exports.getByRole('listitem')).toHaveCount(2);

    // On a phone the screen is one column, the close still in reach.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Close and download' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
