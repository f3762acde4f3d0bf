import { z } from 'zod';
import { fieldMessages, messages } from './messages.ts';
import {
  allPass,
  locationPasswordChecks,
  managerChangePasswordChecks,
  strictPasswordChecks,
} from './passwords.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';
import { TIME_FORMATS } from './time-format.ts';

/** `abort` stops at the first failed check, so each field reports one message. */
const required = (message: string) => z.string({ error: message }).min(1, { error: message, abort: true });

const locationName = z
  .string({ error: messages.locationNameRequired })
  .trim()
  .min(1, { error: messages.locationNameRequired, abort: true })
  .min(2, { error: messages.locationNameTooShort, abort: true })
  .max(100, { error: fieldMessages.locationNameTooLong, abort: true })
  .regex(SINGLE_LINE, singleLineMessage);

/** An IANA zone the runtime knows (the browser sends its own when a location is created). */
const timezoneField = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

/** docs/product.md section 5, Create location (checked on submit). */
export const createLocationBody = z
  .object({
    locationName,
    locationPassword: required(messages.locationPasswordRequired)
      .max(128, { error: messages.locationPasswordRequirements, abort: true })
      .refine((v) => allPass(locationPasswordChecks(v)), messages.locationPasswordRequirements),
    confirmLocationPassword: required(messages.confirmLocationPasswordRequired),
    managerPassword: required(messages.managerPasswordRequired)
      .max(128, { error: messages.managerPasswordRequirements, abort: true })
      .refine((v) => allPass(strictPasswordChecks(v)), messages.managerPasswordRequirements),
    confirmManagerPassword: required(messages.confirmManagerPasswordRequired),
    timezone: timezoneField.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.confirmLocationPassword && body.locationPassword !== body.confirmLocationPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmLocationPassword'],
        message: messages.locationPasswordsDoNotMatch,
      });
    }
    if (body.confirmManagerPassword && body.managerPassword !== body.confirmManagerPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmManagerPassword'],
        message: messages.managerPasswordsDoNotMatch,
      });
    }
  });
export type CreateLocationBody = z.infer<typeof createLocationBody>;

export const renameLocationBody = z.object({
  locationName: z
    .string({ error: messages.locationNameEmpty })
    .trim()
    .min(1, { error: messages.locationNameEmpty, abort: true })
    .max(100, fieldMessages.locationNameTooLong),
});

/** Change-password: the new password is trimmed; manager accepts any symbol (docs/product.md section 5). */
export const changePasswordBody = z
  .object({
    locationId: z
      .string()
      .trim()
      .min(1)
      .max(6)
      .transform((v) => v.toUpperCase()),
    accountType: z.enum(['location', 'manager']),
    newPassword: z.string().trim().max(128),
  })
  .superRefine((body, ctx) => {
    const checks =
      body.accountType === 'manager'
        ? managerChangePasswordChecks(body.newPassword)
        : locationPasswordChecks(body.newPassword);
    if (!allPass(checks)) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: messages.fulfillPasswordRequirements });
    }
  });

/** A location as the owner's calls answer it: `locationId` is the 6-character code. */
export const locationSchema = z.object({
  _id: z.string(),
  id: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  timezone: z.string(),
  createdAt: z.string(),
});

/** A location with its figures: active employees and the hours of shifts started this month. */
export const locationWithStatsSchema = locationSchema.extend({
  /** The location's time format setting: its times (a kiosk's last contact) read the location's way. */
  timeFormat: z.enum(TIME_FORMATS),
  stats: z.object({
    employeeCount: z.number(),
    monthHours: z.number(),
    /**
     * Its kiosks: registered and not revoked, online now, and whether the location is
     * open now by its week layout (the dashboard marks an open location with none online).
     */
    kiosks: z.object({ registered: z.number(), online: z.number(), openNow: z.boolean() }),
  }),
});
