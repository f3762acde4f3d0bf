import { TZDate } from '@date-fns/tz';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectDateTime } from './support/date-time.ts';
import { defaultSettings } from './support/default-settings.ts';
import { desktop, tablet } from './support/screenshots.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// The whole week in view (docs/decisions/0174-the-whole-week-in-view.md): a café of the demo's size (25 employees on the demo's four
// shift patterns, open 07:00 to 06:00 the next morning every day, docs/decisions/0174). At 1280 px
// all seven days fit without a sideways scroll, blocks show names, a slot click proposes the
// location's Default Shift Duration, and a shift outside the opening hours is still there to see.

const ZONE = 'Europe/Paris';
const HOUR = 3_600_000;
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
const layout = { startDay: 1, endDay: 0, startTime: '07:00', endTime: '06:00' };
/** Not 6 (a new location's) nor 8 (the old calendar click's): the setting is what counts. */
const DEFAULT_DURATION = 5;
/** The demo's day patterns: local start hour and length (apps/server/src/demo/demo-data.ts). */
const PATTERNS = [
  { start: 7, hours: 8 },
  { start: 9, hours: 6 },
  { start: 15, hours: 8 },
  { start: 22, hours: 8 },
];
const FIRST = ['Ana', 'Ben', 'Chloé', 'Dev', 'Elena', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jade', 'Kofi', 'Lena'];
const LAST = ['Adams', 'Bauer', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'García', 'Haddad', 'Ito'];
const names = Array.from(
  { length: 25 },
  (_, i) => `${FIRST[i % FIRST.length]} ${LAST[(i * 5) % LAST.length]}`,
);

const pad = (value: number) => String(value).padStart(2, '0');
const dateKey = (date: TZDate) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** A wall-clock time in Paris, as an instant. */
const at = (date: string, hour: number, minute = 0) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, hour, minute, ZONE).getTime();
};

/** The seven dates of the week the calendar opens on (before 06:00 it is still last night's). */
function thisWeek(): string[] {
  const now = new TZDate(Date.now(), ZONE);
  const evening = new TZDate(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() - (now.getHours() < 6 ? 1 : 0),
    12,
    ZONE,
  );
  const monday = evening.getDate() - ((evening.getDay() + 6) % 7);
  return Array.from({ length: 7 }, (_, i) =>
    dateKey(new TZDate(evening.getFullYear(), evening.getMonth(), monday + i, 12, ZONE)),
  );
}

const column = (page: Page, date: string) => page.locator(`[data-day-column="${date}"]`);
const gridBox = (page: Page) => page.getByRole('region', { name: /^Shifts from / });

test.describe
  .serial('the whole week in view', () => {
    const week = thisWeek();
    const [monday, wednesday, saturday, sunday] = [0, 2, 5, 6].map((day) => week[day] as string) as [
      string,
      string,
      string,
      string,
    ];
    let location: ActiveLocation;
    let api: APIRequestContext;
    let managerToken: string;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      location = await createActiveLocation(api, { locationName: 'Harbour Street', timezone: ZONE });
      managerToken = await loginToken(api, location, 'manager');
      const headers = { authorization: `Bearer ${managerToken}` };
      const saved = await api.put('/api/admin/location-settings', {
        headers,
        data: {
          settings: { ...defaultSettings, weekLayout: layout, defaultShiftDuration: DEFAULT_DURATION },
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const bulk = await api.post('/api/admin/employees/bulk', { headers, data: { names } });
      expect(bulk.status(), await bulk.text()).toBeLessThan(300);

      const schedule = async (employee: number, start: number, end: number) => {
        const response = await api.post('/api/admin/scheduled-shifts', {
          headers,
          data: {
            employeeId: String(employee + 1).padStart(3, '0'),
            scheduledStart: new Date(start).toISOString(),
            scheduledEnd: new Date(end).toISOString(),
            notes: '',
          },
        });
        expect(response.status(), await response.text()).toBe(201);
      };
      // As the demo: each employee works four days of seven, on one pattern a day.
      for (const [day, date] of week.entries()) {
        for (let employee = 0; employee < names.length; employee++) {
          if ((employee + day) % 7 >= 4) continue;
          const pattern = PATTERNS[(employee + day) % PATTERNS.length] as (typeof PATTERNS)[number];
          const start = at(date, pattern.start);
          await schedule(employee, start, start + pattern.hours * HOUR);
        }
      }
      // A delivery at 06:00 on Wednesday, in the hour the café is closed: folded, never invisible.
      await schedule(24, at(wednesday, 6), at(wednesday, 6, 45));
    });
    test.afterAll(async () => api.dispose());

    async function open(page: Page, size: { width: number; height: number }) {
      await page.setViewportSize(size);
      await seedManagerToken(page, managerToken);
      // The week was seeded from the clock when the file loaded; if Monday 06:00 in Paris has passed
      // since, the calendar opens on the next week and the seeded one is a Previous away.
      const turnedOver = thisWeek()[0] !== monday;
      await page.goto(`/manager/${location.locationId}`);
      if (turnedOver) await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await expect(page.locator('[data-shift]').first()).toBeVisible();
    }

    test('at 1280 px all seven days fit, with names on the shifts', async ({ page }) => {
      await open(page, desktop);
      for (const date of [saturday, sunday]) {
        const box = await column(page, date).boundingBox();
        expect(box, date).not.toBeNull();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0), `${date} ends inside the window`).toBeLessThanOrEqual(
          desktop.width,
        );
      }
      const widths = await gridBox(page).evaluate((box) => ({
        scroll: box.scrollWidth,
        client: box.clientWidth,
      }));
      expect(widths.scroll, 'the grid scrolls sideways').toBeLessThanOrEqual(widths.client);

      // Ana (001) opens on Monday at 07:00: her block shows her ID and short name, not the ID alone.
      const ana = column(page, monday).locator('[data-shift][aria-label*=" Ana Adams,"]');
      await expect(ana).toContainText('001 Ana A.');
      await gridBox(page).evaluate((box) => {
        box.scrollTop = 0;
      });
      await expect(ana.getByText('001 Ana A.')).toBeInViewport();

      // The delivery in the closed hour is counted in Wednesday's header, and listed on a click.
      const folded = page.getByRole('button', { name: '1 shift before 07:00' });
      await expect(folded).toBeInViewport();
      await folded.click();
      const list = page.getByRole('dialog', { name: /^Before 07:00 · / });
      await expect(list).toContainText(names[24] as string);
      await expect(list).toContainText('06:00 – 06:45');
      await page.keyboard.press('Escape');

      await expectNoSeriousViolations(page, { labelInName: true });
      await gridBox(page).evaluate((box) => {
        box.scrollTop = 4 * 96; // 11:00, when the café is busy
      });
      if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/week-in-view-1280.png` });

      // On a 768 px tablet the seven days still fit, the busiest hours summed up as '+N more'.
      await page.setViewportSize(tablet);
      const sundayBox = await column(page, sunday).boundingBox();
      expect((sundayBox?.x ?? 0) + (sundayBox?.width ?? 0)).toBeLessThanOrEqual(tablet.width);
      const tabletWidths = await gridBox(page).evaluate((box) => ({
        scroll: box.scrollWidth,
        client: box.clientWidth,
      }));
      expect(tabletWidths.scroll, 'the grid scrolls sideways at 768 px').toBeLessThanOrEqual(
        tabletWidths.client,
      );
      if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/week-in-view-768.png` });
    });

    test("a click on an empty slot proposes the location's Default Shift Duration", async ({ page }) => {
      await open(page, desktop);
      const box = gridBox(page);
      await box.evaluate((element) => {
        element.scrollTop = 0;
      });
      // At 07:30 on Sunday only the 07:00 shifts are on: the column's right-hand lanes are free. The
      // point is found where the column itself, not a block, is under the pointer.
      const point = await column(page, sunday).evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const y = rect.top + 2 * 24 + 12;
        for (let x = rect.right - 3; x > rect.left; x -= 4) {
          if (document.elementFromPoint(x, y) === element) return { x, y };
        }
        return null;
      });
      expect(point, 'an empty slot at 07:30 on Sunday').not.toBeNull();
      await page.mouse.click(point?.x ?? 0, point?.y ?? 0);
      const dialog = page.getByRole('dialog', { name: 'Schedule New Shift' });
      await expectDateTime(dialog, 'Start', `${sunday}T07:30`);
      await expectDateTime(dialog, 'End', `${sunday}T12:30`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    });

    test("on a phone the one-day view shows the employees' names", async ({ page }) => {
      await open(page, { width: 390, height: 844 });
      await page.getByRole('group', { name: 'Day shown' }).getByRole('button').first().click();
      const ana = column(page, monday).locator('[data-shift][aria-label*=" Ana Adams,"]');
      await expect(ana).toContainText('001 Ana A.');
      await gridBox(page).evaluate((box) => {
        box.scrollTop = 0;
      });
      await ana.scrollIntoViewIfNeeded();
      await expect(ana.getByText('001 Ana A.')).toBeInViewport();
      const page390 = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(page390, 'the page scrolls sideways').toBeLessThanOrEqual(390);
      if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/week-in-view-390.png` });
    });
  });
