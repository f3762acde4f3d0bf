import { refusalMessages } from '@shiftclock/contract/messages';
import { peopleMessages } from '@shiftclock/contract/people';
import type { Tx } from '../../db/client.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { insertEmployeeWithNextId } from '../employees/employees.repository.ts';
import { lockPeople } from './people.repository.ts';
import { activateEmployee, findPersonEmployeeAt } from './person-employees.repository.ts';

/**
 * Puts a person of the organization to work at one of its locations, in the caller's transaction:
 * a new employee row with the next free kiosk ID there, or their row there active again. The person's
 * row is locked first, so an archive or a merge of the same person waits or is waited for; the
 * unique index `employees_location_person_key` is the last word on one row per location.
 * `already`: the person was active there before.
 */
export async function placePerson(
  tx: Tx,
  input: { organizationId: string; personId: string; locationId: string },
  refuseArchived: () => Error,
) {
  const [person] = await lockPeople(tx, input.organizationId, [input.personId]);
  if (!person) throw new NotFound(peopleMessages.personNotFound);
  if (person.archivedAt) throw refuseArchived();
  const existing = await findPersonEmployeeAt(tx, input.personId, input.locationId);
  if (existing) {
    if (!existing.isActive) await activateEmployee(tx, existing.id);
    return { employeeId: existing.id, already: existing.isActive };
  }
  const created = await insertEmployeeWithNextId(tx, input.locationId, { personId: input.personId });
  if (!created) throw new Conflict(refusalMessages.employeeIdsFull);
  return { employeeId: created.id, already: false };
}
