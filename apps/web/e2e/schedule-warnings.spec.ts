import { type APIRequestContext, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, createEmployee, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { fillDateTime } from './support/date-time.ts';
import { desktop, snapshotAtBothSizes } from './support/screenshots.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// The manager's warnings before publishing (docs/api.md, "Schedule warnings"): a minimum rest of
// 11 h, a closing shift and an opening shift the next morning, the warning, the fix.

const timeZone = 'Europe/Paris';
const DAY_MS = 24 * 3_600_000;

/** The location's date `days` from now ('YYYY-MM-DD'). */
const dayAt = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * DAY_MS),
  );

/** The Monday of the date's week: the default layout's weeks start on Monday. */
function mondayOf(day: string) {
  const noon = Date.parse(`${day}T12:00:00Z`);
  const weekday = new Date(noon).getUTCDay();
  return new Date(noon - ((weekday + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

async function scheduleShift(page: Page, start: string, end: string) {
  await page.getByRole('button', { name: 'Schedule Shift' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Schedule New Shift' });
  await dialog.getByRole('combobox', { name: 'Employee' }).fill('Ada');
  await dialog.getByRole('combobox', { name: 'Employee' }).press('Enter');
  await fillDateTime(dialog, 'Start', start);
  await fillDateTime(dialog, 'End', end);
  await dialog.getByRole('button', { name: 'Schedule Shift' }).click();
  await expect(page.getByText('Shift scheduled successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe
  .serial('a manager is warned of too little rest before publishing', () => {
    let location: ActiveLocation;
    let api: APIRequestContext;
    let managerToken: string;

    test.beforeAll(async () => {
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      location = await createActiveLocation(api, { timezone: timeZone });
      managerToken = await loginToken(api, location, 'manager');
      await createEmployee(api, managerToken, 'Ada Lovelace');
    });
    test.afterAll(async () => api.dispose());

    test('sets 11 h, sees the rest warning, moves the shift and sees it gone', async ({ page }) => {
      await page.setViewportSize(desktop);
      await seedManagerToken(page, managerToken);

      // Settings: the minimum rest, saved by auto-save.
      await page.goto('/manager/settings');
      await page.getByLabel('Minimum rest between shifts (hours)').fill('11');
      await expect(page.getByText('All changes saved')).toBeVisible();
      await page.getByRole('button', { name: 'Back to Dashboard' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();

      // Ada closes at 22:00 and opens at 07:00 the next morning: 9 h of rest.
      const closing = dayAt(2);
      const opening = dayAt(3);
      await scheduleShift(page, `${closing}T14:00`, `${closing}T22:00`);
      await scheduleShift(page, `${opening}T07:00`, `${opening}T15:00`);

      // The calendar on the opening's week.
      const weeksAhead = Math.round(
        (Date.parse(mondayOf(opening)) - Date.parse(mondayOf(dayAt(0)))) / (7 * DAY_MS),
      );
      for (let week = 0; week < weeksAhead; week++)
        await page.getByRole('button', { name: 'Next', exact: true }).click();

      const warnings = page.getByRole('button', { name: 'Warnings (1)' });
      await expect(warnings).toBeVisible();
      await warnings.click();
      const dialog = page.getByRole('dialog', { name: 'Warnings before publishing' });
      await expect(dialog.getByRole('listitem')).toHaveText([
        /^Ada Lovelace: 9 h rest between \w+ 22:00 and \w+ 07:00 \(minimum 11 h\)$/,
      ]);
      await expect(dialog.getByText("Warnings don't stop publishing.")).toBeVisible();
      await expectNoSeriousViolations(page);
      await snapshotAtBothSizes(page, 'schedule-warnings-rest', { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The opening moves to 09:00: 11 h of rest, no warning.
      // The upcoming list shows today and tomorrow; 'Show more' adds the days after.
      const upcoming = page.getByRole('region', { name: 'Upcoming scheduled shifts' });
      await upcoming.getByRole('button', { name: /^Show more/ }).click();
      await upcoming
        .getByRole('button', { name: /^Edit shift of Ada Lovelace/ })
        .nth(1)
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit Shift' });
      await fillDateTime(edit, 'Start', `${opening}T09:00`);
      await fillDateTime(edit, 'End', `${opening}T17:00`);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Shift updated successfully').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Warnings (0)' })).toBeVisible();
    });
  });
