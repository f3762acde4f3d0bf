import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, request } from '@playwright/test';
import type { RecordsManifest } from '@shiftclock/contract/records';
import { strFromU8, unzipSync } from 'fflate';
import {
  type ActiveLocation,
  bearer,
  createActiveLocation,
  createEmployee,
  loginToken,
  ok,
} from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { desktop, snapshotAtBothSizes } from './support/screenshots.ts';
import { seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';

/**
 * Records an inspector accepts (docs/decisions/0205-records-kept.md): a manager records a shift of
 * Ann's this morning; the owner checks the records (intact), downloads the inspector's export of
 * this week and finds shifts.csv in it under the SHA-256 the manifest gives, keeps records 5 years,
 * and sees nothing past retention to purge.
 */

test.describe('records for inspectors', () => {
  let api: APIRequestContext;
  let main: ActiveLocation;
  /** Ann's shift starts three hours before the run; its day in Paris says which week holds it. */
  const clockIn = new Date(Date.now() - 3 * 60 * 60 * 1000);

  test.beforeAll(async () => {
    api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    main = await createActiveLocation(api, { locationName: 'Main Street', timezone: 'Europe/Paris' });
    const managerToken = await loginToken(api, main, 'manager');
    const employeeId = await createEmployee(api, managerToken, 'Ann Müller');
    const hour = 60 * 60 * 1000;
    await ok(
      await api.post('/api/admin/shifts', {
        headers: bearer(managerToken),
        data: {
          employeeId,
          clockIn: clockIn.toISOString(),
          clockOut: new Date(clockIn.getTime() + hour).toISOString(),
          reason: 'Paper timesheet',
        },
      }),
    );
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('the owner checks the records, downloads the export of this week, keeps 5 years (not 1) and has nothing to purge', async ({
    page,
    allowHttpErrors,
  }) => {
    // The retention of 1 year is refused on purpose.
    allowHttpErrors(400);
    await page.setViewportSize(desktop);
    await seedTokens(page, { token: main.orgAdminToken });
    await page.goto(`/organization/${main.organizationId}/dashboard`);
    await page.getByRole('link', { name: 'Open records' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Records for inspectors' })).toBeVisible();

    // The chain holds: the shift and the location's setup are in it.
    const check = page.getByRole('region', { name: 'Check the records' });
    await check.getByRole('button', { name: 'Check the records' }).click();
    await expect(check.getByText('The records are intact')).toBeVisible();
    await expect(check.getByText(/^[\d,]+ entries checked; the last was written /)).toBeVisible();
    await expect(check.getByRole('button', { name: 'Copy the hash' })).toBeVisible();

    // The export of this week (the screen's first range), saved under the server's name.
    const exporter = page.getByRole('region', { name: "The inspector's export" });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exporter.getByRole('button', { name: 'Download the export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^records-\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const manifest = JSON.parse(strFromU8(files['manifest.json'] as Uint8Array)) as RecordsManifest;
    expect(manifest.organization.id).toBe(main.organizationId);
    const shifts = manifest.files.find((file) => file.name === 'shifts.csv');
    const bytes = files['shifts.csv'];
    expect(shifts && bytes).toBeTruthy();
    expect(shifts?.sha256).toBe(
      createHash('sha256')
        .update(bytes as Uint8Array)
        .digest('hex'),
    );
    expect(shifts?.bytes).toBe(bytes?.length);
    // Ann's shift is in it, unless the run started in the first three hours of a week.
    const shiftDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(clockIn);
    if (shiftDay >= manifest.range.from && shiftDay <= manifest.range.to) {
      expect(strFromU8(bytes as Uint8Array)).toContain('Ann Müller');
    }
    await expect(page.getByText(`Saved ${download.suggestedFilename()}`)).toBeVisible();

    // Retention: 5 years, and the preview after it has nothing past the period.
    const retention = page.getByRole('region', { name: 'Retention' });
    const years = retention.getByLabel('Years kept');
    // Fewer than 2 years: the server's refusal lands under the box.
    await years.fill('1');
    await retention.getByRole('button', { name: 'Save retention' }).click();
    await expect(retention.getByText('Records are kept at least 2 years')).toBeVisible();
    await expect(years).toHaveAttribute('aria-invalid', 'true');
    await years.fill('5');
    await retention.getByRole('button', { name: 'Save retention' }).click();
    await expect(page.getByText('Records are kept 5 years.')).toBeVisible();
    const purge = page.getByRole('region', { name: 'Purge' });
    await expect(purge.getByText(/^Retention 5 years: records that ended before /)).toBeVisible();
    await expect(purge.getByText('Nothing is past the retention period.')).toBeVisible();
    await expect(purge.getByRole('button', { name: 'Purge' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await snapshotAtBothSizes(page, 'records');

    // After a reload the saved retention is what the box shows.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Retention' }).getByLabel('Years kept')).toHaveValue('5');

    // On a phone the sections are one column, the check first.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Check the records' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
