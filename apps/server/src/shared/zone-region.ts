import { getTimezone } from 'countries-and-timezones';

/**
 * The country (ISO 3166-1 alpha-2) whose clock an IANA zone keeps, the one the tz database names
 * first ('Europe/Paris' → 'FR'), or null for a zone of no country ('UTC'). The web app writes a
 * location's dates that country's way in the location's language: English in Paris is 30/11/2026,
 * in New York 11/30/2026 (docs/decisions/0178-dates-follow-the-location.md).
 */
export function regionOfZone(zone: string): string | null {
  return getTimezone(zone)?.countries[0] ?? null;
}
