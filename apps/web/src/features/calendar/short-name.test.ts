import { describe, expect, it } from 'vitest';
import { shortName } from './short-name.ts';

describe('shortName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(shortName('Ana Bauer')).toBe('Ana B.');
    expect(shortName('María José García')).toBe('María G.');
    expect(shortName('  Tomás   Ñúñez ')).toBe('Tomás Ñ.');
  });

  it('skips a last word that is not a name (a number kept to tell two people apart)', () => {
    expect(shortName('Ada Lovelace 2')).toBe('Ada L.');
  });

  it('keeps a one-word name whole, and an empty one empty', () => {
    expect(shortName('Chloé')).toBe('Chloé');
    expect(shortName('')).toBe('');
  });

  it('writes a lower-case initial in capitals', () => {
    expect(shortName('Ana de la cruz')).toBe('Ana C.');
  });
});
