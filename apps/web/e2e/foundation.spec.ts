import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

// Every story fails on a console error or an uncaught exception; a CSP violation shows up as one.
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

const headerStyleNames = [
  'Royal Purple',
  'Sunset Orange',
  'Azure Sky',
  'Scarlet Flame',
  'Mint Fresh',
  'Indigo Night',
  'Amber Glow',
  'Storm Gray',
  'Tangerine',
  'Forest Emerald',
];

test('an unknown path lands on the organization login', async ({ page }) => {
  await page.goto('/anything');
  await expect(page).toHaveURL(/\/organization\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organization Login' })).toBeVisible();
});

test('/master lands on the master admin login', async ({ page }) => {
  await page.goto('/master');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Master Admin Login' })).toBeVisible();
});

test('/location-headers shows the ten header styles', async ({ page }) => {
  await page.goto('/location-headers');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(headerStyleNames);
});

for (const path of ['/location-headers', '/organization/login']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`);
    expect(serious).toEqual([]);
  });
}
