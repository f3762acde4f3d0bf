import type { Language } from '../lib/i18n.ts';

/**
 * Texts that are rightly the same as the English in a language (a product name, an abbreviation, a
 * word the language borrowed). The strings' test (locales.test.ts) refuses any other text left
 * equal to the English; docs/i18n/README.md explains the rule.
 */
export const sameAsEnglish: Record<Exclude<Language, 'en'>, string[]> = {
  es: ['ShiftClock', 'OK', 'ID', 'PIN', 'CSV'],
  fr: ['ShiftClock', 'OK', 'ID', 'PIN', 'CSV'],
  de: ['ShiftClock', 'OK', 'ID', 'PIN', 'CSV'],
};
