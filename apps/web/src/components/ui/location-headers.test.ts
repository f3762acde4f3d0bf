import { describe, expect, it } from 'vitest';
import { headerGradientFor, locationHeaderStyles } from './location-headers.ts';

describe('headerGradientFor', () => {
  it('gives a location the same style every time, whatever the case of its id', () => {
    expect(headerGradientFor('ABC234')).toBe(headerGradientFor('ABC234'));
    expect(headerGradientFor('abc234')).toBe(headerGradientFor('ABC234'));
  });

  it('spreads locations over the styles', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `LOC${i.toString().padStart(3, '0')}`);
    const used = new Set(ids.map((id) => headerGradientFor(id).key));
    expect(used.size).toBe(locationHeaderStyles.length);
  });

  it('always answers one of the ten styles', () => {
    for (const id of ['', 'X', 'ZZZZZZ', 'ÄÖÜ', '😀']) {
      expect(locationHeaderStyles).toContain(headerGradientFor(id));
    }
  });
});
