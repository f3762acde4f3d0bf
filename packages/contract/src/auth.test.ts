import { describe, expect, it } from 'vitest';
import { loginBody, registerOrganizationBody } from './auth.ts';
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

describe('registration rules (SPEC.md section 5)', () => {
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

describe('login body', () => {
  it('upper-cases the location ID', () => {
    const parsed = loginBody.parse({ accountType: 'manager', locationId: 'abc234', password: 'x' });
    expect(parsed).toMatchObject({ locationId: 'ABC234' });
  });
});
