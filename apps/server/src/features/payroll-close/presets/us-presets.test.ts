import { readFileSync } from 'node:fs';
import {
  type CompanyFields,
  DEFAULT_PAY_CODES,
  type PayKind,
  type PayrollFile,
  type PayrollFileInput,
  type PayrollLine,
  payrollFileName,
} from '@shiftclock/contract/payroll-close';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { adpWorkforceNowFile } from './adp-workforce-now.ts';
import { gustoFile, gustoHoursColumn, splitName } from './gusto.ts';
import { paychexFlexFile } from './paychex-flex.ts';
import { HOURS, inputWith, PERIOD } from './test-input.ts';

const company: CompanyFields = {
  companyCode: 'ABC',
  batchId: '1109',
  clientId: '70012345',
  consultantNumber: '',
  clientNumber: '',
};

/** The golden files were written by hand from each provider's documentation (docs/payroll-exports.md). */
const golden = (name: string) => new Uint8Array(readFileSync(new URL(`./golden/${name}`, import.meta.url)));

/** The file read back as a client's CSV parser sees it: header names to cells. */
function records(file: PayrollFile): Record<string, string>[] {
  return parse(Buffer.from(file.body), { columns: true, bom: false }) as Record<string, string>[];
}

const toHundredths = (cell: string | undefined) => (cell ? Math.round(Number(cell) * 100) : 0);
const inputTotal = (input: PayrollFileInput) =>
  input.lines.reduce((sum, line) => sum + Math.round(line.hours * 100), 0);

/** Where each layout keeps its hours: the total a parser adds up from the file alone. */
const fileTotal = {
  adpWorkforceNow: (rows: Record<string, string>[]) =>
    rows.reduce(
      (sum, r) =>
        sum + toHundredths(r['Reg Hours']) + toHundredths(r['O/T Hours']) + toHundredths(r['Hours 3 Amount']),
      0,
    ),
  paychexFlex: (rows: Record<string, string>[]) => rows.reduce((sum, r) => sum + toHundredths(r.Hours), 0),
  gusto: (rows: Record<string, string>[]) =>
    rows.reduce(
      (sum, r) =>
        sum +
        Object.entries(r)
          .filter(([column]) => column.endsWith('_hours'))
          .reduce((s, [, cell]) => s + toHundredths(cell), 0),
      0,
    ),
};

/** The kinds the default codes map (paid breaks are unmapped by default). */
const HOUR_KINDS = ['regular', 'overtime', 'doubleTime', 'paidTimeOff'] as const;

const PRESETS = [
  { provider: 'adpWorkforceNow', write: adpWorkforceNowFile },
  { provider: 'paychexFlex', write: paychexFlexFile },
  { provider: 'gusto', write: gustoFile },
] as const;

describe.each(PRESETS)('$provider preset', ({ provider, write }) => {
  const input = inputWith(DEFAULT_PAY_CODES[provider], company);

  it('writes the golden file byte for byte', () => {
    const file = write(input);
    expect(Buffer.from(file.body).toString('utf8')).toBe(
      Buffer.from(golden(`${provider}.csv`)).toString('utf8'),
    );
    expect(file.body).toEqual(golden(`${provider}.csv`));
  });

  it('names the file by provider and period, as CSV in UTF-8 without a byte order mark', () => {
    const file = write(input);
    expect(file.fileName).toBe(payrollFileName(provider, PERIOD, 'csv'));
    expect(file.fileName).toBe(`payroll-${provider}-2026-11-02_2026-11-08.csv`);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect([...file.body.slice(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
  });

  it('is the sample docs/payroll-exports.md shows', () => {
    const docs = readFileSync(new URL('../../../../../../docs/payroll-exports.md', import.meta.url), 'utf8');
    const sample = docs
      .split(`Sample (\`presets/golden/${provider}.csv\``)[1]
      ?.split('```csv\n')[1]
      ?.split('```')[0];
    expect(sample).toBe(
      Buffer.from(golden(`${provider}.csv`))
        .toString('utf8')
        .replaceAll('\r\n', '\n'),
    );
  });

  it("holds the input's total hours to the hundredth, read back from the file", () => {
    const total = HOURS.reduce((sum, h) => sum + Math.round(h.hours * 100), 0);
    expect(total).toBe(9975);
    expect(fileTotal[provider](records(write(input)))).toBe(total);
  });

  it('keeps the total exact over many fractional lines (one rounding, in whole hundredths)', () => {
    const lines: PayrollLine[] = Array.from({ length: 60 }, (_, i) => ({
      personId: `p${i % 7}`,
      payrollId: `W${i % 7}`,
      name: `Person ${i % 7}`,
      kind: HOUR_KINDS[i % 4] as PayKind,
      code: DEFAULT_PAY_CODES[provider][HOUR_KINDS[i % 4] as PayKind],
      hours: Math.round((0.01 + i * 1.37) * 100) / 100,
    }));
    // Each person and kind once, as payroll-lines.ts hands them over.
    const unique = lines.filter(
      (line, i) => lines.findIndex((l) => l.personId === line.personId && l.kind === line.kind) === i,
    );
    const many = { ...input, lines: unique };
    expect(fileTotal[provider](records(write(many)))).toBe(inputTotal(many));
  });

  it('writes no row for a line of zero hours, and a header only for an empty period', () => {
    const zero = { ...input, lines: [{ ...input.lines[0], hours: 0 } as PayrollLine] };
    expect(records(write(zero))).toEqual([]);
    const text = Buffer.from(write({ ...input, lines: [] }).body).toString('utf8');
    expect(text.split('\r\n')).toHaveLength(2);
  });

  it('writes one row per person and pay code when two kinds share a code', () => {
    const codes = { ...DEFAULT_PAY_CODES[provider] };
    codes.doubleTime = codes.overtime;
    const rows = records(write(inputWith(codes, company)));
    expect(fileTotal[provider](rows)).toBe(9975);
    const ana = rows.filter((r) => Object.values(r).includes('000123'));
    expect(ana).toHaveLength(provider === 'gusto' ? 1 : 2);
  });
});

describe('ADP Workforce Now specifics', () => {
  it('puts any code but REG and OT into Hours 3 Code and Amount', () => {
    const codes = { ...DEFAULT_PAY_CODES.adpWorkforceNow, regular: 'R', overtime: 'ot' };
    const rows = records(adpWorkforceNowFile(inputWith(codes, company)));
    expect(rows[0]).toEqual({
      'Co Code': 'ABC',
      'Batch ID': '1109',
      'File #': '000123',
      'Reg Hours': '',
      'O/T Hours': '',
      'Hours 3 Code': 'R',
      'Hours 3 Amount': '40.00',
    });
    expect(rows[1]?.['O/T Hours']).toBe('6.50');
  });
});

describe('Paychex Flex specifics', () => {
  it('writes every template column on every row, empty where this product has no figure', () => {
    const text = Buffer.from(
      paychexFlexFile(inputWith(DEFAULT_PAY_CODES.paychexFlex, company)).body,
    ).toString();
    const table = parse(text) as string[][];
    expect(new Set(table.map((row) => row.length))).toEqual(new Set([39]));
    expect(table[1]?.filter((cell) => cell !== '')).toEqual(['70012345', '000123', 'Hourly', '40.00']);
  });
});

describe('Gusto specifics', () => {
  it('names the hours columns after the pay codes', () => {
    expect(gustoHoursColumn('Regular')).toBe('regular_hours');
    expect(gustoHoursColumn('Double overtime')).toBe('double_overtime_hours');
    expect(gustoHoursColumn(' Paid time off ')).toBe('paid_time_off_hours');
    expect(gustoHoursColumn('pto_hours')).toBe('pto_hours');
  });

  it('splits a name into the first word and the rest', () => {
    expect(splitName('Chloé García')).toEqual({ first: 'Chloé', last: 'García' });
    expect(splitName(' Juan  García López ')).toEqual({ first: 'Juan', last: 'García López' });
    expect(splitName('Prince')).toEqual({ first: 'Prince', last: '' });
  });

  it('quotes a name with a comma and guards one starting with a formula character', () => {
    const input = inputWith(DEFAULT_PAY_CODES.gusto, company);
    const lines = input.lines.map((line) =>
      line.personId === 'p-dev' ? { ...line, name: '=cmd Smith, Jr.' } : line,
    );
    const rows = records(gustoFile({ ...input, lines }));
    expect(rows[2]).toMatchObject({ first_name: "'=cmd", last_name: 'Smith, Jr.', regular_hours: '12.67' });
  });
});
