import type { OrganizationTimesheet } from '@shiftclock/contract/organization-timesheet';
import { DEFAULT_PAY_CODES } from '@shiftclock/contract/payroll-close';
import { describe, expect, it } from 'vitest';
import { payrollLines, unmappedKinds } from './payroll-lines.ts';

const hours = {
  regularHours: 40,
  overtimeHours: 2.5,
  doubleTimeHours: 0,
  totalHours: 42.5,
  actualHours: 42.5,
  paidBreakMinutes: 50,
  unpaidBreakMinutes: 0,
  deductionMinutes: 0,
  shiftCount: 5,
  awaitingReview: 0,
};
const sheet = {
  period: { type: 'weekly', startDate: '2026-11-02', endDate: '2026-11-08' },
  locations: [],
  people: [
    {
      person: { id: 'p1', name: 'Ana Adams', payrollId: 'E100' },
      locations: [],
      total: { ...hours, paidTimeOffHours: 8 },
    },
    {
      person: { id: 'p2', name: 'Ben Bauer', payrollId: null },
      locations: [],
      total: { ...hours, overtimeHours: 0 },
    },
  ],
  totals: hours,
} as unknown as OrganizationTimesheet;

describe('payroll lines', () => {
  it('writes one line per person and kind with hours, leaving zero hours out', () => {
    const lines = payrollLines(sheet, DEFAULT_PAY_CODES.adpWorkforceNow);
    expect(lines.map((l) => `${l.payrollId}|${l.code}|${l.hours}`)).toEqual([
      'E100|REG|40',
      'E100|OT|2.5',
      'E100|PTO|8',
      '|REG|40',
    ]);
  });

  it('moves paid breaks out of the regular hours when they have a code, the total unchanged', () => {
    const lines = payrollLines(sheet, { ...DEFAULT_PAY_CODES.adpWorkforceNow, paidBreaks: 'BRK' });
    const ana = lines.filter((l) => l.personId === 'p1');
    expect(ana.map((l) => `${l.code}=${l.hours}`)).toEqual(['REG=39.17', 'OT=2.5', 'BRK=0.83', 'PTO=8']);
    expect(ana.reduce((sum, l) => sum + l.hours, 0)).toBeCloseTo(50.5, 10);
  });

  it('names the kinds that hold hours without a code', () => {
    const lines = payrollLines(sheet, { ...DEFAULT_PAY_CODES.gusto, overtime: '', doubleTime: '' });
    expect(unmappedKinds(lines)).toEqual(['overtime']);
  });
});
