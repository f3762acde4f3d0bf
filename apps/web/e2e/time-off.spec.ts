import { type APIRequestContext, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, createEmployee, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { fillDateTime } from './support/date-time.ts';
import { desktop } from './support/screenshots.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// Time off (docs/decisions/0203-time-off-and-availability.md): an employee asks for a day off on a
// 390 px phone, the manager approves it in the Requests section, then schedules a shift on that day:
// the dialog warns, and so do the warnings before publishing.

const timeZone = 'Europe/Paris';
const DAY_MS = 24 * 3_600_000;

/** The location's date `days` from now ('YYYY-MM-DD'). */
const dayAt = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * DAY_MS),
  );

/** The Monday of the date's week: the default layout's weeks start on Monday. */
function mondayOf(day: string) {
  const noon = Date.parse(`${day}T12:00:00Z`);
  const weekday = new Date(noon).getUTCDay();
  return new Date(noon - ((weekday + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

test.describe
  .serial('time off asked, approved, then warned about when scheduling', () => {
    let api: APIRequestContext;
    let location: ActiveLocation;
    let managerToken: string;
    let employeeToken: string;
    const dayOff = dayAt(3);

    test.beforeAll(async () => {
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      location = await createActiveLocation(api, { timezone: timeZone });
      managerToken = await loginToken(api, location, 'manager');
      const employeeId = await createEmployee(api, managerToken, 'Ada Lovelace');
      const code = await api.post(`/api/admin/employees/${employeeId}/sign-in-code`, {
        headers: { authorization: `Bearer ${managerToken}` },
      });
      expect(code.ok()).toBe(true);
      const signIn = await api.post('/api/me/sign-in', { data: { code: (await code.json()).code } });
      expect(signIn.ok()).toBe(true);
      employeeToken = (await signIn.json()).token;
    });
    test.afterAll(async () => api.dispose());

    test('the employee asks for a day off on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript((token) => localStorage.setItem('meToken', token), employeeToken);
      await page.goto('/me');
      await page
        .getByRole('navigation', { name: 'My work' })
        .last()
        .getByRole('link', { name: 'Time off' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Time off' })).toBeVisible();
      await page.getByLabel('Type').selectOption('vacation');
      await page.getByLabel('First day').fill(dayOff);
      await page.getByLabel('Last day').fill(dayOff);
      await page.getByLabel('Note for your manager (optional)').fill('Family wedding');
      await page.getByRole('button', { name: 'Send request' }).click();
      await expect(page.getByText('Time off requested').first()).toBeVisible();
      const mine = page.getByRole('region', { name: 'My requests' });
      await expect(mine.getByText('Pending')).toBeVisible();
      await expect(mine.getByText('Family wedding')).toBeVisible();
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoSeriousViolations(page);
    });

    test('the manager approves it, then is warned when scheduling over it', async ({ page }) => {
      await page.setViewportSize(desktop);
      await seedManagerToken(page, managerToken);
      await page.goto(`/manager/${location.locationId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();

      await page.getByRole('button', { name: /^Approve time off of Ada Lovelace/ }).click();
      await expect(page.getByText(/Time off of Ada Lovelace \(\d{3}\) approved/).first()).toBeVisible();
      await expect(page.getByText('No time off waits for a decision.')).toBeVisible();

      await page.getByRole('button', { name: 'Schedule Shift' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Schedule New Shift' });
      await dialog.getByRole('combobox', { name: 'Employee' }).fill('Ada');
      await dialog.getByRole('combobox', { name: 'Employee' }).press('Enter');
      await fillDateTime(dialog, 'Start', `${dayOff}T09:00`);
      await fillDateTime(dialog, 'End', `${dayOff}T17:00`);
      await expect(dialog.getByText('This person has approved time off during this shift.')).toBeVisible();
      // A warning, not a refusal: the shift is scheduled.
      await dialog.getByRole('button', { name: 'Schedule Shift' }).click();
      await expect(page.getByText('Shift scheduled successfully').first()).toBeVisible();

      const weeksAhead = Math.round(
        (Date.parse(mondayOf(dayOff)) - Date.parse(mondayOf(dayAt(0)))) / (7 * DAY_MS),
      );
      for (let week = 0; week < weeksAhead; week++)
        await page.getByRole('button', { name: 'Next', exact: true }).click();
      // The calendar marks the day off in its header.
      await expect(page.getByRole('list', { name: 'Time off' }).getByText('Ada Lovelace')).toBeVisible();
      const warnings = page.getByRole('button', { name: 'Warnings (1)' });
      await expect(warnings).toBeVisible();
      await warnings.click();
      const list = page.getByRole('dialog', { name: 'Warnings before publishing' });
      await expect(list.getByRole('listitem')).toHaveText([
        /^Ada Lovelace: the shift \w+ 09:00–17:00 is during approved time off \(vacation, /,
      ]);
      await expectNoSeriousViolations(page);
    });
  });
