import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';

const ticked = () =>
  within(screen.getByRole('list', { name: 'Email requirements' }))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.ok === 'true')
    .map((item) => item.textContent?.replace(/\((not )?met\)/, ''));

async function send(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('forgot password', () => {
  it('ticks the four e-mail checks while typing', async () => {
    stubApi({});
    renderRoute('/auth/forgot-password');
    expect(ticked()).toEqual([]);
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'owner');
    expect(ticked()).toEqual(['Not empty']);
    await user.type(email, '@example');
    expect(ticked()).toEqual(['Not empty', 'Contains @']);
    await user.type(email, '.com');
    expect(ticked()).toEqual(['Not empty', 'Contains @', 'Has a valid domain', 'Valid email format']);
  });

  it.each([
    ['', 'Email is required'],
    ['owner@example', 'Please enter a valid email address'],
  ])('refuses %j with %s', async (email, message) => {
    const { calls } = stubApi({});
    renderRoute('/auth/forgot-password');
    await send(email);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls).toEqual([]);
  });

  it('sends the request and says the link expires in an hour', async () => {
    const { calls } = stubApi({
      'POST /api/auth/forgot-password': {
        status: 200,
        body: { message: 'If an account with that email exists, a password reset link has been sent.' },
      },
    });
    renderRoute('/auth/forgot-password');
    await send('owner@example.com');
    expect(await screen.findByText('Reset Email Sent!')).toBeInTheDocument();
    expect(screen.getByText('The reset link will expire in 1 hour.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'owner@example.com' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it.each([
    [{ status: 429, body: { message: 'Too many requests. Try again in 60 minutes.' } }, 'Too many requests'],
    [{ status: 500, body: {} }, 'Failed to send reset email'],
  ])('shows a failure (%#)', async (answer, shown) => {
    stubApi({ 'POST /api/auth/forgot-password': answer });
    renderRoute('/auth/forgot-password');
    await send('owner@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('has a back action to the root', () => {
    stubApi({});
    renderRoute('/auth/forgot-password');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });
});
