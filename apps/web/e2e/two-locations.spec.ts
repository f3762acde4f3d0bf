import { type APIRequestContext, type Page, request } from '@playwright/test';
import {
  type ActiveLocation,
  addSecondLocation,
  bearer,
  createActiveLocation,
  loginToken,
  ok,
} from './support/api.ts';
import { defaultSettings as defaults } from './support/default-settings.ts';
import { snapshotAtBothSizes } from './support/screenshots.ts';
import { seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';

// An owner with two locations opens one's settings and then the other's, by direct
// access, in one tab. Nothing the browser cached for the first may show at, or be saved into, the
// second.

// Different in every part the settings screen shows and Back saves.
const settingsA = {
  ...defaults,
  weekLayout: { startDay: 2, endDay: 5, startTime: '07:00', endTime: '19:00' },
  defaultShiftDuration: 9,
  timeFormat: '12h',
  autoSave: false,
  payroll: { ...defaults.payroll, period: 'biweekly', weeklyOvertimeHours: 38 },
};
const settingsB = {
  ...defaults,
  weekLayout: { startDay: 1, endDay: 6, startTime: '10:00', endTime: '22:00' },
  defaultShiftDuration: 4,
  autoSave: false,
};

test.describe('an owner with two locations', () => {
  let api: APIRequestContext;
  let owner: ActiveLocation;
  let locationB: string;
  let managerA: string;
  let managerB: string;

  const storedSettings = async (managerToken: string) =>
    (
      await ok<{ settings: unknown }>(
        await api.get('/api/admin/location-settings', { headers: bearer(managerToken) }),
      )
    ).settings;

  test.beforeAll(async () => {
    api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    owner = await createActiveLocation(api, { locationName: 'Harbour' });
    const hilltop = await addSecondLocation(api, owner, {
      locationName: 'Hilltop',
      locationPassword: 'hilltop1',
      managerPassword: 'Hilltop1!',
    });
    locationB = hilltop.locationId;
    managerA = await loginToken(api, owner, 'manager');
    managerB = await loginToken(api, hilltop, 'manager');
    await ok(
      await api.put('/api/admin/location-settings', {
        headers: bearer(managerA),
        data: { settings: settingsA },
      }),
    );
    await ok(
      await api.put('/api/admin/location-settings', {
        headers: bearer(managerB),
        data: { settings: settingsB },
      }),
    );
    // Someone at work at A only, so A's 'Currently Working' has a name that must not show at B.
    const { employee } = await ok<{ employee: { employeeId: string } }>(
      await api.post('/api/admin/employees', { headers: bearer(managerA), data: { name: 'Ada Lovelace' } }),
    );
    await ok(
      await api.post('/api/shift/clock-in', {
        headers: bearer(await loginToken(api, owner, 'location')),
        data: { employeeId: employee.employeeId },
      }),
    );
  });
  test.afterAll(async () => api.dispose());

  async function openOrganizationDashboard(page: Page) {
    await seedTokens(page, { token: owner.orgAdminToken });
    await page.goto(`/organization/${owner.organizationId}/dashboard`);
    await expect(page.getByRole('article', { name: 'Hilltop' })).toBeVisible();
  }

  /** The Manager button of a location's card, then the dashboard's Settings, all inside the app. */
  async function openManagerSettings(page: Page, locationName: string, locationId: string) {
    await page
      .getByRole('article', { name: locationName })
      .getByRole('button', { name: 'Manager', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/manager/${locationId}$`));
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/manager\/settings$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Week Layout' })).toBeVisible();
  }

  test("B's settings screen shows B's, and Back keeps B's settings and A's stay A's", async ({ page }) => {
    // Each failed soft check waits out its 5 s before the story goes on.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openOrganizationDashboard(page);

    await openManagerSettings(page, 'Harbour', owner.locationId);
    await expect(page.getByRole('combobox', { name: 'Start Time' })).toHaveText('7:00 AM');
    const working = page.getByRole('region', { name: 'Currently Working' });
    await expect(working.getByText('Ada Lovelace')).toBeVisible();

    // Back through the browser's history to the owner's dashboard: the same tab, the same app.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/manager/${owner.locationId}$`));
    await page.goBack();
    await expect(page.getByRole('article', { name: 'Hilltop' })).toBeVisible();

    await openManagerSettings(page, 'Hilltop', locationB);
    // Soft: with A's answer on screen the story goes on to Back, to show what that would write.
    await expect.soft(page.getByRole('combobox', { name: 'Start Time' })).toHaveText('10:00');
    await expect.soft(page.getByRole('combobox', { name: 'Time Format' })).toHaveText('24-hour (13:00)');
    await expect
      .soft(page.getByRole('spinbutton', { name: 'Default Shift Duration (hours)' }))
      .toHaveValue('4');
    await expect.soft(working.getByText('No employees currently clocked in')).toBeVisible();
    await expect.soft(working.getByText('Ada Lovelace')).toHaveCount(0);
    await snapshotAtBothSizes(page, 'two-locations-settings-of-b');

    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/manager/${locationB}$`));
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();

    expect(await storedSettings(managerB)).toEqual(settingsB);
    expect(await storedSettings(managerA)).toEqual(settingsA);
    const current = await ok<{ shifts: unknown[] }>(
      await api.get('/api/shift/current', { headers: bearer(managerB) }),
    );
    expect(current.shifts).toEqual([]);
  });

  test("the kiosk's Logout revokes its token on the server and signs out", async ({
    page,
    allowHttpErrors,
  }) => {
    // A call the kiosk sent just before Logout (its Currently Working refresh, a heartbeat) may be
    // answered after the revocation: 401, in the console only. A loaded CI machine got one.
    allowHttpErrors(401);
    await openOrganizationDashboard(page);
    await page
      .getByRole('article', { name: 'Hilltop' })
      .getByRole('button', { name: 'Location', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/location/${locationB}$`));
    const kioskToken = await page.evaluate(() => localStorage.getItem('tempToken'));
    expect(kioskToken).toBeTruthy();

    // The request that revokes the kiosk's own token (the owner's, also forgotten, goes beside it).
    const logout = page.waitForResponse(
      async (response) =>
        response.url().endsWith('/api/auth/logout') &&
        response.request().method() === 'POST' &&
        (await response.request().allHeaders()).authorization === `Bearer ${kioskToken}`,
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/organization\/login$/);
    // No token or session stays; only the device's own preferences (its location's language and
    // country, its kiosk key) do, under 'shiftclock.'.
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => !key.startsWith('shiftclock.'))),
    ).toEqual([]);
    await expect(page.getByRole('alert')).toHaveCount(0);

    expect((await logout).status()).toBe(204);
    const validate = await api.get('/api/auth/validate', { headers: bearer(kioskToken ?? '') });
    expect(validate.status()).toBe(401);
  });
});
