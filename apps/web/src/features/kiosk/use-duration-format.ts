import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DurationParts } from '../../lib/time/clock.ts';

/**
 * docs/product.md's two duration texts: the worked time of a clock-out is always 'Xh Ym' ('0h 5m'); the
 * elapsed time on a 'Currently Working' card drops the hours under one hour ('5m').
 */
export function useDurationFormat() {
  const { t } = useTranslation();
  const hoursMinutes = useCallback(
    (parts: DurationParts) =>
      t('kiosk.duration.hoursMinutes', { hours: parts.hours, minutes: parts.minutes }),
    [t],
  );
  const elapsed = useCallback(
    (parts: DurationParts) =>
      parts.hours > 0 ? hoursMinutes(parts) : t('kiosk.duration.minutes', { minutes: parts.minutes }),
    [t, hoursMinutes],
  );
  return { hoursMinutes, elapsed };
}
