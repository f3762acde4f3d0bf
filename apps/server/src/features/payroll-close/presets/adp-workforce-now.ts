import { type PayrollFile, type PayrollFileInput, payrollFileName } from '@shiftclock/contract/payroll-close';
import { csvFile, hoursByPersonAndCode, hoursText } from './plain-csv.ts';

/**
 * ADP Workforce Now's paydata import (docs/payroll-exports.md#adp-workforce-now): a CSV whose header
 * names the columns, Co Code, Batch ID and File # first. ADP's own regular and overtime earnings have
 * columns of their own (Reg Hours, O/T Hours) and no code; every other earning goes in Hours 3 Code
 * and Hours 3 Amount. One row per person and pay code, so no row ever needs two Hours 3 pairs.
 */

export const ADP_HEADER = [
  'Co Code',
  'Batch ID',
  'File #',
  'Reg Hours',
  'O/T Hours',
  'Hours 3 Code',
  'Hours 3 Amount',
] as const;

/** The codes that stand for ADP's built-in regular and overtime hours columns. */
export const ADP_REGULAR_CODE = 'REG';
export const ADP_OVERTIME_CODE = 'OT';

function hoursCells(code: string, hours: string): [string, string, string, string] {
  const upper = code.toUpperCase();
  if (upper === ADP_REGULAR_CODE) return [hours, '', '', ''];
  if (upper === ADP_OVERTIME_CODE) return ['', hours, '', ''];
  return ['', '', code, hours];
}

export function adpWorkforceNowFile(input: PayrollFileInput): PayrollFile {
  const { companyCode, batchId } = input.company;
  const rows = hoursByPersonAndCode(input.lines).map((row) => [
    companyCode,
    batchId,
    row.payrollId,
    ...hoursCells(row.code, hoursText(row.hundredths)),
  ]);
  return csvFile(payrollFileName('adpWorkforceNow', input.period, 'csv'), ADP_HEADER, rows);
}
