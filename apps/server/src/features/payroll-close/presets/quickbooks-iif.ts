import {
  type PayrollFile,
  type PayrollFileInput,
  type PayrollLine,
  payrollFileName,
} from '@shiftclock/contract/payroll-close';
import { encodeWindows1252 } from './windows-1252.ts';

/**
 * QuickBooks Desktop's IIF import of timer activities (docs/payroll-exports.md): a
 * tab-separated text file, CRLF, the TIMERHDR block first, then one TIMEACT row per activity.
 * EMP is the person's payroll ID: the owner enters each person's QuickBooks employee name there,
 * because QuickBooks matches EMP against its Employee list by name. PITEM is the payroll item (the
 * pay code); XFERTOPAYROLL=Y sends the hours to the paycheck; no customer or service item, so the
 * activity is not billable (BILLINGSTATUS 0).
 */

const TIMER_HEADER = [
  '!TIMERHDR',
  'VER',
  'REL',
  'COMPANYNAME',
  'IMPORTEDBEFORE',
  'FROMTIMER',
  'COMPANYCREATETIME',
];
// Timer version 8, release 0; not imported before; coming from the Timer side into QuickBooks.
const TIMER_VALUES = ['TIMERHDR', '8', '0', '', 'N', 'Y', ''];
const ACTIVITY_HEADER = [
  '!TIMEACT',
  'DATE',
  'JOB',
  'EMP',
  'ITEM',
  'PITEM',
  'DURATION',
  'PROJ',
  'NOTE',
  'XFERTOPAYROLL',
  'BILLINGSTATUS',
];

/** Intuit's reference: "The duration cannot be greater than 23:59." */
const MAX_ACTIVITY_MINUTES = 23 * 60 + 59;

/** IIF has no quoting: a tab or line break inside a value would start a new field or row. */
const field = (value: string) => value.replace(/[\t\r\n]+/g, ' ');

/** 2026-11-08 → 11/08/26, the MM/DD/YY the reference asks for. */
export function iifDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year?.slice(2)}`;
}

/** 375 minutes → 6:15 (hours and minutes). */
export function iifDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * A line's hours as whole minutes, rounded once, then split into the fewest activities QuickBooks
 * accepts (at most 23:59 each), as equal as whole minutes allow, so they sum to the line exactly.
 */
export function activityMinutes(hours: number): number[] {
  const minutes = Math.round(hours * 60);
  const parts = Math.ceil(minutes / MAX_ACTIVITY_MINUTES);
  const base = Math.floor(minutes / parts);
  const longer = minutes % parts;
  return Array.from({ length: parts }, (_, index) => base + (index < longer ? 1 : 0));
}

function activityRows(line: PayrollLine, input: PayrollFileInput): string[][] {
  const { startDate, endDate } = input.period;
  // The person's name and the period, so the owner sees whose hours these are in QuickBooks.
  const note = `${line.name} ${iifDate(startDate)}-${iifDate(endDate)}`;
  return activityMinutes(line.hours).map((minutes) => [
    'TIMEACT',
    iifDate(endDate),
    '',
    line.payrollId,
    '',
    line.code,
    iifDuration(minutes),
    '',
    note,
    'Y',
    '0',
  ]);
}

export function quickbooksIifFile(input: PayrollFileInput): PayrollFile {
  const rows = [
    TIMER_HEADER,
    TIMER_VALUES,
    ACTIVITY_HEADER,
    ...input.lines.filter((line) => line.hours > 0).flatMap((line) => activityRows(line, input)),
  ];
  const text = rows.map((row) => row.map(field).join('\t')).join('\r\n');
  return {
    fileName: payrollFileName('quickbooksIif', input.period, 'iif'),
    contentType: 'text/plain; charset=windows-1252',
    body: encodeWindows1252(`${text}\r\n`),
  };
}
