/**
 * Password rules of docs/product.md section 5 and docs/product.md section 11.3, one copy for
 * the server's checks and the web app's live checklists.
 */

export type PasswordCheck = { key: string; label: string; ok: boolean };

const STRICT_SPECIALS = '@$!%*?&';

/** Organization admin and manager on create, register and reset: 8+, upper, lower, digit, one of @$!%*?&, nothing else. */
export function strictPasswordChecks(password: string): PasswordCheck[] {
  return [
    { key: 'length', label: 'At least 8 characters', ok: password.length >= 8 },
    { key: 'upper', label: 'One uppercase letter', ok: /[A-Z]/.test(password) },
    { key: 'lower', label: 'One lowercase letter', ok: /[a-z]/.test(password) },
    { key: 'digit', label: 'One number', ok: /\d/.test(password) },
    {
      key: 'special',
      label: `One special character (${STRICT_SPECIALS.split('').join(' ')})`,
      ok: /[@$!%*?&]/.test(password),
    },
    {
      key: 'allowed',
      label: 'Only letters, numbers and @ $ ! % * ? &',
      ok: /^[A-Za-z\d@$!%*?&]*$/.test(password),
    },
  ];
}

/** Manager on change-password: like the strict rule but any non-alphanumeric symbol counts. */
export function managerChangePasswordChecks(password: string): PasswordCheck[] {
  return [
    { key: 'length', label: 'At least 8 characters', ok: password.length >= 8 },
    { key: 'upper', label: 'One uppercase letter', ok: /[A-Z]/.test(password) },
    { key: 'lower', label: 'One lowercase letter', ok: /[a-z]/.test(password) },
    { key: 'digit', label: 'One number', ok: /\d/.test(password) },
    { key: 'special', label: 'One symbol', ok: /[^A-Za-z0-9]/.test(password) },
  ];
}

/** Location account: 6+ with a letter and a digit. */
export function locationPasswordChecks(password: string): PasswordCheck[] {
  return [
    { key: 'length', label: 'At least 6 characters', ok: password.length >= 6 },
    { key: 'letter', label: 'One letter', ok: /[A-Za-z]/.test(password) },
    { key: 'digit', label: 'One number', ok: /\d/.test(password) },
  ];
}

export const allPass = (checks: PasswordCheck[]) => checks.every((check) => check.ok);
