/**
 * docs/product.md section 11.3: an organization is active when it is approved and its
 * license has not ended. A license with autoRenew never lapses: it is extended by
 * its own duration when it reaches its end (the master console persists that).
 */
export type ActivityInput = {
  status: string;
  licenseEndsAt: Date | null;
  licenseAutoRenew: boolean | null;
};

export function isOrganizationActive(org: ActivityInput, now: Date): boolean {
  if (org.status !== 'approved' || !org.licenseEndsAt) return false;
  return org.licenseAutoRenew === true || org.licenseEndsAt.getTime() > now.getTime();
}
