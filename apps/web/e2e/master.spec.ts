import type { APIRequestContext, Page } from '@playwright/test';
import { masterToken, registerVerifiedOrganization, type VerifiedOrganization } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';

/** The number under a dashboard counter ('Pending', 'Approved', …). */
async function counter(page: Page, label: string): Promise<number> {
  const value = page
    .getByRole('definition')
    .filter({ has: page.locator('xpath=preceding-sibling::dt[1]', { hasText: new RegExp(`^${label}$`) }) });
  return Number(await value.textContent());
}

/** Creates a location as the organization admin would, once the organization is active. */
async function createLocation(request: APIRequestContext, organization: VerifiedOrganization) {
  const response = await request.post('/api/organization/locations', {
    headers: { authorization: `Bearer ${organization.orgAdminToken}` },
    data: {
      locationName: 'Harbour Front',
      locationPassword: 'kiosk123',
      confirmLocationPassword: 'kiosk123',
      managerPassword: 'Manager1!',
      confirmManagerPassword: 'Manager1!',
      timezone: 'Europe/Paris',
    },
  });
  expect(response.status()).toBe(201);
  const { location } = (await response.json()) as { location: { locationId: string } };
  const login = await request.post('/api/auth/login', {
    data: { locationId: location.locationId, password: 'Manager1!', accountType: 'manager' },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

async function seedMasterToken(page: Page, request: APIRequestContext) {
  const token = await masterToken(request);
  await seedTokens(page, { token: token });
}

async function pickOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the master admin approves, licenses, limits, finds, filters and suspends an organization', async ({
  page,
  request,
}) => {
  const organizationName = `Harbour Bakery ${Date.now().toString(36)}`;
  const organization = await registerVerifiedOrganization(request, { organizationName });

  await page.goto('/admin/login');
  await page.getByLabel('Master Key').fill(process.env.E2E_MASTER_KEY ?? '');
  await page.getByRole('button', { name: 'Enter Master Key' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // It waits in the pending list; approving it moves one from Pending to Approved.
  const pendingList = page.getByRole('region', { name: /^Pending Organizations/ });
  await expect(pendingList.getByText(organizationName)).toBeVisible();
  const pendingBefore = await counter(page, 'Pending');
  const approvedBefore = await counter(page, 'Approved');
  await pendingList.getByRole('button', { name: `Approve ${organizationName}` }).click();
  await expect(pendingList.getByText(organizationName)).toHaveCount(0);
  await expect.poll(() => counter(page, 'Pending')).toBe(pendingBefore - 1);
  await expect.poll(() => counter(page, 'Approved')).toBe(approvedBefore + 1);

  // Now active: its owner opens a location, whose manager can work.
  const managerToken = await createLocation(request, organization);
  const managerCall = () =>
    request.get('/api/admin/employees', { headers: { authorization: `Bearer ${managerToken}` } });
  expect((await managerCall()).status()).toBe(200);

  // Found in the list by part of its e-mail.
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/admin\/organizations$/);
  const emailPart = organization.email.split('@')[0]?.slice(-8) ?? '';
  await page.getByLabel('Search').fill(emailPart);
  await expect(page).toHaveURL(new RegExp(`search=${emailPart}`));
  const rows = page.getByRole('row');
  const row = rows.filter({ hasText: organizationName });
  await expect(rows).toHaveCount(2);
  await expect(row).toContainText('Trial');
  await expect(row).toContainText('1 / 1');

  // A yearly license.
  await row.getByRole('button', { name: `Manage License: ${organizationName}` }).click();
  const license = page.getByRole('dialog', { name: 'Manage License' });
  await pickOption(page, 'License Type', 'Yearly');
  await license.getByLabel('Duration', { exact: true }).fill('1');
  await pickOption(page, 'Duration Unit', 'Years');
  await license.getByRole('button', { name: 'Update License' }).click();
  await expect(license).toBeHidden();
  await expect(row).toContainText('Yearly');
  await expect(row).toContainText(/36[56] days left/);

  // A limit of 3.
  await row.getByRole('button', { name: `Location Limits: ${organizationName}` }).click();
  const limits = page.getByRole('dialog', { name: 'Location Limits' });
  await expect(limits.getByText('Cannot be less than current locations (1)')).toBeVisible();
  await limits.getByLabel('Maximum Locations').fill('3');
  await limits.getByRole('button', { name: 'Update Limit' }).click();
  await expect(limits).toBeHidden();
  await expect(row).toContainText('1 / 3');

  // Filtered by status: there among the approved, not among the pending.
  await pickOption(page, 'Status', 'Pending');
  await expect(page.getByText('No organizations found')).toBeVisible();
  await pickOption(page, 'Status', 'Approved');
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(/status=approved/);

  // Suspended: it leaves the approved filter and its manager is refused at once.
  await pickOption(page, `Status of ${organizationName}`, 'Suspended');
  await expect(page.getByText('No organizations found')).toBeVisible();
  await pickOption(page, 'Status', 'Suspended');
  await expect(row.getByText('Suspended').first()).toBeVisible();

  const refused = await managerCall();
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This organization is not active. Contact your organization administrator.',
  );

  // Back returns to the previous filter.
  await page.goBack();
  await expect(page).toHaveURL(/status=approved/);
});

test('/admin and its dialogs have no serious or critical accessibility violation', async ({
  page,
  request,
}) => {
  await registerVerifiedOrganization(request, { organizationName: 'Axe Pending Co' });
  await seedMasterToken(page, request);
  await page.goto('/admin');
  await expect(page.getByText('Total Organizations')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/admin/organizations');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page
    .getByRole('button', { name: /^Manage License: / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Manage License' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('Logout ends the master session', async ({ page, request }) => {
  await seedMasterToken(page, request);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

// Set E2E_SCREENSHOT_DIR to keep pictures of each state for a look by eye; off in normal runs.
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
test.describe('screenshots', () => {
  test.skip(!screenshotDir, 'E2E_SCREENSHOT_DIR is not set');
  test.beforeEach(({ allowHttpErrors }) => allowHttpErrors(500));

  for (const width of [1280, 768]) {
    test(`master screens at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      // Something to show when this test runs alone on a fresh database.
      await registerVerifiedOrganization(request, { organizationName: `Screenshot Co ${width}` });
      await seedMasterToken(page, request);
      // Dialogs are taken at the viewport: a full-page picture would show the fixed overlay cut short.
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: `${screenshotDir}/master-${name}-${width}.png`, fullPage });

      await page.route('**/api/master-admin/dashboard', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto('/admin');
      await expect(page.getByText('Loading dashboard...')).toBeVisible();
      await shot('loading');
      await expect(page.getByText('Total Organizations')).toBeVisible();
      await page.unroute('**/api/master-admin/dashboard');
      await shot('dashboard');

      // No license of the fresh database is near its end: dress the real answer with three that are.
      await page.route('**/api/master-admin/dashboard', async (route) => {
        const answer = await (await route.fetch()).json();
        const [sample] = answer.recentOrganizations;
        answer.expiringLicenses = [2, 6, 12].map((daysLeft) => ({
          ...sample,
          id: `${sample.id}-${daysLeft}`,
          organizationName: `Expires in ${daysLeft}`,
          daysLeft,
          license: {
            type: 'monthly',
            startDate: new Date().toISOString(),
            endDate: new Date(Date.now() + daysLeft * 864e5).toISOString(),
            duration: 1,
            durationUnit: 'months',
            autoRenew: false,
            daysLeft,
          },
        }));
        await route.fulfill({ json: answer });
      });
      await page.reload();
      await expect(page.getByText('Expires in 12')).toBeVisible();
      await shot('dashboard-expiring');
      await page.unroute('**/api/master-admin/dashboard');
      await page.reload();
      await expect(page.getByText('Total Organizations')).toBeVisible();

      await page
        .getByRole('button', { name: /^Location Limits: / })
        .first()
        .click();
      await shot('limits-dialog', false);
      await page.keyboard.press('Escape');

      await page.goto('/admin/organizations');
      await expect(page.getByRole('table')).toBeVisible();
      await shot('list');
      await page
        .getByRole('button', { name: /^Manage License: / })
        .first()
        .click();
      await shot('license-dialog', false);
      await page.keyboard.press('Escape');

      await page.route('**/api/master-admin/**', (route) =>
        route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
      );
      await page.goto('/admin');
      await expect(page.getByText('Error Loading Dashboard')).toBeVisible({ timeout: 10_000 });
      await shot('dashboard-error');
      await page.goto('/admin/organizations');
      await expect(page.getByText('Error Loading Organizations')).toBeVisible({ timeout: 10_000 });
      await shot('list-error');
    });
  }
});
