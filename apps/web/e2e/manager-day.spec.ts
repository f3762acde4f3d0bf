import { type APIRequestContext, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { dateTimeInputs } from './support/date-time.ts';
import { defaultSettings } from './support/default-settings.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// A manager's day on a location of real size (27 employees, most of them scheduled today
// and tomorrow, some clocked in), on a phone, a tablet and a desktop. Each size walks the same day:
// find today's shifts, schedule one, correct a punch, add an employee; the page never scrolls
// sideways and axe finds nothing serious.

const HOUR = 3_600_000;
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
// Each size schedules its own employee, one of the three without shifts yet.
const sizes = [
  { name: 'phone', width: 390, height: 844, schedules: '025' },
  { name: 'tablet', width: 768, height: 1024, schedules: '026' },
  { name: 'desktop', width: 1280, height: 800, schedules: '027' },
] as const;

const firstNames = ['Ada', 'Grace', 'Alan', 'Katherine', 'Edsger', 'Barbara', 'Donald', 'Frances'];
const lastNames = ['Lovelace', 'Hopper', 'Turing', 'Johnson', 'Dijkstra', 'Liskov', 'Knuth', 'Allen'];
const names = Array.from(
  { length: 27 },
  (_, i) => `${firstNames[i % 8]} ${lastNames[(i * 3 + Math.floor(i / 8)) % 8]} ${i + 1}`,
);

async function post(api: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await api.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.screen);
}

/** On a phone, the controls a thumb uses are at least 44 px tall (those of the sections it opened too). */
async function expectThumbSized(page: Page) {
  const controls = [
    page.getByRole('button', { name: 'Schedule Shift' }).first(),
    page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link').first(),
    page.getByRole('button', { name: /^Employees \(\d+\)$/ }),
  ];
  // Folded on a phone as the dashboard opens (docs/decisions/0175-a-phone-dashboard.md).
  for (const opened of [
    page.getByRole('button', { name: 'Add Employee' }),
    page.getByRole('button', { name: /^Actions for / }).first(),
    page.getByRole('button', { name: /^Correct the shift of / }).first(),
  ]) {
    if (await opened.isVisible()) controls.push(opened);
  }
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box?.height, (await control.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
}

async function shot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/${name}.png` });
}

test.describe
  .serial("a manager's day at 27 employees", () => {
    let location: ActiveLocation;
    let api: APIRequestContext;
    let managerToken: string;

    test.beforeAll(async () => {
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      location = await createActiveLocation(api, {
        locationName: 'Harbour Street',
        timezone: 'Europe/Paris',
      });
      managerToken = await loginToken(api, location, 'manager');
      // Open every day: the story's shifts are today's, and the default week (Monday to Saturday)
      // has no column for a Sunday, when the by-employee week would then be empty.
      const response = await api.put('/api/admin/location-settings', {
        headers: { authorization: `Bearer ${managerToken}` },
        data: { settings: { ...defaultSettings, weekLayout: { ...defaultSettings.weekLayout, endDay: 0 } } },
      });
      expect(response.status(), await response.text()).toBe(200);
      const kioskToken = await loginToken(api, location, 'location');
      await post(api, managerToken, '/api/admin/employees/bulk', { names });
      // Today and tomorrow, staggered from two hours ago: some shifts are under way, most are ahead.
      const base = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR;
      for (let i = 0; i < 24; i++) {
        const employeeId = String(i + 1).padStart(3, '0');
        for (const day of [0, 1]) {
          const start = base + day * 24 * HOUR + (i % 6) * HOUR;
          await post(api, managerToken, '/api/admin/scheduled-shifts', {
            employeeId,
            scheduledStart: new Date(start).toISOString(),
            scheduledEnd: new Date(start + 6 * HOUR).toISOString(),
            notes: '',
          });
        }
      }
      for (const employeeId of ['001', '007', '013', '019']) {
        await post(api, kioskToken, '/api/shift/clock-in', { employeeId });
      }
      // Ada clocked out at once by mistake: the punch the manager corrects.
      await post(api, kioskToken, '/api/shift/clock-out', { employeeId: '001' });
    });
    test.afterAll(async () => api.dispose());

    for (const size of sizes) {
      test(`at ${size.width}×${size.height} (${size.name})`, async ({ page }) => {
        // A whole day at one size, with six accessibility scans of a 27-employee dashboard.
        test.setTimeout(120_000);
        await page.setViewportSize(size);
        await seedManagerToken(page, managerToken);
        await page.goto(`/manager/${location.locationId}`);
        await expect(page.getByText('Harbour Street', { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Employees \(2\d\)$/ })).toBeVisible();
        await expectNoSidewaysScroll(page);
        if (size.width < 640) await expectThumbSized(page);
        await shot(page, `manager-day-${size.width}-top`);
        await expectNoSeriousViolations(page);

        // Today's shifts: the upcoming list opens on today and tomorrow, the rest behind Show more.
        await page
          .getByRole('navigation', { name: 'Dashboard sections' })
          .getByRole('link', { name: 'Upcoming' })
          .click();
        const upcoming = page.getByRole('region', { name: 'Upcoming scheduled shifts' });
        await expect(upcoming.getByText('Today and tomorrow')).toBeVisible();
        await expect(upcoming.getByRole('button', { name: /^Edit shift of / })).not.toHaveCount(0);
        await expectNoSidewaysScroll(page);
        await shot(page, `manager-day-${size.width}-upcoming`);

        // Schedule one from the calendar's toolbar: it opens on the next full hour for the default duration.
        await page.getByRole('button', { name: 'Schedule Shift' }).first().click();
        const schedule = page.getByRole('dialog', { name: 'Schedule New Shift' });
        const start = dateTimeInputs(schedule, 'Start');
        const end = dateTimeInputs(schedule, 'End');
        await expect(start.time).toHaveValue(/^\d{2}:00$/);
        await expect(end.time).toHaveValue(/^\d{2}:00$/);
        await schedule.getByPlaceholder('Search by name or ID').fill(size.schedules);
        await schedule.getByRole('option', { name: new RegExp(size.schedules) }).click();
        await expect(schedule.getByRole('button', { name: 'Schedule Shift' })).toBeInViewport();
        await expectNoSidewaysScroll(page);
        await shot(page, `manager-day-${size.width}-schedule`);
        await expectNoSeriousViolations(page);
        await schedule.getByRole('button', { name: 'Schedule Shift' }).click();
        await expect(page.getByText('Shift scheduled successfully').first()).toBeVisible();
        await expect(schedule).toBeHidden();
        // Focus is back on the button that opened the dialog.
        await expect(page.getByRole('button', { name: 'Schedule Shift' }).first()).toBeFocused();

        // Correct a punch from Recent Shifts.
        await page
          .getByRole('navigation', { name: 'Dashboard sections' })
          .getByRole('link', { name: 'Recent Shifts' })
          .click();
        const correctButton = page.getByRole('button', {
          name: /^Correct the shift of Ada Lovelace 1 from /,
        });
        await correctButton.click();
        const correct = page.getByRole('dialog', { name: 'Correct Shift' });
        const clockIn = dateTimeInputs(correct, 'Clock-in');
        const clockInTime = await clockIn.time.inputValue();
        const [hour = '00'] = clockInTime.split(':');
        await clockIn.time.fill(`${hour}:00`);
        await expect(correct.getByRole('button', { name: 'Save' })).toBeInViewport();
        await expectNoSidewaysScroll(page);
        await shot(page, `manager-day-${size.width}-correct`);
        await correct.getByRole('button', { name: 'Save' }).click();
        await expect(correct).toBeHidden();
        await expect(correctButton).toBeFocused();

        // Add an employee.
        await page
          .getByRole('navigation', { name: 'Dashboard sections' })
          .getByRole('link', { name: 'Employees' })
          .click();
        const employee = `New Hire ${size.width}`;
        await page.getByLabel('Employee name').fill(employee);
        await page.getByRole('button', { name: 'Add Employee' }).click();
        await expect(page.getByText('Employee added successfully!')).toBeVisible();
        await expect(page.getByRole('list', { name: 'Employees' }).getByText(employee)).toBeVisible();
        await expectNoSidewaysScroll(page);
        // Employees and Recent Shifts now open: their controls are thumb-sized too.
        if (size.width < 640) await expectThumbSized(page);
        await shot(page, `manager-day-${size.width}-employees`);
        await expectNoSeriousViolations(page);

        // The week by employee: a row per employee, the chosen view kept for the next visit.
        await page
          .getByRole('navigation', { name: 'Dashboard sections' })
          .getByRole('link', { name: 'Calendar' })
          .click();
        await page.getByRole('button', { name: 'By employee' }).click();
        const byEmployee = page.getByRole('table', { name: /^Shifts by employee/ });
        await expect(byEmployee.getByRole('rowheader', { name: /Ada Lovelace 1\b/ })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await shot(page, `manager-day-${size.width}-by-employee`);
        await expectNoSeriousViolations(page, { labelInName: true });
        await page.reload();
        await expect(page.getByRole('table', { name: /^Shifts by employee/ })).toBeVisible();
        await page.getByRole('button', { name: 'Week', exact: true }).click();
        await expectNoSeriousViolations(page, { labelInName: true });

        // The timesheet of the week, on the same screen size.
        await page.getByRole('button', { name: 'Timesheets' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Timesheets' })).toBeVisible();
        await expect(page.getByText('Ada Lovelace 1').first()).toBeVisible();
        await expectNoSidewaysScroll(page);
        await shot(page, `manager-day-${size.width}-timesheets`);
        await expectNoSeriousViolations(page);
      });
    }

    test('the keyboard reaches Add Employee in at most 40 presses of Tab', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await seedManagerToken(page, managerToken);
      await page.goto(`/manager/${location.locationId}`);
      await expect(page.getByRole('button', { name: /^Employees \(\d+\)$/ })).toBeVisible();

      const focusedName = () =>
        page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          return active ? (active.getAttribute('aria-label') ?? active.textContent ?? '').trim() : '';
        });
      let presses = 0;
      const tabUntil = async (name: string) => {
        while (presses < 60) {
          await page.keyboard.press('Tab');
          presses += 1;
          if ((await focusedName()) === name) return;
        }
      };

      // The skip link comes first.
      await page.keyboard.press('Tab');
      presses += 1;
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      // Then the header and the section links: Employees, and into the panel.
      await tabUntil('Employees');
      await page.keyboard.press('Enter');
      await tabUntil('Add Employee');
      await expect(page.getByRole('button', { name: 'Add Employee' })).toBeFocused();
      expect(presses).toBeLessThanOrEqual(40);
    });
  });
