import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fill(values: Partial<Record<string, string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  return user;
}

async function submit() {
  await userEvent.click(screen.getByRole('button', { name: 'Register Organization' }));
}

/** The error shown for a field: its message is linked to the input by aria-describedby. */
function errorOf(label: string): string | null {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.getAttribute('role') === 'alert');
  return error?.textContent ?? null;
}

function checklist(name: string) {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map(
      (item) =>
        `${item.dataset.ok === 'true' ? '✓' : '✗'} ${item.textContent?.replace(/\((not )?met\)/, '')}`,
    );
}

const valid = {
  'Organization Name': 'Bean There',
  'Email Address': 'owner@example.com',
  Password: 'Secret1!',
  'Confirm Password': 'Secret1!',
};

afterEach(() => vi.unstubAllGlobals());

describe('organization registration', () => {
  it("shows docs/product.md's message for each empty field and sends nothing", async () => {
    const { calls } = stubApi({});
    renderRoute('/organization/register');
    await submit();
    await waitFor(() => expect(errorOf('Organization Name')).toBe('Organization name is required'));
    expect(errorOf('Email Address')).toBe('Email is required');
    expect(errorOf('Password')).toBe('Password is required');
    expect(errorOf('Confirm Password')).toBe('Please confirm your password');
    expect(calls).toEqual([]);
  });

  it('checks the e-mail, the password rules and the confirmation', async () => {
    stubApi({});
    renderRoute('/organization/register');
    await fill({
      ...valid,
      'Email Address': 'owner@example',
      Password: 'weakpass',
      'Confirm Password': 'weakpass',
    });
    await submit();
    await waitFor(() => expect(errorOf('Email Address')).toBe('Please enter a valid email address'));
    expect(errorOf('Password')).toBe('Password does not meet requirements');

    await fill({
      'Email Address': 'owner@example.com',
      Password: 'Secret1!',
      'Confirm Password': 'Secret2!',
    });
    await waitFor(() => expect(errorOf('Confirm Password')).toBe('Passwords do not match'));
    expect(errorOf('Email Address')).toBeNull();
    expect(errorOf('Password')).toBeNull();
  });

  it('ticks the password checklist while typing', async () => {
    stubApi({});
    renderRoute('/organization/register');
    expect(checklist('Password requirements')).toEqual([
      '✗ At least 8 characters',
      '✗ One uppercase letter',
      '✗ One lowercase letter',
      '✗ One number',
      '✗ One special character (@ $ ! % * ? &)',
      '✓ Only letters, numbers and @ $ ! % * ? &',
    ]);
    const user = await fill({ Password: 'secret' });
    expect(checklist('Password requirements').filter((item) => item.startsWith('✓'))).toEqual([
      '✓ One lowercase letter',
      '✓ Only letters, numbers and @ $ ! % * ? &',
    ]);
    await user.type(field('Password'), 'S1!');
    expect(checklist('Password requirements').every((item) => item.startsWith('✓'))).toBe(true);

    expect(checklist('Passwords match')).toEqual(['✗ Passwords match']);
    await user.type(field('Confirm Password'), 'secretS1!');
    expect(checklist('Passwords match')).toEqual(['✓ Passwords match']);
  });

  it('registers and tells the user to check their e-mail', async () => {
    const { calls } = stubApi({
      'POST /api/auth/register-organization': { status: 201, body: { message: 'Registration successful!' } },
    });
    renderRoute('/organization/register');
    await fill(valid);
    await submit();

    expect(await screen.findByText(/Please check your email to verify your account/)).toBeInTheDocument();
    expect(screen.getByText(/owner@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Organization Login' })).toHaveAttribute(
      'href',
      '/organization/login',
    );
    expect(calls[0]?.body).toEqual({
      organizationName: 'Bean There',
      email: 'owner@example.com',
      password: 'Secret1!',
      confirmPassword: 'Secret1!',
    });
  });

  it("shows the server's field errors on their fields", async () => {
    stubApi({
      'POST /api/auth/register-organization': {
        status: 409,
        body: {
          message: 'An organization with this email already exists',
          errors: [{ path: 'email', msg: 'An organization with this email already exists' }],
        },
      },
    });
    renderRoute('/organization/register');
    await fill(valid);
    await submit();
    await waitFor(() =>
      expect(errorOf('Email Address')).toBe('An organization with this email already exists'),
    );
    expect(field('Email Address')).toHaveFocus();
  });

  it.each([
    [{ status: 500, body: {} }, 'Registration failed'],
    [{ status: 429, body: { message: 'Too many attempts. Try again in 60 minutes.' } }, 'Too many attempts'],
    ['network-error' as const, 'Network error. Please try again.'],
  ])('shows other failures above the form (%#)', async (answer, shown) => {
    stubApi({ 'POST /api/auth/register-organization': answer });
    renderRoute('/organization/register');
    await fill(valid);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });
});
