import type { Language } from '@shiftclock/contract/languages';
import {
  EMPLOYEE_SESSION_DAYS,
  formatSignInCode,
  meMessages,
  meNotices,
  SIGN_IN_CODE_ALPHABET,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_VALID_MINUTES,
  SIGN_IN_LINK_VALID_MINUTES,
} from '@shiftclock/contract/me-messages';
import { messages, timesheetMessages } from '@shiftclock/contract/messages';
import { peopleMessages } from '@shiftclock/contract/people-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import type { EmployeeAccount, LocationAccount } from '../../platform/account.ts';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../platform/errors.ts';
import type { RateLimits } from '../../platform/rate-limit.ts';
import type { TokenService } from '../../platform/tokens.ts';
import { randomFromAlphabet, randomToken, sha256 } from '../../security/random.ts';
import {
  endEmployeeSession,
  insertEmployeeSession,
  listOpenEmployeeSessions,
} from '../auth/employee-sessions.repository.ts';
import { isOrganizationActive } from '../auth/organization-activity.ts';
import { findEmployee } from '../employees/employees.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { employeeSignInMail } from '../mail/templates.ts';
import { deviceLabel } from './device-label.ts';
import {
  consumeSignIn,
  findPeopleByEmail,
  findPersonForSignIn,
  listPersonLocations,
  replaceSignIn,
} from './sign-ins.repository.ts';

export type MeDeps = {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  limits: RateLimits;
  appUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The address failed sign-ins are counted under (per client address, platform/rate-limit.ts). */
const SIGN_IN_ACCOUNT = 'employee-app';

type SessionRow = Awaited<ReturnType<typeof listOpenEmployeeSessions>>[number];
const sessionDto = (row: SessionRow, currentId: string | null) => ({
  id: row.id,
  method: row.method,
  device: row.device,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  current: row.id === currentId,
});

/**
 * The employee app's sign-in and sessions (docs/decisions/0191-the-employee-app.md): a one-time link
 * or code opens a session row; the token names that row, so it can be listed and ended.
 */
export function createMeService(deps: MeDeps) {
  const { db, now, limits } = deps;

  async function profile(personId: string) {
    const person = await findPersonForSignIn(db, personId);
    if (!person) throw new NotFound(peopleMessages.personNotFound);
    return {
      person: { id: person.personId, name: person.personName, email: person.email },
      organization: { id: person.organizationId, name: person.organizationName },
      locations: await listPersonLocations(db, personId),
    };
  }

  /** The person the manager names by kiosk ID at their location. */
  async function personAtLocation(manager: LocationAccount, employeeCode: string) {
    const employee = await findEmployee(db, manager.locationId, employeeCode);
    if (!employee) throw new NotFound(timesheetMessages.employeeNotFound);
    return employee.personId;
  }

  return {
    /** The same answer whether or not the e-mail is known; the mail goes out after it (no timing tell). */
    async requestLink(email: string, language: Language) {
      await limits.emailRequests.take(`employee-link:${email}`);
      const send = async () => {
        const matches = (await findPeopleByEmail(db, email)).filter(
          (person) => !person.archivedAt && isOrganizationActive(person, now()),
        );
        for (const person of matches) {
          const token = randomToken();
          await replaceSignIn(db, {
            personId: person.personId,
            method: 'link',
            secretHash: sha256(token),
            createdBy: null,
            now: now(),
            expiresAt: new Date(now().getTime() + SIGN_IN_LINK_VALID_MINUTES * MINUTE_MS),
          });
          const link = `${deps.appUrl}/me/sign-in?token=${encodeURIComponent(token)}`;
          await deps.mailer.send(
            employeeSignInMail(
              person.email ?? email,
              { name: person.personName, organizationName: person.organizationName },
              link,
              SIGN_IN_LINK_VALID_MINUTES,
              language,
            ),
          );
        }
      };
      send().catch((error) => deps.log.error({ err: error }, 'sending a sign-in link failed'));
      return { message: meNotices.signInLinkSent };
    },

    async signIn(secret: { token: string } | { code: string }, ip: string, userAgent: string | undefined) {
      const attempt = await limits.failedLogins.attempt(SIGN_IN_ACCOUNT, ip);
      const consumed = await consumeSignIn(db, sha256('token' in secret ? secret.token : secret.code), now());
      const person = consumed && (await findPersonForSignIn(db, consumed.personId));
      if (!consumed || !person || person.archivedAt) throw new BadRequest(meMessages.signInInvalid);
      await attempt.succeeded();
      if (!isOrganizationActive(person, now())) throw new Forbidden(messages.organizationInactive);
      const sessionId = await insertEmployeeSession(db, {
        personId: person.personId,
        method: consumed.method,
        device: deviceLabel(userAgent),
        now: now(),
        expiresAt: new Date(now().getTime() + EMPLOYEE_SESSION_DAYS * DAY_MS),
      });
      return {
        token: deps.tokens.sign({ sub: sessionId, typ: 'employee', ver: '1' }),
        me: await profile(person.personId),
      };
    },

    me: (account: EmployeeAccount) => profile(account.personId),

    async signOut(account: EmployeeAccount) {
      await endEmployeeSession(db, account.personId, account.sessionId, now());
    },

    async mySessions(account: EmployeeAccount) {
      const rows = await listOpenEmployeeSessions(db, account.personId, now());
      return { sessions: rows.map((row) => sessionDto(row, account.sessionId)) };
    },

    async endMySession(account: EmployeeAccount, sessionId: string) {
      if (!(await endEmployeeSession(db, account.personId, sessionId, now())))
        throw new NotFound(meMessages.appSessionNotFound);
    },

    /** Shown once: only its hash is kept. The person's earlier unused code stops working. */
    async createCode(manager: LocationAccount, employeeCode: string) {
      const personId = await personAtLocation(manager, employeeCode);
      const person = await findPersonForSignIn(db, personId);
      if (!person || person.archivedAt) throw new Conflict(peopleMessages.personArchived);
      const expiresAt = new Date(now().getTime() + SIGN_IN_CODE_VALID_MINUTES * MINUTE_MS);
      // A collision with any code ever stored is refused by the unique hash; another draw settles it.
      for (let draw = 0; ; draw += 1) {
        const code = randomFromAlphabet(SIGN_IN_CODE_ALPHABET, SIGN_IN_CODE_LENGTH);
        try {
          await db.transaction((tx) =>
            replaceSignIn(tx, {
              personId,
              method: 'code',
              secretHash: sha256(code),
              createdBy: manager.actedBy ?? `manager:${manager.locationCode}`,
              now: now(),
              expiresAt,
            }),
          );
          return {
            message: meNotices.signInCodeCreated,
            code: formatSignInCode(code),
            expiresAt: expiresAt.toISOString(),
          };
        } catch (error) {
          if (draw < 3 && pgErrorOf(error).code === UNIQUE_VIOLATION) continue;
          throw error;
        }
      }
    },

    async employeeSessions(manager: LocationAccount, employeeCode: string) {
      const personId = await personAtLocation(manager, employeeCode);
      const rows = await listOpenEmployeeSessions(db, personId, now());
      return { sessions: rows.map((row) => sessionDto(row, null)) };
    },

    async endEmployeeSession(manager: LocationAccount, employeeCode: string, sessionId: string) {
      const personId = await personAtLocation(manager, employeeCode);
      if (!(await endEmployeeSession(db, personId, sessionId, now())))
        throw new NotFound(meMessages.appSessionNotFound);
    },
  };
}

export type MeService = ReturnType<typeof createMeService>;
