import type { OrganizationTimesheet } from '@shiftclock/contract/organization-timesheet';
import { PAY_KINDS, type PayCodes, type PayKind, type PayrollLine } from '@shiftclock/contract/payroll-close';

/**
 * The lines of a payroll file (docs/decisions/0204-payroll-exports.md): each person's hours of each
 * kind in the period, summed across their locations, exactly as the organization's timesheet shows
 * them (hundredths of an hour), so every file's total is the timesheet's. Paid breaks are inside the
 * regular hours; mapped to a code of their own, they move out of them into their own line. Lines of
 * zero hours are left out.
 */

type Total = OrganizationTimesheet['people'][number]['total'];

/** Hundredths stay hundredths: the subtraction only drops binary noise. */
const cents = (value: number) => Math.round(value * 100) / 100;

function hoursByKind(total: Total, codes: PayCodes): Record<PayKind, number> {
  // Paid break minutes to hundredths of an hour, never more than the regular hours they sit in.
  const paidBreaks = codes.paidBreaks ? Math.min(cents(total.paidBreakMinutes / 60), total.regularHours) : 0;
  return {
    regular: cents(total.regularHours - paidBreaks),
    overtime: total.overtimeHours,
    doubleTime: total.doubleTimeHours,
    paidBreaks,
    paidTimeOff: total.paidTimeOffHours ?? 0,
  };
}

export function payrollLines(sheet: OrganizationTimesheet, codes: PayCodes): PayrollLine[] {
  return sheet.people.flatMap(({ person, total }) => {
    const hours = hoursByKind(total, codes);
    return PAY_KINDS.filter((kind) => hours[kind] > 0).map((kind) => ({
      personId: person.id,
      payrollId: person.payrollId ?? '',
      name: person.name,
      kind,
      code: codes[kind],
      hours: hours[kind],
    }));
  });
}

/** The kinds holding hours that have no code: the check names them, and the close waits for them. */
export function unmappedKinds(lines: readonly PayrollLine[]): PayKind[] {
  return PAY_KINDS.filter((kind) => lines.some((line) => line.kind === kind && line.code === ''));
}
