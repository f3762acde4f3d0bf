import type { Page } from '@playwright/test';

/** Fills the test provider's development sign-in form (oidc-provider's): any login, any password. */
export async function signInAtProviderForm(page: Page, login: string) {
  await page.waitForURL(/\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').first().click();
}
