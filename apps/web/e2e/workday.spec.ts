import { type APIRequestContext, type Page, request } from '@playwright/test';
import { createActiveLocation, createEmployee, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { desktop } from './support/screenshots.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// California's workday (docs/decisions/0171-the-workday.md): a night shift counts on both sides of
// the workday's start, and the timesheet shows each workday's split. The location keeps UTC, so the
// shifts of two weeks ago are the same wall times whenever the story runs; the browser sits in Tokyo.
test.use({ timezoneId: 'Asia/Tokyo' });

const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
async function snapshot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/workday-${name}.png`, fullPage: true });
}

const DAY_MS = 86_400_000;
/** The Monday two weeks before this one, in UTC: a whole past weekly pay period. */
function mondayTwoWeeksAgo(): string {
  const today = new Date();
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (sinceMonday + 14) * DAY_MS,
  )
    .toISOString()
    .slice(0, 10);
}
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Two pay periods back on the timesheet, one at a time, each shown before the next click: a click
 * while the page still settles its period (its settings arriving) could be undone on a loaded host.
 */
async function twoPeriodsBack(page: Page) {
  const periodHeading = page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]{2} \d{1,2} – .*\d{4}$/ });
  await expect(periodHeading).toBeVisible();
  for (let step = 0; step < 2; step++) {
    const shown = await periodHeading.textContent();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(periodHeading).not.toHaveText(shown ?? '');
  }
}

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
});
test.afterAll(async () => api.dispose());

test('a night shift then a day shift: the timesheet splits them at the workday start, and a later start makes two ordinary days', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const location = await createActiveLocation(api, { timezone: 'UTC' });
  const managerToken = await loginToken(api, location, 'manager');
  const ada = await createEmployee(api, managerToken, 'Ada Lovelace');
  const monday = mondayTwoWeeksAgo();
  const tuesday = plusDays(monday, 1);
  // Monday 22:00 to Tuesday 06:00, then Tuesday 07:00-15:00 (docs/api.md, "The workday").
  for (const [clockIn, clockOut] of [
    [`${monday}T22:00:00Z`, `${tuesday}T06:00:00Z`],
    [`${tuesday}T07:00:00Z`, `${tuesday}T15:00:00Z`],
  ]) {
    const added = await api.post('/api/admin/shifts', {
      headers: { authorization: `Bearer ${managerToken}` },
      data: { employeeId: ada, clockIn, clockOut },
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  // California's rules in one press; the workday starts at midnight, shown beside them.
  await page.setViewportSize(desktop);
  await seedManagerToken(page, managerToken);
  await page.goto('/manager/settings');
  const payroll = page.getByRole('region', { name: 'Payroll' });
  const workdayStart = payroll.getByRole('combobox', { name: 'Workday starts at' });
  await expect(workdayStart).toHaveText('00:00');
  await payroll.getByRole('button', { name: 'Use California rules' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // Two weeks back on the timesheet: Tuesday's 14 hours carry the overtime and double time.
  await page.goto('/manager/timesheets');
  await twoPeriodsBack(page);
  const row = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
  await expect(row).toContainText('10.00'); // regular
  await expect(row).toContainText('16.00'); // total
  await expect(page.getByText('Workdays start at 00:00.')).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Ada Lovelace: 2 days, show the hours by workday' });
  await toggle.click();
  const days = page.getByRole('list', { name: 'Hours by workday, Ada Lovelace' }).getByRole('listitem');
  await expect(days).toHaveCount(2);
  await expect(days.nth(0)).toHaveText(/^Mon, .+2\.00 regular$/);
  await expect(days.nth(1)).toHaveText(/^Tue, .+8\.00 regular4\.00 overtime2\.00 double time$/);
  await snapshot(page, 'timesheet-1280');
  await expectNoSeriousViolations(page);

  // The same on a phone: a card per employee, the workdays under its summary.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Hours per employee' });
  await card.getByText('Hours by workday').click();
  await expect(card.getByRole('list', { name: 'Hours by workday, Ada Lovelace' })).toContainText(
    '4.00 overtime',
  );
  await snapshot(page, 'timesheet-390');

  // Workdays from 06:00: the night shift is Monday's workday, the day shift Tuesday's.
  await page.setViewportSize(desktop);
  await page.goto('/manager/settings');
  await workdayStart.click();
  await page.getByRole('option', { name: '06:00', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.goto('/manager/timesheets');
  await twoPeriodsBack(page);
  await expect(page.getByText('Workdays start at 06:00.')).toBeVisible();
  await toggle.click();
  await expect(days.nth(0)).toHaveText(/^Mon, .+8\.00 regular$/);
  await expect(days.nth(1)).toHaveText(/^Tue, .+8\.00 regular$/);
});
