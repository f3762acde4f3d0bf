import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Download, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, createEmployee, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectDateTime, fillDateTime } from './support/date-time.ts';
import { desktop, tablet } from './support/screenshots.ts';
import { seedManagerToken, seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';
import { wallClock, zoneWhereHourIsIn } from './support/zones.ts';

// A break taken at the kiosk, seen by the manager, taken off the hours on the timesheet and
// in its CSV; California's daily rules split a 13-hour day into regular, overtime and double time.
// The browser sits in another zone than the location.
test.use({ timezoneId: 'Asia/Tokyo' });

const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
async function snapshot(page: Page, name: string, fullPage = true) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/breaks-${name}.png`, fullPage });
}

/**
 * A zone where it is now between 15:00 and 23:00, so that a 13-hour shift ending an hour ago started
 * the same local day (and so lies in this week's pay period) whenever the story runs.
 */
const afternoonZone = () => zoneWhereHourIsIn(15, 23);

/** An employee's figure in the timesheet's hours table, found by its column's heading. */
async function hoursCell(page: Page, employee: string, column: string) {
  const table = page.getByRole('table');
  const headings = await table.getByRole('columnheader').allTextContents();
  const index = headings.findIndex((heading) => heading.toLowerCase() === column.toLowerCase());
  expect(index, `no ${column} column in ${headings.join(', ')}`).toBeGreaterThanOrEqual(0);
  return table.getByRole('row').filter({ hasText: employee }).locator('th, td').nth(index);
}

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
let timeZone: string;

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  timeZone = afternoonZone();
  location = await createActiveLocation(api, { timezone: timeZone });
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
      'Overtime after 40 hours a week or 8 hours a day. Double time after 12 hours a day. Seventh-day rule. Workdays start at 00:00. Unpaid breaks are not counted.',
    ),
  ).toBeVisible();
  await expect(await hoursCell(manager, 'Grace Hopper', 'Regular')).toHaveText('8.00');
  await expect(await hoursCell(manager, 'Grace Hopper', 'Overtime')).toHaveText('4.00');
  await expect(await hoursCell(manager, 'Grace Hopper', 'Double time')).toHaveText('1.00');
  await expect(await hoursCell(manager, 'Grace Hopper', 'Total')).toHaveText('13.00');
  await expect(await hoursCell(manager, 'Ada Lovelace', 'Unpaid breaks')).toHaveText('1 min');
  // Breaks are unpaid here and none was paid: no column for them (the CSV has it).
  await expect(manager.getByRole('columnheader', { name: 'Paid breaks', exact: true })).toHaveCount(0);
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

test('the manager adds a missed shift with its break, then fixes the breaks in Correct Shift; the timesheet and the audit trail follow', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const managerToken = await loginToken(api, location, 'manager');
  await createEmployee(api, managerToken, 'Ben Okafor');
  // An eight-hour shift that ended an hour ago (the same day on the location's clock: see afternoonZone).
  const clockIn = Date.now() - 9 * 3_600_000;
  const at = (hours: number) => wallClock(clockIn + hours * 3_600_000, timeZone).input;

  await page.setViewportSize(desktop);
  await seedManagerToken(page, managerToken);
  await page.goto('/manager/timesheets');
  await page.getByRole('button', { name: 'Add missed shift' }).click();
  const add = page.getByRole('dialog', { name: 'Add Missed Shift' });
  await add.getByRole('combobox', { name: 'Employee' }).fill('ben');
  await add.getByRole('combobox', { name: 'Employee' }).press('Enter');
  await fillDateTime(add, 'Clock-in', at(0));
  await fillDateTime(add, 'Clock-out', at(8));
  await expect(add.getByText('No breaks.')).toBeVisible();
  await add.getByRole('button', { name: 'Add break' }).click();
  const lunch = add.getByRole('group', { name: 'Break 1' });
  // A break after the shift is refused beside its field before anything is sent.
  await fillDateTime(lunch, 'Break start', at(8.5));
  await fillDateTime(lunch, 'Break end', at(9));
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(lunch.getByText('A break must be within the shift')).toBeVisible();
  await fillDateTime(lunch, 'Break start', at(3));
  await fillDateTime(lunch, 'Break end', at(3.5));
  await expect(lunch.getByRole('checkbox', { name: 'Paid break' })).not.toBeChecked();
  await snapshot(page, 'add-missed-shift-with-break');
  await expectNoSeriousViolations(page);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Shift added')).toBeVisible();

  // Employee ID, Days, Regular, Overtime, Double time, Total, Unpaid breaks, Paid breaks, …
  const benCells = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: 'Ben Okafor' })
    .getByRole('cell');
  await expect(benCells.nth(5)).toHaveText('7.50');
  await expect(benCells.nth(6)).toHaveText('30 min');

  // The break was a paid rest break, and a 15-minute one was forgotten: Correct Shift fixes both.
  const review = page.getByRole('region', { name: /^Needs review/ });
  const correctBen = review.getByRole('button', { name: /^Correct the shift of Ben Okafor/ });
  await correctBen.click();
  const correct = page.getByRole('dialog', { name: 'Correct Shift' });
  const first = correct.getByRole('group', { name: 'Break 1' });
  await expectDateTime(first, 'Break start', at(3));
  await expectDateTime(first, 'Break end', at(3.5));
  await first.getByRole('checkbox', { name: 'Paid break' }).check();
  await correct.getByRole('button', { name: 'Add break' }).click();
  const second = correct.getByRole('group', { name: 'Break 2' });
  await fillDateTime(second, 'Break start', at(6));
  await fillDateTime(second, 'Break end', at(6.25));
  await correct.getByLabel('Reason (optional)').fill('Breaks not punched');
  await correct.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Shift corrected')).toBeVisible();
  await expect(correct).toBeHidden();
  await expect(await hoursCell(page, 'Ben Okafor', 'Total')).toHaveText('7.75');
  await expect(await hoursCell(page, 'Ben Okafor', 'Unpaid breaks')).toHaveText('15 min');
  // A paid break this period brings its column.
  await expect(await hoursCell(page, 'Ben Okafor', 'Paid breaks')).toHaveText('30 min');

  // The audit trail says what the breaks were and became.
  await correctBen.click();
  const trail = correct.getByRole('region', { name: 'Audit trail' });
  const time = (hours: number) => at(hours).slice(11);
  await expect(trail.getByRole('listitem').first()).toContainText(`Breaks: ${time(3)}–${time(3.5)} (unpaid)`);
  await expect(trail.getByRole('listitem').last()).toContainText(
    `Breaks: ${time(3)}–${time(3.5)} (unpaid) → changed to Breaks: ${time(3)}–${time(3.5)} (paid), ${time(6)}–${time(6.25)} (unpaid)`,
  );
  await trail.scrollIntoViewIfNeeded();
  await snapshot(page, 'correct-shift-breaks-desktop', false);
  // On a phone the dialog's fields stack and nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(correct.getByRole('group', { name: 'Break 2' })).toBeVisible();
  const overflow = await correct.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await snapshot(page, 'correct-shift-breaks-390', false);
  await expectNoSeriousViolations(page);
  await correct.getByRole('button', { name: 'Cancel' }).click();
  await snapshot(page, 'timesheet-390');
});
