import { describe, expect, it } from 'vitest';
import { completeDateField, formatDateField, parseDateField } from './date-of-day.ts';

describe('a date field in the page language', () => {
  it.each([
    ['en', '11/24/2026'],
    ['de', '24.11.2026'],
    ['fr', '24/11/2026'],
    ['es', '24/11/2026'],
  ])('writes and reads %s dates as %s', (language, text) => {
    expect(formatDateField('2026-11-24', language)).toBe(text);
    expect(parseDateField(text, language)).toBe('2026-11-24');
  });

  it('reads what people type: short years, other separators, ISO dates in any language', () => {
    expect(parseDateField('24.11.26', 'de')).toBe('2026-11-24');
    expect(parseDateField(' 1/2/2026 ', 'en')).toBe('2026-01-02');
    expect(parseDateField('1/2/2026', 'fr')).toBe('2026-02-01');
    expect(parseDateField('2026-11-24', 'de')).toBe('2026-11-24');
  });

  it('refuses what is no date', () => {
    for (const text of ['', '24.11', '31.02.2026', '24.13.2026', 'tomorrow', '24.11.1969', '1.2.3.4']) {
      expect(parseDateField(text, 'de')).toBeNull();
    }
    expect(formatDateField('24.11.20', 'de')).toBe('24.11.20');
  });
});

describe('completeDateField', () => {
  it('is a date only once its year has four digits, or in the ISO form', () => {
    expect(completeDateField('11/30/2', 'en')).toBeNull();
    expect(completeDateField('11/30/20', 'en')).toBeNull();
    expect(completeDateField('11/30/202', 'en')).toBeNull();
    expect(completeDateField('11/30/2026', 'en')).toBe('2026-11-30');
    expect(completeDateField('30.11.20', 'de')).toBeNull();
    expect(completeDateField('30.11.2026', 'de')).toBe('2026-11-30');
    expect(completeDateField('2026-11-3', 'fr')).toBe('2026-11-03');
    expect(completeDateField('2026-11-', 'fr')).toBeNull();
    expect(completeDateField('31/02/2026', 'fr')).toBeNull();
  });
});
