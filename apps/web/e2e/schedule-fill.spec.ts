import { TZDate } from '@date-fns/tz';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, createEmployee, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// Filling a week fast (docs/product.md, "Filling a week"): a manager opens next week, empty, copies
// this week into it in a few clicks, sees the shifts in the calendar and the one skipped listed with
// its reason; then saves next week as a template and applies it to the week after.

const ZONE = 'Europe/Paris';
const pad = (value: number) => String(value).padStart(2, '0');
const calendar = (page: Page) => page.getByRole('region', { name: 'Weekly calendar' });

/** The Monday of the location's week holding now, plus `days`, 'YYYY-MM-DD'. */
function mondayPlus(days: number): string {
  const today = new TZDate(Date.now(), ZONE);
  const monday = today.getDate() - ((today.getDay() + 6) % 7);
  const date = new TZDate(today.getFullYear(), today.getMonth(), monday + days, 12, ZONE);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A wall-clock time at the location as an ISO instant. */
function at(date: string, hour: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, hour, 0, ZONE).toISOString();
}

test.describe
  .serial('filling a week', () => {
    let api: APIRequestContext;
    let location: ActiveLocation;
    let token: string;
    const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'];

    async function schedule(employeeId: string, day: string, from: number, to: number) {
      const response = await api.post('/api/admin/scheduled-shifts', {
        headers: { authorization: `Bearer ${token}` },
        data: { employeeId, scheduledStart: at(day, from), scheduledEnd: at(day, to) },
      });
      expect(response.status(), await response.text()).toBe(201);
    }

    /** The scheduled shifts of the week `weeks` after this one, from the API. */
    async function shiftsOfWeek(weeks: number) {
      const response = await api.get(
        `/api/admin/scheduled-shifts?startDate=${mondayPlus(7 * weeks)}&endDate=${mondayPlus(7 * weeks + 6)}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      return (await response.json()).scheduledShifts as { employeeName: string; scheduledStart: string }[];
    }

    test.beforeAll(async () => {
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      location = await createActiveLocation(api, { timezone: ZONE });
      token = await loginToken(api, location, 'manager');
      const ids: string[] = [];
      for (const name of people) ids.push(await createEmployee(api, token, name));
      // This week: each person Monday to Friday, 09:00-13:00.
      for (const id of ids) for (let day = 0; day < 5; day++) await schedule(id, mondayPlus(day), 9, 13);
      // Next week, Grace already works Tuesday morning: her copied Tuesday is skipped, and listed.
      await schedule(ids[1] as string, mondayPlus(8), 10, 11);
    });
    test.afterAll(() => api.dispose());

    async function openManager(page: Page) {
      await seedManagerToken(page, token);
      await page.goto(`/manager/${location.locationId}`);
      await expect(calendar(page).getByRole('button', { name: 'Copy week…' })).toBeEnabled();
    }

    test('copies this week into next week and lists the shift it skipped', async ({ page }) => {
      await openManager(page);
      const grid = calendar(page);
      await grid.getByRole('button', { name: 'Next' }).click();
      await grid.getByRole('button', { name: 'Copy week…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Copy shifts' });
      // From the week before the one on screen, into it: nothing to choose.
      await expect(dialog.getByRole('radio', { name: 'A whole week' })).toBeChecked();
      await dialog.getByRole('button', { name: 'Copy shifts' }).click();
      await expect(dialog.getByText('14 shifts added')).toBeVisible();
      await expect(dialog.getByText('1 shift skipped')).toBeVisible();
      const skipped = dialog.getByRole('listitem');
      await expect(skipped).toHaveCount(1);
      await expect(skipped).toContainText('Grace Hopper');
      await expect(skipped).toContainText('09:00–13:00');
      await expect(skipped).toContainText('Already scheduled at that time');
      await expectNoSeriousViolations(page, { labelInName: true });
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();

      // The calendar shows next week's copies without a reload.
      await expect(grid.locator('[data-shift][data-kind="scheduled"]').first()).toBeVisible();
      await expect(grid.getByText('Ada Lovelace (001)')).toBeVisible();
      const stored = await shiftsOfWeek(1);
      expect(stored).toHaveLength(15);
    });

    test('saves next week as a template and applies it to the week after', async ({ page }) => {
      await openManager(page);
      const grid = calendar(page);
      await grid.getByRole('button', { name: 'Next' }).click();
      await grid.getByRole('button', { name: 'Templates…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Week templates' });
      await dialog.getByLabel('Name for this week').fill('Standard week');
      await dialog.getByRole('button', { name: 'Save this week' }).click();
      await expect(dialog.getByText('Standard week')).toBeVisible();
      await expect(dialog.getByText('15 shifts')).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog).toBeHidden();

      await grid.getByRole('button', { name: 'Next' }).click();
      await grid.getByRole('button', { name: 'Templates…' }).click();
      await dialog.getByRole('button', { name: 'Apply Standard week to this week' }).click();
      await expect(dialog.getByText('15 shifts added')).toBeVisible();
      expect(await shiftsOfWeek(2)).toHaveLength(15);
    });
  });
