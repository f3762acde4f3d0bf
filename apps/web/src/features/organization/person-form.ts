import { createPersonBody, personDetails } from '@shiftclock/contract/people';
import { z } from 'zod';
import type { Person, PersonFields } from '../../api/people/people.ts';

/** What the person form's boxes hold: text, and the codes of the locations ticked. */
export interface PersonFormValues {
  name: string;
  email: string;
  phone: string;
  payrollId: string;
  hourlyRate: string;
  locationIds: string[];
}

/**
 * The server's own body schema, with an empty hourly rate read as "not set" (the contract's rate is a
 * decimal string or null, and a box is never null).
 */
export const personFormSchema = createPersonBody.extend({
  hourlyRate: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    personDetails.shape.hourlyRate,
  ),
}) satisfies z.ZodType<PersonFields, unknown>;

export const personFormFields = ['name', 'email', 'phone', 'payrollId', 'hourlyRate'] as const;
export type PersonFormField = (typeof personFormFields)[number];
export const isPersonFormField = (path: string): path is PersonFormField =>
  (personFormFields as readonly string[]).includes(path);

export function personFormValues(person?: Person): PersonFormValues {
  return {
    name: person?.name ?? '',
    email: person?.email ?? '',
    phone: person?.phone ?? '',
    payrollId: person?.payrollId ?? '',
    hourlyRate: person?.hourlyRate ?? '',
    locationIds: [],
  };
}
