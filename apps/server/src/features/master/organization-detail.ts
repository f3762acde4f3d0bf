import { type OrganizationEvent, organizationEventSchema } from '@shiftclock/contract/master';

/**
 * A stored history row as the detail answers it. The details are JSON written by this server; a row
 * that does not read as an event (a shape from a later version) is left out rather than failing the page.
 */
export function toOrganizationEvent(row: {
  at: Date;
  kind: string;
  details: Record<string, unknown>;
}): OrganizationEvent | undefined {
  const values = row.kind === 'license' ? { license: row.details } : row.details;
  const parsed = organizationEventSchema.safeParse({ ...values, kind: row.kind, at: row.at.toISOString() });
  return parsed.success ? parsed.data : undefined;
}
