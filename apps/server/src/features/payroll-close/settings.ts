import {
  defaultPayrollCloseSettings,
  PAYROLL_PROVIDERS,
  type PayrollCloseSettings,
  payrollCloseSettingsSchema,
} from '@shiftclock/contract/payroll-close';

/**
 * The organization's payroll settings as stored, read back through the contract's schema over the
 * defaults: a kind of hours or a company field added after the owner saved gets its default, and a
 * value the schema no longer takes falls back to the defaults rather than failing the screen.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The defaults of an organization that never saved: DATEV first where its first location reads German. */
export const defaultsFor = (language: string | null) =>
  defaultPayrollCloseSettings(language === 'de' ? 'datevLodas' : 'adpWorkforceNow');

export function readSettings(stored: unknown, language: string | null): PayrollCloseSettings {
  const defaults = defaultsFor(language);
  if (!isObject(stored)) return defaults;
  const per = (key: 'payCodes' | 'company') => {
    const saved = isObject(stored[key]) ? stored[key] : {};
    return Object.fromEntries(
      PAYROLL_PROVIDERS.map((provider) => {
        const own = saved[provider];
        return [provider, { ...defaults[key][provider], ...(isObject(own) ? own : {}) }];
      }),
    );
  };
  const merged = {
    provider: stored.provider ?? defaults.provider,
    payCodes: per('payCodes'),
    company: per('company'),
  };
  const parsed = payrollCloseSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaults;
}
