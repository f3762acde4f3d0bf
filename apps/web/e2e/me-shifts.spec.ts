import { type APIRequestContext, request } from '@playwright/test';
import { addSecondLocation, bearer, createActiveLocation, loginToken, ok } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

// A person who works at two locations in two zones opens the employee app on a 390 px phone, signed
// in with a code their manager created, and sees next week's shifts at both places, each in its
// location's time; after one manager moves a shift, the app marks it Changed.

const DAY = 86_400_000;
/** 'Tuesday, March 16' and '9:00 AM' as the phone (en-US) writes an instant in a zone. */
const dayOf = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(
    instant,
  );
const timeOf = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant);

test.use({ viewport: { width: 390, height: 844 } });

let publishApi: APIRequestContext;
/** Publishes the location's next week (its Monday to Sunday, in any zone of the test's two). */
const publishWeekOf = (monday: number) => async (token: string) =>
  ok(
    await publishApi.post('/api/admin/schedule/publish', {
      headers: bearer(token),
      data: {
        startDate: new Date(monday - DAY).toISOString().slice(0, 10),
        endDate: new Date(monday + 7 * DAY).toISOString().slice(0, 10),
      },
    }),
  );

test.describe('my shifts at two locations', () => {
  let api: APIRequestContext;
  let employeeToken: string;
  let managerYork: string;
  let yorkShiftId: string;
  // Next week, at 08:00Z on Tuesday and 15:00Z on Thursday: 09:00/10:00 in Paris, 10:00/11:00 in New York.
  const monday = (() => {
    const today = new Date();
    const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    return start + ((8 - new Date(start).getUTCDay()) % 7 || 7) * DAY;
  })();
  const parisStart = monday + DAY + 8 * 3_600_000;
  const yorkStart = monday + 3 * DAY + 15 * 3_600_000;
  const publish = publishWeekOf(monday);

  test.beforeAll(async () => {
    api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    publishApi = api;
    const harbour = await createActiveLocation(api, {
      locationName: 'Harbour Street',
      timezone: 'Europe/Paris',
    });
    const midtown = await addSecondLocation(api, harbour, {
      locationName: 'Midtown',
      locationPassword: 'midtown1',
      managerPassword: 'Midtown1!',
      timezone: 'America/New_York',
    });
    const { person } = await ok<{ person: { locations: { locationId: string; employeeId: string }[] } }>(
      await api.post('/api/organization/people', {
        headers: bearer(harbour.orgAdminToken),
        data: { name: 'Ann Smith', locationIds: [harbour.locationId, midtown.locationId] },
      }),
    );
    const kioskId = (code: string) => person.locations.find((at) => at.locationId === code)?.employeeId;
    const managerHarbour = await loginToken(api, harbour, 'manager');
    managerYork = await loginToken(api, midtown, 'manager');
    await ok(
      await api.put('/api/admin/location-address', {
        headers: bearer(managerHarbour),
        data: { address: '12 rue du Port, 75004 Paris' },
      }),
    );
    const schedule = async (token: string, employeeId: string | undefined, start: number, notes = '') =>
      (
        await ok<{ scheduledShift: { id: string } }>(
          await api.post('/api/admin/scheduled-shifts', {
            headers: bearer(token),
            data: {
              employeeId,
              scheduledStart: new Date(start).toISOString(),
              scheduledEnd: new Date(start + 6 * 3_600_000).toISOString(),
              notes,
            },
          }),
        )
      ).scheduledShift.id;
    await schedule(managerHarbour, kioskId(harbour.locationId), parisStart, 'Inventory count');
    yorkShiftId = await schedule(managerYork, kioskId(midtown.locationId), yorkStart);
    // Employees see published shifts only (docs/decisions/0198-draft-and-publish.md).
    await publish(managerHarbour);
    await publish(managerYork);

    const { code } = await ok<{ code: string }>(
      await api.post(`/api/admin/employees/${kioskId(harbour.locationId)}/sign-in-code`, {
        headers: bearer(managerHarbour),
      }),
    );
    ({ token: employeeToken } = await ok<{ token: string }>(
      await api.post('/api/me/sign-in', { data: { code } }),
    ));
  });

  test.afterAll(() => api.dispose());

  test("sees next week's shifts at both locations, then one the manager moved marked Changed", async ({
    page,
  }) => {
    await page.addInitScript((token) => localStorage.setItem('meToken', token), employeeToken);
    // The first look starts the count of what is new: the app marks it seen.
    const seen = page.waitForResponse((response) => response.url().endsWith('/api/me/shifts/seen'));
    await page.goto('/me');
    await expect(page.getByRole('heading', { level: 1, name: 'My shifts' })).toBeVisible();

    const tuesday = page.getByRole('region', { name: dayOf(parisStart, 'Europe/Paris') });
    await expect(tuesday.getByText('Harbour Street')).toBeVisible();
    await expect(tuesday.getByText('12 rue du Port, 75004 Paris')).toBeVisible();
    await expect(tuesday.getByText('Inventory count')).toBeVisible();
    await expect(tuesday.getByText(timeOf(parisStart, 'Europe/Paris'), { exact: false })).toBeVisible();
    const thursday = page.getByRole('region', { name: dayOf(yorkStart, 'America/New_York') });
    await expect(thursday.getByText('Midtown')).toBeVisible();
    await expect(thursday.getByText(timeOf(yorkStart, 'America/New_York'), { exact: false })).toBeVisible();
    await expect(page.getByRole('article').getByText('Changed', { exact: true })).toHaveCount(0);
    expect((await seen).ok()).toBe(true);
    await expectNoSeriousViolations(page);

    // Midtown's manager moves the shift an hour later.
    const moved = yorkStart + 3_600_000;
    await ok(
      await api.put(`/api/admin/scheduled-shifts/${yorkShiftId}`, {
        headers: bearer(managerYork),
        data: {
          scheduledStart: new Date(moved).toISOString(),
          scheduledEnd: new Date(moved + 6 * 3_600_000).toISOString(),
        },
      }),
    );
    await publish(managerYork);
    await page.reload();
    const changed = page.getByRole('region', { name: dayOf(moved, 'America/New_York') }).getByRole('article');
    await expect(changed.getByText('Changed', { exact: true })).toBeVisible();
    await expect(changed.getByText(timeOf(moved, 'America/New_York'), { exact: false })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: dayOf(parisStart, 'Europe/Paris') })
        .getByText('Changed', { exact: true }),
    ).toHaveCount(0);
  });
});
