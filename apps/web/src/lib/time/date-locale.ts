import { i18n } from '../i18n.ts';

// Dates follow the page's language *and* a region (docs/decisions/0178-dates-follow-the-location.md):
// English at a Paris location writes 30/11/2026, at a New York one 11/30/2026. A location's screens
// take the region of the location's zone (its location info's `region`); the other screens the
// region the browser prefers the language in ('en-GB' → GB for English). Numbers and words stay the
// language's own.

let locationRegion: string | null = null;

/** The region of the location whose screens are shown (null: none, the browser's applies). */
export function setLocationRegion(region: string | null | undefined): void {
  locationRegion = region ?? null;
}

const browserRegions = new Map<string, string | undefined>();

/** The region the browser prefers `language` in ('en-GB' among its languages → GB), if any. */
function browserRegion(language: string): string | undefined {
  const tags = navigator.languages ?? [navigator.language];
  const key = `${language}|${tags.join()}`;
  if (!browserRegions.has(key)) browserRegions.set(key, preferredRegion(language, tags));
  return browserRegions.get(key);
}

function preferredRegion(language: string, tags: readonly string[]): string | undefined {
  for (const tag of tags) {
    try {
      const locale = new Intl.Locale(tag);
      if (locale.language === language && locale.region) return locale.region;
    } catch {
      // Not a language tag: the next one.
    }
  }
  return undefined;
}

/** The Intl locale for dates: the page's language in the region ('en-FR'), or the language alone. */
export function dateLocale(language: string = i18n.language || 'en'): string {
  const region = locationRegion ?? browserRegion(language);
  // A language with a region of its own (the developers' pseudo-locale, 'en-XA') keeps it. Intl
  // reads a pair it has no data for ('en-MX') as the language alone.
  return region && !language.includes('-') ? `${language}-${region}` : language;
}
