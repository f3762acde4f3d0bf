import type { Person } from '@shiftclock/contract/people';
import type { PersonRow } from './people.repository.ts';

/** The person as the owner's calls answer it (packages/contract/src/people.ts `personSchema`): never the PIN's hash. */
export const toPersonDto = (row: PersonRow): Person => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  payrollId: row.payrollId,
  hourlyRate: row.hourlyRate,
  pinSet: row.pinSet,
  archivedAt: row.archivedAt ? new Date(row.archivedAt).toISOString() : null,
  locations: row.locations,
});
