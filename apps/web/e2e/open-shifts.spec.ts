import { type APIRequestContext, request } from '@playwright/test';
import { type ActiveLocation, bearer, createActiveLocation, loginToken, ok } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// The manager posts an open shift from the Requests section; the employee, signed in on a 390 px
// phone with a code from the manager, claims it; the manager approves the claim; the employee sees
// the shift among theirs, and the claim approved (docs/decisions/0201-open-shifts.md).

test.describe
  .serial('an open shift, posted, claimed and approved', () => {
    let api: APIRequestContext;
    let place: ActiveLocation;
    let managerToken: string;
    let employeeToken: string;

    test.beforeAll(async () => {
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      place = await createActiveLocation(api, { locationName: 'Harbour', timezone: 'Europe/Paris' });
      managerToken = await loginToken(api, place, 'manager');
      const { person } = await ok<{ person: { locations: { employeeId: string }[] } }>(
        await api.post('/api/organization/people', {
          headers: bearer(place.orgAdminToken),
          data: { name: 'Bea Open', locationIds: [place.locationId] },
        }),
      );
      const kioskId = person.locations[0]?.employeeId ?? '';
      const { code } = await ok<{ code: string }>(
        await api.post(`/api/admin/employees/${kioskId}/sign-in-code`, { headers: bearer(managerToken) }),
      );
      ({ token: employeeToken } = await ok<{ token: string }>(
        await api.post('/api/me/sign-in', { data: { code } }),
      ));
    });
    test.afterAll(() => api.dispose());

    const phone = async (browser: import('@playwright/test').Browser) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.addInitScript((value) => localStorage.setItem('meToken', value), employeeToken);
      return { context, page };
    };

    test('the manager posts an open shift from the Requests section', async ({ page }) => {
      await seedManagerToken(page, managerToken);
      await page.goto(`/manager/${place.locationId}`);
      const panel = page.getByRole('region', { name: 'Open shifts' });
      await expect(panel.getByText('No open shifts. Post one when you need someone.')).toBeVisible();
      await panel.getByRole('button', { name: 'Post open shift' }).click();
      const dialog = page.getByRole('dialog', { name: 'Post open shift' });
      await dialog.getByRole('textbox', { name: 'Notes (optional)' }).fill('Bar');
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(page.getByText('Open shift posted.')).toBeVisible();
      await expect(panel.getByText('No claims yet.')).toBeVisible();
    });

    test('the employee sees it on the phone and claims it', async ({ browser }) => {
      const { context, page } = await phone(browser);
      await page.goto('/me');
      const open = page.getByRole('region', { name: 'Open shifts' });
      await expect(open.getByText('Bar')).toBeVisible();
      await expect(page.getByText('A shift is open: claim it below')).toBeVisible();
      await open.getByRole('button', { name: /^Claim / }).click();
      await expect(open.getByText('Waiting for approval')).toBeVisible();
      await expect(open.getByRole('button', { name: /^Withdraw your claim/ })).toBeVisible();
      await expectNoSeriousViolations(page);
      await context.close();
    });

    test('the manager approves the claim', async ({ page }) => {
      await seedManagerToken(page, managerToken);
      await page.goto(`/manager/${place.locationId}`);
      const panel = page.getByRole('region', { name: 'Open shifts' });
      await expect(panel.getByText('1 claim waits for your answer.')).toBeVisible();
      await panel.getByRole('button', { name: /^Approve Bea Open's claim/ }).click();
      await expect(page.getByText('Bea Open has the shift. It is on the schedule, published.')).toBeVisible();
      await expect(panel.getByText('Filled')).toBeVisible();
    });

    test('the employee has the shift', async ({ browser }) => {
      const { context, page } = await phone(browser);
      await page.goto('/me');
      await expect(page.getByText('Your claim was approved: the shift is yours')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Open shifts' }).getByText('Approved: it is yours'),
      ).toBeVisible();
      // Among their shifts, published: the card of the day with the notes.
      await expect(page.getByRole('article').filter({ hasText: 'Harbour' }).getByText('Bar')).toHaveCount(2);
      await context.close();
    });
  });
