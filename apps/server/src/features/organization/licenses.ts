import { addDuration, type DurationUnit } from '@shiftclock/contract/time/calendar-duration';

/**
 * The end date of an auto-renewing license that has reached its end: extended
 * by its own duration, as many times as it takes to lie after `now`.
 */
export function renewedEnd(endsAt: Date, duration: number, unit: DurationUnit, now: Date): Date {
  let end = endsAt;
  while (end.getTime() <= now.getTime()) end = addDuration(end, duration, unit);
  return end;
}

/** Whether `renewDueLicenses` would extend this license now (it renews when read after its end). */
export function isRenewalDue(
  license: { licenseAutoRenew: boolean | null; licenseEndsAt: Date | null },
  now: Date,
): boolean {
  return license.licenseAutoRenew === true && license.licenseEndsAt !== null && license.licenseEndsAt <= now;
}

const DAY_MS = 86_400_000;

/** Days left, rounded up (docs/product.md section 9): 1.2 days left shows as 2. */
export const daysLeft = (endsAt: Date, now: Date) => Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS);
