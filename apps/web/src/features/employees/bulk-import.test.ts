import { describe, expect, it } from 'vitest';
import { planBulkImport, previewBulkImport } from './bulk-import.ts';

const staff = [{ name: 'Ada Lovelace', employeeId: '001' }];
const plan = (text: string, skipDuplicates = true) =>
  planBulkImport(previewBulkImport(text, staff), skipDuplicates);

describe('previewBulkImport', () => {
  it('gives every non-blank line one outcome, and counts that add up to the lines', () => {
    const long = 'x'.repeat(101);
    const preview = previewBulkImport(
      `  Grace Hopper \n\n ada   LOVELACE\nAlan Turing\ngrace hopper\n\r\n${long}`,
      staff,
    );
    expect(preview.lines).toEqual([
      { name: 'Grace Hopper', kind: 'new' },
      { name: 'ada   LOVELACE', kind: 'existing', employeeId: '001' },
      { name: 'Alan Turing', kind: 'new' },
      { name: 'grace hopper', kind: 'repeated' },
      { name: long, kind: 'invalid', message: 'Employee name must be at most 100 characters' },
    ]);
    expect(preview.counts).toEqual({ new: 2, existing: 1, repeated: 1, invalid: 1 });
  });
});

describe('planBulkImport', () => {
  it('sends the new names and skips duplicates by default', () => {
    expect(plan('Grace Hopper\nAda Lovelace\nAlan Turing\nGrace Hopper')).toEqual({
      ok: true,
      names: ['Grace Hopper', 'Alan Turing'],
      skipped: 2,
      rejected: [],
    });
  });

  it('adds the duplicates too when the manager says so', () => {
    expect(plan('Grace Hopper\nAda Lovelace', false)).toEqual({
      ok: true,
      names: ['Grace Hopper', 'Ada Lovelace'],
      skipped: 0,
      rejected: [],
    });
  });

  it('asks for names when there are none', () => {
    expect(plan('')).toEqual({ ok: false, problem: 'empty' });
    expect(plan(' \n\n \t\n')).toEqual({ ok: false, problem: 'empty' });
  });

  it('keeps lines the contract refuses apart, with their message', () => {
    const long = 'x'.repeat(101);
    expect(plan(`Grace\n${long}`)).toEqual({
      ok: true,
      names: ['Grace'],
      skipped: 0,
      rejected: [{ name: long, message: 'Employee name must be at most 100 characters' }],
    });
  });

  it('finds no valid names when every line is refused, and nothing to add when all are duplicates', () => {
    expect(plan(`${'y'.repeat(150)}\n${'z'.repeat(101)}`)).toEqual({ ok: false, problem: 'noValidNames' });
    expect(plan('Ada Lovelace\nada lovelace')).toEqual({ ok: false, problem: 'nothingToAdd' });
  });

  it('refuses more names than one import may carry', () => {
    const text = Array.from({ length: 501 }, (_, i) => `Person ${i}`).join('\n');
    expect(plan(text)).toEqual({ ok: false, problem: 'tooMany' });
  });
});
