import { type APIRequestContext, type Browser, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { defaultSettings } from './support/default-settings.ts';
import { tap } from './support/kiosk-context.ts';
import { seedManagerToken, seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';

// Turning PINs on (docs/decisions/0173-pins-without-stranding.md) must not strand the evening shift. A crew of 25, one of whom has a PIN;
// one is at work when the manager turns PINs on. The switch says how many have none and asks; the
// one at work clocks out without a PIN; the manager makes everyone's PIN in one step and prints
// the sheet; the PIN from the sheet punches (docs/decisions/0173-pins-without-stranding.md).

const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** With E2E_SCREENSHOT_DIR set, the page at the phone's and the desktop's width, back to `back`. */
async function snapshot(page: Page, name: string, back = phone) {
  if (!screenshotDir) return;
  for (const [label, size] of [
    ['390', phone],
    ['1280', desktop],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${screenshotDir}/pins-${name}-${label}.png` });
  }
  await page.setViewportSize(back);
}

const CREW = [
  'Ana Ruiz',
  'Ben Okafor',
  'Chloé Martin',
  'Dev Patel',
  'Elena Rossi',
  'Farah Haddad',
  'Gus Berg',
  'Hana Sato',
  'Ivan Petrov',
  'Jade Wong',
  'Kofi Mensah',
  'Lena Vogel',
  'Mateo Silva',
  'Nia Brown',
  'Omar Aziz',
  'Priya Nair',
  'Quinn Walsh',
  'Rosa Díaz',
  'Sami Laine',
  'Tara Quinn',
  'Umar Khan',
  'Vera Novak',
  'Wes Clark',
  'Xin Li',
  'Yara Haddad',
];

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
});
test.afterAll(async () => api.dispose());

/** A location of 25 employees in `language`; 001 has a PIN; the manager's and the kiosk's tokens. */
async function crewLocation(language: 'en' | 'de') {
  const location: ActiveLocation = await createActiveLocation(api, {});
  const managerToken = await loginToken(api, location, 'manager');
  const kioskToken = await loginToken(api, location, 'location');
  const headers = { authorization: `Bearer ${managerToken}` };
  const added = await api.post('/api/admin/employees/bulk', { headers, data: { names: CREW } });
  expect((await added.json()).created).toHaveLength(25);
  expect((await api.post('/api/admin/employees/001/pin', { headers })).status()).toBe(200);
  const saved = await api.put('/api/admin/location-settings', {
    headers,
    data: { settings: { ...defaultSettings, language } },
  });
  expect(saved.status()).toBe(200);
  return { location, managerToken, kioskToken };
}

async function openManager(browser: Browser, token: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: phone });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // window.print() would open the browser's dialog: counted instead.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await seedManagerToken(page, token);
  return { context, page, errors };
}

test('turning PINs on asks first, lets the one at work clock out, and makes everyone a PIN in one step', async ({
  page: kiosk,
  browser,
  allowHttpErrors,
}) => {
  // The kiosk's clock-in without a PIN (400) and its wrong PIN (401) are answers the story provokes.
  allowHttpErrors(400, 401);
  const { location, managerToken, kioskToken } = await crewLocation('en');
  // Ben (002) has no PIN and is at work before PINs go on.
  const clockIn = await api.post('/api/shift/clock-in', {
    headers: { authorization: `Bearer ${kioskToken}` },
    data: { employeeId: '002' },
  });
  expect(clockIn.status()).toBe(201);

  const { context, page: manager, errors } = await openManager(browser, managerToken);
  await manager.goto('/manager/settings');
  const kioskSection = manager.getByRole('region', { name: 'Kiosk' });
  await expect(kioskSection).toContainText('24 of 25 active employees have no PIN yet.');
  await kioskSection.getByRole('combobox', { name: 'Employee PIN' }).click();
  await manager.getByRole('option', { name: '4 digits' }).click();
  const question = manager.getByRole('alertdialog', { name: 'Turn on employee PINs?' });
  await expect(question).toContainText(
    "24 of 25 active employees have no PIN yet. They can't clock in until they get one, but they can still clock out.",
  );
  // Cancel is the first focus: Enter never turns PINs on by accident.
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousViolations(manager);
  await snapshot(manager, 'turn-on-en');
  await question.getByRole('button', { name: 'Turn on' }).click();
  await expect(manager.getByText('All changes saved')).toBeVisible();
  await expect(kioskSection.getByRole('combobox', { name: 'Employee PIN' })).toHaveText('4 digits');

  // The kiosk, on a phone: Ben leaves with his ID alone; nobody without a PIN can clock in.
  await kiosk.setViewportSize(phone);
  await seedTokens(kiosk, { token: kioskToken });
  await kiosk.goto(`/location/${location.locationId}`);
  await expect(kiosk.getByLabel('PIN', { exact: true })).toBeVisible();
  await tap(kiosk, '002');
  await kiosk.getByRole('button', { name: 'Clock Out' }).click();
  await expect(kiosk.getByRole('status')).toContainText('Clocked out successfully! Ben Okafor worked');
  await tap(kiosk, '003');
  await kiosk.getByRole('button', { name: 'Clock In' }).click();
  await expect(kiosk.getByRole('alert')).toContainText('Please enter your PIN');

  // Everyone's PIN in one step, on a sheet shown once: from the Employees panel (the German story
  // below makes them from the settings).
  await manager.getByRole('button', { name: 'Back to Dashboard' }).click();
  // On a phone the dashboard opens folded under the calendar: its section link opens Employees.
  await manager
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Employees' })
    .click();
  const employees = manager.getByRole('list', { name: 'Employees' });
  await expect(employees.getByText('No PIN yet: cannot clock in')).toHaveCount(24);
  const createPins = manager.getByRole('button', { name: 'Create PINs for 24 employees' });
  await createPins.scrollIntoViewIfNeeded();
  if (screenshotDir) await manager.screenshot({ path: `${screenshotDir}/pins-employees-390.png` });
  await createPins.click();
  await manager
    .getByRole('alertdialog', { name: 'Create PINs for 24 employees?' })
    .getByRole('button', { name: 'Create PINs' })
    .click();
  const sheet = manager.getByRole('dialog', { name: 'New PINs for 24 employees' });
  await expect(sheet).toContainText("These PINs are shown only now and can't be shown again.");
  const rows = sheet.getByRole('row');
  await expect(rows).toHaveCount(25);
  await expect(rows.nth(1)).toContainText('Ben Okafor002');
  // The row whose ID cell is the ID: the row's text would also match a PIN holding those digits.
  const row = (employeeId: string) =>
    sheet.getByRole('row').filter({ has: manager.getByRole('cell', { name: employeeId, exact: true }) });
  const pinOf = async (employeeId: string) =>
    (await row(employeeId).locator('td [aria-hidden="true"]').textContent()) ?? '';
  const benPin = await pinOf('002');
  expect(benPin).toMatch(/^\d{4}$/);
  await expect(row('001')).toHaveCount(0);
  await expectNoSeriousViolations(manager);
  await snapshot(manager, 'sheet-en');

  await sheet.getByRole('button', { name: 'Print' }).click();
  expect(await manager.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // On paper: the sheet alone, every row, no buttons, not the settings behind it.
  await manager.emulateMedia({ media: 'print' });
  await expect(employees).toBeHidden();
  await expect(sheet.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(rows.last()).toBeVisible();
  if (screenshotDir)
    await manager.screenshot({ path: `${screenshotDir}/pins-sheet-print.png`, fullPage: true });
  await manager.emulateMedia({ media: 'screen' });

  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
  await expect(employees.getByText('No PIN yet: cannot clock in')).toHaveCount(0);
  await expect(createPins).toBeHidden();

  // The PIN from the sheet punches; a wrong one names nobody.
  await tap(kiosk, `002${benPin === '2580' ? '2581' : '2580'}`);
  await kiosk.getByRole('button', { name: 'Clock In' }).click();
  await expect(kiosk.getByRole('alert')).toContainText('Wrong PIN. Attempts left: 4');
  await expect(kiosk.getByRole('alert')).not.toContainText('Ben');
  await tap(kiosk, `002${benPin}`);
  await kiosk.getByRole('button', { name: 'Clock In' }).click();
  await expect(kiosk.getByRole('status')).toContainText('Clocked in successfully! Welcome Ben Okafor');

  expect(errors, 'manager console errors').toEqual([]);
  await context.close();
});

test('the question and the sheet in German', async ({ browser }) => {
  const { managerToken } = await crewLocation('de');
  const { context, page: manager, errors } = await openManager(browser, managerToken);
  await manager.goto('/manager/settings');
  const kioskSection = manager.getByRole('region', { name: 'Terminal' });
  await expect(kioskSection).toContainText('24 von 25 aktiven Mitarbeitern haben noch keine PIN.');
  await kioskSection.getByRole('combobox', { name: 'Mitarbeiter-PIN' }).click();
  await manager.getByRole('option', { name: '4 Ziffern' }).click();
  const question = manager.getByRole('alertdialog', { name: 'Mitarbeiter-PIN einschalten?' });
  await expect(question).toContainText(
    'Ohne PIN können sie sich nicht einstempeln, aber weiterhin ausstempeln.',
  );
  await snapshot(manager, 'turn-on-de');
  await question.getByRole('button', { name: 'Abbrechen' }).click();

  await kioskSection.getByRole('button', { name: 'PINs für 24 Mitarbeiter erstellen' }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: 'PINs erstellen' }).click();
  const sheet = manager.getByRole('dialog', { name: 'Neue PINs für 24 Mitarbeiter' });
  await expect(sheet.getByRole('row')).toHaveCount(25);
  await expect(sheet.getByRole('columnheader', { name: 'Mitarbeiter-ID' })).toBeVisible();
  await expectNoSeriousViolations(manager);
  await snapshot(manager, 'sheet-de');
  await sheet.getByRole('button', { name: 'Fertig' }).click();
  expect(errors, 'manager console errors').toEqual([]);
  await context.close();
});
