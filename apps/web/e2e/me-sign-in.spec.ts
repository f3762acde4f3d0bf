import { type APIRequestContext, type Browser, type Page, request } from '@playwright/test';
import {
  type ActiveLocation,
  createActiveLocation,
  createEmployee,
  loginToken,
  uniqueEmail,
} from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { linkInMail, waitForMail } from './support/mail.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// The employee app's sign-in at 390 px (docs/decisions/0192-the-employee-app-shell.md): a person with
// an e-mail signs in by the link a real SMTP sink received and ends another session; a person without
// one signs in with the code their manager created on the dashboard; signed out, /me is the sign-in.

const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
async function snapshot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/me-${name}.png`, fullPage: true });
}

const phone = { width: 390, height: 844 };
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A phone's browser: its own storage, as the employee's phone is not the manager's, with the service
 * worker running (the config blocks it elsewhere) so the app opens offline.
 */
async function openPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: phone,
    userAgent: android,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  return { context, page: await context.newPage() };
}

test.describe
  .serial("the employee app's sign-in", () => {
    let api: APIRequestContext;
    let place: ActiveLocation;
    let managerToken: string;
    const email = uniqueEmail('grace');

    test.beforeAll(async () => {
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      place = await createActiveLocation(api, { locationName: 'Harbour' });
      managerToken = await loginToken(api, place, 'manager');
      await createEmployee(api, managerToken, 'Grace Hopper');
      await createEmployee(api, managerToken, 'Alan Turing');
      // Grace's e-mail, as the owner keeps it on the People page.
      const people = await api.get('/api/organization/people?q=Grace', {
        headers: bearer(place.orgAdminToken),
      });
      const grace = ((await people.json()) as { people: { id: string }[] }).people[0];
      const saved = await api.put(`/api/organization/people/${grace?.id}`, {
        headers: bearer(place.orgAdminToken),
        data: { email },
      });
      expect(saved.ok()).toBe(true);
    });
    test.afterAll(async () => api.dispose());

    test('signs in by the e-mailed link and ends the session on another phone', async ({ browser }) => {
      // Grace also signed in on an iPhone some days ago (a code her manager gave her).
      const employeeId = '001';
      const code = await api.post(`/api/admin/employees/${employeeId}/sign-in-code`, {
        headers: bearer(managerToken),
      });
      const { code: given } = (await code.json()) as { code: string };
      expect(
        (
          await api.post('/api/me/sign-in', { data: { code: given }, headers: { 'user-agent': iphone } })
        ).ok(),
      ).toBe(true);

      const { context, page } = await openPhone(browser);
      await page.goto('/me');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await snapshot(page, 'sign-in-390');
      await page.getByLabel('Your e-mail').fill(email);
      await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
      await expect(page.getByText(/a sign-in link is on its way/)).toBeVisible();

      const link = linkInMail(await waitForMail(email), '/me/sign-in');
      await page.goto(link);
      await expect(page).toHaveURL(/\/me$/);
      await expect(page.getByRole('banner').getByText('Grace Hopper')).toBeVisible();

      await page.getByRole('navigation', { name: 'My work' }).getByRole('link', { name: 'Account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
      const thisPhone = page.getByRole('listitem').filter({ hasText: 'This phone' });
      await expect(thisPhone).toContainText('Chrome on Android');
      await expect(thisPhone).toContainText('with an e-mailed link');
      await expectNoSeriousViolations(page);
      await snapshot(page, 'account-390');
      await page.getByRole('button', { name: /^End the session on Safari on iPhone/ }).click();
      await expect(page.getByText('Safari on iPhone')).toHaveCount(0);
      await expect(thisPhone).toBeVisible();

      // With no connection the app still opens, with what it loaded last and when.
      await expect
        .poll(() => page.evaluate(async () => (await caches.keys()).includes('shiftclock-assets')))
        .toBe(true);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('banner').getByText('Grace Hopper')).toBeVisible();
      await expect(page.getByText(/^You are offline\. This was loaded /)).toBeVisible();
      await context.setOffline(false);
      await page.reload();
      await expect(page.getByText(/^You are offline/)).toHaveCount(0);

      // The link worked once: opened again, it is refused, with a way to ask for another.
      const again = await context.newPage();
      await again.goto(link);
      await expect(again.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
      await expect(again.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

      // Signing out leaves the sign-in.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await context.close();
    });

    test('signs in with the code the manager created on the dashboard', async ({ page, browser }) => {
      await page.setViewportSize(phone);
      await seedManagerToken(page, managerToken);
      await page.goto(`/manager/${place.locationId}`);
      // On a phone the dashboard opens folded under the calendar: its section link opens Employees.
      await page
        .getByRole('navigation', { name: 'Dashboard sections' })
        .getByRole('link', { name: 'Employees' })
        .click();
      await page.getByRole('button', { name: 'Actions for Alan Turing' }).click();
      await page.getByRole('menuitem', { name: 'App sign-in' }).click();
      const dialog = page.getByRole('dialog', { name: 'App sign-in for Alan Turing' });
      await expect(dialog.getByText('Not signed in to the app on any phone.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Create a sign-in code' }).click();
      const field = dialog.getByLabel('Code to copy');
      await expect(field).toHaveValue(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      const code = await field.inputValue();
      await expectNoSeriousViolations(page);
      await snapshot(page, 'manager-dialog-390');

      const phoneBrowser = await openPhone(browser);
      await phoneBrowser.page.goto('/me');
      // Typed as it was read out: lower case, without its dash.
      await phoneBrowser.page.getByLabel('Sign-in code').fill(code.replace('-', '').toLowerCase());
      await expect(phoneBrowser.page.getByLabel('Sign-in code')).toHaveValue(code);
      await phoneBrowser.page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(phoneBrowser.page.getByRole('banner').getByText('Alan Turing')).toBeVisible();
      await expect(phoneBrowser.page).toHaveURL(/\/me$/);

      // The manager sees the phone, and ends its session: the phone is back at the sign-in.
      await expect(dialog.getByText('Chrome on Android')).toBeVisible({ timeout: 15_000 });
      await dialog.getByRole('button', { name: /^End the session on Chrome on Android/ }).click();
      await expect(dialog.getByText('Not signed in to the app on any phone.')).toBeVisible();
      await phoneBrowser.page.reload();
      await expect(phoneBrowser.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await phoneBrowser.context.close();
    });
  });
