import { type PayrollFile, type PayrollFileInput, payrollFileName } from '@shiftclock/contract/payroll-close';
import { csvFile, hoursByPersonAndCode, hoursText } from './plain-csv.ts';

/**
 * Gusto's payroll CSV upload (docs/payroll-exports.md#gusto): one row per employee, found by
 * first_name and last_name (and gusto_employee_id when given), with a column per kind of hours whose
 * title is the earning's snake_case name ("regular_hours"). The pay code names the earning: 'Double
 * overtime' writes double_overtime_hours; a code that already is a column title is used as it is.
 * An empty cell, never a zero, where a person has none of that earning.
 */

const PERSON_COLUMNS = ['first_name', 'last_name', 'gusto_employee_id'] as const;

/** 'Paid time off' → 'paid_time_off_hours'; 'pto_hours' stays 'pto_hours'. */
export function gustoHoursColumn(code: string): string {
  const snake = code
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
  return snake.endsWith('_hours') ? snake : `${snake}_hours`;
}

/** First word, then the rest: Gusto matches both against the employee's profile. */
export function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

export function gustoFile(input: PayrollFileInput): PayrollFile {
  const coded = hoursByPersonAndCode(input.lines);
  const columns = [...new Set(coded.map((row) => gustoHoursColumn(row.code)))];
  const people = new Map<string, { payrollId: string; name: string; hundredths: Map<string, number> }>();
  for (const row of coded) {
    const person = people.get(row.personId) ?? {
      payrollId: row.payrollId,
      name: row.name,
      hundredths: new Map(),
    };
    const column = gustoHoursColumn(row.code);
    person.hundredths.set(column, (person.hundredths.get(column) ?? 0) + row.hundredths);
    people.set(row.personId, person);
  }
  const rows = [...people.values()].map(({ payrollId, name, hundredths }) => {
    const { first, last } = splitName(name);
    const hours = columns.map((column) => {
      const value = hundredths.get(column);
      return value ? hoursText(value) : '';
    });
    return [first, last, payrollId, ...hours];
  });
  return csvFile(payrollFileName('gusto', input.period, 'csv'), [...PERSON_COLUMNS, ...columns], rows);
}
