import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';

describe('verification success page', () => {
  it('for an organization: created, activation pending, and the way to its login', () => {
    renderRoute('/auth/verify-email/success?type=organization');
    expect(screen.getByText('Organization account created')).toBeInTheDocument();
    expect(screen.getByText('Account activation pending')).toBeInTheDocument();
    expect(
      screen.getByText('You can log in now, but full access requires admin approval and license activation'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Organization Login' })).toHaveAttribute(
      'href',
      '/organization/login',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('otherwise: the location and manager activation lines', () => {
    renderRoute('/auth/verify-email/success');
    expect(screen.getByText('Email Verified!')).toBeInTheDocument();
    expect(screen.getByText('Location account activated')).toBeInTheDocument();
    expect(screen.getByText('Manager account activated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Login' })).toBeInTheDocument();
    expect(screen.queryByText('Organization account created')).toBeNull();
  });
});

describe('verification failed page', () => {
  it.each(['/verify-email/failed', '/auth/verify-email/failed'])('%s says the link is invalid', (path) => {
    renderRoute(path);
    expect(screen.getByText('The verification link is invalid or expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/organization/login',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('simulates the resend: busy for a second, then the success toast', async () => {
    renderRoute('/verify-email/failed');
    const resend = screen.getByRole('button', { name: 'Resend Verification Email' });
    await userEvent.click(resend);
    expect(resend).toBeDisabled();
    expect(screen.queryByText('Verification email resent successfully!')).toBeNull();
    expect(
      await screen.findByText('Verification email resent successfully!', undefined, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(resend).toBeEnabled();
  });
});
