import type { OrganizationDashboard } from '../../api/organization/organization-dashboard.ts';

/**
 * Whether creating `createdLocationId` used the last free place (docs/product.md section 4's limit notice).
 * `dashboard` is the cached answer: normally already refreshed with the new location in it; if that
 * refresh failed it predates the create, and the new location is counted on top.
 */
export function reachedLimitAfterCreate(
  dashboard: OrganizationDashboard,
  createdLocationId: string,
): boolean {
  const { currentLocations, maxLocations } = dashboard.organization.locationLimits;
  const counted = dashboard.locations.some((location) => location.locationId === createdLocationId);
  return (counted ? currentLocations : currentLocations + 1) >= maxLocations;
}
