import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  approveOrganization,
  masterToken,
  registerVerifiedOrganization,
  type VerifiedOrganization,
} from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';

// Set E2E_SCREENSHOT_DIR to keep pictures of each state at 1280 and 768 px for a look by eye.
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
async function snapshot(page: Page, name: string) {
  if (!screenshotDir) return;
  const original = page.viewportSize();
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 1024 });
    await page.screenshot({ path: `${screenshotDir}/organization-${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** The organization admin's token in localStorage before the app starts, as the login would leave it. */
async function signIn(page: Page, token: string) {
  await seedTokens(page, { token: token });
}

async function setLocationLimit(request: APIRequestContext, organizationId: string, maxLocations: number) {
  const response = await request.put(`/api/master-admin/organizations/${organizationId}/location-limits`, {
    headers: { authorization: `Bearer ${await masterToken(request)}` },
    data: { maxLocations },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function loginStatus(
  request: APIRequestContext,
  locationId: string,
  accountType: 'location' | 'manager',
  password: string,
) {
  const response = await request.post('/api/auth/login', { data: { locationId, password, accountType } });
  return response.status();
}

/** The error linked to a field (aria-describedby), as a screen reader would hear it. */
function fieldError(scope: Locator, label: string) {
  return scope.getByLabel(label, { exact: true }).locator('xpath=..').locator('xpath=..').getByRole('alert');
}

async function createLocation(page: Page, name: string, locationPassword: string, managerPassword: string) {
  await page.getByRole('button', { name: 'Add New Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Location' });
  await dialog.getByLabel('Location Name', { exact: true }).fill(name);
  await dialog.getByLabel('Location Password', { exact: true }).fill(locationPassword);
  await dialog.getByLabel('Confirm Location Password', { exact: true }).fill(locationPassword);
  await dialog.getByLabel('Manager Password', { exact: true }).fill(managerPassword);
  await dialog.getByLabel('Confirm Manager Password', { exact: true }).fill(managerPassword);
  // Enter submits (docs/product.md section 2), though the button sits in the dialog's footer.
  await dialog.getByLabel('Confirm Manager Password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  return { card, locationId: await card.getByLabel('Location ID', { exact: true }).inputValue() };
}

test.describe('organization owner', () => {
  let owner: VerifiedOrganization;

  test.beforeEach(async ({ request, context, baseURL }) => {
    owner = await registerVerifiedOrganization(request, { organizationName: 'Bean There Coffee' });
    await approveOrganization(request, owner.organizationId);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test('adds, copies, enters, re-keys, renames and deletes locations up to the limit', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await setLocationLimit(request, owner.organizationId, 2);
    await signIn(page, owner.orgAdminToken);
    await page.goto(`/organization/${owner.organizationId}/dashboard`);

    // Header, both information cards and the empty state.
    await expect(page.getByRole('heading', { level: 1, name: 'Bean There Coffee' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(owner.email)).toBeVisible();
    await expect(page.getByText('APPROVED')).toBeVisible();
    await expect(page.getByText('Trial')).toBeVisible();
    const expiry = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en-GB');
    await expect(page.getByText(expiry)).toBeVisible();
    await expect(page.getByText('0 / 2')).toBeVisible();
    await expect(page.getByText('No locations created yet')).toBeVisible();
    await expect(page.getByText('Add your first location to get started')).toBeVisible();
    await expectNoSeriousViolations(page);
    await snapshot(page, 'empty');

    // The create modal: docs/product.md's messages on submit, checklists while typing, errors leave after an edit.
    await page.getByRole('button', { name: 'Add New Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Location' });
    await expect(dialog.getByLabel('Location Name', { exact: true })).toBeFocused();
    await dialog.getByRole('button', { name: 'Create Location' }).click();
    await expect(fieldError(dialog, 'Location Name')).toHaveText('Location name is required');
    await expect(fieldError(dialog, 'Location Password')).toHaveText('Location password is required');
    await expect(fieldError(dialog, 'Confirm Location Password')).toHaveText(
      'Please confirm location password',
    );
    await expect(fieldError(dialog, 'Manager Password')).toHaveText('Manager password is required');
    await expect(fieldError(dialog, 'Confirm Manager Password')).toHaveText(
      'Please confirm manager password',
    );
    await dialog.getByLabel('Location Password', { exact: true }).fill('kiosk');
    await dialog.getByLabel('Manager Password', { exact: true }).fill('manager1');
    const locationRules = dialog.getByRole('list', { name: 'Location password requirements' });
    await expect(locationRules.getByRole('listitem').filter({ hasText: 'One letter' })).toHaveAttribute(
      'data-ok',
      'true',
    );
    await expect(locationRules.getByRole('listitem').filter({ hasText: 'One number' })).toHaveAttribute(
      'data-ok',
      'false',
    );
    await dialog.getByLabel('Location Name', { exact: true }).fill('D');
    await dialog.getByRole('button', { name: 'Create Location' }).click();
    await expect(fieldError(dialog, 'Location Name')).toHaveText(
      'Location name must be at least 2 characters',
    );
    await expect(fieldError(dialog, 'Location Password')).toHaveText(
      'Location password does not meet requirements',
    );
    await expect(fieldError(dialog, 'Manager Password')).toHaveText(
      'Manager password does not meet requirements',
    );
    await snapshot(page, 'create-modal-errors');
    await dialog.getByLabel('Location Name', { exact: true }).fill('Downtown');
    await expect(fieldError(dialog, 'Location Name')).toHaveCount(0);
    // Escape cancels; the next opening starts empty.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const first = await createLocation(page, 'Downtown', 'kiosk123', 'Manager1!');
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByText('Success!')).toBeHidden({ timeout: 6_000 });
    await expect(first.card.getByText('0', { exact: true })).toBeVisible();
    await expect(first.card.getByText('0.0h')).toBeVisible();
    await expect(page.getByText('1 / 2')).toBeVisible();
    expect(first.locationId).toMatch(/^[A-Z2-9]{6}$/);

    // The Location ID copies on click and stays highlighted for 2 s.
    const idField = first.card.getByLabel('Location ID', { exact: true });
    await idField.click();
    await expect(idField).toHaveAttribute('data-copied', 'true');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.locationId);
    await expect(idField).toHaveAttribute('data-copied', 'false', { timeout: 4_000 });
    await first.card.getByRole('button', { name: 'Copy Manager Link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL('/manager', page.url()).href,
    );

    // The manager password, with the checklist and the 3-second popup.
    await first.card.getByRole('button', { name: 'Change Manager Password' }).click();
    const managerForm = first.card.getByRole('form', { name: 'Change Manager Password' });
    await managerForm.getByLabel('New Password', { exact: true }).fill('weak');
    await managerForm.getByRole('button', { name: 'Update Password' }).click();
    await expect(managerForm.getByRole('alert')).toHaveText('Please fulfill all password requirements');
    await snapshot(page, 'password-form');
    await managerForm.getByLabel('New Password', { exact: true }).fill('Manager#22');
    await managerForm.getByLabel('Confirm New Password', { exact: true }).fill('Manager#22');
    await expect(managerForm.getByRole('listitem').filter({ hasText: 'One symbol' })).toHaveAttribute(
      'data-ok',
      'true',
    );
    await managerForm.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    await expect(page.getByText('Password updated successfully!')).toBeHidden({ timeout: 6_000 });
    expect(await loginStatus(request, first.locationId, 'manager', 'Manager#22')).toBe(200);
    expect(await loginStatus(request, first.locationId, 'manager', 'Manager1!')).toBe(401);

    // The second location takes the last place: the 12-second notice and a disabled Add button.
    const second = await createLocation(page, 'Harbour', 'harbour1', 'Harbour1!');
    const notice = page.getByText(
      'You have reached your location limit. Contact sales to increase your limit.',
    );
    await expect(notice).toBeVisible();
    const add = page.getByRole('button', { name: 'Add New Location' });
    await expect(add).toBeDisabled();
    await expect(
      page.getByText('Location limit reached. Contact sales to increase your limit.'),
    ).toBeVisible();
    await expect(page.getByText('2 / 2')).toBeVisible();
    await expectNoSeriousViolations(page);
    await snapshot(page, 'locations-at-limit');
    await expect(notice).toBeHidden({ timeout: 15_000 });

    // Rename, then delete, through the card's menu.
    await page.getByRole('button', { name: 'Options for Harbour' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit Location Name' })).toBeVisible();
    await snapshot(page, 'card-menu');
    // Resizing for the pictures may have moved or closed the menu: open it afresh.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.getByRole('button', { name: 'Options for Harbour' }).click();
    await page.getByRole('menuitem', { name: 'Edit Location Name' }).click();
    const rename = page.getByRole('dialog', { name: 'Edit Location Name' });
    await rename.getByLabel('Location Name', { exact: true }).fill('   ');
    await rename.getByRole('button', { name: 'Update' }).click();
    await expect(rename.getByText('Location name cannot be empty')).toBeVisible();
    await rename.getByLabel('Location Name', { exact: true }).fill('Harbour Front');
    await rename.getByRole('button', { name: 'Update' }).click();
    await expect(rename).toBeHidden();
    const renamed = page.getByRole('article', { name: 'Harbour Front' });
    await expect(renamed).toBeVisible();
    await expect(renamed.getByLabel('Location ID', { exact: true })).toHaveValue(second.locationId);
    await expect(page.getByRole('button', { name: 'Options for Harbour Front' })).toBeFocused();

    await page.getByRole('button', { name: 'Options for Harbour Front' }).click();
    await page.getByRole('menuitem', { name: 'Delete Location' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Location' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete this location? This action cannot be undone. Its shifts, schedules and approvals are kept as records until the retention period ends.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(renamed).toHaveCount(0);
    await expect(page.getByText('1 / 2')).toBeVisible();
    await expect(add).toBeEnabled();
    expect(await loginStatus(request, second.locationId, 'location', 'harbour1')).toBe(401);

    // Direct access to the manager dashboard, then back to the owner's dashboard.
    await first.card.getByRole('button', { name: 'Manager', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/manager/${first.locationId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();
    const tokens = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      adminToken: localStorage.getItem('adminToken'),
      tempToken: localStorage.getItem('tempToken'),
    }));
    expect(tokens.token).toBe(owner.orgAdminToken);
    expect(tokens.adminToken).toBe(tokens.tempToken);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Bean There Coffee' })).toBeVisible();

    // The location password: afterwards the old one no longer logs in.
    await first.card.getByRole('button', { name: 'Change Location Password' }).click();
    const locationForm = first.card.getByRole('form', { name: 'Change Location Password' });
    await locationForm.getByLabel('New Password', { exact: true }).fill('newkiosk9');
    await locationForm.getByLabel('Confirm New Password', { exact: true }).fill('newkiosk9');
    await locationForm.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    expect(await loginStatus(request, first.locationId, 'location', 'kiosk123')).toBe(401);
    expect(await loginStatus(request, first.locationId, 'location', 'newkiosk9')).toBe(200);

    // Logout clears the tokens and goes to the organization login.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/organization\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('an organization at its default limit of one sees the notice after its first location', async ({
    page,
  }) => {
    await signIn(page, owner.orgAdminToken);
    await page.goto(`/organization/${owner.organizationId}/dashboard`);
    await expect(page.getByText('0 / 1')).toBeVisible();
    await createLocation(page, 'Only Shop', 'kiosk123', 'Manager1!');
    await expect(
      page.getByText('You have reached your location limit. Contact sales to increase your limit.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Location' })).toBeDisabled();
  });
});

test.describe('without a valid session', () => {
  // The lock-screen story provokes exactly one 401, from the dashboard call.
  test.beforeEach(({ allowHttpErrors }) => allowHttpErrors(401));

  test('a refused token shows the lock screen, and Try Again asks again', async ({ page }) => {
    await signIn(page, 'not-a-token');
    await page.goto('/organization/some-organization/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Locked' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await snapshot(page, 'lock-screen');

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Locked' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/organization\/login$/);
  });
});
