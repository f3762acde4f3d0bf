import type { Browser, Page } from '@playwright/test';

/**
 * A kiosk on a tablet (768×1024) in a browser context of its own, whose network a story can cut,
 * with its service worker running.
 * Its console may only report what the story provokes (`provoked`, e.g. requests failing while
 * offline); anything else lands in `errors`, which the story expects to be empty at its end.
 */
export async function openKioskContext(browser: Browser, provoked: RegExp) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 768, height: 1024 },
    // The config blocks service workers for every other story; this kiosk keeps its screen with one.
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !provoked.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Types on the kiosk's on-screen keypad (named 'Keypad' in English, its translation elsewhere). */
export async function tap(kiosk: Page, digits: string, keypadName = 'Keypad') {
  const keypad = kiosk.getByRole('group', { name: keypadName });
  for (const digit of digits) await keypad.getByRole('button', { name: digit, exact: true }).click();
}
