import {
  COMPANY_FIELDS,
  type CompanyField,
  PAY_KINDS,
  PAYROLL_PROVIDERS,
  type PayKind,
  type PayrollCloseSettings,
  type PayrollProvider,
} from '@shiftclock/contract/payroll-close';
import type { ApiFieldError } from '../../lib/api-client.ts';

/** A box of the settings form, as react-hook-form names it (and as the server's 400 names it). */
export type SettingsField =
  | `payCodes.${PayrollProvider}.${PayKind}`
  | `company.${PayrollProvider}.${CompanyField}`;

export type SettingsProblem = { field: SettingsField; problem: 'tooLong' | 'characters' };

// The contract's rule for a pay code and a company number (packages/contract/src/payroll-close.ts),
// checked here first so the owner reads why in their own language before anything is sent.
const MAX_LENGTH = 20;
const ALLOWED = /^[\p{L}\p{N} ._/-]*$/u;

function problemOf(value: string): SettingsProblem['problem'] | null {
  const trimmed = value.trim();
  if (trimmed.length > MAX_LENGTH) return 'tooLong';
  if (!ALLOWED.test(trimmed)) return 'characters';
  return null;
}

/** Every box of every provider that the server would refuse (all are saved, not only the one shown). */
export function settingsProblems(settings: PayrollCloseSettings): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  for (const provider of PAYROLL_PROVIDERS) {
    for (const kind of PAY_KINDS) {
      const problem = problemOf(settings.payCodes[provider][kind]);
      if (problem) problems.push({ field: `payCodes.${provider}.${kind}`, problem });
    }
    for (const field of COMPANY_FIELDS) {
      const problem = problemOf(settings.company[provider][field]);
      if (problem) problems.push({ field: `company.${provider}.${field}`, problem });
    }
  }
  return problems;
}

const knownFields = new Set<string>(
  PAYROLL_PROVIDERS.flatMap((provider) => [
    ...PAY_KINDS.map((kind) => `payCodes.${provider}.${kind}`),
    ...COMPANY_FIELDS.map((field) => `company.${provider}.${field}`),
  ]),
);

/** The server's field errors of a 400 that point at a box of the form (`payCodes.gusto.regular`). */
export function serverFieldErrors(errors: readonly ApiFieldError[]): { field: SettingsField; msg: string }[] {
  return errors
    .filter((error) => knownFields.has(error.path))
    .map((error) => ({ field: error.path as SettingsField, msg: error.msg }));
}

/** The values sent: each box trimmed, as the server stores them. */
export function trimmedSettings(settings: PayrollCloseSettings): PayrollCloseSettings {
  const trim = <T extends Record<string, string>>(values: T) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;
  return {
    provider: settings.provider,
    payCodes: Object.fromEntries(
      PAYROLL_PROVIDERS.map((provider) => [provider, trim(settings.payCodes[provider])]),
    ) as PayrollCloseSettings['payCodes'],
    company: Object.fromEntries(
      PAYROLL_PROVIDERS.map((provider) => [provider, trim(settings.company[provider])]),
    ) as PayrollCloseSettings['company'],
  };
}
