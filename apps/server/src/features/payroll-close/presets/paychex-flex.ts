import { type PayrollFile, type PayrollFileInput, payrollFileName } from '@shiftclock/contract/payroll-close';
import { csvFile, hoursByPersonAndCode, hoursText } from './plain-csv.ts';

/**
 * Paychex Flex's Standard Payroll Import (docs/payroll-exports.md#paychex-flex): a fixed-order CSV in
 * which every column of the template is present, used or not, one row per worker and pay component.
 * This file fills Client ID, Worker ID, Pay Component and Hours; the rest stay empty so Paychex uses
 * the worker's own rate, organization and taxes. Line Date stays empty too: a row holds a whole
 * period, and dating it on one day would tell Paychex the hours were worked that day.
 */

export const PAYCHEX_HEADER = [
  'Client ID',
  'Worker ID',
  'Org',
  'Job Number',
  'Pay Component',
  'Rate',
  'Rate Number',
  'Hours',
  'Units',
  'Line Date',
  'Amount',
  'Check Seq Number',
  'Override State',
  'Override Local',
  'Override Local Jurisdiction',
  'Labor Assignment',
  'Check Template',
  'Output Type',
  'Net Pay',
  'Check Number',
  'FIT Amt',
  'SS Amt',
  'Medicare Amt',
  'Fed Backup Withholding Amt',
  'State Tax Jurisdiction',
  'SIT Amount',
  'SDI Amt',
  'Fam Leave',
  'Med Leave',
  'SUI Amt',
  'State Misc Amt',
  'State Surcharge Amt',
  'State WC Amt',
  'State Backup Withholding Amt',
  'State Allocation %',
  'Local Tax Jurisdiction',
  'Local Tax Name',
  'Local Amt',
  'Local Allocation %',
] as const;

type PaychexColumn = (typeof PAYCHEX_HEADER)[number];

function paychexRow(cells: Partial<Record<PaychexColumn, string>>): string[] {
  return PAYCHEX_HEADER.map((column) => cells[column] ?? '');
}

export function paychexFlexFile(input: PayrollFileInput): PayrollFile {
  const rows = hoursByPersonAndCode(input.lines).map((row) =>
    paychexRow({
      'Client ID': input.company.clientId,
      'Worker ID': row.payrollId,
      'Pay Component': row.code,
      Hours: hoursText(row.hundredths),
    }),
  );
  return csvFile(payrollFileName('paychexFlex', input.period, 'csv'), PAYCHEX_HEADER, rows);
}
