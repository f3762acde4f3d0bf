import { z } from 'zod';
import { approvalSchema } from './approval.ts';
import { dayString } from './dates.ts';
import { LANGUAGES } from './languages.ts';
import { employeeTimesheetSchema, payPeriodSchema } from './timesheets.ts';

/**
 * The owner's timesheet of the whole organization (docs/api.md, "Organization timesheet"): each
 * person's hours in a pay period at each of their locations and in total. Each location's figures
 * are those of its own timesheet; approving stays per location.
 */

/** Any day inside the wanted period (default today, in the organization's first location's zone). */
export const organizationTimesheetQuery = z.object({ date: dayString().optional() });

export const organizationExportQuery = organizationTimesheetQuery.extend({
  /** One row per person summed across locations; the only format for now. */
  format: z.enum(['summary']).default('summary'),
  /** The header row in another language; the values never change (as the location export). */
  headerLanguage: z.enum(LANGUAGES).optional(),
});

/** A person's figures: those of a location timesheet's row. */
const hoursSchema = employeeTimesheetSchema.pick({
  regularHours: true,
  overtimeHours: true,
  doubleTimeHours: true,
  totalHours: true,
  actualHours: true,
  paidBreakMinutes: true,
  unpaidBreakMinutes: true,
  deductionMinutes: true,
  shiftCount: true,
  awaitingReview: true,
  // Only when some location's period holds paid time off (docs/decisions/0203-time-off-and-availability.md).
  paidTimeOffHours: true,
});
export type OrganizationHours = z.infer<typeof hoursSchema>;

export const organizationTimesheetResponse = z.object({
  /** The pay period of the organization's first location holding `date`; every location is counted over its days. */
  period: payPeriodSchema,
  locations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      approval: approvalSchema.nullable(),
      /** False where the location's own pay period is not these days (other payroll settings): its approval is of other days. */
      samePeriod: z.boolean(),
      totals: hoursSchema,
    }),
  ),
  people: z.array(
    z.object({
      person: z.object({ id: z.string(), name: z.string(), payrollId: z.string().nullable() }),
      /** The person's row on each location's timesheet, as that timesheet shows it. */
      locations: z.array(hoursSchema.extend({ locationId: z.string(), employeeId: z.string() })),
      /** The sum of `locations`. */
      total: hoursSchema,
    }),
  ),
  /** The sum of the people's totals, which is the sum of the locations' rows. */
  totals: hoursSchema,
});
export type OrganizationTimesheet = z.infer<typeof organizationTimesheetResponse>;

/** The export's file name: the period, so two periods never overwrite each other in Downloads. */
export const organizationExportFileName = (period: { startDate: string; endDate: string }) =>
  `timesheet-organization-${period.startDate}_${period.endDate}-summary.csv`;
