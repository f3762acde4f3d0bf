import type { Language } from '@shiftclock/contract/languages';

/**
 * Words that are rightly the same as the English in a language: the product's name, abbreviations,
 * the sample names of a placeholder, and words the language borrowed. The strings' test
 * (locales.test.ts) refuses a translation equal to its English unless every word of it is listed
 * here; docs/i18n/README.md explains the rule.
 */
export const sameAsEnglish: Record<Exclude<Language, 'en'> | 'everywhere', string[]> = {
  everywhere: [
    'ShiftClock',
    'OK',
    'ID',
    'PIN',
    // The abbreviation of minutes ('45 min').
    'min',
    'CSV',
    'Ada',
    'Lovelace',
    'Grace',
    'Hopper',
    'Alan',
    'Turing',
    // Each language's own name, the same on every page (settings.languages).
    'English',
    'Español',
    'Français',
    'Deutsch',
    // The technical term, borrowed as is (the Webhooks page).
    'Webhooks',
  ],
  // The day's and month's letters of a date field's pattern ('dd/mm/aaaa').
  es: ['Total', 'Original', 'h', 'dd', 'mm'],
  fr: [
    'Date',
    'Total',
    'Type',
    'Actions',
    'Format',
    'Pagination',
    'Shifts',
    'h',
    'version',
    'mm',
    'Latitude',
    'Longitude',
    'Code',
    'Secret',
  ],
  de: ['Name', 'Status', 'Dashboard', 'Manager', 'Limits', 'Format', 'Online', 'Offline', 'Code'],
};
