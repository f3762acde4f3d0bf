import { type APIRequestContext, type Browser, request } from '@playwright/test';
import {
  type ActiveLocation,
  bearer,
  createActiveLocation,
  createEmployee,
  loginToken,
  ok,
} from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// Ann offers her published shift next week on her 390 px phone; Bo, on his, accepts it; the manager
// approves it in the Requests section; Bo then has the shift and Ann no longer does
// (docs/decisions/0202-shift-swaps.md).

const DAY = 86_400_000;
const phone = { viewport: { width: 390, height: 844 } };

/** 'Tuesday, March 16' as the phone (en-US) writes an instant in a zone. */
const dayOf = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(
    instant,
  );

/** A phone signed in to the employee app with this token. */
async function phoneOf(browser: Browser, token: string) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.addInitScript((value) => localStorage.setItem('meToken', value), token);
  return { context, page };
}

test.describe
  .serial('swapping a shift', () => {
    let api: APIRequestContext;
    let place: ActiveLocation;
    let managerToken: string;
    let ann: string;
    let bo: string;
    // Next Tuesday 09:00Z to 15:00Z: 10:00 to 16:00 in Paris.
    const start = (() => {
      const today = new Date();
      const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
      const monday = midnight + ((8 - new Date(midnight).getUTCDay()) % 7 || 7) * DAY;
      return monday + DAY + 9 * 3_600_000;
    })();
    const day = dayOf(start, 'Europe/Paris');

    test.beforeAll(async () => {
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      place = await createActiveLocation(api, { locationName: 'Harbour', timezone: 'Europe/Paris' });
      managerToken = await loginToken(api, place, 'manager');
      const annId = await createEmployee(api, managerToken, 'Ann Smith');
      const boId = await createEmployee(api, managerToken, 'Bo Jones');
      await ok(
        await api.post('/api/admin/scheduled-shifts', {
          headers: bearer(managerToken),
          data: {
            employeeId: annId,
            scheduledStart: new Date(start).toISOString(),
            scheduledEnd: new Date(start + 6 * 3_600_000).toISOString(),
          },
        }),
      );
      await ok(
        await api.post('/api/admin/schedule/publish', {
          headers: bearer(managerToken),
          data: {
            startDate: new Date(start - 2 * DAY).toISOString().slice(0, 10),
            endDate: new Date(start + 2 * DAY).toISOString().slice(0, 10),
          },
        }),
      );
      const signIn = async (employeeId: string) => {
        const { code } = await ok<{ code: string }>(
          await api.post(`/api/admin/employees/${employeeId}/sign-in-code`, {
            headers: bearer(managerToken),
          }),
        );
        return (await ok<{ token: string }>(await api.post('/api/me/sign-in', { data: { code } }))).token;
      };
      ann = await signIn(annId);
      bo = await signIn(boId);
    });
    test.afterAll(() => api.dispose());

    test('Ann offers her shift to anyone at Harbour', async ({ browser }) => {
      const { context, page } = await phoneOf(browser, ann);
      await page.goto('/me');
      const shift = page.getByRole('region', { name: day }).getByRole('article');
      await shift.getByRole('button', { name: 'Offer' }).click();
      const form = shift.getByRole('form', { name: 'Who may take this shift?' });
      await expect(form.getByRole('radio', { name: 'Anyone at Harbour' })).toBeChecked();
      await expectNoSeriousViolations(page);
      await form.getByRole('button', { name: 'Offer shift' }).click();
      await expect(shift.getByText('Offered to anyone at Harbour')).toBeVisible();
      await context.close();
    });

    test('Bo accepts it on his phone', async ({ browser }) => {
      const { context, page } = await phoneOf(browser, bo);
      await page.goto('/me');
      const offered = page.getByRole('region', { name: 'Offered to you' });
      const card = offered.getByRole('article', { name: 'Ann Smith offers a shift' });
      await expect(card).toBeVisible();
      await expectNoSeriousViolations(page);
      await card.getByRole('button', { name: 'Accept' }).click();
      await expect(card.getByText('You accepted. Waiting for the manager.')).toBeVisible();
      await context.close();
    });

    test('the manager approves it; Bo has the shift, Ann no longer', async ({ page, browser }) => {
      await seedManagerToken(page, managerToken);
      await page.goto(`/manager/${place.locationId}`);
      const panel = page.getByRole('region', { name: 'Swaps' });
      const card = panel.getByRole('article', { name: /Bo Jones \(\d{3}\) covers for Ann Smith \(\d{3}\)/ });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText('Swap approved. The schedule is updated.')).toBeVisible();
      await expect(card.getByText('Approved')).toBeVisible();

      const bos = await phoneOf(browser, bo);
      await bos.page.goto('/me');
      const shift = bos.page.getByRole('region', { name: day }).getByRole('article');
      await expect(shift.getByText('Swap approved: with Ann Smith')).toBeVisible();
      await bos.context.close();

      const anns = await phoneOf(browser, ann);
      await anns.page.goto('/me');
      await expect(anns.page.getByRole('heading', { level: 1, name: 'My shifts' })).toBeVisible();
      await expect(anns.page.getByRole('region', { name: day })).toHaveCount(0);
      await anns.context.close();
    });
  });
