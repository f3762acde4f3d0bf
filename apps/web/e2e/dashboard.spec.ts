import { type APIRequestContext, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';

// A 401 from /api/auth/validate is the very thing the session-expired story provokes, so that
// status is let through in every story of this file; anything else still fails the story.
test.beforeEach(({ allowHttpErrors }) => allowHttpErrors(401));

// Set E2E_SCREENSHOT_DIR to keep pictures of each state for a look by eye; off in normal runs.
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
async function snapshot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

async function storedTokens(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    adminToken: localStorage.getItem('adminToken'),
    tempToken: localStorage.getItem('tempToken'),
  }));
}

test.describe('without a usable session', () => {
  test('no token at all goes to the organization login', async ({ page }) => {
    await page.goto('/location/ABC234');
    await expect(page).toHaveURL(/\/organization\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Organization Login' })).toBeVisible();
  });

  test('a garbage token shows the session-expired message, then clears it and goes to login', async ({
    page,
  }) => {
    await seedTokens(page, { token: 'not-a-token', adminToken: 'not-a-token' });
    await page.goto('/manager/ABC234');
    await expect(page.getByText('Session expired. Redirecting to login...')).toBeVisible();
    await snapshot(page, 'session-expired');
    await expect(page).toHaveURL(/\/organization\/login$/, { timeout: 5000 });
    expect(await storedTokens(page)).toEqual({ token: null, adminToken: null, tempToken: null });
  });
});

test.describe('with a real location', () => {
  let location: ActiveLocation;
  let api: APIRequestContext;
  let managerToken: string;

  test.beforeAll(async () => {
    api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    location = await createActiveLocation(api);
    managerToken = await loginToken(api, location, 'manager');
  });
  test.afterAll(async () => api.dispose());

  /** Logout revoked the token on the server, not only here (fire-and-forget, so it may take a moment). */
  async function expectRevoked(token: string) {
    await expect
      .poll(async () =>
        (await api.get('/api/auth/validate', { headers: { authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);
  }

  test('a location account sees the Location Dashboard on a 768 px tablet, then logs out', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    // Its own session: Logout revokes the token on the server, and the other stories go on with theirs.
    const ownToken = await loginToken(api, location, 'location');
    await seedTokens(page, { token: ownToken });
    await page.goto(`/location/${location.locationId}`);

    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { level: 1, name: 'Location Dashboard' })).toBeVisible();
    await expect(header.getByText('Location ID')).toBeVisible();
    await expect(header.getByText(location.locationId, { exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Settings' })).toHaveCount(0);
    // The header fits the tablet: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await snapshot(page, 'location-header-768');
    await expectNoSeriousViolations(page);

    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/organization\/login$/);
    expect((await storedTokens(page)).token).toBeNull();
    await expectRevoked(ownToken);
  });

  test('a manager sees the Manager Dashboard with Settings, and Logout goes to the manager login', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const ownToken = await loginToken(api, location, 'manager');
    await seedTokens(page, { token: ownToken, adminToken: ownToken });
    await page.goto(`/manager/${location.locationId}`);

    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();
    await expect(header.getByText(location.locationId, { exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Settings' })).toBeVisible();
    await snapshot(page, 'manager-header-desktop');
    await expectNoSeriousViolations(page);

    await header.getByRole('button', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/manager\/settings$/);

    await page.goBack();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/manager\/login$/);
    expect(await storedTokens(page)).toEqual({ token: null, adminToken: null, tempToken: null });
    await expectRevoked(ownToken);
  });

  test('a manager who opens /location/{id} lands on /manager/{id}; a lower-case id works too', async ({
    page,
  }) => {
    await seedTokens(page, { token: managerToken, adminToken: managerToken });
    await page.goto(`/location/${location.locationId.toLowerCase()}`);
    await expect(page).toHaveURL(new RegExp(`/manager/${location.locationId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();
  });

  test("another location's id shows Access Denied with a way back to login", async ({ page }) => {
    const otherId = location.locationId === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF';
    await seedTokens(page, { token: managerToken, adminToken: managerToken });
    await page.goto(`/manager/${otherId}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You do not have access to this location')).toBeVisible();
    await snapshot(page, 'access-denied');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/organization\/login$/);
  });

  test("shows 'Loading Dashboard...' with a progress bar while the session is checked", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    // Its own session: Logout revokes the token on the server, and the other stories go on with theirs.
    const ownToken = await loginToken(api, location, 'location');
    await seedTokens(page, { token: ownToken });
    // Hold the validation until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/validate', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/location/${location.locationId}`);

    await expect(page.getByRole('progressbar', { name: 'Loading Dashboard...' })).toBeVisible();
    await snapshot(page, 'loading');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Location Dashboard' })).toBeVisible();
  });
});
