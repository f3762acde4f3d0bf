import { TZDate } from '@date-fns/tz';
import { type APIRequestContext, request } from '@playwright/test';
import {
  type ActiveLocation,
  bearer,
  createActiveLocation,
  loginToken,
  ok,
  uniqueEmail,
} from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { waitForMail } from './support/mail.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// The manager's weekly loop across a clock change (docs/decisions/0197-filling-a-week.md, 0198, 0199):
// in New York, last week holds Ada's Monday and Sunday 09:00–17:00 and Grace's Saturday night
// 22:00–06:00. The manager goes to the week that ends with the fall-back Sunday, copies last week
// into it (the times stay the same on the wall clock; Grace's night is 9 h long, as the clocks go
// back at 02:00), sees the week's labour cost over the budget set in settings, publishes, and each
// person's e-mail in the SMTP sink lists only their own new shifts.

const ZONE = 'America/New_York';
const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** The next fall-back Sunday in the United States (the first Sunday of November) at least a week ahead. */
function nextFallBackSunday(): TZDate {
  const now = new TZDate(Date.now(), ZONE);
  for (const year of [now.getFullYear(), now.getFullYear() + 1]) {
    const first = new TZDate(year, 10, 1, 12, ZONE);
    const sunday = new TZDate(year, 10, 1 + ((7 - first.getDay()) % 7), 12, ZONE);
    if (sunday.getTime() - now.getTime() > 7 * DAY_MS) return sunday;
  }
  throw new Error('no fall-back Sunday ahead');
}

/** A wall-clock time in New York, `days` after the date, as an ISO instant. */
function at(date: TZDate, days: number, hour: number): string {
  return new TZDate(date.getFullYear(), date.getMonth(), date.getDate() + days, hour, 0, ZONE).toISOString();
}

/** An instant as New York's wall clock, 'YYYY-MM-DD HH:mm'. */
function wall(iso: string): string {
  const local = new TZDate(Date.parse(iso), ZONE);
  return `${dayKey(local)} ${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

test.describe
  .serial('the weekly loop across the fall-back weekend', () => {
    let api: APIRequestContext;
    let place: ActiveLocation;
    let managerToken: string;
    const fallBack = nextFallBackSunday();
    // Weeks start on Monday (the default layout): the target week ends with the fall-back Sunday.
    const targetMonday = new TZDate(
      fallBack.getFullYear(),
      fallBack.getMonth(),
      fallBack.getDate() - 6,
      12,
      ZONE,
    );
    const sourceMonday = new TZDate(
      fallBack.getFullYear(),
      fallBack.getMonth(),
      fallBack.getDate() - 13,
      12,
      ZONE,
    );
    const ada = { name: 'Ada Lovelace', email: uniqueEmail('ada'), rate: '20.00', kioskId: '' };
    const grace = { name: 'Grace Hopper', email: uniqueEmail('grace'), rate: '25.00', kioskId: '' };

    test.beforeAll(async () => {
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      place = await createActiveLocation(api, { locationName: 'Pier 17', timezone: ZONE });
      managerToken = await loginToken(api, place, 'manager');
      for (const person of [ada, grace]) {
        const answer = await ok<{ person: { locations: { employeeId: string }[] } }>(
          await api.post('/api/organization/people', {
            headers: bearer(place.orgAdminToken),
            data: {
              name: person.name,
              email: person.email,
              hourlyRate: person.rate,
              locationIds: [place.locationId],
            },
          }),
        );
        person.kioskId = answer.person.locations[0]?.employeeId ?? '';
      }
      const schedule = (employeeId: string, scheduledStart: string, scheduledEnd: string) =>
        api.post('/api/admin/scheduled-shifts', {
          headers: bearer(managerToken),
          data: { employeeId, scheduledStart, scheduledEnd },
        });
      await ok(await schedule(ada.kioskId, at(sourceMonday, 0, 9), at(sourceMonday, 0, 17)));
      await ok(await schedule(ada.kioskId, at(sourceMonday, 6, 9), at(sourceMonday, 6, 17)));
      await ok(await schedule(grace.kioskId, at(sourceMonday, 5, 22), at(sourceMonday, 6, 6)));
    });
    test.afterAll(() => api.dispose());

    test('copies last week into the fall-back week, sees the cost over budget, publishes', async ({
      page,
    }) => {
      await seedManagerToken(page, managerToken);

      // A weekly budget of 500 in the settings, saved as typed.
      await page.goto('/manager/settings');
      await page.getByLabel('Labour budget per week').fill('500');
      await expect(page.getByText('All changes saved')).toBeVisible();
      await page.getByRole('button', { name: 'Back to Dashboard' }).click();

      // The calendar's date picker: month by month to the fall-back Sunday, then its week.
      const calendar = page.getByRole('region', { name: 'Weekly calendar' });
      await calendar.getByRole('button', { name: 'Go to a date' }).click();
      const picker = page.getByRole('dialog', { name: 'Go to a date' });
      await expect(picker.getByRole('grid')).toBeVisible();
      const today = new TZDate(Date.now(), ZONE);
      const months =
        (fallBack.getFullYear() - today.getFullYear()) * 12 + fallBack.getMonth() - today.getMonth();
      // The pop-up opens on the month of the week on screen, which may have begun in the month before.
      const shownMonday = new TZDate(
        today.getFullYear(),
        today.getMonth(),
        today.getDate() - ((today.getDay() + 6) % 7),
        12,
        ZONE,
      );
      const steps = months + (shownMonday.getMonth() === today.getMonth() ? 0 : 1);
      for (let step = 0; step < steps; step++) await picker.getByRole('button').nth(1).click();
      await picker
        .locator('td:not([data-outside]) button', { hasText: new RegExp(`^${fallBack.getDate()}$`) })
        .click();
      await expect(picker).toBeHidden();
      await expect(calendar.locator(`[data-day-column="${dayKey(targetMonday)}"]`)).toBeVisible();

      // Copy: from the week before the one on screen into it, as the dialog proposes.
      await calendar.getByRole('button', { name: 'Copy week…' }).click();
      const copy = page.getByRole('dialog', { name: 'Copy shifts' });
      await copy.getByRole('button', { name: 'Copy shifts' }).click();
      await expect(copy.getByText('3 shifts added')).toBeVisible();
      await copy.getByRole('button', { name: 'Done' }).click();
      // Ada's two days are drafts on screen; Grace's night falls outside the opening hours drawn.
      await expect(calendar.getByRole('button', { name: /Ada Lovelace.*Draft/ })).toHaveCount(2);
      await expect(calendar.getByRole('button', { name: /^Publish \(3\)/ })).toBeVisible();

      // Stored at the same wall-clock times; Grace's night lasts 9 hours as the clocks go back.
      const { scheduledShifts } = await ok<{
        scheduledShifts: { employeeName: string; scheduledStart: string; scheduledEnd: string }[];
      }>(
        await api.get(
          `/api/admin/scheduled-shifts?startDate=${dayKey(targetMonday)}&endDate=${dayKey(fallBack)}`,
          { headers: bearer(managerToken) },
        ),
      );
      const saturday = dayKey(new Date(fallBack.getTime() - DAY_MS));
      expect(
        scheduledShifts
          .map((s) => `${s.employeeName}: ${wall(s.scheduledStart)} → ${wall(s.scheduledEnd)}`)
          .sort(),
      ).toEqual([
        `Ada Lovelace: ${dayKey(targetMonday)} 09:00 → ${dayKey(targetMonday)} 17:00`,
        `Ada Lovelace: ${dayKey(fallBack)} 09:00 → ${dayKey(fallBack)} 17:00`,
        `Grace Hopper: ${saturday} 22:00 → ${dayKey(fallBack)} 06:00`,
      ]);
      const grace9h = scheduledShifts.find((s) => s.employeeName === 'Grace Hopper');
      expect(Date.parse(grace9h?.scheduledEnd ?? '') - Date.parse(grace9h?.scheduledStart ?? '')).toBe(
        9 * 3_600_000,
      );

      // The week's cost: Ada 16 h × 20 + Grace 9 h × 25 = 545, over the 500 budget.
      await calendar.getByRole('button', { name: /^Warnings \(\d+\)$/ }).click();
      const warnings = page.getByRole('dialog', { name: 'Warnings before publishing' });
      await expect(
        warnings.getByText(/^Labour cost for these days .*545\.00 over the .*500\.00 budget$/),
      ).toBeVisible();
      await expect(warnings.getByRole('row', { name: /^Total/ })).toContainText('25');
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');

      // Publish the week: both are told.
      await calendar.getByRole('button', { name: /^Publish \(3\)/ }).click();
      const publish = page.getByRole('dialog', { name: 'Publish the schedule' });
      await publish.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Schedule published. 2 employees notified.')).toBeVisible();
      await expect(calendar.getByRole('button', { name: /Draft/ })).toHaveCount(0);
    });

    test("each person's e-mail lists only their own new shifts", async () => {
      const adaMail = await waitForMail(ada.email, { subject: 'Your schedule' });
      const graceMail = await waitForMail(grace.email, { subject: 'Your schedule' });
      expect(adaMail).toContain('Hello Ada Lovelace');
      expect(adaMail.match(/- New: /g)).toHaveLength(2);
      expect(graceMail).toContain('Hello Grace Hopper');
      expect(graceMail.match(/- New: /g)).toHaveLength(1);
      expect(graceMail).not.toContain('Ada');
      expect(adaMail).not.toContain('Grace');
    });
  });
