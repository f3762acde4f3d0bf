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

// The manager schedules two shifts for next week: the calendar shows them as drafts. They publish
// the week; the employee, signed in on a 390 px phone with a code from the manager, sees both shifts
// and "Your schedule changed", and the e-mail with their changes reaches the SMTP sink
// (docs/decisions/0198-draft-and-publish.md).

const DAY = 86_400_000;

test.describe
  .serial('publishing the week', () => {
    let api: APIRequestContext;
    let place: ActiveLocation;
    let managerToken: string;
    let kioskId: string;
    const email = uniqueEmail('ada');

    test.beforeAll(async () => {
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      place = await createActiveLocation(api, { locationName: 'Harbour', timezone: 'Europe/Paris' });
      managerToken = await loginToken(api, place, 'manager');
      // Ada, with her e-mail, as the owner adds her on the People page.
      const { person } = await ok<{ person: { locations: { employeeId: string }[] } }>(
        await api.post('/api/organization/people', {
          headers: bearer(place.orgAdminToken),
          data: { name: 'Ada Lovelace', email, locationIds: [place.locationId] },
        }),
      );
      kioskId = person.locations[0]?.employeeId ?? '';
      // Two shifts on next week's second and third days, 10:00 to 16:00 UTC: the current week's
      // answer ends at the local midnight that starts next week.
      const { week } = await ok<{ week: { endDate: string } }>(
        await api.get('/api/admin/scheduled-shifts?week=current', { headers: bearer(managerToken) }),
      );
      const nextStart = Date.parse(week.endDate) + 11 * 3_600_000;
      for (const start of [nextStart + DAY, nextStart + 2 * DAY]) {
        await ok(
          await api.post('/api/admin/scheduled-shifts', {
            headers: bearer(managerToken),
            data: {
              employeeId: kioskId,
              scheduledStart: new Date(start).toISOString(),
              scheduledEnd: new Date(start + 6 * 3_600_000).toISOString(),
            },
          }),
        );
      }
    });
    test.afterAll(() => api.dispose());

    test('the manager sees two drafts next week and publishes them', async ({ page }) => {
      await seedManagerToken(page, managerToken);
      await page.goto(`/manager/${place.locationId}`);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByRole('button', { name: /Ada Lovelace.*Draft/ })).toHaveCount(2);
      await expect(page.getByText('Draft or changed: not published yet')).toBeVisible();

      await page.getByRole('button', { name: 'Publish (2): 2 unpublished changes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish the schedule' });
      await expect(dialog.getByText('2 new shifts')).toBeVisible();
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Schedule published. 1 employee notified.')).toBeVisible();
      await expect(page.getByRole('button', { name: /Ada Lovelace.*Draft/ })).toHaveCount(0);

      await page.getByRole('button', { name: 'Publish history' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Publish history' }).getByText('2 new, 0 changed, 0 cancelled'),
      ).toBeVisible();
    });

    test('the employee sees the shifts and the change, and has the e-mail', async ({ browser }) => {
      const mail = await waitForMail(email, { subject: 'Your schedule' });
      expect(mail).toContain('Ada');
      expect(mail.match(/- New: /g)).toHaveLength(2);

      const { code } = await ok<{ code: string }>(
        await api.post(`/api/admin/employees/${kioskId}/sign-in-code`, { headers: bearer(managerToken) }),
      );
      const { token } = await ok<{ token: string }>(await api.post('/api/me/sign-in', { data: { code } }));
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.addInitScript((value) => localStorage.setItem('meToken', value), token);
      await page.goto('/me');
      const changes = page.getByRole('region', { name: 'Schedule changes' });
      await expect(changes.getByText('Your schedule changed')).toBeVisible();
      await expect(changes.getByText('New:')).toHaveCount(2);
      await expect(page.getByText('Harbour', { exact: true })).toHaveCount(2);
      await expectNoSeriousViolations(page);
      await context.close();
    });
  });
