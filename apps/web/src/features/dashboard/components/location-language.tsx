import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { validateSessionQuery } from '../../../api/auth/validate-session.ts';
import { locationSettingsQuery } from '../../../api/settings/location-settings.ts';
import { getToken } from '../../../lib/api-client.ts';
import { isLanguage, type Language } from '../../../lib/i18n.ts';
import { isDashboardAccountType } from '../../../lib/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { tokenPreferenceFor } from '../session-access.ts';

const STORAGE_KEY = 'shiftclock.location-language';

/**
 * The layout of a location's screens (kiosk, manager dashboard, settings, timesheets): they speak the
 * location's language setting, whoever's browser shows them (docs/decisions/0152-languages.md).
 *
 * The screens render at once, as they did before languages: their own loading and sign-out states
 * must not wait for a setting. The setting's language is remembered on the device, so a German
 * kiosk opens in German from its second start on rather than flashing English while it asks.
 */
export function LocationLanguage() {
  const { accountType } = useParams();
  const preference = isDashboardAccountType(accountType) ? tokenPreferenceFor(accountType) : 'default';
  const area = preference === 'kiosk' ? 'kiosk' : 'manager';
  const session = useQuery({ ...validateSessionQuery(preference), enabled: getToken(preference) !== null });
  const locationId = session.data?.locationId ?? '';
  const setting = useQuery({
    ...locationSettingsQuery(locationId, area),
    select: (settings) => settings.language,
    enabled: locationId !== '',
  }).data;

  useEffect(() => {
    if (setting) rememberLanguage(setting);
  }, [setting]);
  useLanguage(setting ?? rememberedLanguage());
  return <Outlet />;
}

function rememberedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** English, the default, is not stored: a device that never saw another language keeps nothing. */
function rememberLanguage(language: Language): void {
  try {
    if (language === 'en') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Without storage the next start asks the server first, in the language it has.
  }
}
