import type { TimeFormat } from '@shiftclock/contract/time-format';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentShiftsQuery } from '../../../api/kiosk/current-shifts.ts';
import { useLocationInfo } from '../../../api/settings/location-info.ts';
import { formatTimeOfDay } from '../../../lib/time/clock.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * Who is clocked in now, with their clock-in times, in the location's time zone and the
 * chosen time format, so the format's effect is visible right here. docs/product.md section 8: a failure
 * to load them is only logged, so the section then stays away.
 */
export function CurrentlyWorkingSection({
  locationId,
  timeFormat,
  className,
}: {
  locationId: string;
  timeFormat: TimeFormat;
  className?: string;
}) {
  const { t } = useTranslation();
  // docs/product.md section 8: a failure here is only logged, so one attempt is enough.
  const shifts = useQuery({ ...currentShiftsQuery(locationId, 'manager'), retry: false });
  // Until the zone is known (or if it cannot be had) the device's zone stands in.
  const timeZone = useLocationInfo(locationId).data?.timezone ?? '';

  useEffect(() => {
    if (shifts.isError) console.warn('Could not load the current shifts', shifts.error);
  }, [shifts.isError, shifts.error]);

  if (shifts.isError) return null;

  return (
    <SettingsSection title={t('settings.working.title')} className={className}>
      {shifts.data === undefined ? (
        <div aria-hidden="true" className="h-10 animate-pulse rounded-md bg-slate-100" />
      ) : shifts.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('settings.working.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {shifts.data.map((shift) => (
            <li key={shift.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <span className="font-medium text-slate-900">
                {shift.employee.name}{' '}
                <span className="text-sm font-normal text-slate-600">
                  {t('settings.working.idLabel', { employeeId: shift.employee.employeeId })}
                </span>
              </span>
              <span className="text-sm text-slate-700 tabular-nums">
                {t('settings.working.since', {
                  time: formatTimeOfDay(shift.clockIn, timeZone, { timeFormat }),
                })}
                {shift.onBreakSince ? (
                  <span className="ml-2 font-medium text-amber-900">
                    {t('settings.working.onBreakSince', {
                      time: formatTimeOfDay(shift.onBreakSince, timeZone, { timeFormat }),
                    })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
