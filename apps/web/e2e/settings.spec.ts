import { type APIRequestContext, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { defaultSettings as defaults } from './support/default-settings.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// Set E2E_SCREENSHOT_DIR to keep pictures of each state for a look by eye; off in normal runs.
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
async function snapshot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

const overnightText =
  'This time range crosses midnight and is perfect for bars, restaurants, and 24-hour businesses.';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('without a token /manager/settings goes to the organization login', async ({ page }) => {
  await page.goto('/manager/settings');
  await expect(page).toHaveURL(/\/organization\/login$/);
});

test.describe('a manager', () => {
  let location: ActiveLocation;
  let api: APIRequestContext;
  let managerToken: string;

  const storedSettings = async () => {
    const response = await api.get('/api/admin/location-settings', {
      headers: { authorization: `Bearer ${managerToken}` },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { settings: unknown }).settings;
  };

  test.beforeAll(async () => {
    api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    location = await createActiveLocation(api);
    managerToken = await loginToken(api, location, 'manager');
    // Someone at work, so 'Currently Working' has a clock-in time to show in either format.
    const created = await api.post('/api/admin/employees', {
      headers: { authorization: `Bearer ${managerToken}` },
      data: { name: 'Ada Lovelace' },
    });
    expect(created.ok()).toBe(true);
    const { employee } = (await created.json()) as { employee: { employeeId: string } };
    const clockedIn = await api.post('/api/shift/clock-in', {
      headers: { authorization: `Bearer ${await loginToken(api, location, 'location')}` },
      data: { employeeId: employee.employeeId },
    });
    expect(clockedIn.ok()).toBe(true);
  });
  test.afterAll(async () => api.dispose());

  // Each story starts from the defaults, whatever the one before saved.
  test.beforeEach(async ({ page }) => {
    const reset = await api.put('/api/admin/location-settings', {
      headers: { authorization: `Bearer ${managerToken}` },
      data: { settings: defaults },
    });
    expect(reset.ok()).toBe(true);
    await seedManagerToken(page, managerToken);
  });

  test('sets an overnight 12h layout and an 8-hour shift; Back saves and returns to the dashboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/manager/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    for (const name of ['Week Layout', 'Shift Settings', 'General Settings']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Start Time' })).toHaveText('09:00');
    const working = page.getByRole('region', { name: 'Currently Working' });
    await expect(working.getByText('Ada Lovelace')).toBeVisible();
    await expect(working.getByText(/^Since \d\d:\d\d$/)).toBeVisible();
    await snapshot(page, 'settings-1280');
    await expectNoSeriousViolations(page);

    await expect(page.getByText('Overnight Range Selected')).toHaveCount(0);
    await choose(page, 'Start Time', '18:00');
    await choose(page, 'End Time', '04:00');
    await expect(page.getByText('Overnight Range Selected')).toBeVisible();
    await expect(page.getByText(overnightText)).toBeVisible();

    await page.getByRole('spinbutton', { name: 'Default Shift Duration (hours)' }).fill('8');
    await choose(page, 'Time Format', '12-hour (1:00 PM)');
    await expect(page.getByRole('combobox', { name: 'Start Time' })).toHaveText('6:00 PM');
    await expect(page.getByRole('combobox', { name: 'End Time' })).toHaveText('4:00 AM');
    // The workday's start reads in the same format.
    await expect(page.getByRole('combobox', { name: 'Workday starts at' })).toHaveText('12:00 AM');
    await expect(working.getByText(/^Since \d{1,2}:\d\d [AP]M$/)).toBeVisible();
    await snapshot(page, 'settings-overnight-12h-1280');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/manager/${location.locationId}$`));
    const saved = page.getByText('Settings saved successfully!');
    await expect(saved).toBeVisible();
    await snapshot(page, 'dashboard-after-save-1280');
    // docs/product.md section 4: the message clears after 3 s.
    await expect(saved).toBeHidden({ timeout: 6000 });

    expect(await storedSettings()).toEqual({
      ...defaults,
      weekLayout: { ...defaults.weekLayout, startTime: '18:00', endTime: '04:00' },
      defaultShiftDuration: 8,
      timeFormat: '12h',
    });
  });

  test('works by keyboard on a tablet, and auto-save keeps a change without pressing Back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/manager/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Week Layout' })).toBeVisible();
    await snapshot(page, 'settings-768');
    // Nothing scrolls sideways on the tablet, nor on a phone, whose payroll rules stack in one column.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('region', { name: 'Payroll' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snapshot(page, 'settings-390');
    await page.setViewportSize({ width: 768, height: 1024 });

    // Radix Select by keyboard: focus, open with Enter, move with the arrows, choose with Enter.
    const endDay = page.getByRole('combobox', { name: 'End Day' });
    // Pressed again if the list did not open: once, in a loaded full run, the Enter did not open it
    // (cause not found; the settings are asked again when the live-updates stream opens, which may
    // draw the field anew under the key press).
    await expect(async () => {
      await endDay.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('option', { name: 'Saturday' })).toBeFocused({ timeout: 2_000 });
    }).toPass();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('option', { name: 'Friday' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(endDay).toHaveText('Friday');
    await expect(endDay).toBeFocused();

    await expect(page.getByText('All changes saved')).toBeVisible();
    await snapshot(page, 'settings-autosaved-768');
    expect(await storedSettings()).toEqual({
      ...defaults,
      weekLayout: { ...defaults.weekLayout, endDay: 5 },
    });

    // The auto-save switch by keyboard.
    const autoSave = page.getByRole('switch', { name: 'Auto-save' });
    await autoSave.focus();
    await page.keyboard.press('Space');
    await expect(autoSave).not.toBeChecked();
    await expect(page.getByText('Changes are saved when you go back to the dashboard.')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
