import { type APIRequestContext, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, createEmployee, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { openKioskContext } from './support/kiosk-context.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// A kiosk that loses its connection keeps the punches, says so, and sends them when it is
// back; the server applies them once, flagged, and puts a conflicting one on the manager's list.
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;

let api: APIRequestContext;
let location: ActiveLocation;
let managerToken: string;
const ids: string[] = [];

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  location = await createActiveLocation(api, { timezone: 'America/Chicago' });
  managerToken = await loginToken(api, location, 'manager');
  for (const name of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'])
    ids.push(await createEmployee(api, managerToken, name));
});
test.afterAll(async () => api.dispose());

async function punch(kiosk: Page, employeeId: string, button: 'Clock In' | 'Clock Out') {
  const keypad = kiosk.getByRole('group', { name: 'Keypad' });
  for (const digit of employeeId) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await kiosk.getByRole('button', { name: button }).click();
}

test('a kiosk keeps three punches through a lost connection and sends them once, flagged; a conflicting one goes to review', async ({
  page: manager,
  browser,
}) => {
  test.setTimeout(120_000);
  const [ada = '', grace = '', alan = ''] = ids;
  // The story provokes requests failing while offline, and the batch answer it cuts off.
  const {
    context: kioskContext,
    page: kiosk,
    errors: kioskErrors,
  } = await openKioskContext(browser, /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|ERR_FAILED/);

  await kiosk.goto(`/login/${location.locationId}?type=location`);
  await kiosk.getByLabel('Device name').fill('Back door tablet');
  await kiosk.getByLabel('Password', { exact: true }).fill(location.locationPassword);
  await kiosk.getByRole('button', { name: 'Login as Location' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Currently Working' })).toBeVisible();
  // The service worker has kept the kiosk's page and files.
  await expect
    .poll(() =>
      kiosk.evaluate(async () => (await caches.open('shiftclock-pages')).keys().then((k) => k.length)),
    )
    .toBeGreaterThanOrEqual(2);

  // The connection drops: three people clock in, and Grace presses Clock In a second time.
  await kioskContext.setOffline(true);
  const status = kiosk.getByRole('status');
  for (const id of [ada, grace, alan]) {
    await punch(kiosk, id, 'Clock In');
    await expect(status).toHaveText(
      `No connection: the clock-in for ID ${id} is saved on this kiosk and will be sent when the connection is back.`,
    );
  }
  // Saved, to be sent: not dressed as a success (green, a tick) but amber with the no-connection icon.
  const saved = status.locator('[data-tone]');
  await expect(saved).toHaveAttribute('data-tone', 'queued');
  await expect(saved.locator('svg.lucide-cloud-off')).toBeVisible();
  await expect(saved.locator('svg.lucide-circle-check-big, svg.lucide-check-circle-2')).toHaveCount(0);
  expect(await saved.evaluate((box) => getComputedStyle(box).backgroundColor)).toBe(
    await kiosk.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.className = 'bg-amber-50';
      const color = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return color;
    }),
  );
  await punch(kiosk, grace, 'Clock In');
  await expect(kiosk.getByText('4 punches waiting to be sent')).toBeVisible();
  await expectNoSeriousViolations(kiosk);
  if (screenshotDir) await kiosk.screenshot({ path: `${screenshotDir}/offline-kiosk-768.png` });

  // Reloaded without a connection, the kiosk still opens, with its location's name and its punches
  // waiting (the settings, a PIN's length among them, are kept the same way).
  await kiosk.reload();
  await expect(kiosk.getByRole('button', { name: 'Clock In' })).toBeVisible();
  await expect(kiosk.getByText(location.locationName, { exact: true })).toBeVisible();
  await expect(kiosk.getByText('4 punches waiting to be sent')).toBeVisible();
  await kiosk.setViewportSize({ width: 390, height: 844 });
  if (screenshotDir) await kiosk.screenshot({ path: `${screenshotDir}/offline-kiosk-390.png` });
  await kiosk.setViewportSize({ width: 768, height: 1024 });

  // Back online, the first batch reaches the server but its answer is lost on the way back: the
  // kiosk keeps the punches and sends the same batch again.
  let batches = 0;
  await kioskContext.route('**/api/shift/offline-punches', async (route) => {
    batches += 1;
    if (batches > 1) return route.continue();
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    return route.abort('connectionreset');
  });
  await kioskContext.setOffline(false);
  await expect(kiosk.getByText(/punches? waiting to be sent/)).toHaveCount(0, { timeout: 40_000 });
  expect(batches).toBe(2);

  // Three shifts, each once, flagged offline; Grace's second clock-in is not a shift.
  const shifts = (
    await (
      await api.get('/api/admin/shifts', { headers: { authorization: `Bearer ${managerToken}` } })
    ).json()
  ).shifts as { employee: { employeeId: string }; offline: boolean; isActive: boolean }[];
  expect(shifts.map((shift) => shift.employee.employeeId).sort()).toEqual([ada, grace, alan].sort());
  expect(shifts.every((shift) => shift.offline && shift.isActive)).toBe(true);
  await expect(kiosk.getByText('3 people working')).toBeVisible();

  // The manager sees them flagged in Recent Shifts, and Grace's extra punch on the timesheet.
  await manager.setViewportSize({ width: 1280, height: 800 });
  await seedManagerToken(manager, managerToken);
  await manager.goto(`/manager/${location.locationId}`);
  const recent = manager.getByRole('region', { name: /Recent Shifts/ }).first();
  await expect(recent.getByRole('row').filter({ hasText: 'Offline' })).toHaveCount(3);
  if (screenshotDir) await recent.screenshot({ path: `${screenshotDir}/offline-recent-shifts.png` });

  await manager.getByRole('button', { name: 'Timesheets' }).click();
  const review = manager.getByRole('region', { name: 'Offline punches to review (1)' });
  await expect(review.getByRole('listitem')).toHaveText(
    new RegExp(`Grace Hopper \\(${grace}\\).*Clock in · .*Back door tablet.*Already clocked in at that time`),
  );
  await expect(manager.getByRole('region', { name: /Needs review/ }).getByText('Offline punch')).toHaveCount(
    3,
  );
  await expectNoSeriousViolations(manager);
  if (screenshotDir)
    await manager.screenshot({ path: `${screenshotDir}/offline-timesheet.png`, fullPage: true });
  await review.getByRole('button', { name: /^Dismiss the offline Clock in of Grace Hopper at / }).click();
  await expect(manager.getByText('Offline punch dismissed')).toBeVisible();
  await expect(review).toHaveCount(0);

  expect(kioskErrors, 'kiosk console errors').toEqual([]);
  await kioskContext.close();
});
