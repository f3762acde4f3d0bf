import { describe, expect, it } from 'vitest';
import {
  emailChecks,
  emailField,
  loginBody,
  registerOrganizationBody,
  resetPasswordChecks,
  resetPasswordForm,
} from './auth.ts';
import { messages } from './messages.ts';

const valid = {
  organizationName: 'Bean There',
  email: 'owner@example.com',
  password: 'Secret1!',
  confirmPassword: 'Secret1!',
};

function errorsOf(input: unknown) {
  const result = registerOrganizationBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('registration rules (docs/product.md section 5)', () => {
  it('accepts a valid registration and trims the name', () => {
    const parsed = registerOrganizationBody.parse({ ...valid, organizationName: '  Bean There ' });
    expect(parsed.organizationName).toBe('Bean There');
  });

  it('gives each field its message', () => {
    expect(errorsOf({ organizationName: ' ', email: '', password: '', confirmPassword: '' })).toEqual([
      ['organizationName', messages.organizationNameRequired],
      ['email', messages.emailRequired],
      ['password', messages.passwordRequired],
      ['confirmPassword', messages.confirmPasswordRequired],
    ]);
    expect(errorsOf({ ...valid, email: 'owner@example' })).toEqual([['email', messages.emailInvalid]]);
    expect(errorsOf({ ...valid, password: 'weakpass', confirmPassword: 'weakpass' })).toEqual([
      ['password', messages.passwordRequirements],
    ]);
    expect(errorsOf({ ...valid, confirmPassword: 'Secret2!' })).toEqual([
      ['confirmPassword', messages.passwordsDoNotMatch],
    ]);
  });
});

describe('forgot-password e-mail checklist', () => {
  const okKeys = (email: string) =>
    emailChecks(email)
      .filter((c) => c.ok)
      .map((c) => c.key);

  it('ticks the four items one by one', () => {
    expect(okKeys('')).toEqual([]);
    expect(okKeys('owner')).toEqual(['notEmpty']);
    expect(okKeys('owner@')).toEqual(['notEmpty', 'hasAt']);
    expect(okKeys('owner@example')).toEqual(['notEmpty', 'hasAt']);
    expect(okKeys('owner@example.com')).toEqual(['notEmpty', 'hasAt', 'domain', 'format']);
    expect(okKeys('own er@example.com')).toEqual(['notEmpty', 'hasAt', 'domain']);
  });

  it('passes exactly when the e-mail field accepts the address', () => {
    for (const email of [
      '',
      'a',
      'a@',
      '@b.co',
      'a@b',
      'a@b.c',
      'a@b.co',
      'a b@c.de',
      ' a@b.co ',
      'a@@b.co',
    ]) {
      const allOk = emailChecks(email).every((c) => c.ok);
      expect(allOk, email).toBe(emailField.safeParse(email).success);
    }
  });
});

describe('reset password rules (docs/product.md section 5)', () => {
  function resetErrors(type: string, password: string, confirmPassword: string) {
    const result = resetPasswordForm(type).safeParse({ password, confirmPassword });
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  }

  it('applies the strict rule to organization admins and managers', () => {
    for (const type of ['orgAdmin', 'manager']) {
      expect(resetErrors(type, 'secret12', 'secret12')).toEqual([['password', messages.resetPasswordStrict]]);
      expect(resetErrors(type, 'Secret1!', 'Secret1!')).toEqual([]);
      expect(resetPasswordChecks(type, 'x')).toHaveLength(6);
    }
  });

  it('asks other accounts for 6 characters', () => {
    expect(resetErrors('location', 'abc', 'abc')).toEqual([['password', messages.resetPasswordShort]]);
    expect(resetErrors('location', 'abcdef', 'abcdef')).toEqual([]);
  });

  it('requires a password and a matching confirmation', () => {
    expect(resetErrors('orgAdmin', '', '')).toEqual([['password', messages.passwordRequired]]);
    expect(resetErrors('location', 'abcdef', 'abcdeg')).toEqual([
      ['confirmPassword', messages.passwordsDoNotMatch],
    ]);
  });
});

describe('login body', () => {
  it('upper-cases the location ID', () => {
    const parsed = loginBody.parse({ accountType: 'manager', locationId: 'abc234', password: 'x' });
    expect(parsed).toMatchObject({ locationId: 'ABC234' });
  });
});
