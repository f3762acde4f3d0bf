import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { linkInMail, waitForMail } from './support/mail.ts';
import { expect, test } from './support/test.ts';

async function logInAsOrganization(page: Page, email: string, password: string) {
  await page.goto('/organization/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login as Organization Admin' }).click();
}

/** The newest mail's link, once it is not `previous` (a resent mail replaces the earlier link). */
async function newestLink(to: string, subject: string, pathname: string, previous?: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = linkInMail(await waitForMail(to, { subject }), pathname);
    if (link !== previous) return link;
    if (Date.now() > deadline) throw new Error(`no new ${pathname} mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.describe
  .serial('an organization admin account, from registration to a new password', () => {
    const email = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const firstPassword = 'Secret1!';
    const newPassword = 'Newer2$pass';

    test('register, verify the e-mail from the mail, log in', async ({ page, allowHttpErrors }) => {
      await page.goto('/organization/register');
      await page.getByLabel('Organization Name').fill('Bean There Coffee');
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(firstPassword);
      await page.getByLabel('Confirm Password').fill(firstPassword);
      // Enter submits, as on every form.
      await page.getByLabel('Confirm Password').press('Enter');
      await expect(
        page.getByText('Registration successful! Please check your email to verify your account.'),
      ).toBeVisible();
      const firstLink = await newestLink(email, 'verify your email', '/auth/verify-email');

      // Before verifying, the login refuses and offers a new link (which replaces the first one).
      allowHttpErrors(403, 400);
      await logInAsOrganization(page, email, firstPassword);
      await expect(page.getByRole('alert')).toHaveText('Please verify your email address before logging in.');
      await page.getByRole('button', { name: 'Resend Verification Email' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'verification email has been sent' }),
      ).toBeVisible();
      const secondLink = await newestLink(email, 'verify your email', '/auth/verify-email', firstLink);

      // The replaced link fails and lands on the failed page with the server's reason.
      await page.goto(firstLink);
      await expect(page).toHaveURL(/\/verify-email\/failed$/);
      await expect(page.getByRole('heading', { name: 'Verification Failed', exact: true })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('Invalid or expired verification link');
      await expect(
        page.getByText('The verification link is invalid or expired', { exact: true }),
      ).toBeVisible();

      await page.goto(secondLink);
      await expect(page).toHaveURL(/\/auth\/verify-email\/success\?type=organization$/);
      await expect(page.getByText('Organization account created')).toBeVisible();
      await expect(page.getByText('Account activation pending')).toBeVisible();
      await page.getByRole('link', { name: 'Go to Organization Login' }).click();

      await expect(page).toHaveURL(/\/organization\/login$/);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(firstPassword);
      await page.getByRole('button', { name: 'Login as Organization Admin' }).click();
      await expect(page).toHaveURL(/\/organization\/[^/]+\/dashboard$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    });

    test('forgot password, reset from the mail, log in with the new password only', async ({
      page,
      allowHttpErrors,
    }) => {
      await page.goto('/organization/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/auth\/forgot-password$/);
      // The login screen, which has an Email field too, stays until the new screen's code is in.
      await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText('Reset Email Sent!')).toBeVisible();
      await expect(page.getByText('The reset link will expire in 1 hour.')).toBeVisible();

      await page.goto(await newestLink(email, 'reset your password', '/auth/reset-password'));
      await page.getByLabel('New Password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm New Password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('Password Reset Successful!')).toBeVisible();
      await page.getByRole('link', { name: 'Go to Login' }).click();
      await expect(page).toHaveURL(/\/organization\/login$/);

      allowHttpErrors(401);
      await logInAsOrganization(page, email, firstPassword);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await logInAsOrganization(page, email, newPassword);
      await expect(page).toHaveURL(/\/organization\/[^/]+\/dashboard$/);
    });
  });

test('the master key opens /admin; a wrong key is refused', async ({ page, allowHttpErrors }) => {
  const masterKey = process.env.E2E_MASTER_KEY;
  if (!masterKey) throw new Error('E2E_MASTER_KEY is not set: run with `npm run test:e2e`');

  allowHttpErrors(401);
  await page.goto('/admin/login');
  await page.getByLabel('Master Key').fill('not-the-key');
  await page.getByRole('button', { name: 'Enter Master Key' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid password');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByLabel('Master Key').fill(masterKey);
  await page.getByLabel('Master Key').press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('a wrong location login shows the server message', async ({ page, allowHttpErrors }) => {
  allowHttpErrors(401);
  await page.goto('/login/ABC234?type=manager');
  await expect(page.getByLabel('Location ID')).toHaveValue('ABC234');
  await page.getByLabel('Password', { exact: true }).fill('Wrong1!');
  await page.getByRole('button', { name: 'Login as Manager' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid location ID or password');
});

test('the failed verification page simulates the resend with a toast', async ({ page }) => {
  await page.goto('/verify-email/failed');
  await expect(page.getByText('The verification link is invalid or expired')).toBeVisible();
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Verification email resent successfully!')).toBeVisible();
});

const scannedScreens = [
  '/organization/login',
  '/organization/register',
  '/location/login',
  '/manager/login',
  '/admin/login',
  '/auth/forgot-password',
  '/auth/reset-password?token=x&type=orgAdmin',
  '/auth/reset-password',
  '/auth/verify-email/success?type=organization',
  '/auth/verify-email/success',
  '/verify-email/failed',
];

for (const path of scannedScreens) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the registration form with its errors shown has no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/organization/register');
  await page.getByRole('button', { name: 'Register Organization' }).click();
  await expect(page.getByText('Organization name is required')).toBeVisible();
  // The first invalid field takes the focus, so the user lands where the work is.
  await expect(page.getByLabel('Organization Name')).toBeFocused();
  await expectNoSeriousViolations(page);
});

// Set E2E_SCREENSHOT_DIR to keep a picture of each screen at desktop and phone width, for a look
// by eye; skipped in normal runs.
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
test('screenshots of the account screens', async ({ page, allowHttpErrors }) => {
  test.skip(!screenshotDir, 'E2E_SCREENSHOT_DIR is not set');
  test.setTimeout(120_000);
  allowHttpErrors(400, 401, 403);
  const shots: Array<[string, string, (page: Page) => Promise<void>]> = [
    ['organization-login', '/organization/login', async () => {}],
    [
      'organization-login-error',
      '/organization/login',
      async (p) => {
        await p.getByLabel('Email', { exact: true }).fill('nobody@example.com');
        await p.getByLabel('Password', { exact: true }).fill('Wrong1!');
        await p.getByRole('button', { name: 'Login as Organization Admin' }).click();
        await p.getByRole('alert').waitFor();
      },
    ],
    ['location-login', '/location/login', async () => {}],
    ['manager-login-prefilled', '/login/ABC234?type=manager', async () => {}],
    ['admin-login', '/admin/login', async () => {}],
    ['register', '/organization/register', async () => {}],
    [
      'register-errors',
      '/organization/register',
      async (p) => {
        await p.getByLabel('Password', { exact: true }).fill('abc1');
        await p.getByRole('button', { name: 'Register Organization' }).click();
        await p.getByText('Organization name is required').waitFor();
      },
    ],
    [
      'forgot-password',
      '/auth/forgot-password',
      async (p) => {
        await p.getByLabel('Email', { exact: true }).fill('owner@example');
      },
    ],
    ['reset-password', '/auth/reset-password?token=x&type=orgAdmin', async () => {}],
    ['reset-password-invalid', '/auth/reset-password', async () => {}],
    ['verify-success-organization', '/auth/verify-email/success?type=organization', async () => {}],
    ['verify-success', '/auth/verify-email/success', async () => {}],
    ['verify-failed', '/verify-email/failed', async () => {}],
    [
      'verify-failed-with-message',
      '/auth/verify-email?token=not-a-real-token&type=organization',
      async (p) => {
        await p.getByRole('heading', { name: 'Verification Failed', exact: true }).waitFor();
      },
    ],
    [
      'verify-failed-toast',
      '/verify-email/failed',
      async (p) => {
        await p.getByRole('button', { name: 'Resend Verification Email' }).click();
        await p.getByText('Verification email resent successfully!').waitFor();
      },
    ],
    [
      'forgot-password-sent',
      '/auth/forgot-password',
      async (p) => {
        await p.getByLabel('Email', { exact: true }).fill(`nobody-${Date.now()}@example.com`);
        await p.getByRole('button', { name: 'Send Reset Link' }).click();
        await p.getByText('Reset Email Sent!').waitFor();
      },
    ],
    [
      'register-success-then-unverified-login',
      '/organization/register',
      async (p) => {
        const email = `shot-${Date.now()}@example.com`;
        await p.getByLabel('Organization Name').fill('Screenshot Bakery');
        await p.getByLabel('Email Address').fill(email);
        await p.getByLabel('Password', { exact: true }).fill('Secret1!');
        await p.getByLabel('Confirm Password').fill('Secret1!');
        await p.getByRole('button', { name: 'Register Organization' }).click();
        await p.getByRole('heading', { name: 'Check your email' }).waitFor();
        await p.screenshot({
          path: `${screenshotDir}/${p.viewportSize()?.width}-register-success.png`,
          fullPage: true,
        });
        await p.goto('/organization/login');
        await p.getByLabel('Email', { exact: true }).fill(email);
        await p.getByLabel('Password', { exact: true }).fill('Secret1!');
        await p.getByRole('button', { name: 'Login as Organization Admin' }).click();
        await p.getByRole('button', { name: 'Resend Verification Email' }).click();
        await p.getByText('verification email has been sent').waitFor();
      },
    ],
  ];
  for (const [width, height, device] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [name, path, prepare] of shots) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await prepare(page);
      await page.screenshot({ path: `${screenshotDir}/${device}-${name}.png`, fullPage: true });
    }
  }
});
