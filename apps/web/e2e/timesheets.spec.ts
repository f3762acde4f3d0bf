import { readFile } from 'node:fs/promises';
import { TZDate } from '@date-fns/tz';
import { type APIRequestContext, type Download, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { englishDate, expectDateTime, fillDateTime } from './support/date-time.ts';
import { desktop, snapshotAtBothSizes } from './support/screenshots.ts';
import { seedManagerToken, seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';
import { wallClock, zoneWhereHourIsIn } from './support/zones.ts';

const snapshot = (page: Page, name: string) => snapshotAtBothSizes(page, `timesheets-${name}`);

/**
 * A zone where it is now between 04:00 and 20:00, so that an hour ago and a few minutes ago are the
 * same local day (and so the same pay period) whenever the story runs.
 */
const daytimeZone = () => zoneWhereHourIsIn(4, 20);

/** The rows of a downloaded CSV: the UTF-8 BOM dropped, CRLF lines, fields without quotes here. */
async function csvRows(download: Download): Promise<string[][]> {
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** An ISO instant for a wall-clock time at the location (e.g. 09:00 on a day of last week). */
function atLocation(day: string, hour: number, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, hour, 0, timeZone).toISOString();
}

/**
 * A period as the screen writes it in English at a location of `region`'s country: 'Nov 16 – Nov 22,
 * 2026' in the US, '16 Nov – 22 Nov 2026' where the day comes first
 * (docs/decisions/0178-dates-follow-the-location.md).
 */
function englishPeriod(first: string, last: string, region: string | null): string {
  const locale = region ? `en-${region}` : 'en';
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  const dayMonth = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const full = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const start = first.slice(0, 4) === last.slice(0, 4) ? dayMonth.format(at(first)) : full.format(at(first));
  return `${start} – ${full.format(at(last))}`;
}

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

test.describe
  .serial('timesheets: a forgotten clock-out corrected, the week approved and exported', () => {
    let timeZone: string;
    /** The country of the location's zone, as its location-info answers it. */
    let region: string | null;
    let location: ActiveLocation;
    let api: APIRequestContext;
    let managerToken: string;
    let locationToken: string;
    let managerCsv: string[][];

    // Each story makes many calls; on a shared, busy machine 30 s is not always enough.
    test.describe.configure({ timeout: 90_000 });

    test.beforeAll(async () => {
      timeZone = daytimeZone();
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      location = await createActiveLocation(api, { timezone: timeZone, locationName: 'Harbour Café' });
      managerToken = await loginToken(api, location, 'manager');
      locationToken = await loginToken(api, location, 'location');
      ({ region } = await json<{ region: string | null }>(
        await api.get('/api/admin/location-info', { headers: { authorization: `Bearer ${managerToken}` } }),
      ));
      const manager = { authorization: `Bearer ${managerToken}` };
      for (const name of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing']) {
        await json(await api.post('/api/admin/employees', { headers: manager, data: { name } }));
      }
    });
    test.afterAll(async () => api.dispose());

    test('a manager corrects a forgotten clock-out, approves the week and downloads the CSV', async ({
      page,
      allowHttpErrors,
    }) => {
      // The correction of an approved period is refused on purpose below.
      allowHttpErrors(409);
      // Ada clocks in at the kiosk and never clocks out.
      await json(
        await api.post('/api/shift/clock-in', {
          headers: { authorization: `Bearer ${locationToken}` },
          data: { employeeId: '001' },
        }),
      );

      await page.setViewportSize(desktop);
      await seedManagerToken(page, managerToken);
      await page.goto(`/manager/${location.locationId}`);
      await page.getByRole('button', { name: 'Timesheets' }).click();
      await expect(page).toHaveURL(/\/manager\/timesheets$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Timesheets' })).toBeVisible();

      const hours = page.getByRole('table');
      const adaRow = hours.getByRole('row').filter({ hasText: 'Ada Lovelace' });
      // Still clocked in: not flagged for review, but listed apart so a forgotten clock-out is found.
      await expect(adaRow).toContainText('Nothing to review');
      const review = page.getByRole('region', { name: /^Needs review/ });
      await expect(review).toHaveAccessibleName('Needs review (0)');
      const open = review.getByRole('region', { name: 'No clock-out yet (1)' });
      await expect(open.getByText('Still open', { exact: true })).toBeVisible();

      // The shift is corrected to a clock-in an hour ago and a clock-out five minutes ago: 55 minutes.
      const now = Date.now();
      const clockIn = wallClock(now - 60 * 60_000, timeZone);
      const clockOut = wallClock(now - 5 * 60_000, timeZone);
      await open.getByRole('button', { name: /^Correct the shift of Ada Lovelace/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Correct Shift' });
      await expect(dialog.getByText(/– —/)).toBeVisible();
      await expectDateTime(dialog, 'Clock-out', '');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Clock-out is required')).toBeVisible();
      await fillDateTime(dialog, 'Clock-in', clockIn.input);
      await fillDateTime(dialog, 'Clock-out', clockOut.input);
      await dialog.getByLabel('Reason (optional)').fill('Forgot to clock out');
      await snapshot(page, 'correct-dialog');
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Shift corrected')).toBeVisible();
      await expect(dialog).toBeHidden();

      await expect(adaRow.getByRole('cell').nth(5)).toHaveText('0.92'); // Total
      await expect(adaRow.getByRole('cell').nth(2)).toHaveText('0.92'); // Regular
      await expect(review.getByText('Corrected', { exact: true })).toBeVisible();

      // The correction is in the shift's audit trail, with its reason.
      await review.getByRole('button', { name: /^Correct the shift of Ada Lovelace/ }).click();
      const trail = dialog.getByRole('region', { name: 'Audit trail' });
      await expect(trail.getByRole('listitem').filter({ hasText: 'Corrected · Manager' })).toContainText(
        'Reason: Forgot to clock out',
      );
      await snapshot(page, 'correct-dialog-audit');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Approve period' }).click();
      await page
        .getByRole('alertdialog', { name: 'Approve period?' })
        .getByRole('button', { name: 'Approve period' })
        .click();
      await expect(page.getByText('Approved', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reopen period' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Approve period' })).toHaveCount(0);
      // The approval is in the period's history, above the correction.
      await page.getByRole('button', { name: 'Period history' }).click();
      const history = page.getByRole('region', { name: 'Period history' }).getByRole('listitem');
      await expect(history).toHaveText([
        /^Period approved · Manager/,
        /^Corrected: Ada Lovelace \(001\) · Manager.*Reason: Forgot to clock out$/,
      ]);
      await snapshot(page, 'approved');
      await expectNoSeriousViolations(page);

      // A locked period's corrections are off, and the screen says why (the server refuses them too).
      await expect(review.getByRole('button', { name: /^Correct the shift of Ada Lovelace/ })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Add missed shift' })).toBeDisabled();
      await expect(
        page.getByText('This pay period is approved: reopen it to add or correct shifts.').first(),
      ).toBeVisible();

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(
        new RegExp(
          `^timesheet-${location.locationId}-\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2}-summary\\.csv$`,
        ),
      );
      managerCsv = await csvRows(download);
      expect(managerCsv[0]).toEqual([
        'Employee ID',
        'Name',
        'Period Start',
        'Period End',
        'Regular Hours',
        'Overtime Hours',
        'Total Hours',
        'Shift Count',
        'Awaiting Review',
        'Double Time Hours',
        'Paid Break Minutes',
        'Unpaid Break Minutes',
        'Deduction Minutes',
        'Actual Hours',
      ]);
      const ada = managerCsv.find((row) => row[0] === '001');
      expect(ada?.slice(0, 2)).toEqual(['001', 'Ada Lovelace']);
      expect(ada?.slice(4)).toEqual(['0.92', '0.00', '0.92', '1', '0', '0.00', '0', '0', '0', '0.92']);
      // The period's dates are those of the day the shift was worked.
      expect(ada?.[2] && ada[2] <= clockIn.day && clockIn.day <= (ada[3] ?? '')).toBe(true);
    });

    test("the owner downloads the same location's CSV from the organization dashboard", async ({ page }) => {
      await page.setViewportSize(desktop);
      await seedTokens(page, { token: location.orgAdminToken });
      await page.goto(`/organization/${location.organizationId}/dashboard`);
      await page.getByRole('button', { name: 'Options for Harbour Café' }).click();
      await page.getByRole('menuitem', { name: 'Download timesheet' }).click();
      const dialog = page.getByRole('dialog', { name: 'Download timesheet' });
      // Today at the location: the week the manager approved.
      await expect(dialog.getByLabel('Day in the pay period', { exact: true })).toHaveValue(
        englishDate(wallClock(Date.now(), timeZone).day),
      );
      await expect(dialog.getByRole('radio', { name: /^Summary/ })).toBeChecked();
      await snapshot(page, 'owner-download');
      await expectNoSeriousViolations(page);

      const downloading = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^timesheet-${location.locationId}-`));
      expect(await csvRows(download)).toEqual(managerCsv);
      await expect(dialog).toBeHidden();
    });

    test('last week with several employees: overtime past 40 hours, totals, approved', async ({ page }) => {
      const manager = { authorization: `Bearer ${managerToken}` };
      const current = await json<{ period: { previousDate: string } }>(
        await api.get('/api/admin/timesheets', { headers: manager }),
      );
      const last = await json<{ period: { startDate: string } }>(
        await api.get(`/api/admin/timesheets?date=${current.period.previousDate}`, { headers: manager }),
      );
      const monday = last.period.startDate;
      // Grace: five days of 9 hours (45: 5 of overtime); Alan: three of 8; Ada: two of 4.
      const plan: [string, number, number, number][] = [
        ['002', 5, 9, 9],
        ['003', 3, 8, 10],
        ['001', 2, 4, 13],
      ];
      for (const [employeeId, days, length, start] of plan) {
        for (let n = 0; n < days; n++) {
          const day = addDays(monday, n);
          await json(
            await api.post('/api/admin/shifts', {
              headers: manager,
              data: {
                employeeId,
                clockIn: atLocation(day, start, timeZone),
                clockOut: atLocation(day, start + length, timeZone),
                reason: 'Paper timesheet',
              },
            }),
          );
        }
      }

      await page.setViewportSize(desktop);
      await seedManagerToken(page, managerToken);
      await page.goto('/manager/timesheets');
      await page.getByRole('button', { name: 'Previous' }).click();
      const rows = page.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(5); // header, three employees, totals
      await expect(rows.filter({ hasText: 'Grace Hopper' }).getByRole('cell')).toHaveText([
        '002',
        '5',
        '40.00',
        '5.00',
        '0.00', // double time
        '45.00',
        '0 min', // unpaid breaks (no paid breaks or deductions here: no columns for them)
        '0.00',
        '5',
        '0',
        // Shifts added by a manager are corrected ones: each needs a look before payroll.
        '5 to review',
      ]);
      await expect(rows.last()).toContainText('Totals72.005.000.0077.00');

      // By keyboard: Enter on Correct opens the dialog at its first field; Escape returns to the button.
      const firstCorrect = page
        .getByRole('region', { name: 'Needs review (10)' })
        .getByRole('button', { name: /^Correct the shift of/ })
        .first();
      await firstCorrect.focus();
      await page.keyboard.press('Enter');
      const correct = page.getByRole('dialog', { name: 'Correct Shift' });
      await expect(correct.getByLabel('Clock-in date', { exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(correct).toBeHidden();
      await expect(firstCorrect).toBeFocused();

      // 'Add missed shift': the schedule's employee picker, the same fields.
      await page.getByRole('button', { name: 'Add missed shift' }).click();
      const add = page.getByRole('dialog', { name: 'Add Missed Shift' });
      await add.getByRole('combobox', { name: 'Employee' }).fill('ada');
      await add.getByRole('combobox', { name: 'Employee' }).press('Enter');
      await expect(add.getByText('Selected: Ada Lovelace (001)')).toBeVisible();
      await snapshot(page, 'add-missed-shift');
      await expectNoSeriousViolations(page);
      await add.getByRole('button', { name: 'Cancel' }).click();

      // Approving asks first, with what payroll will take: the period, who worked, the hours by rate.
      await page.getByRole('button', { name: 'Approve period' }).click();
      const approve = page.getByRole('alertdialog', { name: 'Approve period?' });
      await expect(approve).toContainText(
        `Approve ${englishPeriod(monday, addDays(monday, 6), region)} for payroll?`,
      );
      await expect(approve.getByRole('term')).toHaveText([
        'Employees who worked',
        'Shifts',
        'Regular hours',
        'Overtime hours',
        'Double-time hours',
        'Total hours',
      ]);
      await expect(approve.getByRole('definition')).toHaveText(['3', '10', '72.00', '5.00', '0.00', '77.00']);
      await snapshot(page, 'approve-confirm');
      await expectNoSeriousViolations(page);
      await approve.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByText('Not approved', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Approve period' }).click();
      await approve.getByRole('button', { name: 'Approve period' }).click();
      await expect(page.getByRole('button', { name: 'Reopen period' })).toBeVisible();
      await snapshot(page, 'last-week-approved');
      await page.getByRole('button', { name: 'Reopen period' }).click();
      await snapshot(page, 'reopen-confirm');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await expectNoSeriousViolations(page);

      // Approved: what the period refuses is disabled, and says why.
      await expect(page.getByRole('button', { name: 'Add missed shift' })).toBeDisabled();
      await expect(firstCorrect).toBeDisabled();
    });

    test('payroll settings: a monthly pay period set in Account Settings is the period on the timesheet', async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      await seedManagerToken(page, managerToken);
      await page.goto('/manager/settings');
      const payroll = page.getByRole('region', { name: 'Payroll' });
      await payroll.getByRole('combobox', { name: 'Pay period' }).click();
      await page.getByRole('option', { name: 'Monthly' }).click();
      const today = wallClock(Date.now(), timeZone).day;
      await payroll.getByLabel('Period start date', { exact: true }).fill(`${today.slice(0, 7)}-29`);
      await expect(payroll.getByText('A monthly pay period must start on day 1 to 28')).toBeVisible();
      await payroll.getByLabel('Period start date', { exact: true }).fill(`${today.slice(0, 7)}-01`);
      await payroll.getByRole('spinbutton', { name: 'Daily overtime after (hours)' }).fill('8');
      await expect(payroll.getByRole('alert')).toHaveCount(0);
      await snapshot(page, 'payroll-settings');
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Back to Dashboard' }).click();
      await expect(page.getByText('Settings saved successfully!')).toBeVisible();

      await page.getByRole('button', { name: 'Timesheets' }).click();
      const [year, month] = today.split('-').map(Number) as [number, number];
      const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const first = `${today.slice(0, 7)}-01`;
      const last = `${today.slice(0, 7)}-${String(lastDay).padStart(2, '0')}`;
      await expect(page.getByRole('heading', { name: englishPeriod(first, last, region) })).toBeVisible();
      await expect(page.getByText('Monthly pay period')).toBeVisible();
      await expect(page.getByText('Overtime after 40 hours a week or 8 hours a day.')).toBeVisible();
    });
  });
