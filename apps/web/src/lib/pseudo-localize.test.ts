import { describe, expect, it } from 'vitest';
import { pseudoLocalize, pseudoLocalizeText } from './pseudo-localize.ts';

describe('the pseudo-locale', () => {
  it('accents the words, makes them about 40% longer and brackets them', () => {
    const text = pseudoLocalizeText('Clock In');
    expect(text).toMatch(/^\[Çļöçķ Îñ ·+\]$/);
    expect(text.length).toBeGreaterThanOrEqual(Math.round('Clock In'.length * 1.4));
  });

  it('leaves placeholders, tags and word-less texts alone', () => {
    expect(pseudoLocalizeText('Welcome {{name}}')).toMatch(/^\[Ŵéļçöɱé \{\{name\}\} ·+\]$/);
    expect(pseudoLocalizeText('<0>Hi</0>')).toContain('<0>');
    expect(pseudoLocalizeText('000')).toBe('000');
    expect(pseudoLocalizeText('{{start}} – {{end}}')).toBe('{{start}} – {{end}}');
  });

  it('keeps the shape of a tree of strings', () => {
    expect(pseudoLocalize({ a: { b: 'Go' }, n: 1 })).toEqual({
      a: { b: expect.stringMatching(/^\[Ĝö ·\]$/) },
      n: 1,
    });
  });
});
