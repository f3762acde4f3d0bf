import { isLanguage } from '@shiftclock/contract/languages';
import type { PublishRecord, PublishResult } from '@shiftclock/contract/publish';
import { publishMessages, type SchedulePublishedBody } from '@shiftclock/contract/publish-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Account } from '../../platform/account.ts';
import { Conflict } from '../../platform/errors.ts';
import { resolveRange } from '../../shared/date-range.ts';
import { insertNotifications } from '../../shared/notifications.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { actorOf } from '../shifts/audit-actor.ts';
import { sortChanges } from './changes.ts';
import {
  deleteRemoved,
  findLocationForNotice,
  findRecipients,
  insertPublishRecord,
  listPublishRecords,
  lockLocationPublishes,
  lockUnpublished,
  markPublished,
} from './publish.repository.ts';
import { scheduleChangedMail } from './publish-mail.ts';

type Manager = Extract<Account, { type: 'location' | 'manager' }>;
export type PublishRange = { startDate: string; endDate: string };

/** The kind of the notification a publish leaves in each affected person's app. */
export const SCHEDULE_PUBLISHED = 'schedule_published' as const;

export type PublishDeps = {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
  /**
   * The warnings that refuse a publish where the organization says warnings block (none by default):
   * any answer is a 409 and nothing is published.
   */
  blockingWarnings?: (account: Manager, range: PublishRange) => Promise<unknown[]>;
};

/** Draft and publish (docs/decisions/0198-draft-and-publish.md). */
export function createPublishService(deps: PublishDeps) {
  const { db } = deps;

  /** One mail per person with an e-mail; a failure is logged and never undoes the publish. */
  async function mailEach(
    told: { personId: string; body: SchedulePublishedBody }[],
    language: string | null,
  ) {
    const recipients = await findRecipients(
      db,
      told.map((t) => t.personId),
    );
    const lang = isLanguage(language) ? language : 'en';
    for (const { personId, body } of told) {
      const person = recipients.find((r) => r.person_id === personId);
      if (!person?.email || person.archived) continue;
      try {
        await deps.mailer.send(
          scheduleChangedMail(person.email, { name: person.name }, body, `${deps.appUrl}/me`, lang),
        );
      } catch (error) {
        deps.log.error({ err: error, personId }, 'sending a schedule change mail failed');
      }
    }
  }

  return {
    async publish(account: Manager, range: PublishRange): Promise<PublishResult> {
      const blocking = (await deps.blockingWarnings?.(account, range)) ?? [];
      if (blocking.length > 0)
        throw new Conflict(publishMessages.publishBlocked, { extra: { warnings: blocking } });
      const { from, to } = resolveRange(range.startDate, range.endDate, account.timezone);
      const location = await findLocationForNotice(db, account.locationId);
      const where = { locationId: location.code, locationName: location.name, timezone: location.timezone };
      const result = await db.transaction(async (tx) => {
        await lockLocationPublishes(tx, account.locationId);
        const rows = await lockUnpublished(tx, { locationId: account.locationId, from, to });
        const { publish, remove, byPerson, counts } = sortChanges(rows);
        await markPublished(tx, publish);
        await deleteRemoved(tx, remove);
        await insertPublishRecord(tx, {
          locationId: account.locationId,
          publishedBy: actorOf(account),
          ...range,
          ...counts,
        });
        const told = [...byPerson].map(([personId, changes]) => ({
          personId,
          body: { location: where, ...changes },
        }));
        await insertNotifications(
          tx,
          told.map((t) => ({ personId: t.personId, kind: SCHEDULE_PUBLISHED, body: t.body })),
        );
        return { counts, told };
      });
      // After the commit, so a slow or failing mail server never holds or undoes the publish.
      mailEach(result.told, location.language).catch((error) =>
        deps.log.error({ err: error }, 'sending schedule change mails failed'),
      );
      return { ...result.counts, notified: result.told.length };
    },

    async history(account: Manager): Promise<{ publishes: PublishRecord[] }> {
      const rows = await listPublishRecords(db, account.locationId);
      return {
        publishes: rows.map((row) => ({
          id: row.id,
          publishedBy: row.published_by,
          publishedAt: new Date(row.created_at).toISOString(),
          startDate: row.start_date,
          endDate: row.end_date,
          added: row.added,
          changed: row.changed,
          removed: row.removed,
        })),
      };
    },
  };
}

export type PublishService = ReturnType<typeof createPublishService>;
