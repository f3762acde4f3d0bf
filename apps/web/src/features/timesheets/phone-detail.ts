import type { Shift } from '@shiftclock/contract/shifts';
import type { TFunction } from 'i18next';

/**
 * A phone mark's distances in words ("in 42 m · out 30 m"): each punch of the shift taken from the
 * employee's app, with how far from the location it was (docs/api.md, "Punches from the app").
 */
export function phoneDetail(t: TFunction, phone: NonNullable<Shift['phone']>): string {
  const parts = [
    phone.clockInMeters === null ? null : t('timesheets.badges.phoneIn', { meters: phone.clockInMeters }),
    phone.clockOutMeters === null ? null : t('timesheets.badges.phoneOut', { meters: phone.clockOutMeters }),
  ];
  return parts.filter((part) => part !== null).join(' · ');
}
