/**
 * The languages ShiftClock is written in: the web app's screens, its e-mails, a location's setting
 * and the export's CSV header row (docs/decisions/0152-languages.md).
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
