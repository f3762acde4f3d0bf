import { type APIRequestContext, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, createEmployee, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { tap } from './support/kiosk-context.ts';
import { expect, test } from './support/test.ts';

// The browser sits in another zone than the location, so a time shown in the device's zone fails.
const locationZone = 'Asia/Kolkata';
test.use({ timezoneId: 'America/Los_Angeles' });

// Set E2E_SCREENSHOT_DIR to keep pictures of each state for a look by eye; off in normal runs.
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
async function snapshot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/kiosk-${name}.png`, fullPage: true });
}

/** Nothing to scroll, in either direction. */
async function expectNoScroll(page: Page) {
  const size = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    scrollWidth: document.documentElement.scrollWidth,
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
  }));
  expect(size.scrollHeight, 'page height').toBeLessThanOrEqual(size.innerHeight);
  expect(size.scrollWidth, 'page width').toBeLessThanOrEqual(size.innerWidth);
}

const hhmm = (instant: string | Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: locationZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

let api: APIRequestContext;
let location: ActiveLocation;
let locationToken: string;
let managerToken: string;

const addEmployee = (name: string) => createEmployee(api, managerToken, name);

async function clockInThroughApi(employeeId: string) {
  const response = await api.post('/api/shift/clock-in', {
    headers: { authorization: `Bearer ${locationToken}` },
    data: { employeeId },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Opens the kiosk as a location account whose login stored its token under `token`. */
async function openKiosk(page: Page) {
  await page.addInitScript((token) => localStorage.setItem('token', token), locationToken);
  await page.goto(`/location/${location.locationId}`);
  await expect(page.getByRole('heading', { name: 'Currently Working' })).toBeVisible();
}

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  location = await createActiveLocation(api, { timezone: locationZone });
  locationToken = await loginToken(api, location, 'location');
  managerToken = await loginToken(api, location, 'manager');
});
test.afterAll(async () => api.dispose());

test('an employee clocks in on the keypad and out from the keyboard, on a 768 px tablet', async ({
  page,
  allowHttpErrors,
}) => {
  const id = await addEmployee('Ada Lovelace');
  await page.setViewportSize({ width: 768, height: 1024 });
  await openKiosk(page);
  const field = page.getByLabel('Employee ID');
  const keypad = page.getByRole('group', { name: 'Keypad' });
  const working = page.getByRole('region', { name: 'Currently Working' });
  const status = page.getByRole('status');
  const alert = page.getByRole('alert');

  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('placeholder', '000');
  await expect(working.getByText('No employees currently clocked in')).toBeVisible();

  // The clock shows the location's time, not the device's.
  const clock = page.locator('time').first();
  await expect(clock).toHaveText(/\d{2}:\d{2}:\d{2}/);
  const shown = await clock.evaluate((element) => ({
    at: element.getAttribute('datetime') ?? '',
    text: element.textContent ?? '',
  }));
  expect(shown.text.slice(0, 5)).toBe(hhmm(shown.at));

  // Clock in with the on-screen keypad.
  for (const digit of id) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await expect(field).toHaveValue(id);
  await page.getByRole('button', { name: 'Clock In' }).click();
  await expect(status).toHaveText('Clocked in successfully! Welcome Ada Lovelace');
  await expect(field).toHaveValue('');
  const card = working.getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
  await expect(card).toContainText(id);
  const current = (await (
    await api.get('/api/shift/current', { headers: { authorization: `Bearer ${locationToken}` } })
  ).json()) as { shifts: { clockIn: string }[] };
  await expect(card).toContainText(`Since ${hhmm(current.shifts[0]?.clockIn ?? '')}`);
  await expect(card).toContainText(/\b0m$/);

  // A second clock-in is refused with the server's words.
  allowHttpErrors(409, 404);
  for (const digit of id) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Clock In' }).click();
  await expect(alert).toHaveText('Ada Lovelace is already clocked in');
  await expect(field).toHaveValue('');

  // Clock out from a physical keyboard: digits typed wherever the focus is, Tab to Clock Out, Enter.
  await page.keyboard.type(id);
  await expect(field).toHaveValue(id);
  await page.getByRole('button', { name: 'Clock Out' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(/^Clocked out successfully! Ada Lovelace worked 0h \d+m$/);
  await expect(card).toHaveCount(0);
  await expect(working.getByText('No employees currently clocked in')).toBeVisible();
  // After a punch from the keyboard the focus is back in the field for the next person.
  await expect(field).toBeFocused();

  // An unknown ID, then nothing at all.
  await page.keyboard.type('999');
  await page.getByRole('button', { name: 'Clock Out' }).click();
  await expect(alert).toHaveText('Employee not found');
  await page.getByRole('button', { name: 'Clock In' }).click();
  await expect(alert).toHaveText('Please enter employee ID');
});

test.describe('on a tablet in both orientations and on a laptop', () => {
  test.beforeAll(async () => {
    for (const name of ['Grace Hopper', 'Katherine Johnson', 'Alan Turing']) {
      await clockInThroughApi(await addEmployee(name));
    }
  });

  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
  ]) {
    const size = `${viewport.width}x${viewport.height}`;
    test(`${size}: nothing to scroll, no serious accessibility violation`, async ({
      page,
      allowHttpErrors,
    }) => {
      await page.setViewportSize(viewport);
      await openKiosk(page);
      const working = page.getByRole('region', { name: 'Currently Working' });
      await expect(working.getByRole('listitem')).toHaveCount(3);
      await expect(page.getByText('3 people working')).toBeAttached();
      await expectNoScroll(page);
      await snapshot(page, `${size}-working`);
      await expectNoSeriousViolations(page);

      // The keypad keys are big enough for a finger (README.md (Layout): at least 64 px).
      const keyBox = await page.getByRole('button', { name: '5', exact: true }).boundingBox();
      expect(keyBox?.height).toBeGreaterThanOrEqual(64);
      expect(keyBox?.width).toBeGreaterThanOrEqual(64);

      // A message does not push anything off the screen.
      allowHttpErrors(404);
      await page.keyboard.type('998');
      await page.getByRole('button', { name: 'Clock In' }).click();
      await expect(page.getByRole('alert')).toHaveText('Employee not found');
      await expectNoScroll(page);
      await snapshot(page, `${size}-error`);
      await expectNoSeriousViolations(page);

      const id = await addEmployee(`Visitor ${size}`);
      await page.keyboard.type(id);
      await page.getByRole('button', { name: 'Clock In' }).click();
      await expect(page.getByRole('status')).toHaveText(`Clocked in successfully! Welcome Visitor ${size}`);
      await expectNoScroll(page);
      await snapshot(page, `${size}-success`);
      await page.keyboard.type(id);
      await page.getByRole('button', { name: 'Clock Out' }).click();
      await expect(page.getByRole('status')).toContainText('Clocked out successfully!');
    });
  }
});

/** What a person needs to punch at a location with PINs, in each language (locales/<language>/kiosk.json). */
const kioskWords = {
  en: {
    id: 'Employee ID',
    keypad: 'Keypad',
    clear: 'Clear',
    backspace: 'Backspace',
    punches: ['Clock In', 'Clock Out', 'Start Break', 'End Break'],
  },
  es: {
    id: 'ID de empleado',
    keypad: 'Teclado numérico',
    clear: 'Borrar',
    backspace: 'Retroceso',
    punches: ['Fichar entrada', 'Fichar salida', 'Iniciar pausa', 'Terminar pausa'],
  },
  fr: {
    id: 'ID employé',
    keypad: 'Pavé numérique',
    clear: 'Effacer',
    backspace: 'Retour arrière',
    punches: ['Arrivée', 'Départ', 'Début de pause', 'Fin de pause'],
  },
  de: {
    id: 'Mitarbeiter-ID',
    keypad: 'Ziffernblock',
    clear: 'Löschen',
    backspace: 'Rücktaste',
    punches: ['Einstempeln', 'Ausstempeln', 'Pause beginnen', 'Pause beenden'],
  },
} as const;

/** Every button, label, heading and message on the page shows its whole text: none is cut or spills out. */
async function expectNothingClipped(page: Page) {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('button, label, legend, h1, h2, p, time span')]
      .filter((element) => element.getBoundingClientRect().width > 1 && element.checkVisibility())
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent?.trim()),
  );
  expect(clipped, 'texts wider than their box').toEqual([]);
}

test.describe('with a PIN and the break buttons, everything to act on is in view at every size', () => {
  const viewports = [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
  ];
  for (const [language, words] of Object.entries(kioskWords)) {
    test(`in ${language}: nothing scrolls, nothing is cut off, the answer is in view`, async ({
      page,
      allowHttpErrors,
    }) => {
      test.setTimeout(90_000);
      const place = await createActiveLocation(api, {
        locationName: `Gate ${language}`,
        timezone: locationZone,
      });
      const manager = await loginToken(api, place, 'manager');
      const headers = { authorization: `Bearer ${manager}` };
      const { settings } = (await (await api.get('/api/admin/location-settings', { headers })).json()) as {
        settings: Record<string, unknown>;
      };
      const saved = await api.put('/api/admin/location-settings', {
        headers,
        data: { settings: { ...settings, language, pinLength: 4 } },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      // One person at work per size (a manager's punch needs no PIN), each with a PIN of their own.
      const people: { id: string; pin: string }[] = [];
      for (const viewport of viewports) {
        const id = await createEmployee(api, manager, `Staff ${viewport.width}`);
        const answer = await api.post(`/api/admin/employees/${id}/pin`, { headers });
        expect(answer.status(), await answer.text()).toBeLessThan(300);
        const { pin } = (await answer.json()) as { pin: string };
        const punched = await api.post('/api/shift/clock-in', { headers, data: { employeeId: id } });
        expect(punched.status()).toBe(201);
        people.push({ id, pin });
      }
      await page.addInitScript(
        (token) => localStorage.setItem('token', token),
        await loginToken(api, place, 'location'),
      );
      allowHttpErrors(401);

      for (const [index, viewport] of viewports.entries()) {
        const size = `${viewport.width}x${viewport.height}`;
        const person = people[index] ?? { id: '', pin: '' };
        await page.setViewportSize(viewport);
        await page.goto(`/location/${place.locationId}`);
        await expect(page.getByLabel('PIN', { exact: true })).toBeVisible();
        const keypad = page.getByRole('group', { name: words.keypad });
        const toAct = [
          page.getByLabel(words.id, { exact: true }),
          page.getByLabel('PIN', { exact: true }),
          ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', words.clear, words.backspace].map((key) =>
            keypad.getByRole('button', { name: key, exact: true }),
          ),
          ...words.punches.map((name) => page.getByRole('button', { name, exact: true })),
        ];
        await snapshot(page, `${size}-${language}-pin`);
        for (const control of toAct) await expect(control, `${size}: in view`).toBeInViewport({ ratio: 1 });
        // A finger's worth everywhere (44 px), 64 px from a tablet up (README.md, Layout).
        const keyBox = await keypad.getByRole('button', { name: '5', exact: true }).boundingBox();
        expect(keyBox?.height).toBeGreaterThanOrEqual(viewport.width < 768 ? 44 : 64);
        await expectNoScroll(page);
        await expectNothingClipped(page);
        // From the ID field, Tab goes to the PIN and then to Clock In: no keypad key on the way.
        await page.getByLabel(words.id, { exact: true }).focus();
        await page.keyboard.press('Tab');
        await expect(page.getByLabel('PIN', { exact: true })).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: words.punches[0], exact: true })).toBeFocused();
        // The PIN field had the focus, so the keypad would type there: Clear starts from the ID again.
        await keypad.getByRole('button', { name: words.clear, exact: true }).click();

        // Start a break: the answer is in view, and still nothing scrolls.
        await tap(page, person.id, words.keypad);
        await tap(page, person.pin, words.keypad);
        await page.getByRole('button', { name: words.punches[2], exact: true }).click();
        const status = page.getByRole('status').filter({ hasText: /./ });
        await expect(status).toBeVisible();
        await expect(status).toBeInViewport({ ratio: 1 });
        await expectNoScroll(page);
        await expectNothingClipped(page);
        await snapshot(page, `${size}-${language}-break`);

        // A wrong PIN: the refusal is in view too.
        await tap(page, person.id, words.keypad);
        await tap(page, person.pin === '0000' ? '1111' : '0000', words.keypad);
        await page.getByRole('button', { name: words.punches[1], exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: /./ })).toBeInViewport({ ratio: 1 });
        await expectNoScroll(page);
        await snapshot(page, `${size}-${language}-wrong-pin`);
      }
    });
  }
});

test('a keyboard user gets from the ID field to Clock In with one Tab, the keypad still taps', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await openKiosk(page);
  const field = page.getByLabel('Employee ID');
  const clockIn = page.getByRole('button', { name: 'Clock In' });
  await expect(field).toBeFocused();
  await page.keyboard.type('123');
  let presses = 0;
  while (!(await clockIn.evaluate((button) => button === document.activeElement)) && presses < 20) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  expect(presses, 'Tab presses from the ID field to Clock In').toBe(1);
  await page.keyboard.press('Shift+Tab');
  await expect(field).toBeFocused();
  // The keys are still buttons with their names, pressed by a tap.
  const keypad = page.getByRole('group', { name: 'Keypad' });
  await keypad.getByRole('button', { name: 'Backspace' }).click();
  await keypad.getByRole('button', { name: '7', exact: true }).click();
  await expect(field).toHaveValue('127');
});

test('on a phone the answer to a punch is in view, over the keypad and the list', async ({
  page,
  allowHttpErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openKiosk(page);
  const id = await addEmployee('Phone Visitor');
  await page.getByLabel('Employee ID').fill(id);
  await page.getByRole('button', { name: 'Clock In' }).click();
  const status = page.getByRole('status');
  await expect(status).toHaveText('Clocked in successfully! Welcome Phone Visitor');
  await expect(status).toBeInViewport({ ratio: 1 });
  await expectNoScroll(page);
  await snapshot(page, '390x844-success');
  // An error too, even with the page scrolled down to the list.
  allowHttpErrors(404);
  await page.getByRole('heading', { name: 'Currently Working' }).scrollIntoViewIfNeeded();
  await page.getByLabel('Employee ID').fill('998');
  await page.getByRole('button', { name: 'Clock In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Employee not found');
  await expect(page.getByRole('alert')).toBeInViewport({ ratio: 1 });
  await snapshot(page, '390x844-error');
  await expectNoSeriousViolations(page);
});

test('idle kiosk with nobody at work', async ({ page }) => {
  const empty = await createActiveLocation(api, { locationName: 'Quiet Corner', timezone: locationZone });
  const token = await loginToken(api, empty, 'location');
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/location/${empty.locationId}`);
    await expect(page.getByText('No employees currently clocked in')).toBeVisible();
    await expectNoScroll(page);
    await snapshot(page, `${viewport.width}x${viewport.height}-idle`);
  }
});

test('a 12-hour kiosk: the clock and the start times follow the setting, and still fit', async ({ page }) => {
  const night = await createActiveLocation(api, { locationName: 'Night Desk', timezone: locationZone });
  const manager = await loginToken(api, night, 'manager');
  const headers = { authorization: `Bearer ${manager}` };
  const current = await api.get('/api/admin/location-settings', { headers });
  const { settings } = (await current.json()) as { settings: Record<string, unknown> };
  const saved = await api.put('/api/admin/location-settings', {
    headers,
    data: { settings: { ...settings, timeFormat: '12h' } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const created = await api.post('/api/admin/employees', { headers, data: { name: 'Grace Hopper' } });
  const { employee } = (await created.json()) as { employee: { employeeId: string } };
  const punched = await api.post('/api/shift/clock-in', {
    headers,
    data: { employeeId: employee.employeeId },
  });
  expect(punched.status()).toBe(201);

  const token = await loginToken(api, night, 'location');
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/location/${night.locationId}`);
    const clock = page.getByRole('region', { name: 'Current time' });
    await expect(clock.getByText(/^\d{1,2}:\d{2}:\d{2} (AM|PM)$/)).toBeVisible();
    await expect(page.getByText(/^Since \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    await expectNoScroll(page);
    await snapshot(page, `${viewport.width}x${viewport.height}-12h`);
  }
});
