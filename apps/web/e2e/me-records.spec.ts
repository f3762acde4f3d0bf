import { readFile } from 'node:fs/promises';
import { type APIRequestContext, request } from '@playwright/test';
import {
  type ActiveLocation,
  bearer,
  createActiveLocation,
  createEmployee,
  loginToken,
  ok,
} from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

// An employee on their phone (390 px) opens Hours, sees the total their manager's timesheet shows for
// the last pay period, downloads their records as CSV and opens the printable page
// (docs/decisions/0194-my-hours-and-records.md).

const phone = { width: 390, height: 844 };
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test.describe('my hours and records', () => {
  let api: APIRequestContext;
  let location: ActiveLocation;
  let manager: string;
  let employeeToken: string;
  let period: { startDate: string; endDate: string };
  let managerTotal: number;

  test.beforeAll(async () => {
    api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    location = await createActiveLocation(api, { locationName: 'Harbour Street' });
    manager = await loginToken(api, location, 'manager');
    const employeeId = await createEmployee(api, manager, 'Lea Martin');

    // Last pay period: two shifts of 8.5 h with a 30-minute unpaid lunch, added by the manager.
    const now = await ok<{ period: { previousDate: string } }>(
      await api.get('/api/admin/timesheets', { headers: bearer(manager) }),
    );
    const last = await ok<{ period: { startDate: string; endDate: string } }>(
      await api.get(`/api/admin/timesheets?date=${now.period.previousDate}`, { headers: bearer(manager) }),
    );
    period = last.period;
    for (const day of [addDays(period.startDate, 1), addDays(period.startDate, 2)]) {
      await ok(
        await api.post('/api/admin/shifts', {
          headers: bearer(manager),
          data: {
            employeeId,
            clockIn: `${day}T07:00:00Z`,
            clockOut: `${day}T15:30:00Z`,
            breaks: [{ start: `${day}T11:00:00Z`, end: `${day}T11:30:00Z`, paid: false }],
            reason: 'Missed punches',
          },
        }),
      );
    }
    const sheet = await ok<{ employees: { employee: { employeeId: string }; totalHours: number }[] }>(
      await api.get(`/api/admin/timesheets?date=${period.startDate}`, { headers: bearer(manager) }),
    );
    managerTotal = sheet.employees.find((row) => row.employee.employeeId === employeeId)?.totalHours ?? -1;
    expect(managerTotal).toBe(16);

    // The employee signs in with a code from their manager.
    const { code } = await ok<{ code: string }>(
      await api.post(`/api/admin/employees/${employeeId}/sign-in-code`, { headers: bearer(manager) }),
    );
    employeeToken = (await ok<{ token: string }>(await api.post('/api/me/sign-in', { data: { code } })))
      .token;
  });

  test.afterAll(() => api.dispose());

  test("shows the manager's total, downloads the CSV and prints the records", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.addInitScript((token) => {
      if (!localStorage.getItem('meToken')) localStorage.setItem('meToken', token);
    }, employeeToken);

    await page.goto('/me/hours');
    await expect(page.getByRole('heading', { level: 1, name: 'My hours' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous period' }).click();
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals.locator('[data-figure="total"]')).toHaveText(`${managerTotal.toFixed(2)} h`);
    await expect(totals.locator('[data-figure="regular"]')).toHaveText('16.00 h');
    await expect(page.getByText('Break 12:00 – 12:30 (unpaid)').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByLabel('From', { exact: true }).fill(period.startDate);
    await page.getByLabel('To', { exact: true }).fill(period.endDate);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`my-records-${period.startDate}_${period.endDate}.csv`);
    const [header, ...rows] = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Location,Location Name,Date,Clock In,Clock Out,Original Clock In,Original Clock Out,Hours,Corrected,Auto-closed,Awaiting Review,Offline,Source,Breaks,Paid Break Minutes,Unpaid Break Minutes,Deduction Minutes',
    );
    const day = addDays(period.startDate, 1);
    expect(rows).toHaveLength(2);
    // Paris is an hour ahead of UTC in winter, two in summer.
    expect(rows[0]).toMatch(
      new RegExp(
        `^${location.locationId},Harbour Street,${day},${day} 0[89]:00,${day} 1[67]:30,,,8\\.00,Yes,No,No,No,manual,1[23]:00-1[23]:30 unpaid,0,30,0$`,
      ),
    );

    await page.getByRole('link', { name: 'Printable page' }).click();
    await expect(page).toHaveURL(`/me/print?from=${period.startDate}&to=${period.endDate}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Work records' })).toBeVisible();
    await expect(page.getByText('Lea Martin')).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row').last()).toContainText('16.00');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});
