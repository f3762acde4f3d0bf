import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { escapeCell, toCsv } from './csv.ts';

describe('CSV writer', () => {
  it('writes RFC 4180 with a BOM and CRLF, and a parser reads back exactly the cells', () => {
    const rows = [
      ['001', 'Zoë "Z" Müller', '8.00'],
      ['002', 'Smith, John', '0.50'],
      ['003', 'Two\r\nlines', '12.25'],
    ];
    const text = toCsv(['Employee ID', 'Name', 'Hours'], rows);
    expect(text.startsWith('\uFEFFEmployee ID,Name,Hours\r\n')).toBe(true);
    expect(text).toContain('"Zoë ""Z"" Müller"');
    expect(text.endsWith('12.25\r\n')).toBe(true);
    expect(parse(text, { bom: true })).toEqual([['Employee ID', 'Name', 'Hours'], ...rows]);
  });

  it('escapes cells starting with a formula character (OWASP CSV injection)', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const value = `${start}HYPERLINK("http://x")`;
      const rows = parse(toCsv(['x'], [[value]]), { bom: true, from_line: 2 }) as string[][];
      expect(rows).toEqual([[`'${value}`]]);
    }
    expect(escapeCell('=1+1')).toBe("'=1+1");
    expect(escapeCell('a=1')).toBe('a=1');
    expect(escapeCell('8.00')).toBe('8.00');
    expect(escapeCell('')).toBe('');
  });
});
