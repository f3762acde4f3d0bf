import { RESET_LINK_VALID_HOURS, VERIFY_LINK_VALID_HOURS } from '@shiftclock/contract/constants';
import type { Language } from '@shiftclock/contract/languages';
import { messages } from '@shiftclock/contract/messages';
import { allPass, strictPasswordChecks } from '@shiftclock/contract/passwords';
import { ssoMessages } from '@shiftclock/contract/sso-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import type { Account } from '../../platform/account.ts';
import { BadRequest, Conflict, Forbidden, HttpError, NotFound, Unauthorized } from '../../platform/errors.ts';
import type { RateLimits } from '../../platform/rate-limit.ts';
import type { TokenService } from '../../platform/tokens.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { randomToken, sha256 } from '../../security/random.ts';
import type { Secrets } from '../../security/secrets.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail, verificationMail } from '../mail/templates.ts';
import {
  findLocationAccountByCode,
  findOrgAdminByEmail,
  type LocationAccountRow,
} from './accounts.repository.ts';
import {
  consumeOneTimeToken,
  expireOutstandingTokens,
  findOneTimeToken,
  insertOneTimeToken,
  insertOrganizationWithAdmin,
  markEmailVerified,
  type OneTimePurpose,
  setOrgAdminPassword,
} from './auth.repository.ts';
import { isOrganizationActive } from './organization-activity.ts';
import { revokeToken } from './revoked-tokens.repository.ts';

/**
 * The kiosks as a location login sees them. Declared here and implemented by devices.service.ts (app.ts
 * passes it in): devices depends on auth (it revokes auth's tokens), so auth names only what it calls.
 */
export type KioskRegistry = {
  /** Registers the device, or throws 409 TOO_MANY_KIOSKS (the login is refused; the token never leaves). */
  register(
    locationId: string,
    device: { name: string | null; key: string | null },
    token: { jti: string; expiresAt: Date },
  ): Promise<void>;
};

/**
 * Whether an organization turned password sign-in off for single sign-on. Declared here and
 * implemented by the sso feature (app.ts passes it in): sso depends on auth for its sessions.
 */
export type PasswordSignInPolicy = { isOff(organizationId: string): Promise<boolean> };

export type AuthDeps = {
  db: Db;
  /** Registers a kiosk that names itself at its login (docs/api.md, "Devices"). */
  devices: KioskRegistry;
  /** Owner and manager password logins and resets are refused where it is off (docs/api.md, "Single sign-on"). */
  passwordSignIn: PasswordSignInPolicy;
  tokens: TokenService;
  secrets: Secrets;
  mailer: Mailer;
  limits: RateLimits;
  appUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
};

const HOUR_MS = 3_600_000;

export function createAuthService(deps: AuthDeps) {
  const { db, tokens, limits, now, log } = deps;

  /** 403 PASSWORD_SIGN_IN_OFF where the organization signs in through its identity provider only. */
  async function refuseWherePasswordsOff(organizationId: string | undefined) {
    if (organizationId && (await deps.passwordSignIn.isOff(organizationId))) {
      throw new Forbidden(ssoMessages.passwordSignInOff);
    }
  }

  /** Mail goes out after the answer, so neither timing nor an SMTP failure tells whether an e-mail exists. */
  function sendInBackground(send: () => Promise<void>) {
    send().catch((error) => log.error({ err: error }, 'sending e-mail failed'));
  }

  async function issueLink(
    purpose: OneTimePurpose,
    orgAdminId: string,
    validHours: number,
    path: string,
    type: string,
  ) {
    const token = randomToken();
    await expireOutstandingTokens(db, purpose, orgAdminId, now());
    await insertOneTimeToken(db, {
      purpose,
      tokenHash: sha256(token),
      orgAdminId,
      expiresAt: new Date(now().getTime() + validHours * HOUR_MS),
    });
    return `${deps.appUrl}${path}?token=${encodeURIComponent(token)}&type=${type}`;
  }

  const verificationLink = (orgAdminId: string) =>
    issueLink('verify_email', orgAdminId, VERIFY_LINK_VALID_HOURS, '/auth/verify-email', 'organization');
  const sendVerification = (email: string, organizationName: string, link: string, language: Language) =>
    deps.mailer.send(verificationMail(email, organizationName, link, VERIFY_LINK_VALID_HOURS, language));

  /** `owner`: the organization admin opening the session by direct access. */
  function locationLoginAnswer(
    row: LocationAccountRow,
    owner?: Pick<Extract<Account, { type: 'orgAdmin' }>, 'accountId' | 'email' | 'tokenVersion'>,
  ) {
    if (!isOrganizationActive(row, now())) throw new Forbidden(messages.organizationInactive);
    return {
      token: tokens.sign({
        sub: row.accountId,
        typ: row.type,
        ver: String(row.tokenVersion),
        ...(owner ? { by: owner.email, byId: owner.accountId, byVer: String(owner.tokenVersion) } : {}),
      }),
      user: {
        accountType: row.type,
        locationId: row.locationCode,
        locationName: row.locationName,
        organizationId: row.organizationId,
      },
    };
  }

  return {
    async registerOrganization(
      input: { organizationName: string; email: string; password: string },
      ip: string,
      language: Language = 'en',
    ) {
      await limits.registrations.take(`ip:${ip}`);
      const passwordHash = await hashPassword(input.password);
      let created: { orgAdminId: string };
      try {
        created = await insertOrganizationWithAdmin(db, { ...input, passwordHash });
      } catch (error) {
        if (pgErrorOf(error).code === UNIQUE_VIOLATION) {
          throw new Conflict(messages.emailTaken, { errors: [{ path: 'email', msg: messages.emailTaken }] });
        }
        throw error;
      }
      // The link is stored before the answer (every acknowledged write is committed); only the mail waits.
      const link = await verificationLink(created.orgAdminId);
      sendInBackground(() => sendVerification(input.email, input.organizationName, link, language));
      return { message: messages.registrationSuccess };
    },

    async verifyEmailStatus(token: string) {
      const row = await findOneTimeToken(db, 'verify_email', sha256(token));
      return { verified: Boolean(row?.emailVerifiedAt) };
    },

    async verifyEmail(token: string) {
      const tokenHash = sha256(token);
      const consumed = await consumeOneTimeToken(db, 'verify_email', tokenHash, now());
      if (consumed) {
        await markEmailVerified(db, consumed.orgAdminId, now());
        return { message: messages.emailVerified };
      }
      // A second click on a link that already verified the account is not an error.
      const row = await findOneTimeToken(db, 'verify_email', tokenHash);
      if (row?.usedAt && row.emailVerifiedAt) return { message: messages.emailVerified };
      throw new BadRequest(messages.invalidVerificationLink);
    },

    async resendVerification(email: string, language: Language = 'en') {
      await limits.emailRequests.take(`resend:${email.toLowerCase()}`);
      const admin = await findOrgAdminByEmail(db, email);
      if (admin && !admin.emailVerifiedAt) {
        sendInBackground(async () =>
          sendVerification(admin.email, admin.organizationName, await verificationLink(admin.id), language),
        );
      }
      return { message: messages.resendVerificationSent };
    },

    async forgotPassword(email: string, language: Language = 'en') {
      await limits.emailRequests.take(`forgot:${email.toLowerCase()}`);
      const admin = await findOrgAdminByEmail(db, email);
      await refuseWherePasswordsOff(admin?.organizationId);
      if (admin) {
        sendInBackground(async () => {
          const link = await issueLink(
            'reset_password',
            admin.id,
            RESET_LINK_VALID_HOURS,
            '/auth/reset-password',
            'orgAdmin',
          );
          await deps.mailer.send(passwordResetMail(admin.email, link, RESET_LINK_VALID_HOURS, language));
        });
      }
      return { message: messages.forgotPasswordSent };
    },

    async resetPassword(token: string, password: string) {
      // Reset links are issued to organization admins only, so the registration rule applies.
      if (!allPass(strictPasswordChecks(password))) {
        throw new BadRequest(messages.resetPasswordStrict, {
          errors: [{ path: 'password', msg: messages.resetPasswordStrict }],
        });
      }
      await refuseWherePasswordsOff(
        (await findOneTimeToken(db, 'reset_password', sha256(token)))?.organizationId,
      );
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const consumed = await consumeOneTimeToken(tx, 'reset_password', sha256(token), now());
        if (!consumed) throw new BadRequest(messages.invalidOrExpiredResetLink);
        await setOrgAdminPassword(tx, consumed.orgAdminId, passwordHash);
        await expireOutstandingTokens(tx, 'reset_password', consumed.orgAdminId, now());
      });
      return { message: messages.passwordResetSuccess };
    },

    async loginLocation(
      input: {
        accountType: 'location' | 'manager';
        locationId: string;
        password: string;
        deviceName?: string;
        deviceKey?: string;
      },
      ip: string,
    ) {
      const attempt = await limits.failedLogins.attempt(`${input.accountType}:${input.locationId}`, ip);
      const row = await findLocationAccountByCode(db, input.locationId, input.accountType);
      // The kiosk's location login stays: a kiosk has no browser to sign in through a provider.
      if (input.accountType === 'manager') await refuseWherePasswordsOff(row?.organizationId);
      if (!(await verifyPassword(row?.passwordHash, input.password)) || !row) {
        throw new Unauthorized(messages.invalidLocationLogin);
      }
      await attempt.succeeded();
      const answer = locationLoginAnswer(row);
      // A kiosk that names itself or gives its browser's key becomes a device: the token just issued
      // is the device's.
      const { deviceName = null, deviceKey = null } = input;
      const isDevice = input.accountType === 'location' && (deviceName !== null || deviceKey !== null);
      const token = isDevice ? tokens.verify(answer.token) : null;
      if (token) await deps.devices.register(row.locationId, { name: deviceName, key: deviceKey }, token);
      return { message: messages.loginSuccess, ...answer };
    },

    async loginOrgAdmin(input: { email: string; password: string }, ip: string) {
      const attempt = await limits.failedLogins.attempt(`orgAdmin:${input.email.toLowerCase()}`, ip);
      const admin = await findOrgAdminByEmail(db, input.email);
      // Asked before the password is checked, so the refusal says nothing about the password.
      await refuseWherePasswordsOff(admin?.organizationId);
      if (!(await verifyPassword(admin?.passwordHash, input.password)) || !admin) {
        throw new Unauthorized(messages.invalidOrgAdminLogin);
      }
      await attempt.succeeded();
      if (!admin.emailVerifiedAt) {
        throw new HttpError(403, messages.emailNotVerified, { code: 'EMAIL_NOT_VERIFIED' });
      }
      return {
        message: messages.loginSuccess,
        token: tokens.sign({ sub: admin.id, typ: 'orgAdmin', ver: String(admin.tokenVersion) }),
        user: { accountType: 'orgAdmin' as const, organizationId: admin.organizationId, email: admin.email },
        organization: {
          organizationId: admin.organizationId,
          organizationName: admin.organizationName,
          status: admin.status,
        },
      };
    },

    async loginMaster(password: string, ip: string) {
      const attempt = await limits.failedMasterKeys.attempt(`ip:${ip}`);
      if (!(await deps.secrets.verifyMasterKey(password))) throw new Unauthorized(messages.invalidMasterKey);
      await attempt.succeeded();
      return {
        message: messages.loginSuccess,
        token: tokens.sign({ sub: 'master', typ: 'master', ver: deps.secrets.masterKeyFingerprint }),
      };
    },

    /** Ends the presented token only: the account's other sessions (other devices) go on. */
    async logout(session: { jti: string; expiresAt: Date }) {
      await revokeToken(db, session, now());
    },

    validate(account: Exclude<Account, { type: 'apiKey' }>) {
      return {
        valid: true as const,
        accountType: account.type,
        locationId: 'locationCode' in account ? account.locationCode : null,
        organizationId: 'organizationId' in account ? account.organizationId : null,
      };
    },

    async directAccess(
      admin: Extract<Account, { type: 'orgAdmin' }>,
      input: { locationId: string; accountType: 'location' | 'manager' },
    ) {
      const row = await findLocationAccountByCode(db, input.locationId, input.accountType);
      // Another organization's location is answered exactly like a missing one.
      if (!row || row.organizationId !== admin.organizationId) throw new NotFound('Location not found');
      // The token names the owner, so what they change through it is audited as theirs (docs/decisions/0090-timesheets.md),
      // and carries their token version, so their new password ends it (docs/decisions/0130-token-revocation.md).
      const { token } = locationLoginAnswer(row, admin);
      return { message: 'Access granted', token, accountType: row.type, locationId: row.locationCode };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
