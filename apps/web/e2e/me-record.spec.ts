import { type APIRequestContext, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { fillDateTime } from './support/date-time.ts';
import { seedManagerToken, seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';
import { wallClock, zoneWhereHourIsIn } from './support/zones.ts';

// "Employees confirm corrections" end to end on a phone (docs/decisions/0195-employees-confirm-corrections.md):
// the owner turns it on, a manager corrects a forgotten clock-out on the timesheet, the employee signs
// in with a manager's code, reads the correction (before → after, reason) and disputes it, and the
// manager reads the dispute on the timesheet.

const phone = { width: 390, height: 844 };
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  if (screenshotDir)
    await page.screenshot({ path: `${screenshotDir}/me-record-${name}-390.png`, fullPage: true });
};

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

test.describe
  .serial('my record: a correction disputed from the phone', () => {
    let api: APIRequestContext;
    let location: ActiveLocation;
    let timeZone: string;
    let managerToken: string;
    /** The clock-in the manager types: an hour before the correction. */
    let correctedClockIn: Date;

    test.describe.configure({ timeout: 120_000 });

    test.beforeAll(async () => {
      // Between 04:00 and 20:00 there, so an hour ago is today and in this pay period.
      timeZone = zoneWhereHourIsIn(4, 20);
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      location = await createActiveLocation(api, { timezone: timeZone, locationName: 'Harbour Café' });
      managerToken = await loginToken(api, location, 'manager');
      await json(
        await api.post('/api/admin/employees', {
          headers: { authorization: `Bearer ${managerToken}` },
          data: { name: 'Ada Lovelace' },
        }),
      );
      // Ada clocks in at the kiosk and forgets to clock out.
      await json(
        await api.post('/api/shift/clock-in', {
          headers: { authorization: `Bearer ${await loginToken(api, location, 'location')}` },
          data: { employeeId: '001' },
        }),
      );
    });
    test.afterAll(async () => api.dispose());

    test('the owner asks employees to confirm corrections', async ({ page }) => {
      await page.setViewportSize(phone);
      await seedTokens(page, { token: location.orgAdminToken });
      await page.goto(`/organization/${location.organizationId}/dashboard`);
      const toggle = page.getByRole('switch', { name: 'Employees confirm corrections' });
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await toggle.click();
      await expect(page.getByText('Employees are now asked to confirm corrections')).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByText(/^On since /)).toBeVisible();
      await shot(page, 'owner-setting');
    });

    test('a manager corrects the forgotten clock-out on the timesheet', async ({ page }) => {
      await page.setViewportSize(phone);
      await seedManagerToken(page, managerToken);
      await page.goto('/manager/timesheets');
      const review = page.getByRole('region', { name: /^Needs review/ });
      const open = review.getByRole('region', { name: 'No clock-out yet (1)' });
      await open.getByRole('button', { name: /^Correct the shift of Ada Lovelace/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Correct Shift' });
      const now = Date.now();
      correctedClockIn = new Date(now - 60 * 60_000);
      await fillDateTime(dialog, 'Clock-in', wallClock(correctedClockIn.getTime(), timeZone).input);
      await fillDateTime(dialog, 'Clock-out', wallClock(now - 5 * 60_000, timeZone).input);
      await dialog.getByLabel('Reason (optional)').fill('Forgot to clock out');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Shift corrected')).toBeVisible();
      await expect(review.getByText("Awaiting the employee's confirmation")).toBeVisible();
    });

    test('the employee signs in with a code, reads the correction and disputes it', async ({ page }) => {
      const { code } = await json<{ code: string }>(
        await api.post('/api/admin/employees/001/sign-in-code', {
          headers: { authorization: `Bearer ${managerToken}` },
        }),
      );
      await page.setViewportSize(phone);
      await page.goto('/me');
      await page.getByLabel('Sign-in code').fill(code);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('link', { name: 'Record' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My record' })).toBeVisible();
      await expect(page.getByText('1 correction waits for your answer')).toBeVisible();

      const card = page.getByRole('article', { name: /Harbour Café/ });
      await expect(card.getByText('Corrected')).toBeVisible();
      // Before → after: the clock-in moved back to an hour ago, the missing clock-out was added.
      const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
      await expect(card.locator('ins').first()).toHaveText(time.format(correctedClockIn));
      await expect(card.getByText('no clock-out')).toBeVisible();
      await expect(card.getByText('Forgot to clock out')).toBeVisible();
      await expect(card.getByText(/^By the manager, /)).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, 'pending');

      await card.getByRole('button', { name: 'Dispute' }).click();
      await card.getByLabel('What is wrong?').fill('I stayed until closing.\nAsk the supervisor.');
      await card.getByRole('button', { name: 'Send dispute' }).click();
      await expect(card.getByText(/^You disputed this on /)).toBeVisible();
      await expect(card.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
      await expect(page.getByText('1 correction waits for your answer')).toBeHidden();
      await shot(page, 'disputed');
    });

    test('the manager reads the dispute and its comment on the timesheet', async ({ page }) => {
      await page.setViewportSize(phone);
      await seedManagerToken(page, managerToken);
      await page.goto('/manager/timesheets');
      const review = page.getByRole('region', { name: /^Needs review/ });
      const item = review.getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
      await expect(item.getByText('Disputed by the employee')).toBeVisible();
      await expect(item.locator('blockquote')).toHaveText('I stayed until closing.\nAsk the supervisor.');
      await expectNoSeriousViolations(page);
      await shot(page, 'manager');
    });
  });
