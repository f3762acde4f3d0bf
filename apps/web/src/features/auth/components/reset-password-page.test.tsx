import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  if (password) await user.type(input('New Password'), password);
  if (confirm) await user.type(input('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('reset password', () => {
  it('without a token: Invalid Reset Link and a way to ask again', () => {
    renderRoute('/auth/reset-password?type=orgAdmin');
    expect(screen.getByText('Invalid Reset Link')).toBeInTheDocument();
    expect(screen.getByText('Invalid reset link. Please request a new password reset.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a New Reset Link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('requires a password', async () => {
    const { calls } = stubApi({});
    renderRoute('/auth/reset-password?token=t&type=orgAdmin');
    await submit('', '');
    await waitFor(() => expect(alerts()).toEqual(['Password is required']));
    expect(calls).toEqual([]);
  });

  it.each(['orgAdmin', 'manager'])('applies the strict rule for %s', async (type) => {
    stubApi({});
    renderRoute(`/auth/reset-password?token=t&type=${type}`);
    await submit('secret12', 'secret12');
    await waitFor(() =>
      expect(alerts()).toEqual([
        'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
      ]),
    );
  });

  it.each(['location', ''])('asks for 6 characters for other accounts (type %j)', async (type) => {
    stubApi({});
    renderRoute(`/auth/reset-password?token=t${type ? `&type=${type}` : ''}`);
    expect(
      within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await submit('abc', 'abc');
    await waitFor(() => expect(alerts()).toEqual(['Password must be at least 6 characters']));
  });

  it('says when the passwords do not match', async () => {
    stubApi({});
    renderRoute('/auth/reset-password?token=t&type=orgAdmin');
    await submit('Secret1!', 'Secret2!');
    await waitFor(() => expect(alerts()).toEqual(['Passwords do not match']));
  });

  it('ticks the checklist while typing', async () => {
    stubApi({});
    renderRoute('/auth/reset-password?token=t&type=orgAdmin');
    const okCount = () =>
      within(screen.getByRole('list', { name: 'Password requirements' }))
        .getAllByRole('listitem')
        .filter((item) => item.dataset.ok === 'true').length;
    expect(okCount()).toBe(1); // "only allowed characters" holds for an empty password
    await userEvent.type(input('New Password'), 'Secret1!');
    expect(okCount()).toBe(6);
  });

  it('resets the password and leads to the organization login', async () => {
    const { calls } = stubApi({
      'POST /api/auth/reset-password': { status: 200, body: { message: 'Password reset successfully' } },
    });
    renderRoute('/auth/reset-password?token=tok-9&type=orgAdmin');
    await submit('Secret1!', 'Secret1!');
    expect(await screen.findByText('Password Reset Successful!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/organization/login');
    expect(calls[0]?.body).toEqual({ token: 'tok-9', password: 'Secret1!', accountType: 'orgAdmin' });
  });

  it.each([
    [
      { status: 400, body: { message: 'This reset link is invalid, expired or already used.' } },
      'This reset link is invalid, expired or already used.',
    ],
    [{ status: 500, body: {} }, 'Failed to reset password'],
  ])('shows a failure (%#)', async (answer, shown) => {
    stubApi({ 'POST /api/auth/reset-password': answer });
    renderRoute('/auth/reset-password?token=t&type=orgAdmin');
    await submit('Secret1!', 'Secret1!');
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });
});
