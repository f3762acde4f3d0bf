import { type APIRequestContext, request } from '@playwright/test';
import {
  type ActiveLocation,
  bearer,
  createActiveLocation,
  createEmployee,
  loginToken,
} from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { desktop, snapshotAtBothSizes } from './support/screenshots.ts';
import { seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';

/**
 * API keys (docs/decisions/0207-api-keys.md): the owner creates a key for a payroll system, copies
 * it (shown once), the system lists people with it, the owner sees its last use, revokes it, and the
 * system's next call is refused.
 */

test.describe('API keys', () => {
  let api: APIRequestContext;
  let main: ActiveLocation;

  test.beforeAll(async () => {
    api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    main = await createActiveLocation(api, { locationName: 'Main Street', timezone: 'Europe/Paris' });
    await createEmployee(api, await loginToken(api, main, 'manager'), 'Ann Müller');
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('the owner creates a key, a system uses it, the owner sees the use and revokes it', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.setViewportSize(desktop);
    await seedTokens(page, { token: main.orgAdminToken });
    await page.goto(`/organization/${main.organizationId}/dashboard`);
    await page.getByRole('link', { name: 'Manage API keys' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();
    await expect(page.getByText('No API keys yet.')).toBeVisible();

    const form = page.getByRole('form', { name: 'Create a key' });
    await form.getByLabel('Name').fill('Payroll sync');
    await form.getByRole('checkbox', { name: /people:read/ }).check();
    await form.getByRole('checkbox', { name: /timesheets:read/ }).check();
    await form.getByRole('button', { name: 'Create key' }).click();

    const created = page.getByRole('region', { name: 'Your new key "Payroll sync"' });
    await expect(created.getByText(/it will not be shown again/)).toBeVisible();
    await created.getByRole('button', { name: 'Copy the API key' }).click();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(/^shk_[A-Za-z0-9_-]{43}$/);
    await expectNoSeriousViolations(page);
    await snapshotAtBothSizes(page, 'api-keys-created');
    await created.getByRole('button', { name: 'Done, I copied it' }).click();

    // The payroll system lists people with the key.
    const people = await api.get('/api/v1/people', { headers: bearer(key) });
    expect(people.status()).toBe(200);
    const body = (await people.json()) as { people: { name: string }[] };
    expect(body.people.map((person) => person.name)).toEqual(['Ann Müller']);

    // The owner sees the use (after a reload: the list is read again).
    await page.reload();
    const item = page.getByRole('listitem').filter({ hasText: 'Payroll sync' });
    await expect(item.getByTestId('api-key-last-used')).not.toHaveText('Never used');
    await item.getByRole('button', { name: 'Show recent requests' }).click();
    await expect(item.getByText('GET /api/v1/people')).toBeVisible();
    await expectNoSeriousViolations(page);

    // Revoked: the system's next call is refused.
    await item.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke "Payroll sync"?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog).toBeHidden();
    await expect(item.getByText(/^Revoked /)).toBeVisible();
    const refused = await api.get('/api/v1/people', { headers: bearer(key) });
    expect(refused.status()).toBe(401);

    // On a phone the form and the list are one column, every control reachable.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Create key' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await snapshotAtBothSizes(page, 'api-keys');
  });
});
