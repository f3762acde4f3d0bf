import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';

const landings = [
  { path: '/organization/:organizationId/dashboard', element: <p>organization dashboard</p> },
];

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login as Organization Admin' }));
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe('organization login', () => {
  it('links to registration and forgot password', () => {
    stubApi({});
    renderRoute('/organization/login');
    expect(screen.getByRole('link', { name: 'Register your organization' })).toHaveAttribute(
      'href',
      '/organization/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('is the home page, and leads staff at a location to the kiosk and manager sign-ins', async () => {
    stubApi({});
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Open the kiosk' })).toHaveAttribute(
      'href',
      '/location/login',
    );
    expect(screen.getByRole('link', { name: 'Manager sign-in' })).toHaveAttribute('href', '/manager/login');
  });

  it('requires both fields', async () => {
    const { calls } = stubApi({});
    renderRoute('/organization/login');
    await submit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('stores the token under token and opens the organization dashboard', async () => {
    localStorage.setItem('adminToken', 'stale');
    const { calls } = stubApi({
      'POST /api/auth/login': {
        status: 200,
        body: {
          message: 'Login successful',
          token: 'org-token',
          user: { accountType: 'orgAdmin', organizationId: 'org-1', email: 'owner@example.com' },
          organization: { organizationId: 'org-1', organizationName: 'Bean There', status: 'pending' },
        },
      },
    });
    const { router } = renderRoute('/organization/login', landings);

    await submit('owner@example.com', 'Secret1!');

    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/org-1/dashboard'));
    expect(calls[0]?.body).toEqual({
      email: 'owner@example.com',
      password: 'Secret1!',
      accountType: 'orgAdmin',
    });
    expect(localStorage.getItem('token')).toBe('org-token');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it.each([
    [{ status: 401, body: { message: 'Invalid email or password' } }, 'Invalid email or password'],
    [{ status: 500, body: {} }, 'Invalid credentials'],
    ['network-error' as const, 'Network error. Please try again.'],
  ])('shows the failure (%#)', async (answer, shown) => {
    stubApi({ 'POST /api/auth/login': answer });
    renderRoute('/organization/login');
    await submit('owner@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('offers to resend the verification e-mail to an unverified address', async () => {
    const { calls } = stubApi({
      'POST /api/auth/login': {
        status: 403,
        body: { message: 'Please verify your email address before logging in.', code: 'EMAIL_NOT_VERIFIED' },
      },
      'POST /api/auth/resend-verification': { status: 200, body: { message: 'A new link is on its way.' } },
    });
    renderRoute('/organization/login');
    const user = await submit('owner@example.com', 'Secret1!');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify your email address before logging in.',
    );
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));

    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      path: '/api/auth/resend-verification',
      body: { email: 'owner@example.com' },
    });
  });

  it('reports a failed resend', async () => {
    stubApi({
      'POST /api/auth/login': { status: 403, body: { message: 'Verify first', code: 'EMAIL_NOT_VERIFIED' } },
      'POST /api/auth/resend-verification': { status: 500, body: {} },
    });
    renderRoute('/organization/login');
    const user = await submit('owner@example.com', 'Secret1!');
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Failed to resend verification email')).toBeInTheDocument();
  });
});
