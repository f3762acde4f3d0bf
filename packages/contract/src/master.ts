import { z } from 'zod';
import { DURATION_UNITS, LICENSE_TYPES, MAX_LOCATIONS_LIMIT, ORGANIZATION_STATUSES } from './constants.ts';

/** The upper bound of a license duration per unit (CONTRACT.md section 4): about ten years either way. */
export const MAX_DURATION: Record<(typeof DURATION_UNITS)[number], number> = {
  days: 3650,
  months: 120,
  years: 10,
};

export const licenseBody = z
  .object({
    licenseType: z.enum(LICENSE_TYPES),
    duration: z.number().int('Duration must be a whole number').min(1, 'Duration must be at least 1'),
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
    .int('Maximum locations must be a whole number')
    .min(0, 'Maximum locations cannot be negative')
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
