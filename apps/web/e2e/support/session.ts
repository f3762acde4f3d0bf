import type { Page } from '@playwright/test';

export type StoredTokens = Partial<Record<'token' | 'adminToken' | 'tempToken', string>>;

/**
 * Puts tokens in localStorage before the app's first script runs, as a login screen would have.
 * Only on the first load: a later load must see what the app left behind (after Logout, say).
 */
export async function seedTokens(page: Page, tokens: StoredTokens) {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, tokens);
}

/** The manager's token under both keys, as the manager login stores it. */
export const seedManagerToken = (page: Page, token: string) => seedTokens(page, { token, adminToken: token });
