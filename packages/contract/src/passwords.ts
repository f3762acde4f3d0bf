/**
 * Password rules of docs/product.md section 5 and docs/product.md section 11.3, one copy for
 * the server's checks and the web app's live checklists.
 */

/** Every check's label, by a stable name the web app shows in the page's language (ui.checks.<name>). */
const checkLabels = {
  atLeast8: 'At least 8 characters',
  atLeast6: 'At least 6 characters',
  upper: 'One uppercase letter',
  lower: 'One lowercase letter',
  digit: 'One number',
  special: 'One special character (@ $ ! % * ? &)',
  allowed: 'Only letters, numbers and @ $ ! % * ? &',
  symbol: 'One symbol',
  letter: 'One letter',
  notEmpty: 'Not empty',
  hasAt: 'Contains @',
  domain: 'Has a valid domain',
  format: 'Valid email format',
} as const;
export type CheckLabel = keyof typeof checkLabels;

export type PasswordCheck = { key: string; labelKey: CheckLabel; label: string; ok: boolean };

export const check = (key: string, labelKey: CheckLabel, ok: boolean): PasswordCheck => ({
  key,
  labelKey,
  label: checkLabels[labelKey],
  ok,
});

/** Organization admin and manager on create, register and reset: 8+, upper, lower, digit, one of @$!%*?&, nothing else. */
export function strictPasswordChecks(password: string): PasswordCheck[] {
  return [
    check('length', 'atLeast8', password.length >= 8),
    check('upper', 'upper', /[A-Z]/.test(password)),
    check('lower', 'lower', /[a-z]/.test(password)),
    check('digit', 'digit', /\d/.test(password)),
    check('special', 'special', /[@$!%*?&]/.test(password)),
    check('allowed', 'allowed', /^[A-Za-z\d@$!%*?&]*$/.test(password)),
  ];
}

/** Manager on change-password: like the strict rule but any non-alphanumeric symbol counts. */
export function managerChangePasswordChecks(password: string): PasswordCheck[] {
  return [
    check('length', 'atLeast8', password.length >= 8),
    check('upper', 'upper', /[A-Z]/.test(password)),
    check('lower', 'lower', /[a-z]/.test(password)),
    check('digit', 'digit', /\d/.test(password)),
    check('special', 'symbol', /[^A-Za-z0-9]/.test(password)),
  ];
}

/** Location account: 6+ with a letter and a digit. */
export function locationPasswordChecks(password: string): PasswordCheck[] {
  return [
    check('length', 'atLeast6', password.length >= 6),
    check('letter', 'letter', /[A-Za-z]/.test(password)),
    check('digit', 'digit', /\d/.test(password)),
  ];
}

export const allPass = (checks: PasswordCheck[]) => checks.every((check) => check.ok);
