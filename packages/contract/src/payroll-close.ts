import { z } from 'zod';
import { dayString } from './dates.ts';
import { payPeriodSchema } from './timesheets.ts';

/**
 * Payroll close (docs/payroll-exports.md, docs/decisions/0204-payroll-exports.md): the files payroll
 * providers import, one line per person, pay code and period, summed across the person's locations,
 * checked before they go, and a record of who exported which file when.
 */

/** The providers whose import layout a preset writes; each is documented in docs/payroll-exports.md. */
export const PAYROLL_PROVIDERS = [
  'adpWorkforceNow',
  'paychexFlex',
  'gusto',
  'quickbooksIif',
  'datevLodas',
] as const;
export type PayrollProvider = (typeof PAYROLL_PROVIDERS)[number];

/**
 * The kinds of hours a person is paid for in a period. Paid breaks are hours worked (29 CFR 785.18)
 * and sit inside regular hours on the timesheet: mapped to a code of their own, they are taken out of
 * the regular hours into their own line, so a file's total never changes (decision 0204).
 */
export const PAY_KINDS = ['regular', 'overtime', 'doubleTime', 'paidBreaks', 'paidTimeOff'] as const;
export type PayKind = (typeof PAY_KINDS)[number];

/** An earning code as the provider knows it ('REG', 'OT', '1000'); empty: that kind is not mapped. */
const payCode = z
  .string()
  .trim()
  .max(20, 'A pay code is at most 20 characters')
  .regex(/^[\p{L}\p{N} ._/-]*$/u, 'A pay code holds letters, digits, spaces and . _ / - only');
export const payCodesSchema = z.object(
  Object.fromEntries(PAY_KINDS.map((kind) => [kind, payCode])) as Record<PayKind, typeof payCode>,
);
export type PayCodes = z.infer<typeof payCodesSchema>;

/**
 * What a provider needs to know the company by, beside the people's payroll IDs: ADP's company code
 * and batch ID, Paychex's client ID, DATEV's consultant (Beraternummer) and client (Mandantennummer)
 * numbers. Gusto and QuickBooks need none. Each preset names which it requires (PROVIDER_FIELDS).
 */
const companyField = z
  .string()
  .trim()
  .max(20, 'At most 20 characters')
  .regex(/^[\p{L}\p{N} ._/-]*$/u, 'Letters, digits, spaces and . _ / - only');
export const COMPANY_FIELDS = [
  'companyCode',
  'batchId',
  'clientId',
  'consultantNumber',
  'clientNumber',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export const PROVIDER_FIELDS: Record<PayrollProvider, readonly CompanyField[]> = {
  adpWorkforceNow: ['companyCode', 'batchId'],
  paychexFlex: ['clientId'],
  gusto: [],
  quickbooksIif: [],
  datevLodas: ['consultantNumber', 'clientNumber'],
};
export const companyFieldsSchema = z.object(
  Object.fromEntries(COMPANY_FIELDS.map((field) => [field, companyField])) as Record<
    CompanyField,
    typeof companyField
  >,
);
export type CompanyFields = z.infer<typeof companyFieldsSchema>;

/** The organization's payroll settings: the provider it uses, and each provider's codes and company fields. */
export const payrollCloseSettingsSchema = z.object({
  provider: z.enum(PAYROLL_PROVIDERS, { error: 'Choose a payroll provider' }),
  payCodes: z.object(
    Object.fromEntries(PAYROLL_PROVIDERS.map((p) => [p, payCodesSchema])) as Record<
      PayrollProvider,
      typeof payCodesSchema
    >,
  ),
  company: z.object(
    Object.fromEntries(PAYROLL_PROVIDERS.map((p) => [p, companyFieldsSchema])) as Record<
      PayrollProvider,
      typeof companyFieldsSchema
    >,
  ),
});
export type PayrollCloseSettings = z.infer<typeof payrollCloseSettingsSchema>;

/**
 * Each provider's usual earning codes, the defaults until the owner changes them. Paid breaks are
 * unmapped by default: they stay inside regular hours, as most payrolls pay them.
 */
export const DEFAULT_PAY_CODES: Record<PayrollProvider, PayCodes> = {
  adpWorkforceNow: { regular: 'REG', overtime: 'OT', doubleTime: 'DT', paidBreaks: '', paidTimeOff: 'PTO' },
  paychexFlex: {
    regular: 'Hourly',
    overtime: 'Overtime',
    doubleTime: 'Double Time',
    paidBreaks: '',
    paidTimeOff: 'PTO',
  },
  gusto: {
    regular: 'Regular',
    overtime: 'Overtime',
    doubleTime: 'Double overtime',
    paidBreaks: '',
    paidTimeOff: 'Paid time off',
  },
  quickbooksIif: {
    regular: 'Hourly Rate',
    overtime: 'Overtime Rate',
    doubleTime: 'Double-time Rate',
    paidBreaks: '',
    paidTimeOff: 'Vacation Hourly',
  },
  // DATEV Lohnarten: the common standard numbers (Lohnart 1000 ff. are set up per client).
  datevLodas: { regular: '1000', overtime: '1100', doubleTime: '1110', paidBreaks: '', paidTimeOff: '1200' },
};

const emptyCompany: CompanyFields = {
  companyCode: '',
  batchId: '',
  clientId: '',
  consultantNumber: '',
  clientNumber: '',
};

/** The settings of an organization that never saved any: the given provider first, every default code. */
export function defaultPayrollCloseSettings(
  provider: PayrollProvider = 'adpWorkforceNow',
): PayrollCloseSettings {
  return {
    provider,
    payCodes: { ...DEFAULT_PAY_CODES },
    company: Object.fromEntries(
      PAYROLL_PROVIDERS.map((p) => [p, { ...emptyCompany }]),
    ) as PayrollCloseSettings['company'],
  };
}

/** The presets offered first in a language: DATEV where German is spoken, the US providers elsewhere. */
export function providersInOrder(language: string): PayrollProvider[] {
  if (language === 'de') return ['datevLodas', ...PAYROLL_PROVIDERS.filter((p) => p !== 'datevLodas')];
  return [...PAYROLL_PROVIDERS];
}

/**
 * One line of a payroll file: a person's hours of one kind in the period, summed across their
 * locations, in hundredths of an hour as the organization's timesheet shows them (so a file's total is
 * the timesheet's, decision 0204). Lines with zero hours are never written.
 */
export type PayrollLine = {
  personId: string;
  /** The payroll ID the provider knows the person by ('' when missing: the check refuses the close). */
  payrollId: string;
  name: string;
  kind: PayKind;
  code: string;
  /** Hours in hundredths, e.g. 37.25. */
  hours: number;
};

/** What every preset writes from. */
export type PayrollFileInput = {
  period: { startDate: string; endDate: string };
  lines: readonly PayrollLine[];
  company: CompanyFields;
  /** When the file is written (DATEV's header carries it); an instant. */
  createdAt: Date;
};

/** A written file: bytes, as the provider's encoding wants them. */
export type PayrollFile = { fileName: string; contentType: string; body: Uint8Array };

/** Why an export would be wrong, before the owner closes. `blocking` ones stop the close. */
export const payrollCheckSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('missingPayrollId'),
    blocking: z.literal(true),
    people: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  z.object({
    kind: z.literal('unmappedHours'),
    blocking: z.literal(true),
    kinds: z.array(z.enum(PAY_KINDS)),
  }),
  z.object({
    kind: z.literal('missingCompanyField'),
    blocking: z.literal(true),
    fields: z.array(z.enum(COMPANY_FIELDS)),
  }),
  z.object({
    kind: z.literal('unapprovedLocations'),
    blocking: z.literal(true),
    locations: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  z.object({
    kind: z.literal('awaitingReview'),
    blocking: z.literal(false),
    count: z.number().int(),
  }),
  z.object({
    /** Shifts of the period still clocked in: their hours are counted up to now. */
    kind: z.literal('stillClockedIn'),
    blocking: z.literal(false),
    count: z.number().int(),
  }),
  z.object({
    /** Posted open shifts of the period nobody took: a scheduled need unfilled, not hours. */
    kind: z.literal('openShifts'),
    blocking: z.literal(false),
    count: z.number().int(),
  }),
  z.object({
    kind: z.literal('disputedCorrections'),
    blocking: z.literal(false),
    count: z.number().int(),
  }),
]);
export type PayrollCheck = z.infer<typeof payrollCheckSchema>;

export const payrollExportRecordSchema = z.object({
  id: z.string(),
  provider: z.enum([...PAYROLL_PROVIDERS, 'summary']),
  fileName: z.string(),
  /** SHA-256 of the file's bytes, hex. */
  sha256: z.string(),
  exportedBy: z.string(),
  exportedAt: z.string(),
  /** A location's approval of the period changed since (reopened, then approved again): export again. */
  outdated: z.boolean(),
});
export type PayrollExportRecord = z.infer<typeof payrollExportRecordSchema>;

export const payrollQuery = z.object({
  /** Any day inside the wanted period (default today), as the organization timesheet's `date`. */
  date: dayString().optional(),
  /** The preset to check for (default: the saved provider). */
  provider: z.enum(PAYROLL_PROVIDERS).optional(),
});

export const payrollResponse = z.object({
  period: payPeriodSchema,
  provider: z.enum(PAYROLL_PROVIDERS),
  checks: z.array(payrollCheckSchema),
  /** The period's exports, newest first. */
  exports: z.array(payrollExportRecordSchema),
});
export type PayrollOverview = z.infer<typeof payrollResponse>;

/** Closes the period for a provider: refused (409) while a blocking check stands; answers the file. */
export const closePayrollBody = z.object({
  date: dayString(),
  provider: z.enum(PAYROLL_PROVIDERS, { error: 'Choose a payroll provider' }),
});

/** A file's name: provider and period, so two periods or presets never overwrite each other. */
export const payrollFileName = (
  provider: PayrollProvider,
  period: { startDate: string; endDate: string },
  extension: string,
) => `payroll-${provider}-${period.startDate}_${period.endDate}.${extension}`;

/** The 409 of a close refused while a blocking check stands; the body carries the `checks`. */
export const PAYROLL_NOT_READY = 'PAYROLL_NOT_READY';

export const payrollCloseMessages = {
  payrollSettingsSaved: 'Payroll settings saved',
};
