import type { Organization } from '@shiftclock/contract/master';
import { daysLeft } from './licenses.ts';
import type { OrganizationRow } from './organizations.repository.ts';

export type OrganizationDto = Organization;

/** The organization as docs/product.md section 3 names it (also `_id`, per docs/product.md section 11.2). */
export function toOrganizationDto(row: OrganizationRow, now: Date): OrganizationDto {
  const license =
    row.licenseType && row.licenseEndsAt && row.licenseStartsAt && row.licenseDurationUnit
      ? {
          type: row.licenseType,
          startDate: row.licenseStartsAt.toISOString(),
          endDate: row.licenseEndsAt.toISOString(),
          duration: row.licenseDuration ?? 0,
          durationUnit: row.licenseDurationUnit,
          autoRenew: row.licenseAutoRenew ?? false,
          daysLeft: daysLeft(row.licenseEndsAt, now),
        }
      : null;
  return {
    _id: row.id,
    id: row.id,
    organizationName: row.name,
    email: row.email,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    license,
    locationCount: row.locationCount,
    locationLimits: { maxLocations: row.maxLocations, currentLocations: row.locationCount },
  };
}
