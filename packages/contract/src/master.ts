import { z } from 'zod';
import { DURATION_UNITS, LICENSE_TYPES, MAX_LOCATIONS_LIMIT, ORGANIZATION_STATUSES } from './constants.ts';
import { fieldMessages } from './messages.ts';

/** The upper bound of a license duration per unit (docs/product.md section 11.4): about ten years either way. */
export const MAX_DURATION: Record<(typeof DURATION_UNITS)[number], number> = {
  days: 3650,
  months: 120,
  years: 10,
};

export const licenseBody = z
  .object({
    licenseType: z.enum(LICENSE_TYPES),
    duration: z.number().int(fieldMessages.durationWholeNumber).min(1, fieldMessages.durationAtLeastOne),
    durationUnit: z.enum(DURATION_UNITS),
    autoRenew: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    const max = MAX_DURATION[body.durationUnit];
    if (body.duration > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['duration'],
        message: `Duration must be at most ${max} ${body.durationUnit}`,
      });
    }
  });

export const statusBody = z.object({ status: z.enum(ORGANIZATION_STATUSES) });

export const locationLimitsBody = z.object({
  maxLocations: z
    .number()
    .int(fieldMessages.maxLocationsWholeNumber)
    .min(0, fieldMessages.maxLocationsNegative)
    .max(MAX_LOCATIONS_LIMIT, `Maximum locations cannot exceed ${MAX_LOCATIONS_LIMIT}`),
});

export const organizationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: z
    .enum(ORGANIZATION_STATUSES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  search: z.string().trim().max(200).optional(),
});

/** An organization's license as the master console shows it. */
const licenseSchema = z.object({
  type: z.enum(LICENSE_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.number(),
  durationUnit: z.enum(DURATION_UNITS),
  autoRenew: z.boolean(),
  daysLeft: z.number(),
});

/** An organization as the master admin's calls answer it (`_id` mirrors `id` for older clients). */
export const organizationSchema = z.object({
  _id: z.string(),
  id: z.string(),
  organizationName: z.string(),
  email: z.string(),
  status: z.enum(ORGANIZATION_STATUSES),
  createdAt: z.string(),
  license: licenseSchema.nullable(),
  locationCount: z.number(),
  locationLimits: z.object({ maxLocations: z.number(), currentLocations: z.number() }),
});
export type Organization = z.infer<typeof organizationSchema>;

/**
 * One entry of an organization's history on its detail page: its registration, then each change of
 * status, license or location limit the master admin made, with the values after it, and the
 * owner's merges of two records of one person.
 */
export const organizationEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('registered'), at: z.string() }),
  z.object({ kind: z.literal('status'), at: z.string(), status: z.enum(ORGANIZATION_STATUSES) }),
  z.object({
    kind: z.literal('license'),
    at: z.string(),
    license: z.object({
      type: z.enum(LICENSE_TYPES),
      duration: z.number(),
      durationUnit: z.enum(DURATION_UNITS),
      autoRenew: z.boolean(),
      endDate: z.string(),
    }),
  }),
  z.object({ kind: z.literal('locationLimit'), at: z.string(), maxLocations: z.number() }),
  // The owner's merge of two records of one person: when, and no names (docs/api.md, "People").
  z.object({ kind: z.literal('personMerged'), at: z.string() }),
]);
export type OrganizationEvent = z.infer<typeof organizationEventSchema>;

/** The organization's administrator, as its detail page shows them. */
export const organizationOwnerSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  registeredAt: z.string(),
});
