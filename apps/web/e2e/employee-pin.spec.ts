import { type APIRequestContext, type Locator, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, createEmployee, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { tap } from './support/kiosk-context.ts';
import { seedManagerToken, seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';

// With PINs on (docs/decisions/0157-employee-pin.md), a colleague's ID is not enough. The browser sits in another zone than the
// location, so a lock's time shown in the device's zone fails.
const locationZone = 'Europe/Berlin';
test.use({ timezoneId: 'America/Los_Angeles' });

const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
async function snapshot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/pin-${name}.png`, fullPage: true });
}

async function snapshotOf(part: Locator, name: string) {
  if (screenshotDir) await part.screenshot({ path: `${screenshotDir}/pin-${name}.png` });
}

let api: APIRequestContext;
let location: ActiveLocation;

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  location = await createActiveLocation(api, { timezone: locationZone });
});
test.afterAll(async () => api.dispose());

test('a manager turns PINs on and hands one out; five wrong PINs lock, the manager unlocks, the right PIN punches', async ({
  page: kiosk,
  browser,
  allowHttpErrors,
}) => {
  // The kiosk's wrong PINs (401) and the lock (429) are answers the story provokes.
  allowHttpErrors(401, 429);
  const managerToken = await loginToken(api, location, 'manager');
  const employeeId = await createEmployee(api, managerToken, 'Ada Lovelace');

  // The manager, on a phone.
  const managerContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    timezoneId: 'America/Los_Angeles',
    viewport: { width: 390, height: 844 },
  });
  const manager = await managerContext.newPage();
  const managerErrors: string[] = [];
  manager.on('console', (message) => {
    if (message.type() === 'error') managerErrors.push(message.text());
  });
  await seedManagerToken(manager, managerToken);

  await manager.goto('/manager/settings');
  const pinSetting = manager.getByRole('combobox', { name: 'Employee PIN' });
  await expect(pinSetting).toHaveText('Off: the employee ID alone');
  await pinSetting.click();
  await manager.getByRole('option', { name: '4 digits' }).click();
  // Ada has no PIN yet: the switch asks first (pins-rollout.spec.ts tells that story).
  await manager
    .getByRole('alertdialog', { name: 'Turn on employee PINs?' })
    .getByRole('button', { name: 'Turn on' })
    .click();
  await expect(manager.getByText('All changes saved')).toBeVisible();
  await snapshotOf(manager.getByRole('region', { name: 'Kiosk' }), 'settings-390');
  await manager.getByRole('button', { name: 'Back to Dashboard' }).click();
  // On a phone the dashboard opens folded under the calendar: its section link opens Employees.
  await manager
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Employees' })
    .click();

  const row = manager
    .getByRole('list', { name: 'Employees' })
    .getByRole('listitem')
    .filter({ hasText: 'Ada Lovelace' });
  await expect(row.getByText('No PIN yet: cannot clock in')).toBeVisible();
  await row.getByRole('button', { name: 'Actions for Ada Lovelace' }).click();
  await manager.getByRole('menuitem', { name: 'New PIN' }).click();
  await manager
    .getByRole('alertdialog', { name: 'New PIN for Ada Lovelace' })
    .getByRole('button', { name: 'Create PIN' })
    .click();
  const shown = manager.getByRole('dialog', { name: "Ada Lovelace's new PIN" });
  await expect(shown).toBeVisible();
  const pin =
    (await shown
      .locator('[aria-hidden="true"]')
      .filter({ hasText: /^\d{4}$/ })
      .textContent()) ?? '';
  expect(pin).toMatch(/^\d{4}$/);
  await expectNoSeriousViolations(manager);
  await snapshot(manager, 'new-pin-390');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(row.getByText('No PIN yet: cannot clock in')).toBeHidden();

  // The kiosk, on a tablet.
  await kiosk.setViewportSize({ width: 768, height: 1024 });
  await seedTokens(kiosk, { token: await loginToken(api, location, 'location') });
  await kiosk.goto(`/location/${location.locationId}`);
  await expect(
    kiosk.getByText('Enter your ID and your PIN, then press Clock In or Clock Out.'),
  ).toBeVisible();
  const pinField = kiosk.getByLabel('PIN', { exact: true });
  await expect(pinField).toHaveAttribute('type', 'password');
  const alert = kiosk.getByRole('alert');
  const wrong = pin === '2580' ? '2581' : '2580';
  for (const left of [4, 3, 2, 1]) {
    await tap(kiosk, employeeId + wrong);
    await kiosk.getByRole('button', { name: 'Clock In' }).click();
    await expect(alert).toContainText(`Wrong PIN. Attempts left: ${left}`);
  }
  await tap(kiosk, employeeId);
  await expect(pinField).toHaveValue('');
  await tap(kiosk, wrong);
  await snapshot(kiosk, 'kiosk-typed-768');
  await kiosk.getByRole('button', { name: 'Clock In' }).click();
  await expect(alert).toContainText(
    'Too many wrong PINs for this employee ID. Try again in 5 minutes or ask a manager to unlock.',
  );
  // Nobody learns whose ID it is by guessing.
  await expect(alert).not.toContainText('Ada');
  await expectNoSeriousViolations(kiosk);
  await snapshot(kiosk, 'kiosk-locked-768');
  // Locked: the right PIN is refused too.
  await tap(kiosk, employeeId + pin);
  await kiosk.getByRole('button', { name: 'Clock In' }).click();
  await expect(alert).toContainText('Too many wrong PINs for this employee ID. Try again in 5 minutes');

  // The manager sees the lock, at the location's clock, and lifts it.
  await manager.reload();
  const lockedUntil = await api
    .get('/api/admin/employees', { headers: { authorization: `Bearer ${managerToken}` } })
    .then(async (response) => (await response.json()).employees[0].pinLockedUntil as string);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: locationZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(lockedUntil));
  await expect(row.getByText(`PIN locked until ${time}`)).toBeVisible();
  await snapshotOf(manager.getByRole('list', { name: 'Employees' }), 'locked-390');
  await row.getByRole('button', { name: "Unlock Ada Lovelace's PIN" }).click();
  await expect(manager.getByText("Ada Lovelace's PIN is unlocked")).toBeVisible();
  await expect(row.getByText(/PIN locked/)).toBeHidden();

  await tap(kiosk, employeeId + pin);
  await kiosk.getByRole('button', { name: 'Clock In' }).click();
  await expect(kiosk.getByRole('status')).toContainText('Clocked in successfully! Welcome Ada Lovelace');
  await expect(kiosk.getByRole('region', { name: 'Currently Working' })).toContainText('Ada Lovelace');
  await snapshot(kiosk, 'kiosk-punched-768');

  expect(managerErrors, 'manager console errors').toEqual([]);
  await managerContext.close();
});
