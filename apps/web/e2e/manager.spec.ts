import { type APIRequestContext, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { dateTimeInputs, expectDateTime, fillDateTime } from './support/date-time.ts';
import { desktop, snapshotAtBothSizes } from './support/screenshots.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

const snapshot = (page: Page, name: string) => snapshotAtBothSizes(page, `manager-${name}`);

/** The manager's token under both keys, as the manager login stores it, before the app's first script. */
async function openAsManager(page: Page, location: ActiveLocation, token: string) {
  await page.setViewportSize(desktop);
  await seedManagerToken(page, token);
  await page.goto(`/manager/${location.locationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();
}

/** Tomorrow's date at the location ('YYYY-MM-DD'): the shift is scheduled on the location's calendar. */
function tomorrowAt(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 24 * 3_600_000));
}

const employeeRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Employees' }).getByRole('listitem').filter({ hasText: name });

test.describe
  .serial('a manager runs a location: employees, the schedule, recent shifts', () => {
    const timeZone = 'Europe/Paris';
    let location: ActiveLocation;
    let api: APIRequestContext;
    let managerToken: string;
    let locationToken: string;

    test.beforeAll(async () => {
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      location = await createActiveLocation(api, { timezone: timeZone });
      managerToken = await loginToken(api, location, 'manager');
      locationToken = await loginToken(api, location, 'location');
    });
    test.afterAll(async () => api.dispose());

    test('adds, bulk-imports, renames and removes employees', async ({ page }) => {
      await openAsManager(page, location, managerToken);
      await expect(page.getByText('No employees yet')).toBeVisible();
      await expect(page.getByText('No shifts recorded yet')).toBeVisible();
      await snapshot(page, 'empty');

      // One by one: the popup names the ID the server gave.
      await page.getByLabel('Employee name').fill('Ada Lovelace');
      await page.getByRole('button', { name: 'Add Employee' }).click();
      await expect(page.getByText('Employee added successfully!')).toBeVisible();
      await expect(page.getByText('ID: 001 · Name: Ada Lovelace')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Employees (1)' })).toBeVisible();

      // Bulk Import: five names and a blank line.
      await page.getByRole('button', { name: 'Bulk Import' }).click();
      const bulk = page.getByRole('dialog', { name: 'Bulk Import' });
      await bulk
        .getByLabel('Employee names')
        .fill('Grace Hopper\n\nAlan Turing\nKatherine Johnson\nEdsger Dijkstra\nBarbara Liskov');
      await expect(bulk.getByText('5 names')).toBeVisible();
      await bulk.getByRole('button', { name: 'Import' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Bulk Import' });
      await expect(confirm.getByText('Are you sure you want to add 5 employees?')).toBeVisible();
      await snapshot(page, 'bulk-confirm');
      await confirm.getByRole('button', { name: 'Add Employees' }).click();
      await expect(page.getByText('Successfully added 5 employees')).toBeVisible();
      await expect(bulk).toBeHidden();
      await expect(page.getByRole('button', { name: 'Employees (6)' })).toBeVisible();
      await expect(employeeRow(page, 'Katherine Johnson')).toContainText('004');

      // Rename in a small dialog.
      await page.getByRole('button', { name: 'Actions for Alan Turing' }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const rename = page.getByRole('dialog', { name: 'Edit Employee' });
      await rename.getByLabel('Employee name').fill('');
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect(rename.getByText('Please enter employee name')).toBeVisible();
      await snapshot(page, 'rename-error');
      await rename.getByLabel('Employee name').fill('Alan M. Turing');
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Employee updated successfully!')).toBeVisible();
      await expect(employeeRow(page, 'Alan M. Turing')).toContainText('003');

      // Remove, after the confirmation; found again under Show inactive.
      await page.getByRole('button', { name: 'Actions for Katherine Johnson' }).click();
      await page.getByRole('menuitem', { name: 'Remove' }).click();
      const remove = page.getByRole('alertdialog', { name: 'Remove Employee' });
      await expect(remove.getByText('Are you sure you want to remove this employee?')).toBeVisible();
      await remove.getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText('Employee removed successfully!')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Employees (5)' })).toBeVisible();
      await expect(employeeRow(page, 'Katherine Johnson')).toHaveCount(0);
      await page.getByLabel('Show inactive (1)').check();
      await expect(employeeRow(page, 'Katherine Johnson')).toContainText('(Inactive)');
      await expect(page.getByRole('button', { name: 'Reactivate Katherine Johnson' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('schedules a shift for tomorrow by searching part of a name, edits it and deletes it', async ({
      page,
    }) => {
      await openAsManager(page, location, managerToken);
      await expect(page.getByText('No shifts scheduled in the next 7 days')).toBeVisible();

      await page.getByRole('button', { name: 'Schedule Shift' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Schedule New Shift' });
      // It opens on the next full hour for the Default Shift Duration; emptied, it says what is missing.
      await expect(dateTimeInputs(dialog, 'Start').time).toHaveValue(/^\d{2}:00$/);
      await fillDateTime(dialog, 'Start', '');
      await fillDateTime(dialog, 'End', '');
      await dialog.getByRole('button', { name: 'Schedule Shift' }).click();
      await expect(dialog.getByText('Please select an employee')).toBeVisible();
      await expect(dialog.getByText('Please select a start time')).toBeVisible();
      await expect(dialog.getByText('Please select an end time')).toBeVisible();
      await snapshot(page, 'schedule-errors');
      await expectNoSeriousViolations(page);

      // The inactive employee cannot be picked; Grace is found by part of her name, in any case.
      await expect(dialog.getByRole('option')).toHaveCount(5);
      await dialog.getByRole('combobox', { name: 'Employee' }).fill('hOpP');
      await expect(dialog.getByRole('option')).toHaveText(['002Grace Hopper']);
      await dialog.getByRole('combobox', { name: 'Employee' }).press('Enter');
      await expect(dialog.getByText('Selected: Grace Hopper (002)')).toBeVisible();

      const day = tomorrowAt(timeZone);
      await fillDateTime(dialog, 'Start', `${day}T17:00`);
      await fillDateTime(dialog, 'End', `${day}T09:00`);
      await dialog.getByRole('button', { name: 'Schedule Shift' }).click();
      await expect(dialog.getByText('End time must be after start time')).toBeVisible();
      await snapshot(page, 'schedule-order-error');

      await fillDateTime(dialog, 'Start', `${day}T09:00`);
      await fillDateTime(dialog, 'End', `${day}T17:00`);
      await dialog.getByLabel('Notes (optional)').fill('  Opening  ');
      await dialog.getByRole('button', { name: 'Schedule Shift' }).click();
      await expect(page.getByText('Shift scheduled successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      const upcoming = page.getByRole('region', { name: 'Upcoming scheduled shifts' });
      await expect(upcoming.getByRole('listitem')).toHaveText([/09:00–17:00Grace Hopper \(002\)Opening/]);
      await snapshot(page, 'with-schedule');

      // Edit: the end moves to 18:00 (Paris time, whatever this machine's zone is).
      await upcoming.getByRole('button', { name: /^Edit shift of Grace Hopper/ }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Shift' });
      await expectDateTime(edit, 'Start', `${day}T09:00`);
      await fillDateTime(edit, 'End', '');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit.getByText('End time is required')).toBeVisible();
      await snapshot(page, 'edit-errors');
      await expectNoSeriousViolations(page);
      await fillDateTime(edit, 'End', `${day}T18:00`);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Shift updated successfully')).toBeVisible();
      await expect(upcoming.getByRole('listitem')).toHaveText([/09:00–18:00Grace Hopper/]);

      // Delete, after the confirmation.
      await upcoming.getByRole('button', { name: /^Edit shift of Grace Hopper/ }).click();
      await edit.getByRole('button', { name: 'Delete Shift' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete Shift' });
      await expect(confirm.getByText('Are you sure you want to delete this shift?')).toBeVisible();
      await snapshot(page, 'delete-confirm');
      await confirm.getByRole('button', { name: 'Delete Shift' }).click();
      await expect(page.getByText('Shift deleted successfully')).toBeVisible();
      await expect(page.getByText('No shifts scheduled in the next 7 days')).toBeVisible();
    });

    test('Recent Shifts shows a kiosk punch as Active, and Load More brings the 51st', async ({ page }) => {
      const punch = async (kind: 'clock-in' | 'clock-out', employeeId: string) => {
        const response = await api.post(`/api/shift/${kind}`, {
          headers: { authorization: `Bearer ${locationToken}` },
          data: { employeeId },
        });
        expect(response.ok(), await response.text()).toBe(true);
      };
      // 51 finished shifts of Alan, then Ada clocks in at the kiosk.
      for (let n = 0; n < 51; n++) {
        await punch('clock-in', '003');
        await punch('clock-out', '003');
      }
      await punch('clock-in', '001');

      await openAsManager(page, location, managerToken);
      const table = page.getByRole('table');
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(51); // the header and 50 shifts
      await expect(page.getByText('Showing 50 shifts')).toBeVisible();
      const newest = rows.nth(1);
      await expect(newest.getByRole('cell')).toHaveText([
        'Ada Lovelace',
        '001',
        // Day first: the location is in Paris (docs/decisions/0178-dates-follow-the-location.md).
        /^\d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/,
        /Still working/,
        /Still working/,
        'Active',
        'Correct', // each punch can be corrected
      ]);
      await expect(rows.nth(2).getByRole('cell').nth(4)).toHaveText('0.0');
      await expect(rows.nth(2).getByRole('cell').nth(5)).toHaveText('Completed');
      await snapshot(page, 'with-data');
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(page.getByText('Showing 52 shifts')).toBeVisible();
      await expect(rows).toHaveCount(53);
      await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

      // Someone clocking out elsewhere shows after Refresh.
      await punch('clock-out', '001');
      // The panel's own Refresh (the weekly calendar above has one too).
      await page
        .getByRole('region', { name: /Recent Shifts/ })
        .getByRole('button', { name: 'Refresh' })
        .click();
      await expect(newest.getByRole('cell').nth(5)).toHaveText('Completed');
    });

    test("Bulk Import reports 'Partial Success' name by name", async ({ page }) => {
      await openAsManager(page, location, managerToken);
      await page.getByRole('button', { name: 'Bulk Import' }).click();
      const bulk = page.getByRole('dialog', { name: 'Bulk Import' });
      await bulk.getByLabel('Employee names').fill(`Dorothy Vaughan\n${'X'.repeat(101)}\nMary Jackson`);
      await bulk.getByRole('button', { name: 'Import' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Add Employees' }).click();
      await expect(bulk.getByText('Partial Success')).toBeVisible();
      await expect(bulk.getByText('Added 2 of 3. These names were not added:')).toBeVisible();
      await expect(bulk.getByRole('listitem')).toHaveText([/Employee name must be at most 100 characters$/]);
      await snapshot(page, 'bulk-partial');
      await expectNoSeriousViolations(page);
      await bulk.getByRole('button', { name: 'Close' }).first().click();
      await expect(page.getByRole('button', { name: 'Employees (7)' })).toBeVisible();
    });

    test('a token revoked mid-session sends the manager to the manager login', async ({
      page,
      allowHttpErrors,
    }) => {
      allowHttpErrors(401);
      await openAsManager(page, location, managerToken);
      await expect(page.getByRole('button', { name: /^Employees \(\d+\)$/ })).toBeVisible();

      // A new manager password revokes the old token at once (docs/product.md section 11.3).
      const changed = await api.put('/api/organization/change-password', {
        headers: { authorization: `Bearer ${location.orgAdminToken}` },
        data: { locationId: location.locationId, accountType: 'manager', newPassword: 'Manager2!' },
      });
      expect(changed.ok(), await changed.text()).toBe(true);

      // The next call meets the revoked token: the panel's Refresh, or a background refresh of the
      // dashboard that gets there first (then the button is gone before it can be pressed).
      await page
        .getByRole('region', { name: /Recent Shifts/ })
        .getByRole('button', { name: 'Refresh' })
        .click({ timeout: 5000 })
        .catch(() => undefined);
      await expect(page).toHaveURL(/\/manager\/login$/);
      expect(
        await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('adminToken')]),
      ).toEqual([null, null]);
    });
  });
