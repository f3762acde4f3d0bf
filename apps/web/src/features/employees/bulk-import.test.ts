import { describe, expect, it } from 'vitest';
import { planBulkImport } from './bulk-import.ts';

describe('planBulkImport', () => {
  it('takes one trimmed name per line and ignores blank lines', () => {
    expect(planBulkImport('  Ada Lovelace \n\n   \r\nGrace Hopper\nAlan Turing\n')).toEqual({
      ok: true,
      names: ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'],
      rejected: [],
    });
  });

  it('asks for names when there are none', () => {
    expect(planBulkImport('')).toEqual({ ok: false, problem: 'empty' });
    expect(planBulkImport(' \n\n \t\n')).toEqual({ ok: false, problem: 'empty' });
  });

  it('reports lines the contract refuses, per name, and keeps the rest', () => {
    const long = 'x'.repeat(101);
    expect(planBulkImport(`Ada\n${long}`)).toEqual({
      ok: true,
      names: ['Ada'],
      rejected: [{ name: long, message: 'Employee name must be at most 100 characters' }],
    });
  });

  it('finds no valid names when every line is refused', () => {
    expect(planBulkImport(`${'y'.repeat(150)}\n${'z'.repeat(101)}`)).toEqual({
      ok: false,
      problem: 'noValidNames',
    });
  });

  it('refuses more names than one import may carry', () => {
    const text = Array.from({ length: 501 }, (_, i) => `Person ${i}`).join('\n');
    expect(planBulkImport(text)).toEqual({ ok: false, problem: 'tooMany' });
  });
});
