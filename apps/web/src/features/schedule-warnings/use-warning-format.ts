import { useTranslation } from 'react-i18next';
import { useLocationInfo } from '../../api/settings/location-info.ts';
import { useTimeFormat } from '../../api/settings/location-settings.ts';
import { usableTimeZone } from '../../lib/time/clock.ts';
import type { WarningFormat } from './warning-text.ts';

/** How the location writes times: its zone and 12/24 h clock; null until its zone is known. */
export function useWarningFormat(locationId: string): WarningFormat | null {
  const { t } = useTranslation();
  const info = useLocationInfo(locationId);
  const timeFormat = useTimeFormat(locationId);
  return info.data ? { t, timeZone: usableTimeZone(info.data.timezone), timeFormat } : null;
}
