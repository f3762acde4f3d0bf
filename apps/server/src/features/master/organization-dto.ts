import { z } from 'zod';
import { daysLeft } from './licenses.ts';
import type { OrganizationRow } from './organizations.repository.ts';

export const licenseDto = z.object({
  type: z.enum(['trial', 'monthly', 'yearly', 'custom']),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.number(),
  durationUnit: z.enum(['days', 'months', 'years']),
  autoRenew: z.boolean(),
  daysLeft: z.number(),
});

export const organizationDto = z.object({
  _id: z.string(),
  id: z.string(),
  organizationName: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'approved', 'suspended', 'rejected']),
  createdAt: z.string(),
  license: licenseDto.nullable(),
  locationCount: z.number(),
  locationLimits: z.object({ maxLocations: z.number(), currentLocations: z.number() }),
});
export type OrganizationDto = z.infer<typeof organizationDto>;

/** The organization as SPEC.md section 3 names it (also `_id`, per CONTRACT.md section 2). */
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
