import type { Page } from '@playwright/test';

/**
 * The test provider's development pages (oidc-provider's) import a web font from Google and have no
 * favicon: with no network here those are console errors, so the browser gets an empty answer for
 * both instead.
 */
export async function quietProviderPages(page: Page, issuer: string) {
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
  await page.route(`${issuer}/favicon.ico`, (route) => route.fulfill({ status: 204, body: '' }));
}

/** Fills the test provider's development sign-in form: any login, any password. */
export async function signInAtProviderForm(page: Page, login: string) {
  await page.waitForURL(/\/interaction\//, { waitUntil: 'domcontentloaded' });
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').first().click();
}
