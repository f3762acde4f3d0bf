import { isLanguage, type Language } from '@shiftclock/contract/languages';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { validateSessionQuery } from '../../../api/auth/validate-session.ts';
import { locationInfoQuery } from '../../../api/settings/location-info.ts';
import { locationSettingsQuery } from '../../../api/settings/location-settings.ts';
import { getToken } from '../../../lib/api-client.ts';
import { isDashboardAccountType } from '../../../lib/paths.ts';
import { setLocationRegion } from '../../../lib/time/date-locale.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { tokenPreferenceFor } from '../session-access.ts';

const STORAGE_KEY = 'shiftclock.location-language';
const REGION_KEY = 'shiftclock.location-region';

/**
 * The layout of a location's screens (kiosk, manager dashboard, settings, timesheets): they speak the
 * location's language setting, whoever's browser shows them (docs/decisions/0152-languages.md), and
 * write dates the way of the location's country (docs/decisions/0178-dates-follow-the-location.md).
 *
 * The screens render at once, as they did before languages: their own loading and sign-out states
 * must not wait for a setting. The setting's language is remembered on the device, so a German
 * kiosk opens in German from its second start on rather than flashing English while it asks. So is
 * the region; when it arrives or changes, the screens below render again with it (the Outlet's key),
 * as dates are written outside React's state.
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

  const region = useQuery({
    ...locationInfoQuery(locationId, area),
    select: (info) => info.region ?? null,
    enabled: locationId !== '',
  }).data;

  useEffect(() => {
    if (setting) rememberLanguage(setting);
  }, [setting]);
  useLanguage(setting ?? rememberedLanguage());

  const shownRegion = region === undefined ? remembered(REGION_KEY) : region;
  // Set while rendering, so that the screens below write their first dates with it.
  setLocationRegion(shownRegion);
  useEffect(() => {
    if (region !== undefined) remember(REGION_KEY, region);
  }, [region]);
  useEffect(() => {
    setLocationRegion(shownRegion);
    // The screens outside a location's write dates the browser's way again.
    return () => setLocationRegion(null);
  }, [shownRegion]);
  return <Outlet key={shownRegion ?? ''} />;
}

function remembered(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** null forgets: a device keeps nothing it doesn't need. */
function remember(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Without storage the next start asks the server first, in the language it has.
  }
}

function rememberedLanguage(): Language | undefined {
  const stored = remembered(STORAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
}

/** English, the default, is not stored: a device that never saw another language keeps nothing. */
function rememberLanguage(language: Language): void {
  remember(STORAGE_KEY, language === 'en' ? null : language);
}
