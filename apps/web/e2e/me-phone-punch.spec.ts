import { type APIRequestContext, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, createEmployee, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { defaultSettings } from './support/default-settings.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// Punches from the employee's phone (docs/decisions/0196-phone-punches-in-a-radius.md): Midtown takes
// them within 150 m of its door. Ada, signed in to her app on a 390 px phone, clocks in standing 33 m
// away and the manager's Currently Working shows her; standing 423 m away, she is told how far she is.

const DOOR = { latitude: 40.754932, longitude: -73.984016 };
const phone = { width: 390, height: 844 };

/** A 390 px phone that shares its position, `degrees` of latitude north of the door (0.001° ≈ 111 m). */
const standingNorth = (degrees: number) => ({
  viewport: phone,
  permissions: ['geolocation'],
  geolocation: { latitude: DOOR.latitude + degrees, longitude: DOOR.longitude, accuracy: 12 },
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Midtown taking phone punches, its manager's token, and Ada's employee-app token (a manager's code). */
async function midtownWithAda(api: APIRequestContext) {
  const location = await createActiveLocation(api, { locationName: 'Midtown', timezone: 'America/New_York' });
  const manager = await loginToken(api, location, 'manager');
  const phonePunches = { enabled: true, ...DOOR, radiusMeters: 150 };
  const saved = await api.put('/api/admin/location-settings', {
    headers: bearer(manager),
    data: { settings: { ...defaultSettings, phonePunches } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const ada = await createEmployee(api, manager, 'Ada Lovelace');
  const code = await api.post(`/api/admin/employees/${ada}/sign-in-code`, { headers: bearer(manager) });
  expect(code.status(), await code.text()).toBe(201);
  const signIn = await api.post('/api/me/sign-in', { data: { code: (await code.json()).code } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return { location, manager, employeeToken: (await signIn.json()).token as string };
}

/** With E2E_SCREENSHOT_DIR set, keeps a picture of the page as it is, for a look by eye. */
async function snapshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Ada's app as her phone opens it, already signed in (the sign-in stories cover that part). */
async function openApp(page: Page, employeeToken: string) {
  await page.addInitScript((token) => localStorage.setItem('meToken', token), employeeToken);
  await page.goto('/me');
}

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
});
test.afterAll(() => api.dispose());

test.describe('at the door', () => {
  test.use(standingNorth(0.0003));

  test('Ada clocks in from her phone 33 m away; the manager sees her working, marked as from the phone', async ({
    page,
    browser,
  }) => {
    const { location, manager, employeeToken } = await midtownWithAda(api);
    await openApp(page, employeeToken);
    const card = page.getByRole('region', { name: 'Midtown' });
    await expect(card.getByText('From this phone within 150 m of the location')).toBeVisible();
    await expect(card.getByText('Not clocked in')).toBeVisible();
    await card.getByRole('button', { name: 'Clock in' }).click();
    await expect(card.getByText(/^Clocked in at .+, 33 m from Midtown\.$/)).toBeVisible();
    await expect(card.getByText(/^Clocked in since /)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Start break' })).toBeVisible();
    await snapshot(page, 'me-phone-clocked-in-390');
    await expectNoSeriousViolations(page);

    // The manager's dashboard: Ada is working, and her shift carries the phone mark.
    const managerContext = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: { width: 1280, height: 900 },
    });
    const managerPage = await managerContext.newPage();
    await seedManagerToken(managerPage, manager);
    await managerPage.goto(`/manager/${location.locationId}`);
    const recent = managerPage.getByRole('region', { name: /Recent Shifts/ });
    const row = recent.getByRole('row').filter({ hasText: 'Ada Lovelace' });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Phone');
    await snapshot(managerPage, 'manager-phone-mark-1280');
    await managerContext.close();

    // The kiosk's Currently Working lists her too.
    const current = await api.get('/api/shift/current', {
      headers: bearer(await loginToken(api, location as ActiveLocation, 'location')),
    });
    const { shifts } = (await current.json()) as { shifts: { employee: { name: string } }[] };
    expect(shifts.map((shift) => shift.employee.name)).toEqual(['Ada Lovelace']);

    // A break and the clock-out, from the same place.
    await card.getByRole('button', { name: 'Start break' }).click();
    await expect(card.getByText(/^On a break since /)).toBeVisible();
    await card.getByRole('button', { name: 'End break' }).click();
    await expect(card.getByText(/^Break ended at /)).toBeVisible();
    await card.getByRole('button', { name: 'Clock out' }).click();
    await expect(card.getByText(/^Clocked out at .+, 33 m from Midtown\.$/)).toBeVisible();
    await expect(card.getByText('Not clocked in')).toBeVisible();
  });
});

test.describe('down the street', () => {
  test.use(standingNorth(0.0038));

  test('Ada is told how far she is and how near she must be; nothing is punched', async ({
    page,
    allowHttpErrors,
  }) => {
    allowHttpErrors(403);
    const { employeeToken } = await midtownWithAda(api);
    await openApp(page, employeeToken);
    const card = page.getByRole('region', { name: 'Midtown' });
    await card.getByRole('button', { name: 'Clock in' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      'You are 423 m from Midtown; punches from the app work within 150 m.',
    );
    await expect(card.getByText('Not clocked in')).toBeVisible();
    await snapshot(page, 'me-phone-outside-390');
    await expectNoSeriousViolations(page);
  });
});

test.describe('the manager at the location', () => {
  test.use({ ...standingNorth(0), viewport: { width: 1280, height: 900 } });

  test("turns phone punches on with this device's position", async ({ page }) => {
    const location = await createActiveLocation(api, { locationName: 'Harbour' });
    const manager = await loginToken(api, location, 'manager');
    await seedManagerToken(page, manager);
    await page.goto('/manager/settings');
    const section = page.getByRole('region', { name: 'Punches from the app' });
    const toggle = section.getByRole('switch', { name: 'Allow punches from the employee app' });
    // Off by default, and it cannot go on before the location has a position.
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeDisabled();
    await section.getByRole('button', { name: "Use this device's position" }).click();
    await expect(section.getByRole('textbox', { name: 'Latitude' })).toHaveValue('40.754932');
    await expect(section.getByRole('textbox', { name: 'Longitude' })).toHaveValue('-73.984016');
    await expect(section.getByText(/^Position set from this device, accurate to 12 m\./)).toBeVisible();
    await toggle.click();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await snapshot(page, 'settings-phone-punches-1280');
    await page.setViewportSize(phone);
    await snapshot(page, 'settings-phone-punches-390');
    await expectNoSeriousViolations(page);
    const stored = await api.get('/api/admin/location-settings', { headers: bearer(manager) });
    expect((await stored.json()).settings.phonePunches).toEqual({
      enabled: true,
      ...DOOR,
      radiusMeters: 150,
    });
  });
});
