import { type APIRequestContext, request } from '@playwright/test';
import { startOidcProvider } from '../../server/test/oidc-provider.ts';
import { type ActiveLocation, createActiveLocation } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { seedTokens } from './support/session.ts';
import { quietProviderPages, signInAtProviderForm } from './support/sso.ts';
import { expect, test } from './support/test.ts';

/**
 * Single sign-on (docs/decisions/0209-single-sign-on.md): the owner connects the organization's
 * OpenID Connect provider (a real oidc-provider started here) and lists a manager's address; then
 * the owner signs in from the login page through the provider's sign-in form and lands on the
 * owner's dashboard, and the manager's address lands on the location's manager dashboard.
 */

const baseURL = process.env.E2E_BASE_URL ?? '';
const managerEmail = `manager-${Date.now()}@example.com`;

test.describe('single sign-on', () => {
  let api: APIRequestContext;
  let main: ActiveLocation;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;

  test.beforeAll(async () => {
    api = await request.newContext({ baseURL });
    main = await createActiveLocation(api, { locationName: 'Main Street' });
    provider = await startOidcProvider({ redirectUris: [`${baseURL}/api/auth/sso/callback`] });
  });
  test.beforeEach(async ({ page }) => {
    await quietProviderPages(page, provider.issuer);
  });
  test.afterAll(async () => {
    await provider?.close();
    await api?.dispose();
  });

  test('the owner connects the provider and lists a manager', async ({ page }) => {
    await seedTokens(page, { token: main.orgAdminToken });
    await page.goto(`/organization/${main.organizationId}/dashboard`);
    await page.getByRole('link', { name: 'Open single sign-on' }).click();
    await expect(page.getByRole('heading', { name: 'Single sign-on', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Redirect URI (paste it into your provider)')).toHaveValue(
      `${baseURL}/api/auth/sso/callback`,
    );
    await page.getByLabel('Issuer URL').fill(provider.issuer);
    await page.getByLabel('Client ID').fill(provider.clientId);
    await page.getByLabel('Client secret', { exact: true }).fill(provider.clientSecret);
    await page.getByLabel('Single sign-on on').check();
    // Not before an owner has signed in through the provider once.
    await expect(page.getByLabel('Password sign-in off for this organization')).toBeDisabled();
    await page.getByRole('button', { name: 'Save the provider' }).click();
    await expect(page.getByText('The single sign-on settings are saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Add a manager' }).click();
    await page.getByLabel("Manager's e-mail").fill(managerEmail);
    await page.getByRole('button', { name: 'Save the managers' }).click();
    await expect(page.getByText('The manager list is saved.')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the owner signs in from the login page through the provider', async ({ page }) => {
    await page.goto('/organization/login');
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await page.getByLabel('Work e-mail').fill(main.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await signInAtProviderForm(page, main.email);
    await expect(page).toHaveURL(new RegExp(`/organization/${main.organizationId}/dashboard$`));
    await expect(page.getByRole('link', { name: 'Open single sign-on' })).toBeVisible();
    expect(await page.evaluate(() => window.location.hash)).toBe('');
  });

  test('a listed manager lands on the manager dashboard', async ({ page }) => {
    await page.goto('/manager/login');
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await page.getByLabel('Work e-mail').fill(managerEmail);
    await page.getByRole('button', { name: 'Continue' }).click();
    await signInAtProviderForm(page, managerEmail);
    await expect(page).toHaveURL(new RegExp(`/manager/${main.locationId}$`));
  });

  test('an address the organization does not know reads a refusal with a way back', async ({ page }) => {
    await page.goto('/sso');
    await page.getByLabel('Work e-mail').fill(managerEmail);
    await page.getByRole('button', { name: 'Continue' }).click();
    await signInAtProviderForm(page, `stranger-${Date.now()}@example.com`);
    await expect(page).toHaveURL(/\/sso\/error\?code=SSO_NO_ACCOUNT$/);
    await expect(page.getByRole('alert')).toContainText(
      'Your e-mail address has no account in this organization',
    );
    await page.getByRole('link', { name: 'Back to the login' }).click();
    await expect(page).toHaveURL(/\/organization\/login$/);
  });
});
