import type { PayrollFileInput } from '@shiftclock/contract/payroll-close';

/**
 * The one input every preset's golden file is written from (presets/golden/): three people over a
 * weekly period, one with overtime and double time, one with paid time off and an accented name
 * (Windows-1252 in DATEV), one whose payroll ID keeps its leading zeros. Codes are each preset's own
 * (the test swaps in DEFAULT_PAY_CODES of the provider).
 */
export const PERIOD = { startDate: '2026-11-02', endDate: '2026-11-08' };
export const CREATED_AT = new Date('2026-11-09T14:30:00Z');

export const PEOPLE = [
  { personId: 'p-ana', payrollId: '000123', name: 'Ana Adams' },
  { personId: 'p-chloe', payrollId: '4711', name: 'Chloé García' },
  { personId: 'p-dev', payrollId: 'E-77', name: 'Dev Dubois' },
] as const;

/** Hours per person and kind, hundredths as the organization timesheet shows them. */
export const HOURS = [
  { personId: 'p-ana', kind: 'regular', hours: 40 },
  { personId: 'p-ana', kind: 'overtime', hours: 6.5 },
  { personId: 'p-ana', kind: 'doubleTime', hours: 1.25 },
  { personId: 'p-chloe', kind: 'regular', hours: 31.33 },
  { personId: 'p-chloe', kind: 'paidTimeOff', hours: 8 },
  { personId: 'p-dev', kind: 'regular', hours: 12.67 },
] as const;

export function inputWith(
  codes: Record<(typeof HOURS)[number]['kind'], string>,
  company: PayrollFileInput['company'],
): PayrollFileInput {
  return {
    period: PERIOD,
    createdAt: CREATED_AT,
    company,
    lines: HOURS.map(({ personId, kind, hours }) => {
      const person = PEOPLE.find((p) => p.personId === personId) as (typeof PEOPLE)[number];
      return { ...person, kind, code: codes[kind], hours };
    }),
  };
}
