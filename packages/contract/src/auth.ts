import { z } from 'zod';
import { LOCATION_ID_LENGTH } from './constants.ts';
import { deviceKey, deviceName } from './devices.ts';
import { fieldMessages, messages } from './messages.ts';
import { allPass, check, type PasswordCheck, strictPasswordChecks } from './passwords.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';

/** Accepts the usual address shape; the form's live checklist shows the same rule in parts. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** `abort` stops at the first failed check, so each field reports one message. */
const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

export const emailField = requiredString(messages.emailRequired)
  .max(254, { error: messages.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, messages.emailInvalid);

const strictPassword = z
  .string({ error: messages.passwordRequired })
  .min(1, { error: messages.passwordRequired, abort: true })
  .max(128, { error: messages.passwordRequirements, abort: true })
  .refine((value) => allPass(strictPasswordChecks(value)), messages.passwordRequirements);

export const registerOrganizationBody = z
  .object({
    organizationName: requiredString(messages.organizationNameRequired)
      .max(200, { error: fieldMessages.organizationNameTooLong, abort: true })
      .regex(SINGLE_LINE, singleLineMessage),
    email: emailField,
    password: strictPassword,
    confirmPassword: z
      .string({ error: messages.confirmPasswordRequired })
      .min(1, messages.confirmPasswordRequired),
  })
  .refine((body) => body.password === body.confirmPassword || body.confirmPassword === '', {
    path: ['confirmPassword'],
    message: messages.passwordsDoNotMatch,
  });
export type RegisterOrganizationBody = z.infer<typeof registerOrganizationBody>;

const locationIdField = requiredString(messages.locationIdRequired)
  .max(LOCATION_ID_LENGTH, messages.invalidLocationLogin)
  .transform((value) => value.toUpperCase());

const loginPassword = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(128);

export const locationLoginBody = z.object({
  accountType: z.enum(['location', 'manager']),
  locationId: locationIdField,
  password: loginPassword,
  /** A kiosk's name ("Front desk iPad"): a location login with one registers the device (docs/api.md, "Devices"). */
  deviceName: deviceName.optional(),
  /** The kiosk browser's key: a login with one registers the device, replacing that browser's earlier row. */
  deviceKey: deviceKey.optional(),
});
export const orgAdminLoginBody = z.object({
  accountType: z.literal('orgAdmin'),
  email: requiredString(messages.emailRequired).max(254),
  password: loginPassword,
});
export const loginBody = z.discriminatedUnion('accountType', [locationLoginBody, orgAdminLoginBody], {
  error: 'accountType must be location, manager or orgAdmin',
});

export const masterLoginBody = z.object({ password: loginPassword });

export const emailBody = z.object({ email: emailField });

const linkToken = z
  .string({ error: fieldMessages.tokenRequired })
  .min(1, fieldMessages.tokenRequired)
  .max(200);

export const verifyEmailBody = z.object({ token: linkToken, type: z.string().max(40).optional() });
export const verifyEmailStatusQuery = verifyEmailBody;

export const resetPasswordBody = z.object({
  token: linkToken,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(128),
  accountType: z.string().max(40).optional(),
});

export const directAccessBody = z.object({
  locationId: locationIdField,
  accountType: z.enum(['location', 'manager']),
});

/**
 * The forgot-password screen's live checklist (docs/product.md section 2): four parts of EMAIL_PATTERN, so a
 * user sees which part is missing. All four pass exactly when `emailField` accepts the address.
 */
export function emailChecks(email: string): PasswordCheck[] {
  const value = email.trim();
  const domain = value.includes('@') ? value.slice(value.lastIndexOf('@') + 1) : '';
  return [
    check('notEmpty', 'notEmpty', value.length > 0),
    check('hasAt', 'hasAt', value.includes('@')),
    check('domain', 'domain', /^[^\s@]+\.[^\s@]{2,}$/.test(domain)),
    check('format', 'format', value.length <= 254 && EMAIL_PATTERN.test(value)),
  ];
}

/** Account types whose reset follows the strict rule (docs/product.md section 5: organization admin and manager). */
const STRICT_RESET_TYPES: readonly string[] = ['orgAdmin', 'manager'];
const SHORT_RESET_MIN_LENGTH = 6;

/** The reset screen's live checklist for the account type named in the link (`type`, default location). */
export function resetPasswordChecks(accountType: string, password: string): PasswordCheck[] {
  if (STRICT_RESET_TYPES.includes(accountType)) return strictPasswordChecks(password);
  return [check('length', 'atLeast6', password.length >= SHORT_RESET_MIN_LENGTH)];
}

/** The reset form (new password and its confirmation) with docs/product.md section 5's messages for `accountType`. */
export function resetPasswordForm(accountType: string) {
  const rule = STRICT_RESET_TYPES.includes(accountType)
    ? messages.resetPasswordStrict
    : messages.resetPasswordShort;
  return z
    .object({
      password: z
        .string({ error: messages.passwordRequired })
        .min(1, { error: messages.passwordRequired, abort: true })
        .max(128, { error: rule, abort: true })
        .refine((value) => allPass(resetPasswordChecks(accountType, value)), rule),
      confirmPassword: z.string(),
    })
    .refine((form) => form.password === form.confirmPassword, {
      path: ['confirmPassword'],
      message: messages.passwordsDoNotMatch,
    });
}
