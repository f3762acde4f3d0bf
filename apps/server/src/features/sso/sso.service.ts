import {
  SSO_CALLBACK_PATH,
  SSO_DONE_PATH,
  SSO_ERROR_PATH,
  SSO_LOGIN_VALID_MINUTES,
  SSO_SAVED,
  type SsoSettingsInput,
} from '@shiftclock/contract/sso';
import { type SsoCallbackCode, ssoCallbackMessages, ssoMessages } from '@shiftclock/contract/sso-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { CHECK_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import type { Account } from '../../platform/account.ts';
import { BadRequest, Conflict, HttpError, NotFound } from '../../platform/errors.ts';
import type { RateLimits } from '../../platform/rate-limit.ts';
import type { TokenService } from '../../platform/tokens.ts';
import { sha256 } from '../../security/random.ts';
import type { Sealer } from '../../security/sealed.ts';
import { findLocationAccountByCode, findOrgAdminByEmail } from '../auth/accounts.repository.ts';
import { isOrganizationActive } from '../auth/organization-activity.ts';
import { authorizationRequest, discover, exchangeCode, type ProviderSettings } from './oidc.ts';
import {
  findSsoManagerLocation,
  findSsoManagerOrganizations,
  findSsoSettings,
  insertSsoLogin,
  listSsoManagers,
  locationsByCode,
  markOwnerSignedIn,
  ownerEmails,
  replaceSsoManagers,
  type SsoSettingsRow,
  takeSsoLogin,
  upsertSsoSettings,
} from './sso.repository.ts';

export type SsoDeps = {
  db: Db;
  tokens: TokenService;
  limits: RateLimits;
  sealer: Sealer;
  /** The server's public URL (APP_URL): the redirect URI registered at the provider starts with it. */
  appUrl: string;
  allowHttp: boolean;
  now: () => Date;
  log: FastifyBaseLogger;
};

type Owner = Extract<Account, { type: 'orgAdmin' }>;

/** A sign-in that cannot end in a session: the callback sends the browser to the error screen with its code. */
class CallbackRefused extends Error {
  constructor(readonly code: SsoCallbackCode) {
    super(code);
  }
}

const fragment = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export function createSsoService(deps: SsoDeps) {
  const { db, tokens, sealer, now, log } = deps;
  const redirectUri = `${deps.appUrl}${SSO_CALLBACK_PATH}`;

  function providerOf(row: SsoSettingsRow): ProviderSettings {
    return { issuer: row.issuer, clientId: row.clientId, clientSecret: sealer.open(row.clientSecretSealed) };
  }

  async function settingsAnswer(organizationId: string) {
    const [row, managers] = await Promise.all([
      findSsoSettings(db, organizationId),
      listSsoManagers(db, organizationId),
    ]);
    return {
      issuer: row?.issuer ?? null,
      clientId: row?.clientId ?? null,
      clientSecretSet: Boolean(row),
      enabled: row?.enabled ?? false,
      passwordSignInOff: row?.passwordSignInOff ?? false,
      ownerSignedInAt: row?.ownerSignedInAt?.toISOString() ?? null,
      redirectUri,
      managers,
    };
  }

  /** The organization a sign-in for this address goes to: its owner's, else one whose managers list it. */
  async function organizationFor(email: string) {
    const owner = await findOrgAdminByEmail(db, email);
    if (owner) {
      const settings = await findSsoSettings(db, owner.organizationId);
      if (settings?.enabled) return settings;
    }
    for (const { organizationId } of await findSsoManagerOrganizations(db, email)) {
      const settings = await findSsoSettings(db, organizationId);
      if (settings?.enabled) return settings;
    }
    return undefined;
  }

  async function signIn(organizationId: string, email: string) {
    const admin = await findOrgAdminByEmail(db, email);
    if (admin && admin.organizationId === organizationId) {
      await markOwnerSignedIn(db, organizationId, now());
      const token = tokens.sign({ sub: admin.id, typ: 'orgAdmin', ver: String(admin.tokenVersion) });
      return fragment({ token, kind: 'orgAdmin', organizationId });
    }
    const code = await findSsoManagerLocation(db, organizationId, email);
    const row = code ? await findLocationAccountByCode(db, code, 'manager') : undefined;
    if (!row || row.organizationId !== organizationId) throw new CallbackRefused('SSO_NO_ACCOUNT');
    if (!isOrganizationActive(row, now())) throw new CallbackRefused('ORGANIZATION_INACTIVE');
    // The same token a manager's password login issues (auth.service.ts), so every screen works as after one.
    const token = tokens.sign({ sub: row.accountId, typ: row.type, ver: String(row.tokenVersion) });
    return fragment({ token, kind: 'manager', locationId: row.locationCode, organizationId });
  }

  return {
    redirectUri,

    settings: (owner: Owner) => settingsAnswer(owner.organizationId),

    async saveSettings(owner: Owner, input: SsoSettingsInput) {
      const { organizationId } = owner;
      const issuer = input.issuer.replace(/\/+$/, '');
      if (!deps.allowHttp && new URL(issuer).protocol !== 'https:') {
        throw new BadRequest(ssoMessages.ssoIssuerNotHttps, {
          errors: [{ path: 'issuer', msg: ssoMessages.ssoIssuerNotHttps }],
        });
      }
      const existing = await findSsoSettings(db, organizationId);
      const clientSecret = input.clientSecret || (existing ? sealer.open(existing.clientSecretSealed) : '');
      if (!clientSecret) {
        throw new BadRequest(ssoMessages.ssoClientSecretRequired, {
          errors: [{ path: 'clientSecret', msg: ssoMessages.ssoClientSecretRequired }],
        });
      }
      try {
        await discover({ issuer, clientId: input.clientId, clientSecret }, deps.allowHttp);
      } catch (error) {
        log.info({ issuer, reason: (error as Error).message }, 'SSO discovery failed on save');
        throw new BadRequest(ssoMessages.ssoIssuerUnreachable, {
          errors: [{ path: 'issuer', msg: ssoMessages.ssoIssuerUnreachable }],
        });
      }
      // Another provider or client is unproven: an owner must sign in through it again before
      // password sign-in can go off.
      const sameProvider = existing?.issuer === issuer && existing.clientId === input.clientId;
      const ownerSignedInAt = sameProvider ? (existing?.ownerSignedInAt ?? null) : null;
      if (input.passwordSignInOff && !(input.enabled && ownerSignedInAt)) {
        throw new Conflict(ssoMessages.ssoPasswordOffNeedsSso);
      }
      try {
        await upsertSsoSettings(db, {
          organizationId,
          issuer,
          clientId: input.clientId,
          clientSecretSealed: sealer.seal(clientSecret),
          enabled: input.enabled,
          passwordSignInOff: input.passwordSignInOff,
          ownerSignedInAt,
        });
      } catch (error) {
        // The table's check settles a race with another save.
        if (pgErrorOf(error).code === CHECK_VIOLATION) throw new Conflict(ssoMessages.ssoPasswordOffNeedsSso);
        throw error;
      }
      return { message: SSO_SAVED, ...(await settingsAnswer(organizationId)) };
    },

    async saveManagers(owner: Owner, managers: { email: string; locationId: string }[]) {
      const { organizationId } = owner;
      const emails = managers.map((m) => m.email.toLowerCase());
      const twice = emails.findIndex((email, index) => emails.indexOf(email) !== index);
      if (twice >= 0) {
        throw new Conflict(ssoMessages.ssoManagerEmailTaken, {
          errors: [{ path: `managers.${twice}.email`, msg: ssoMessages.ssoManagerEmailTaken }],
        });
      }
      const owners = new Set((await ownerEmails(db, organizationId)).map((email) => email.toLowerCase()));
      const ownerAt = emails.findIndex((email) => owners.has(email));
      if (ownerAt >= 0) {
        throw new BadRequest(ssoMessages.ssoManagerIsOwner, {
          errors: [{ path: `managers.${ownerAt}.email`, msg: ssoMessages.ssoManagerIsOwner }],
        });
      }
      const byCode = await locationsByCode(db, organizationId);
      const rows = managers.map((m, index) => {
        const locationId = byCode.get(m.locationId);
        if (!locationId) {
          throw new BadRequest(ssoMessages.ssoUnknownLocation, {
            errors: [{ path: `managers.${index}.locationId`, msg: ssoMessages.ssoUnknownLocation }],
          });
        }
        return { email: emails[index] ?? m.email, locationId };
      });
      try {
        await db.transaction((tx) => replaceSsoManagers(tx, organizationId, rows));
      } catch (error) {
        if (pgErrorOf(error).code === UNIQUE_VIOLATION) throw new Conflict(ssoMessages.ssoManagerEmailTaken);
        throw error;
      }
      return { message: SSO_SAVED, ...(await settingsAnswer(organizationId)) };
    },

    async start(email: string, ip: string) {
      // An unknown address counts as a failed login: guessing addresses is limited like passwords.
      const attempt = await deps.limits.failedLogins.attempt(`sso:${email.toLowerCase()}`, ip);
      const settings = await organizationFor(email);
      if (!settings) throw new NotFound(ssoMessages.ssoNotFound);
      await attempt.succeeded();
      let request: Awaited<ReturnType<typeof authorizationRequest>>;
      try {
        const configuration = await discover(providerOf(settings), deps.allowHttp);
        request = await authorizationRequest(configuration, { redirectUri, loginHint: email });
      } catch (error) {
        log.warn({ issuer: settings.issuer, reason: (error as Error).message }, 'SSO provider unavailable');
        throw new HttpError(502, ssoCallbackMessages.ssoUnavailable, { code: 'SSO_UNAVAILABLE' });
      }
      await insertSsoLogin(db, {
        stateHash: sha256(request.state),
        organizationId: settings.organizationId,
        nonce: request.nonce,
        codeVerifier: request.codeVerifier,
        expiresAt: new Date(now().getTime() + SSO_LOGIN_VALID_MINUTES * 60_000),
      });
      return { authorizationUrl: request.url };
    },

    /** Where the browser goes after the provider's redirect: the session, or the error screen. */
    async callback(query: { state?: string; error?: string }, rawQuery: string): Promise<string> {
      try {
        const login = query.state ? await takeSsoLogin(db, sha256(query.state), now()) : undefined;
        if (!login) throw new CallbackRefused('SSO_LOGIN_EXPIRED');
        if (query.error) throw new CallbackRefused('SSO_PROVIDER_REFUSED');
        const settings = await findSsoSettings(db, login.organizationId);
        if (!settings?.enabled) throw new CallbackRefused('SSO_UNAVAILABLE');
        let configuration: Awaited<ReturnType<typeof discover>>;
        try {
          configuration = await discover(providerOf(settings), deps.allowHttp);
        } catch (error) {
          log.warn({ issuer: settings.issuer, reason: (error as Error).message }, 'SSO provider unavailable');
          throw new CallbackRefused('SSO_UNAVAILABLE');
        }
        let identity: Awaited<ReturnType<typeof exchangeCode>>;
        try {
          identity = await exchangeCode(configuration, new URL(`${redirectUri}?${rawQuery}`), {
            state: query.state ?? '',
            nonce: login.nonce,
            codeVerifier: login.codeVerifier,
          });
        } catch (error) {
          log.warn({ issuer: settings.issuer, reason: (error as Error).message }, 'SSO answer refused');
          throw new CallbackRefused('SSO_TOKEN_INVALID');
        }
        if (!identity.email || !identity.emailVerified) throw new CallbackRefused('SSO_EMAIL_NOT_VERIFIED');
        return `${SSO_DONE_PATH}#${await signIn(login.organizationId, identity.email)}`;
      } catch (error) {
        if (error instanceof CallbackRefused) return `${SSO_ERROR_PATH}?code=${error.code}`;
        throw error;
      }
    },

    isPasswordSignInOff: async (organizationId: string) =>
      (await findSsoSettings(db, organizationId))?.passwordSignInOff === true,
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
