import { type APIRequestContext, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, loginToken } from './support/api.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// Issue: typing a date moved a shift's end decades ahead (each keystroke of '11/30/2026' was read as
// a whole date: '11/30/20' as 2020). A typed date is now taken when it is complete, and every date
// field has a calendar pop-up (docs/decisions/0170-date-fields.md). The manager schedules a shift
// on another day by typing its date, then another by picking the day in the pop-up, at a desktop and
// a phone width, in English in New York and in Paris (day first there:
// docs/decisions/0178-dates-follow-the-location.md) and in German in Berlin.

const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
const sizes = { '1280': { width: 1280, height: 800 }, '390': { width: 390, height: 844 } } as const;

const english = {
  language: 'en',
  schedule: 'Schedule Shift',
  title: 'Schedule New Shift',
  create: 'Schedule Shift',
  scheduled: 'Shift scheduled successfully',
  start: 'Start',
  end: 'End',
  dateOf: (field: string) => `${field} date`,
  timeOf: (field: string) => `${field} time`,
  choose: (field: string) => `Choose date: ${field}`,
  // The location's weeks start on Monday (its week layout), not on the language's Sunday.
  firstWeekday: /^Mo/,
} as const;

const variants = {
  'en in New York': {
    ...english,
    timezone: 'America/New_York',
    pattern: 'mm/dd/yyyy',
    write: (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`,
    read: (text: string) => `${text.slice(6, 10)}-${text.slice(0, 2)}-${text.slice(3, 5)}`,
  },
  'en in Paris': {
    ...english,
    timezone: 'Europe/Paris',
    pattern: 'dd/mm/yyyy',
    write: (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`,
    read: (text: string) => `${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}`,
  },
  'de in Berlin': {
    language: 'de',
    timezone: 'Europe/Berlin',
    pattern: 'TT.MM.JJJJ',
    schedule: 'Schicht planen',
    title: 'Neue Schicht planen',
    create: 'Schicht planen',
    scheduled: 'Schicht erfolgreich geplant',
    start: 'Beginn',
    end: 'Ende',
    dateOf: (field: string) => `${field} – Datum`,
    timeOf: (field: string) => `${field} – Uhrzeit`,
    choose: (field: string) => `Datum wählen: ${field}`,
    write: (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`,
    read: (text: string) => `${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}`,
    firstWeekday: /^Mo/,
  },
} as const;

/** 'yyyy-MM-dd' plus `days` (calendar days, read as UTC so no zone moves them). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function call(
  api: APIRequestContext,
  token: string,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  data?: unknown,
) {
  const response = await api.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

async function shot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/${name}.png` });
}

for (const [variant, words] of Object.entries(variants)) {
  const { language, timezone } = words;
  test.describe(`date fields in ${variant}`, () => {
    test.describe.configure({ timeout: 90_000 });
    let api: APIRequestContext;
    let location: ActiveLocation;
    let manager: string;

    test.beforeAll(async () => {
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      location = await createActiveLocation(api, {
        locationName: `Dates ${variant}`,
        timezone,
      });
      manager = await loginToken(api, location, 'manager');
      const { settings } = await call(api, manager, 'GET', '/api/admin/location-settings');
      await call(api, manager, 'PUT', '/api/admin/location-settings', {
        settings: { ...settings, language, weekLayout: { ...settings.weekLayout, startDay: 1 } },
      });
      await call(api, manager, 'POST', '/api/admin/employees/bulk', {
        names: ['Ada Lovelace', 'Grace Hopper'],
      });
    });
    test.afterAll(async () => api.dispose());

    for (const [width, size] of Object.entries(sizes)) {
      // Each width schedules for its own employee, so the two runs never overlap.
      const employeeId = width === '1280' ? '001' : '002';

      test(`at ${width} px: a shift on another day, by typing its date and by picking it`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        await seedManagerToken(page, manager);
        await page.goto(`/manager/${location.locationId}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);

        const dialog = page.getByRole('dialog', { name: words.title });
        const startDate = dialog.getByLabel(words.dateOf(words.start), { exact: true });
        const startTime = dialog.getByLabel(words.timeOf(words.start), { exact: true });
        const endDate = dialog.getByLabel(words.dateOf(words.end), { exact: true });
        const endTime = dialog.getByLabel(words.timeOf(words.end), { exact: true });
        const openDialog = async () => {
          await page.getByRole('button', { name: words.schedule }).first().click();
          await expect(dialog).toBeVisible();
          await dialog.getByRole('combobox').fill(employeeId);
          await dialog.getByRole('option', { name: new RegExp(employeeId) }).click();
        };

        // By typing: the date written over the start's, key by key, as a manager types it, in the
        // order the field shows.
        await openDialog();
        await expect(startDate).toHaveAttribute('placeholder', words.pattern);
        const firstDay = words.read(await startDate.inputValue());
        const [shownStart, shownEnd, shownEndDate] = [
          await startTime.inputValue(),
          await endTime.inputValue(),
          await endDate.inputValue(),
        ];
        const typedDay = addDays(firstDay, 3);
        await startDate.click();
        await startDate.press('ControlOrMeta+a');
        const text = words.write(typedDay);
        for (let index = 0; index < text.length - 1; index++) {
          await page.keyboard.type(text[index] as string);
          // What is typed stays as typed; the end stays until the date is complete.
          await expect(startDate).toHaveValue(text.slice(0, index + 1));
          await expect(endDate).toHaveValue(shownEndDate);
        }
        await page.keyboard.type(text.slice(-1));
        // The end moves once, by the same three days (the default 8 hours may end on the next day).
        const endDay = addDays(words.read(shownEndDate), 3);
        await expect(endDate).toHaveValue(words.write(endDay));
        await expect(startTime).toHaveValue(shownStart);
        await expect(endTime).toHaveValue(shownEnd);
        await dialog.getByRole('button', { name: words.create }).click();
        await expect(page.getByText(words.scheduled).first()).toBeVisible();
        await expect(dialog).toBeHidden();

        // By picking: the calendar pop-up, the next month, its 15th.
        await openDialog();
        const month = words.read(await startDate.inputValue()).slice(0, 7);
        const [year, monthNumber] = month.split('-').map(Number) as [number, number];
        const nextMonth = `${monthNumber === 12 ? year + 1 : year}-${String((monthNumber % 12) + 1).padStart(2, '0')}`;
        const button = dialog.getByRole('button', { name: words.choose(words.start) });
        await button.click();
        const popup = page.getByRole('dialog', { name: words.choose(words.start) });
        await expect(popup.getByRole('grid')).toBeVisible();
        await expect(popup.locator('th').first()).toHaveText(words.firstWeekday);
        // The pop-up is whole on screen.
        const box = await popup.boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(size.width);
        await shot(page, `date-fields-${variant.replaceAll(' ', '-')}-${width}-popover`);
        await popup.getByRole('button').nth(1).click();
        await popup.locator('td:not([data-outside]) button', { hasText: /^15$/ }).click();
        await expect(popup).toBeHidden();
        await expect(button).toBeFocused();
        await expect(startDate).toHaveValue(words.write(`${nextMonth}-15`));
        await dialog.getByRole('button', { name: words.create }).click();
        await expect(page.getByText(words.scheduled).first()).toBeVisible();
        await expect(dialog).toBeHidden();

        // Both are on the schedule, on the days chosen.
        const { scheduledShifts } = await call(
          api,
          manager,
          'GET',
          `/api/admin/scheduled-shifts?startDate=${firstDay}&endDate=${nextMonth}-28`,
        );
        const starts = (scheduledShifts as { scheduledStart: string; employee: { employeeId: string } }[])
          .filter((shift) => shift.employee.employeeId === employeeId)
          .map((shift) => new Date(shift.scheduledStart).toLocaleDateString('sv', { timeZone: timezone }));
        expect(starts.sort()).toEqual([typedDay, `${nextMonth}-15`]);
      });
    }
  });
}
