import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Download, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, createEmployee, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { desktop, tablet } from './support/screenshots.ts';
import { seedManagerToken, seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';
import { zoneWhereHourIsIn } from './support/zones.ts';

// Issue 22: a break taken at the kiosk, seen by the manager, taken off the hours on the timesheet and
// in its CSV; California's daily rules split a 13-hour day into regular, overtime and double time.
// The browser sits in another zone than the location.
test.use({ timezoneId: 'Asia/Tokyo' });

const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
async function snapshot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/breaks-${name}.png`, fullPage: true });
}

/**
 * A zone where it is now between 15:00 and 23:00, so that a 13-hour shift ending an hour ago started
 * the same local day (and so lies in this week's pay period) whenever the story runs.
 */
const afternoonZone = () => zoneWhereHourIsIn(15, 23);

/** The rows of a downloaded CSV (names here hold no commas). */
async function csvRows(download: Download): Promise<string[][]> {
  const text = await readFile(await download.path(), 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

/** A break shorter than this rounds to 0 minutes on the timesheet; the story's break is longer. */
const BREAK_MS = 35_000;

let api: APIRequestContext;
let location: ActiveLocation;

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  location = await createActiveLocation(api, { timezone: afternoonZone() });
});
test.afterAll(async () => api.dispose());

test('an employee takes a break at the kiosk; the manager sees it, and the timesheet and its CSV count it', async ({
  page: kiosk,
  browser,
  allowHttpErrors,
}) => {
  test.setTimeout(180_000);
  // The second Start Break's refusal is provoked.
  allowHttpErrors(409);
  const managerToken = await loginToken(api, location, 'manager');
  const ada = await createEmployee(api, managerToken, 'Ada Lovelace');
  const grace = await createEmployee(api, managerToken, 'Grace Hopper');
  // Grace's missed 13-hour shift, ended an hour ago.
  const now = Date.now();
  const added = await api.post('/api/admin/shifts', {
    headers: { authorization: `Bearer ${managerToken}` },
    data: {
      employeeId: grace,
      clockIn: new Date(now - 14 * 3_600_000).toISOString(),
      clockOut: new Date(now - 3_600_000).toISOString(),
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  // The manager, on a desktop, turns on California's rules in one press.
  const managerContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    timezoneId: 'Asia/Tokyo',
    viewport: desktop,
  });
  const manager = await managerContext.newPage();
  await seedManagerToken(manager, managerToken);
  await manager.goto('/manager/settings');
  const payroll = manager.getByRole('region', { name: 'Payroll' });
  await payroll.getByRole('button', { name: 'Use California rules' }).click();
  await expect(payroll.getByRole('spinbutton', { name: 'Daily overtime after (hours)' })).toHaveValue('8');
  await expect(payroll.getByRole('spinbutton', { name: 'Double time after (hours a day)' })).toHaveValue(
    '12',
  );
  await expect(payroll.getByRole('switch', { name: 'Seventh-day rule' })).toBeChecked();
  await expect(payroll.getByRole('switch', { name: 'Breaks are paid' })).not.toBeChecked();
  await expect(manager.getByText('All changes saved')).toBeVisible();
  await manager.goto(`/manager/${location.locationId}`);

  // Ada clocks in and starts a break at the kiosk, on a tablet.
  await kiosk.setViewportSize(tablet);
  await seedTokens(kiosk, { token: await loginToken(api, location, 'location') });
  await kiosk.goto(`/location/${location.locationId}`);
  const status = kiosk.getByRole('status');
  const punch = async (button: string) => {
    await kiosk.getByLabel('Employee ID').fill(ada);
    await kiosk.getByRole('button', { name: button }).click();
  };
  await punch('Clock In');
  await expect(status).toHaveText('Clocked in successfully! Welcome Ada Lovelace');
  await punch('Start Break');
  await expect(status).toHaveText('Break started. Enjoy your break, Ada Lovelace');
  const breakStarted = Date.now();
  const working = kiosk.getByRole('region', { name: 'Currently Working' });
  const adaCard = working.getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
  await expect(adaCard.getByText(/^On break since \d{2}:\d{2}$/)).toBeVisible();
  // A second Start Break is refused with the reason.
  await punch('Start Break');
  await expect(kiosk.getByRole('alert')).toHaveText('Ada Lovelace is already on a break');
  await snapshot(kiosk, 'kiosk-on-break-768');
  await expectNoSeriousViolations(kiosk);

  // The manager sees it without a reload.
  const recent = manager.getByRole('region', { name: /Recent Shifts/ });
  await expect(recent.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toContainText('On break');
  await snapshot(manager, 'manager-on-break');

  // Back from the break, then home.
  await kiosk.waitForTimeout(Math.max(0, BREAK_MS - (Date.now() - breakStarted)));
  await punch('End Break');
  await expect(status).toHaveText(/^Break ended\. Welcome back Ada Lovelace: your break lasted \S+/);
  await expect(adaCard.getByText(/^On break since/)).toBeHidden();
  await punch('Clock Out');
  await expect(status).toHaveText(/^Clocked out successfully! Ada Lovelace worked/);

  // The timesheet: Grace's day split by the daily rules, Ada's unpaid break taken off.
  await manager.getByRole('button', { name: 'Timesheets' }).click();
  await expect(manager).toHaveURL(/\/manager\/timesheets$/);
  await expect(
    manager.getByText(
      'Overtime after 40 hours a week or 8 hours a day. Double time after 12 hours a day. Seventh-day rule. Unpaid breaks are not counted.',
    ),
  ).toBeVisible();
  const rows = manager.getByRole('table').getByRole('row');
  // Employee ID, Days, Regular, Overtime, Double time, Total, Unpaid breaks, Paid breaks, …
  const cells = (name: string) => rows.filter({ hasText: name }).getByRole('cell');
  await expect(cells('Grace Hopper').nth(2)).toHaveText('8.00');
  await expect(cells('Grace Hopper').nth(3)).toHaveText('4.00');
  await expect(cells('Grace Hopper').nth(4)).toHaveText('1.00');
  await expect(cells('Grace Hopper').nth(5)).toHaveText('13.00');
  await expect(cells('Ada Lovelace').nth(6)).toHaveText('1 min');
  await expect(cells('Ada Lovelace').nth(7)).toHaveText('0 min');
  await snapshot(manager, 'timesheet');
  await expectNoSeriousViolations(manager);

  const downloading = manager.waitForEvent('download');
  await manager.getByRole('button', { name: 'Download CSV' }).click();
  const [header, ...lines] = await csvRows(await downloading);
  const column = (name: string) => header?.indexOf(name) ?? -1;
  const row = (id: string) => lines.find((line) => line[0] === id) ?? [];
  expect(header?.slice(-5)).toEqual([
    'Double Time Hours',
    'Paid Break Minutes',
    'Unpaid Break Minutes',
    'Deduction Minutes',
    'Actual Hours',
  ]);
  expect(row(grace)[column('Regular Hours')]).toBe('8.00');
  expect(row(grace)[column('Overtime Hours')]).toBe('4.00');
  expect(row(grace)[column('Double Time Hours')]).toBe('1.00');
  expect(row(ada)[column('Unpaid Break Minutes')]).toBe('1');
  expect(row(ada)[column('Paid Break Minutes')]).toBe('0');
  await managerContext.close();
});
