import { z } from 'zod';
import {
  meMessages,
  normalizeSignInCode,
  SIGN_IN_CODE_ALPHABET,
  SIGN_IN_CODE_LENGTH,
} from './me-messages.ts';
import { messages } from './messages.ts';

/**
 * The employee's own app at /me (docs/decisions/0191-the-employee-app.md): a person of the
 * organization signs in without a password (an e-mailed link, or a code a manager creates) and sees
 * their own shifts, hours and records at every location they work at. The token carries the person.
 */

// The constants and messages, for the server and for screens that load zod anyway.
export * from './me-messages.ts';

export const requestSignInLinkBody = z.object({
  email: z.string().trim().max(254).toLowerCase().pipe(z.email(messages.emailInvalid)),
});

/** Exactly one of the two: the token from an e-mailed link, or a code a manager gave. */
export const signInBody = z.union([
  z.object({ token: z.string().min(1).max(200) }).strict(),
  z
    .object({
      code: z
        .string()
        .max(40)
        .transform(normalizeSignInCode)
        .pipe(
          z
            .string()
            .regex(
              new RegExp(`^[${SIGN_IN_CODE_ALPHABET}]{${SIGN_IN_CODE_LENGTH}}$`),
              meMessages.signInInvalid,
            ),
        ),
    })
    .strict(),
]);

/** A location the person works at, as their app shows it. */
export const myLocationSchema = z.object({
  /** The location's code (e.g. "DEMNYC"). */
  locationId: z.string(),
  locationName: z.string(),
  /** IANA zone: the location's times are shown in it. */
  timezone: z.string(),
  /** The person's 3-digit kiosk ID there. */
  employeeId: z.string(),
  /** Whether the person is active there (an inactive place still shows its history). */
  isActive: z.boolean(),
});

export const meSchema = z.object({
  person: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  organization: z.object({ id: z.string(), name: z.string() }),
  locations: z.array(myLocationSchema),
});
export type Me = z.infer<typeof meSchema>;

export const signInAnswer = z.object({ token: z.string(), me: meSchema });

/** One session of the employee's app: never its token, which only the phone holding it knows. */
export const appSessionSchema = z.object({
  id: z.string(),
  /** How it began: an e-mailed link or a manager's code. */
  method: z.enum(['link', 'code']),
  /** The browser it began in, from its User-Agent (e.g. "Chrome on Android"); null when unknown. */
  device: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** The session making this call (only in the employee's own list). */
  current: z.boolean(),
});
export type AppSession = z.infer<typeof appSessionSchema>;

export const signInCodeAnswer = z.object({
  message: z.string(),
  /** Shown once: only its hash is stored. As typed: "ABCD-EFGH". */
  code: z.string(),
  expiresAt: z.iso.datetime(),
});
