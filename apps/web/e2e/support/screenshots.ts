import type { Page } from '@playwright/test';

export const desktop = { width: 1280, height: 800 };
export const tablet = { width: 768, height: 1024 };

const screenshotDir = process.env.E2E_SCREENSHOT_DIR;

/**
 * With E2E_SCREENSHOT_DIR set, keeps a picture of the page at the desktop and tablet widths
 * (`<name>-1280.png`, `<name>-768.png`) for a look by eye, then returns to the desktop size.
 * Off in normal runs.
 */
export async function snapshotAtBothSizes(page: Page, name: string, { fullPage = true } = {}) {
  if (!screenshotDir) return;
  for (const [label, size] of [
    ['1280', desktop],
    ['768', tablet],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${screenshotDir}/${name}-${label}.png`, fullPage });
  }
  await page.setViewportSize(desktop);
}
