import { type APIRequestContext, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectDateTime, fillDateTime } from './support/date-time.ts';
import { desktop } from './support/screenshots.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// The repeated hour of a fall-back night. In New York on 2026-11-01 the clocks go back
// from 02:00 EDT to 01:00 EST, so 01:30 happens twice: 05:30Z (EDT, UTC−4) and 06:30Z (EST, UTC−5).
// The manager's browser is in Berlin, neither of the two: the dialog must work on the LOCATION's clock.

const phone = { width: 390, height: 844 };
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;

/** With E2E_SCREENSHOT_DIR set, a picture of the page at the desktop and a phone width. */
async function snapshot(page: Page, name: string) {
  if (!screenshotDir) return;
  for (const [label, size] of [
    ['1280', desktop],
    ['390', phone],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${screenshotDir}/repeated-hour-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(desktop);
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

test.use({ timezoneId: 'Europe/Berlin' });

test.describe('the repeated hour in Correct Shift', () => {
  test.describe.configure({ timeout: 90_000 });
  let api: APIRequestContext;
  let location: ActiveLocation;
  let managerToken: string;

  test.beforeAll(async () => {
    api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    location = await createActiveLocation(api, { timezone: 'America/New_York', locationName: 'Bleecker St' });
    managerToken = await loginToken(api, location, 'manager');
    const manager = { authorization: `Bearer ${managerToken}` };
    await json(await api.post('/api/admin/employees', { headers: manager, data: { name: 'Ada Lovelace' } }));
    // Ada's paper timesheet: in at 01:30 EST (the SECOND 01:30), out at 05:00 EST: 3.5 hours.
    await json(
      await api.post('/api/admin/shifts', {
        headers: manager,
        data: {
          employeeId: '001',
          clockIn: '2026-11-01T01:30:00-05:00',
          clockOut: '2026-11-01T05:00:00-05:00',
          reason: 'Paper timesheet',
        },
      }),
    );
  });
  test.afterAll(async () => api.dispose());

  test('saving untouched keeps the second 01:30; picking the first adds exactly one hour', async ({
    page,
  }) => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Europe/Berlin');
    await page.setViewportSize(desktop);
    await seedManagerToken(page, managerToken);
    await page.goto('/manager/timesheets');
    await expect(page.getByRole('heading', { level: 1, name: 'Timesheets' })).toBeVisible();
    // Back to the week of the change (weekly periods, Monday to Sunday), one period at a time.
    const target = 'Oct 26 – Nov 1, 2026';
    const periodHeading = page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]{2} \d{1,2} – .*\d{4}$/ });
    for (let step = 0; step < 12; step++) {
      const shown = await periodHeading.textContent();
      if (shown === target) break;
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(periodHeading).not.toHaveText(shown ?? '');
    }
    await expect(periodHeading).toHaveText(target);

    const adaRow = page.getByRole('table').getByRole('row').filter({ hasText: 'Ada Lovelace' });
    const total = adaRow.getByRole('cell').nth(5);
    await expect(total).toHaveText('3.50');
    const review = page.getByRole('region', { name: /^Needs review/ });
    // The review list says which 01:30 it is.
    await expect(review.getByText('Nov 1, 01:30 EST – 05:00')).toBeVisible();

    const dialog = page.getByRole('dialog', { name: 'Correct Shift' });
    const trailEntries = dialog.getByRole('region', { name: 'Audit trail' }).getByRole('listitem');
    const openDialog = async () => {
      await review.getByRole('button', { name: /^Correct the shift of Ada Lovelace/ }).click();
      await expect(dialog).toBeVisible();
    };

    await openDialog();
    await expectDateTime(dialog, 'Clock-in', '2026-11-01T01:30');
    await expectDateTime(dialog, 'Clock-out', '2026-11-01T05:00');
    const choice = dialog.getByRole('group', { name: /^Clock-in: 01:30 happens twice on Nov 1/ });
    await expect(choice.getByRole('radio', { name: /^01:30 EST · Second/ })).toBeChecked();
    await expect(choice.getByRole('radio', { name: /^01:30 EDT · First/ })).not.toBeChecked();
    await expect(trailEntries).toHaveCount(1);
    await snapshot(page, 'correct-second-pass');
    await expectNoSeriousViolations(page);

    // Saved untouched: nothing changes, nothing is recorded.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('No changes: the shift already has these times')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(total).toHaveText('3.50');
    await openDialog();
    await expect(trailEntries).toHaveCount(1);
    await expect(dialog.getByRole('radio', { name: /^01:30 EST/ })).toBeChecked();

    // A time the clocks skip (2026-03-08 02:30 in New York) is refused in the field, not moved.
    await fillDateTime(dialog, 'Clock-in', '2026-03-08T02:30');
    const skipped =
      'There is no 02:30 on Mar 8, 2026: the clocks jump from 02:00 to 03:00. Choose another time.';
    await expect(dialog.getByText(skipped)).toBeVisible();
    await snapshot(page, 'correct-skipped');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The first 01:30 (EDT) is an hour earlier: exactly one hour more.
    await openDialog();
    await dialog.getByRole('radio', { name: /^01:30 EDT/ }).check();
    await snapshot(page, 'correct-first-pass');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Shift corrected')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(total).toHaveText('4.50');
    await expect(review.getByText('Nov 1, 01:30 EDT – 05:00')).toBeVisible();

    // One new entry, and its before and after do not print alike.
    await openDialog();
    await expect(trailEntries).toHaveCount(2);
    await expect(trailEntries.last()).toContainText(
      'Nov 1, 01:30 EST – Nov 1, 05:00 → changed to Nov 1, 01:30 EDT – Nov 1, 05:00',
    );
    await expect(dialog.getByRole('radio', { name: /^01:30 EDT/ })).toBeChecked();
    await snapshot(page, 'correct-audit');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('Schedule New Shift asks which 01:30, then fills the usual end from the one chosen', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await seedManagerToken(page, managerToken);
    await page.goto(`/manager/${location.locationId}`);
    await page.getByRole('button', { name: 'Schedule Shift' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Schedule New Shift' });
    await fillDateTime(dialog, 'Start', '2026-11-01T01:30');
    // The button opened on the next hour with an end; emptied, the usual end comes from the start.
    await fillDateTime(dialog, 'End', '');
    // Neither 01:30 is picked for the manager, and no end is guessed from an unknown instant.
    for (const radio of await dialog.getByRole('radio').all()) await expect(radio).not.toBeChecked();
    await expectDateTime(dialog, 'End', '');
    await dialog.getByRole('button', { name: 'Schedule Shift' }).click();
    await expect(dialog.getByText('Choose which 01:30: it happens twice on Nov 1, 2026.')).toBeVisible();
    await snapshot(page, 'schedule-choose');
    // The location's Default Shift Duration, 6 real hours, after 01:30 EST is 07:30.
    await dialog.getByRole('radio', { name: /^01:30 EST/ }).check();
    await expectDateTime(dialog, 'End', '2026-11-01T07:30');
    await expect(dialog.getByText('Please select an end time')).toBeHidden();
    await snapshot(page, 'schedule-chosen');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
