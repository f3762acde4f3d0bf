import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './clock.ts';
import { dateLocale, setLocationRegion } from './date-locale.ts';
import { datePattern, formatDateField, parseDateField } from './date-of-day.ts';

// docs/decisions/0178-dates-follow-the-location.md
afterEach(() => {
  setLocationRegion(null);
  vi.restoreAllMocks();
});

const noon = '2026-11-30T12:00:00Z';
const englishParts = { day: 'dd', month: 'mm', year: 'yyyy' };

describe("a location's dates", () => {
  it('in English are written and typed day first in Paris', () => {
    setLocationRegion('FR');
    expect(formatDate(noon, 'Europe/Paris', 'numericDate')).toBe('30/11/2026');
    expect(formatDate(noon, 'Europe/Paris', 'longDate')).toBe('Monday, 30 November 2026');
    expect(formatDateField('2026-11-30')).toBe('30/11/2026');
    expect(parseDateField('30/11/2026')).toBe('2026-11-30');
    expect(parseDateField('11/30/2026')).toBeNull();
    expect(datePattern(englishParts)).toBe('dd/mm/yyyy');
  });

  it('in English are written and typed month first in New York', () => {
    setLocationRegion('US');
    expect(formatDate(noon, 'America/New_York', 'numericDate')).toBe('11/30/2026');
    expect(formatDateField('2026-11-30')).toBe('11/30/2026');
    expect(parseDateField('11/30/2026')).toBe('2026-11-30');
    expect(datePattern(englishParts)).toBe('mm/dd/yyyy');
  });

  it("keep the language's own order where Intl has nothing for the pair", () => {
    setLocationRegion('US');
    expect(dateLocale('de')).toBe('de-US');
    expect(formatDateField('2026-11-30', dateLocale('de'))).toBe('30.11.2026');
    // The developers' pseudo-locale has a region of its own.
    expect(dateLocale('en-XA')).toBe('en-XA');
  });
});

describe('dates outside a location', () => {
  it('follow the region the browser prefers the language in, else the language alone', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-CH', 'en-GB']);
    expect(dateLocale('en')).toBe('en-GB');
    expect(formatDate(noon, 'UTC', 'numericDate')).toBe('30/11/2026');
    expect(dateLocale('fr')).toBe('fr');
  });
});
