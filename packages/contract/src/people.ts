import { z } from 'zod';
import { employeeName } from './employees.ts';
import { messages } from './messages.ts';
import { PEOPLE_PAGE_MAX, peopleMessages } from './people-messages.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';

/**
 * People of the organization (docs/decisions/0187-one-person-across-locations.md): one record per
 * person, working at one or more locations, with a 3-digit kiosk ID at each.
 */

export { PEOPLE_PAGE_MAX, peopleMessages };

const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(SINGLE_LINE, singleLineMessage)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const personDetails = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .transform((v) => (v === '' ? null : v.toLowerCase()))
    .pipe(z.email(messages.emailInvalid).nullable())
    .nullable(),
  phone: optionalLine(40),
  payrollId: optionalLine(40),
  /** Decimal string with at most 2 decimals, e.g. "18.50"; null: not set. */
  hourlyRate: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, peopleMessages.hourlyRateInvalid)
    .nullable(),
});

/** A location's code, in any case (codes are stored upper-case). */
const locationCode = z
  .string()
  .max(6)
  .transform((v) => v.toUpperCase());

export const createPersonBody = personDetails.partial().extend({
  name: employeeName,
  /** Location codes to add the person at, each with the next free kiosk ID. */
  locationIds: z.array(locationCode).max(50).optional(),
});
export const updatePersonBody = personDetails
  .partial()
  .extend({ name: employeeName.optional() })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');

/** The person at one location: its code and name, the kiosk ID there, active or not there. */
export const personLocationSchema = z.object({
  locationId: z.string(),
  locationName: z.string(),
  employeeId: z.string(),
  isActive: z.boolean(),
});

export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  payrollId: z.string().nullable(),
  hourlyRate: z.string().nullable(),
  pinSet: z.boolean(),
  archivedAt: z.iso.datetime().nullable(),
  locations: z.array(personLocationSchema),
});
export type Person = z.infer<typeof personSchema>;

export const listPeopleQuery = z.object({
  /** Matches the name (any part, any case), the payroll ID or the e-mail. */
  q: z.string().trim().max(100).optional(),
  /** Only people working at this location (its code). */
  locationId: locationCode.optional(),
  archived: z.enum(['true', 'false']).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(PEOPLE_PAGE_MAX).optional(),
});

export const mergePeopleBody = z.object({
  /** The record that stays. */
  keepId: z.uuid(),
  /** The record merged into it and then gone. */
  mergeId: z.uuid(),
});

/**
 * What a manager sees of a person of the organization when adding one to their location: the name,
 * and the kiosk ID here if the person already works here. Nothing of the other locations.
 */
export const personCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  employeeId: z.string().nullable(),
});
export const searchPeopleQuery = z.object({ q: z.string().trim().min(1).max(100) });

/** Times the location's people are busy at another location (none of its details). */
export const busyElsewhereSchema = z.object({
  employeeId: z.string(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  kind: z.enum(['scheduled', 'worked']),
});
