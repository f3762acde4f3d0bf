import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

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
    await expectNoSeriousViolations(page);
  });
}
