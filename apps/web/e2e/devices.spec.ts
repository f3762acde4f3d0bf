import { type APIRequestContext, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { openKioskContext } from './support/kiosk-context.ts';
import { seedManagerToken, seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';

// The manager sees which kiosks are alive, and can send one back to the login. The e2e
// server counts a heartbeat every 5 s (scripts/run-e2e.mjs), so a kiosk is offline after 15 s.
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;

let api: APIRequestContext;
let location: ActiveLocation;

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  location = await createActiveLocation(api, { timezone: 'Europe/Madrid' });
});
test.afterAll(async () => api.dispose());

test('a kiosk registers by name, goes offline when its heartbeats stop, and a revoked one returns to the login', async ({
  page: manager,
  browser,
}) => {
  test.setTimeout(90_000);
  // The story provokes requests failing while offline, and the revoked token's refusal.
  const {
    context: kioskContext,
    page: kiosk,
    errors: kioskErrors,
  } = await openKioskContext(browser, /ERR_INTERNET_DISCONNECTED|status of 401/);

  await kiosk.goto(`/login/${location.locationId}?type=location`);
  // Optional: left empty, the kiosk would be numbered.
  await expect(kiosk.getByLabel('Device name')).toHaveValue('');
  await kiosk.getByLabel('Device name').fill('Front desk iPad');
  await kiosk.getByLabel('Password', { exact: true }).fill(location.locationPassword);
  await kiosk.getByRole('button', { name: 'Login as Location' }).click();
  await expect(kiosk).toHaveURL(new RegExp(`/location/${location.locationId}$`));
  await expect(kiosk.getByRole('heading', { name: 'Currently Working' })).toBeVisible();

  await seedManagerToken(manager, await loginToken(api, location, 'manager'));
  await manager.goto(`/manager/${location.locationId}`);
  const kiosks = manager.getByRole('list', { name: 'Kiosks' });
  const frontDesk = kiosks.getByRole('listitem').filter({ hasText: 'Front desk iPad' });
  await expect(frontDesk.getByText('Online', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(manager);
  if (screenshotDir) await kiosks.screenshot({ path: `${screenshotDir}/devices-online.png` });

  // The kiosk loses its network: no heartbeat for three intervals.
  await kioskContext.setOffline(true);
  await expect(async () => {
    await manager.reload();
    await expect(frontDesk.getByText('Offline', { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000, intervals: [3000] });
  if (screenshotDir) await kiosks.screenshot({ path: `${screenshotDir}/devices-offline.png` });

  // Back online, it reports itself again.
  await kioskContext.setOffline(false);
  await expect(async () => {
    await manager.reload();
    await expect(frontDesk.getByText('Online', { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000, intervals: [3000] });

  // Revoked: the kiosk's next heartbeat sends it to the location's login, its ID filled in.
  await frontDesk.getByRole('button', { name: 'Revoke Front desk iPad' }).click();
  await manager
    .getByRole('alertdialog', { name: 'Revoke Front desk iPad?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(manager.getByText('Front desk iPad revoked')).toBeVisible();
  await expect(frontDesk).toHaveCount(0);
  await expect(kiosk).toHaveURL(new RegExp(`/login/${location.locationId}\\?type=location$`), {
    timeout: 15_000,
  });
  await expect(kiosk.getByLabel('Location ID')).toHaveValue(location.locationId);
  expect(await kiosk.evaluate(() => localStorage.getItem('token'))).toBeNull();

  expect(kioskErrors, 'kiosk console errors').toEqual([]);
  await kioskContext.close();
});

test('a browser that logs in again stays one kiosk, each new one is numbered, and the manager renames one', async ({
  page: manager,
  browser,
}) => {
  test.setTimeout(90_000);
  const place = await createActiveLocation(api, { locationName: 'Harbour', timezone: 'Europe/Madrid' });
  const { context: first, page: kiosk, errors } = await openKioskContext(browser, /status of 401/);
  const logIn = async (page: typeof kiosk) => {
    await page.goto(`/login/${place.locationId}?type=location`);
    await page.getByLabel('Password', { exact: true }).fill(place.locationPassword);
    await page.getByRole('button', { name: 'Login as Location' }).click();
    await expect(page.getByRole('heading', { name: 'Currently Working' })).toBeVisible();
  };
  // The same browser twice (signed out in between), and another browser once.
  await logIn(kiosk);
  await kiosk.getByRole('button', { name: 'Logout' }).click();
  await expect(kiosk).toHaveURL(/\/login/);
  await logIn(kiosk);
  const { context: second, page: otherKiosk } = await openKioskContext(browser, /status of 401/);
  await logIn(otherKiosk);

  await manager.setViewportSize({ width: 1280, height: 800 });
  await seedManagerToken(manager, await loginToken(api, place, 'manager'));
  await manager.goto(`/manager/${place.locationId}`);
  const kiosks = manager.getByRole('list', { name: 'Kiosks' });
  await expect(kiosks.getByRole('listitem')).toHaveCount(2);
  await expect(kiosks.getByRole('listitem').filter({ hasText: 'Kiosk 1' })).toHaveCount(1);
  await expect(kiosks.getByRole('listitem').filter({ hasText: 'Kiosk 2' })).toHaveCount(1);

  // Rename: the server's rule in the dialog, then the new name with the number beside it.
  await kiosks.getByRole('button', { name: 'Rename Kiosk 1' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Rename Kiosk 1' });
  const name = dialog.getByLabel('Name');
  await expect(name).toHaveValue('Kiosk 1');
  await name.fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a name for this device')).toBeVisible();
  await expectNoSeriousViolations(manager);
  if (screenshotDir) await manager.screenshot({ path: `${screenshotDir}/devices-rename.png` });
  await name.fill('Back door tablet');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(manager.getByText('Renamed to Back door tablet')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(kiosks.getByRole('listitem').filter({ hasText: 'Kiosk 1' })).toHaveCount(0);
  await expect(kiosks.getByRole('listitem').filter({ hasText: 'Back door tablet' })).toContainText(
    'No. 1 · ',
  );

  // The renamed browser logs in once more: still one row, its name kept.
  await kiosk.getByRole('button', { name: 'Logout' }).click();
  await logIn(kiosk);
  await manager.reload();
  await expect(kiosks.getByRole('listitem')).toHaveCount(2);
  await expect(kiosks.getByRole('listitem').filter({ hasText: 'Back door tablet' })).toContainText(
    'No. 1 · ',
  );
  if (screenshotDir) await kiosks.screenshot({ path: `${screenshotDir}/devices-named-and-numbered.png` });

  // A German location reads the unnamed one in German.
  const headers = { authorization: `Bearer ${await loginToken(api, place, 'manager')}` };
  const { settings } = (await (await api.get('/api/admin/location-settings', { headers })).json()) as {
    settings: Record<string, unknown>;
  };
  await api.put('/api/admin/location-settings', {
    headers,
    data: { settings: { ...settings, language: 'de' } },
  });
  await manager.reload();
  const terminals = manager.getByRole('list', { name: 'Terminals' });
  await expect(terminals.getByRole('listitem').filter({ hasText: 'Terminal 2' })).toBeVisible();
  await expect(terminals.getByRole('listitem').filter({ hasText: 'Back door tablet' })).toContainText(
    'Nr. 1 · ',
  );
  if (screenshotDir) await manager.screenshot({ path: `${screenshotDir}/devices-de.png`, fullPage: true });

  expect(errors, 'kiosk console errors').toEqual([]);
  await first.close();
  await second.close();
});

test("the owner sees a location's kiosks on its card, in words, and revokes one", async ({ page: owner }) => {
  const place = await createActiveLocation(api, { locationName: 'Quay', timezone: 'Europe/Madrid' });
  // A kiosk that logged in with a name (the login registers it) and has reported itself since.
  const login = await api.post('/api/auth/login', {
    data: {
      locationId: place.locationId,
      password: place.locationPassword,
      accountType: 'location',
      deviceName: 'Till tablet',
    },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const heartbeat = () =>
    api.post('/api/devices/heartbeat', {
      headers: { authorization: `Bearer ${token}` },
      data: { appVersion: 'e2e', queuedPunches: 0 },
    });
  const beat = await heartbeat();
  expect(beat.ok(), await beat.text()).toBe(true);

  await seedTokens(owner, { token: place.orgAdminToken });
  await owner.goto(`/organization/${place.organizationId}/dashboard`);
  const card = owner.getByRole('article', { name: 'Quay' });
  await expect(card.getByText('1 of 1 online')).toBeVisible();
  // The dialog's code and its strings arrive after the dashboard: its words, never their keys.
  await card.getByRole('button', { name: 'Manage kiosks' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Kiosks of Quay' });
  const tablet = dialog.getByRole('listitem').filter({ hasText: 'Till tablet' });
  await expect(tablet.getByText('Online', { exact: true })).toBeVisible();
  await expect(dialog).not.toContainText('manager.');
  await expectNoSeriousViolations(owner);

  await tablet.getByRole('button', { name: 'Revoke Till tablet' }).click();
  await owner
    .getByRole('alertdialog', { name: 'Revoke Till tablet?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(owner.getByText('Till tablet revoked')).toBeVisible();
  await expect(tablet).toHaveCount(0);
  expect((await heartbeat()).status()).toBe(401);
});
