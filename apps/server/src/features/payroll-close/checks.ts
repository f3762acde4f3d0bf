import { createHash } from 'node:crypto';
import type { OrganizationTimesheet } from '@shiftclock/contract/organization-timesheet';
import {
  type CompanyFields,
  type PayrollCheck,
  type PayrollLine,
  type PayrollProvider,
  PROVIDER_FIELDS,
} from '@shiftclock/contract/payroll-close';
import { unmappedKinds } from './payroll-lines.ts';

/**
 * What would make a payroll file wrong (docs/decisions/0204-payroll-exports.md, "Check before
 * closing"): blocking checks first, then counts shown for the owner to judge. Only checks that apply
 * are listed: no empty lists, no zero counts.
 */

export type CheckFacts = {
  sheet: OrganizationTimesheet;
  lines: readonly PayrollLine[];
  provider: PayrollProvider;
  company: CompanyFields;
  /** Codes of the locations whose approval of the period stands (read under lock by the close). */
  approved: ReadonlySet<string>;
  counts: { stillClockedIn: number; openShifts: number; disputedCorrections: number };
};

export function payrollChecks(facts: CheckFacts): PayrollCheck[] {
  const checks: PayrollCheck[] = [];

  // People with hours in the period (they have lines) whom the provider could not name.
  const people = new Map<string, string>();
  for (const line of facts.lines) if (line.payrollId === '') people.set(line.personId, line.name);
  if (people.size > 0)
    checks.push({
      kind: 'missingPayrollId',
      blocking: true,
      people: [...people].map(([id, name]) => ({ id, name })),
    });

  const kinds = unmappedKinds(facts.lines);
  if (kinds.length > 0) checks.push({ kind: 'unmappedHours', blocking: true, kinds });

  const fields = PROVIDER_FIELDS[facts.provider].filter((field) => facts.company[field] === '');
  if (fields.length > 0) checks.push({ kind: 'missingCompanyField', blocking: true, fields });

  // A location counted over other days than its own pay period has approved other days, not these.
  const unapproved = facts.sheet.locations.filter(
    (location) => !location.samePeriod || !facts.approved.has(location.id),
  );
  if (unapproved.length > 0)
    checks.push({
      kind: 'unapprovedLocations',
      blocking: true,
      locations: unapproved.map(({ id, name }) => ({ id, name })),
    });

  const counts = [
    ['awaitingReview', facts.sheet.totals.awaitingReview],
    ['stillClockedIn', facts.counts.stillClockedIn],
    ['openShifts', facts.counts.openShifts],
    ['disputedCorrections', facts.counts.disputedCorrections],
  ] as const;
  for (const [kind, count] of counts) if (count > 0) checks.push({ kind, blocking: false, count });
  return checks;
}

const KIND_NAMES = {
  regular: 'regular hours',
  overtime: 'overtime',
  doubleTime: 'double time',
  paidBreaks: 'paid breaks',
  paidTimeOff: 'paid time off',
} as const;

/** The 409's message: the first blocking check, named so the owner knows what to fix. */
export function payrollNotReadyMessage(check: PayrollCheck): string {
  switch (check.kind) {
    case 'missingPayrollId':
      return `No payroll ID for ${check.people.map((p) => p.name).join(', ')}: set it on the People screen`;
    case 'unmappedHours':
      return `No pay code for ${check.kinds.map((k) => KIND_NAMES[k]).join(', ')}: set it in the payroll settings`;
    case 'missingCompanyField':
      return `The provider needs ${check.fields.join(', ')}: set it in the payroll settings`;
    case 'unapprovedLocations':
      return `The pay period is not approved at ${check.locations.map((l) => l.name).join(', ')}`;
    default:
      return 'The payroll period is not ready to close';
  }
}

/**
 * The period's approvals as one value: a reopen and a new approval change it, so an export written
 * before reads as outdated. The approval's row id is in it beside its time: a reopen deletes the row
 * and a new approval is a new row, even within the same millisecond.
 */
export function approvalsFingerprint(
  approvals: readonly { id: string; locationId: string; approvedAt: Date }[],
) {
  const entries = approvals.map((a) => `${a.locationId}:${a.id}:${a.approvedAt.toISOString()}`).sort();
  return sha256Hex(entries.join('\n'));
}

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
