import { type APIRequestContext, type Page, type Response, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, createEmployee, loginToken } from './support/api.ts';
import { seedManagerToken, seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';

// Live updates (docs/api.md, "Live updates"): a punch at one kiosk shows on the manager's dashboard
// and on another kiosk without a reload or a press on Refresh, and a lost stream comes back. The
// screens poll every 30 s or more when their stream is down, so each wait below (3 s) can only be
// met by the stream.

const LIVE_MS = 3_000;

let api: APIRequestContext;
let location: ActiveLocation;
let locationToken: string;
let managerToken: string;

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  location = await createActiveLocation(api);
  locationToken = await loginToken(api, location, 'location');
  managerToken = await loginToken(api, location, 'manager');
});
test.afterAll(async () => api.dispose());

const addEmployee = (name: string) => createEmployee(api, managerToken, name);

async function punch(kind: 'in' | 'out', employeeId: string) {
  const response = await api.post(`/api/shift/clock-${kind}`, {
    headers: { authorization: `Bearer ${locationToken}` },
    data: { employeeId },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** GET /api/events, whatever its query (the age of the screen's answers). */
const isStream = (response: Response) => new URL(response.url()).pathname === '/api/events';

/** Opens `path` and waits until its live-updates stream has answered. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse(isStream);
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

test('a punch at the kiosk shows on the manager dashboard and on another kiosk at once', async ({
  browser,
}) => {
  const id = await addEmployee('Grace Hopper');
  const managerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const otherKioskContext = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const manager = await managerContext.newPage();
  const kiosk = await browser.newPage({ viewport: { width: 768, height: 1024 } });
  const otherKiosk = await otherKioskContext.newPage();
  await seedManagerToken(manager, managerToken);
  await seedTokens(kiosk, { token: locationToken });
  await seedTokens(otherKiosk, { token: locationToken });
  await openLive(manager, `/manager/${location.locationId}`);
  await openLive(kiosk, `/location/${location.locationId}`);
  await openLive(otherKiosk, `/location/${location.locationId}`);

  const recent = manager.getByRole('region', { name: /Recent Shifts/ });
  await expect(recent.getByText('No shifts recorded yet')).toBeVisible();
  const otherWorking = otherKiosk.getByRole('region', { name: 'Currently Working' });
  await expect(otherWorking.getByText('No employees currently clocked in')).toBeVisible();

  // Clock in at the kiosk.
  await kiosk.getByLabel('Employee ID').fill(id);
  await kiosk.getByRole('button', { name: 'Clock In' }).click();
  await expect(kiosk.getByRole('status')).toHaveText('Clocked in successfully! Welcome Grace Hopper');
  const punchedAt = Date.now();

  const row = recent.getByRole('row').filter({ hasText: 'Grace Hopper' });
  await expect(row.getByRole('cell').nth(5)).toHaveText('Active', { timeout: LIVE_MS });
  const onManager = Date.now() - punchedAt;
  await expect(otherWorking.getByRole('listitem').filter({ hasText: 'Grace Hopper' })).toBeVisible({
    timeout: LIVE_MS,
  });
  // The week's calendar holds the shift too.
  await expect(manager.getByRole('button', { name: /Grace Hopper/ }).first()).toBeVisible({
    timeout: LIVE_MS,
  });

  // And out, through the API as another device would.
  await punch('out', id);
  await expect(row.getByRole('cell').nth(5)).toHaveText('Completed', { timeout: LIVE_MS });
  await expect(otherWorking.getByText('No employees currently clocked in')).toBeVisible({ timeout: LIVE_MS });
  console.log(`live updates: the manager saw the kiosk's clock-in ${onManager} ms after the kiosk said so`);

  await managerContext.close();
  await otherKioskContext.close();
  await kiosk.close();
});

test('a kiosk whose connection drops catches up when it is back', async ({
  page,
  context,
  allowNetworkErrors,
}) => {
  // The calls in flight when the network goes (the stream's first refresh among them) fail.
  allowNetworkErrors();
  const id = await addEmployee('Katherine Johnson');
  await page.setViewportSize({ width: 768, height: 1024 });
  await seedTokens(page, { token: locationToken });
  await openLive(page, `/location/${location.locationId}`);
  const working = page.getByRole('region', { name: 'Currently Working' });
  await expect(working.getByText('No employees currently clocked in')).toBeVisible();

  // The network goes; someone clocks in at another kiosk meanwhile.
  const reconnected = page.waitForResponse((response) => isStream(response) && response.status() === 200);
  await context.setOffline(true);
  // The page has heard that it is offline (and so dropped its stream) before the punch is taken.
  await page.waitForFunction(() => !navigator.onLine);
  await page.waitForTimeout(200);
  await punch('in', id);
  await page.waitForTimeout(500);
  await expect(working.getByText('No employees currently clocked in')).toBeVisible();

  // Back online: the stream reopens (1 to 2 s of back-off) and the kiosk asks again at once.
  await context.setOffline(false);
  await reconnected;
  await expect(working.getByRole('listitem').filter({ hasText: 'Katherine Johnson' })).toBeVisible({
    timeout: LIVE_MS,
  });
  await punch('out', id);
});
