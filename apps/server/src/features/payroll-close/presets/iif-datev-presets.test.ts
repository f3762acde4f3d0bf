import { readFileSync } from 'node:fs';
import { DEFAULT_PAY_CODES, type PayrollFileInput } from '@shiftclock/contract/payroll-close';
import { describe, expect, it } from 'vitest';
import { datevLodasFile } from './datev-lodas.ts';
import { activityMinutes, quickbooksIifFile } from './quickbooks-iif.ts';
import { HOURS, inputWith, PERIOD } from './test-input.ts';
import { decodeWindows1252, encodeWindows1252 } from './windows-1252.ts';

/** Each golden file was written by hand from the provider's documentation (docs/payroll-exports.md). */
const golden = (name: string) => new Uint8Array(readFileSync(new URL(`./golden/${name}`, import.meta.url)));

const noCompany = { companyCode: '', batchId: '', clientId: '', consultantNumber: '', clientNumber: '' };
const datevCompany = { ...noCompany, consultantNumber: '1234567', clientNumber: '12345' };

/** The input's total in hundredths, the organization timesheet's figure. */
const inputTotal = Math.round(HOURS.reduce((sum, { hours }) => sum + hours * 100, 0));

describe('Windows-1252 encoder', () => {
  it('maps Latin-1 letters to their byte and the 0x80–0x9F characters to theirs, not to Latin-1 controls', () => {
    expect([...encodeWindows1252('é')]).toEqual([0xe9]);
    expect([...encodeWindows1252('€„“”–Ÿ')]).toEqual([0x80, 0x84, 0x93, 0x94, 0x96, 0x9f]);
    expect([...encodeWindows1252('Aß;\r\n')]).toEqual([0x41, 0xdf, 0x3b, 0x0d, 0x0a]);
  });

  it('writes ? for a character Windows-1252 cannot hold, one per character', () => {
    expect([...encodeWindows1252('東京')]).toEqual([0x3f, 0x3f]);
    expect([...encodeWindows1252('a😀b')]).toEqual([0x61, 0x3f, 0x62]);
    // A C1 control has no Windows-1252 byte of its own either.
    expect([...encodeWindows1252('\u0080')]).toEqual([0x3f]);
  });

  it('composes a decomposed accent first, so "e" + combining acute is still 0xE9', () => {
    expect([...encodeWindows1252('e\u0301')]).toEqual([0xe9]);
  });

  it('reads back what it wrote', () => {
    const text = 'Chloé García zahlt 5 € „brutto“';
    expect(decodeWindows1252(encodeWindows1252(text))).toBe(text);
  });
});

describe('QuickBooks Desktop (IIF) preset', () => {
  const input = inputWith(DEFAULT_PAY_CODES.quickbooksIif, noCompany);

  it('writes the golden file byte for byte', () => {
    expect(quickbooksIifFile(input).body).toEqual(golden('quickbooksIif.iif'));
  });

  it('names the file by provider and period, as Windows-1252 text', () => {
    const file = quickbooksIifFile(input);
    expect(file.fileName).toBe(`payroll-quickbooksIif-${PERIOD.startDate}_${PERIOD.endDate}.iif`);
    expect(file.contentType).toBe('text/plain; charset=windows-1252');
  });

  it("sums the activities' durations back to the input's total, to the minute and to the hundredth", () => {
    const rows = decodeWindows1252(quickbooksIifFile(input).body)
      .split('\r\n')
      .filter((row) => row.startsWith('TIMEACT\t'))
      .map((row) => row.split('\t'));
    const minutes = rows.map((cells) => {
      const [h, m] = (cells[6] as string).split(':').map(Number);
      expect(m).toBeLessThan(60);
      return (h as number) * 60 + (m as number);
    });
    expect(Math.max(...minutes)).toBeLessThanOrEqual(23 * 60 + 59);
    const total = minutes.reduce((sum, m) => sum + m, 0);
    expect(total).toBe(5985);
    expect(Math.round((total / 60) * 100)).toBe(inputTotal);
  });

  it('splits a line longer than 23:59 into the fewest activities, summing to its minutes', () => {
    expect(activityMinutes(40)).toEqual([1200, 1200]);
    expect(activityMinutes(23.98)).toEqual([1439]);
    expect(activityMinutes(24)).toEqual([720, 720]);
    expect(activityMinutes(50.02)).toEqual([1001, 1000, 1000]);
    expect(activityMinutes(0.01)).toEqual([1]);
  });

  it('writes no activity for a line without hours, and keeps tabs out of a field', () => {
    const withExtras: PayrollFileInput = {
      ...input,
      lines: [
        {
          personId: 'p-x',
          payrollId: 'X\tY',
          name: 'Tab\tName',
          kind: 'regular',
          code: 'Hourly Rate',
          hours: 2,
        },
        { personId: 'p-z', payrollId: 'Z', name: 'Zero', kind: 'regular', code: 'Hourly Rate', hours: 0 },
      ],
    };
    const rows = decodeWindows1252(quickbooksIifFile(withExtras).body).split('\r\n');
    const activities = rows.filter((row) => row.startsWith('TIMEACT\t'));
    expect(activities).toHaveLength(1);
    expect(activities[0]?.split('\t')).toHaveLength(11);
    expect(activities[0]?.split('\t')[3]).toBe('X Y');
  });
});

describe('DATEV LODAS preset', () => {
  const input = inputWith(DEFAULT_PAY_CODES.datevLodas, datevCompany);

  it('writes the golden file byte for byte, in Windows-1252 (é is 0xE9)', () => {
    const body = datevLodasFile(input).body;
    expect(body).toEqual(golden('datevLodas.txt'));
    expect(body.includes(0xe9)).toBe(true);
  });

  it('names the file by provider and period, as Windows-1252 text', () => {
    const file = datevLodasFile(input);
    expect(file.fileName).toBe(`payroll-datevLodas-${PERIOD.startDate}_${PERIOD.endDate}.txt`);
    expect(file.contentType).toBe('text/plain; charset=windows-1252');
  });

  it("sums the booked hours back to the input's total", () => {
    const text = decodeWindows1252(datevLodasFile(input).body);
    const records = text.split('\r\n[Bewegungsdaten]\r\n')[1]?.split('\r\n').filter(Boolean) ?? [];
    expect(records).toHaveLength(HOURS.length);
    const hundredths = records.map((record) => {
      const [type, month, , , key, value, rest] = record.split(';');
      expect([type, month, key, rest]).toEqual(['1', '01.11.2026', '1', '']);
      return Math.round(Number((value as string).replace(',', '.')) * 100);
    });
    expect(hundredths.reduce((sum, h) => sum + h, 0)).toBe(inputTotal);
  });

  it("books the month the period ends in, with the company's own numbers", () => {
    const acrossMonths = { ...input, period: { startDate: '2026-11-30', endDate: '2026-12-06' } };
    const text = decodeWindows1252(datevLodasFile(acrossMonths).body);
    expect(text).toContain('\r\n1;01.12.2026;000123;1000;1;40,00;\r\n');
    const other = { ...datevCompany, consultantNumber: '7654321', clientNumber: '99' };
    const header = decodeWindows1252(datevLodasFile({ ...input, company: other }).body);
    expect(header).toContain('\r\nBeraterNr=7654321\r\nMandantenNr=99\r\n');
  });

  it('writes no record for a line without hours, and keeps separators out of a field', () => {
    const withExtras: PayrollFileInput = {
      ...input,
      lines: [
        { personId: 'p-x', payrollId: '12;3', name: 'Semi', kind: 'regular', code: '1000', hours: 2 },
        { personId: 'p-z', payrollId: '9', name: 'Zero', kind: 'regular', code: '1000', hours: 0 },
      ],
    };
    const records = decodeWindows1252(datevLodasFile(withExtras).body)
      .split('\r\n')
      .filter((row) => row.startsWith('1;01.'));
    expect(records).toEqual(['1;01.11.2026;12 3;1000;1;2,00;']);
  });
});
