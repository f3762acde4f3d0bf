import { MY_RECORD_DEFAULT_DAYS, myRecordMessages, myRecordNotices } from '@shiftclock/contract/my-record';
import { addDaysToDay, localDayOf } from '@shiftclock/contract/time/zoned-time';
import type { Db } from '../../db/client.ts';
import type { AccountOfType } from '../../platform/account.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { isPending } from './answer-status.ts';
import { findConfirmationSince } from './confirmation-setting.repository.ts';
import {
  countPending,
  insertAnswer,
  listFlaggedShifts,
  listPersonEntries,
  lockPersonEntry,
} from './corrections.repository.ts';
import { toMyCorrection, toRecordShift } from './record-dto.ts';

type Employee = AccountOfType<'employee'>;
type Answer = { status: 'confirmed'; comment: null } | { status: 'disputed'; comment: string };

/**
 * The employee's record (docs/api.md, "The employee's record"): the changes made to their shifts at
 * every location, and their answers to corrections when the organization asks for them
 * (docs/decisions/0195-employees-confirm-corrections.md). Everything is the signed-in person's own:
 * another person's entry is as unknown as a missing one.
 */
export function createMyRecordService({ db, now }: { db: Db; now: () => Date }) {
  async function answer(account: Employee, entryId: string, given: Answer) {
    const at = now();
    const correction = await db.transaction(async (tx) => {
      // The shift stays share-locked to the end: a correction of it waits, so "latest" holds as we answer.
      const row = await lockPersonEntry(tx, account.personId, entryId);
      if (!row) throw new NotFound(myRecordMessages.correctionNotFound);
      if (row.answerStatus !== null) throw new Conflict(myRecordMessages.correctionAlreadyAnswered);
      if (!isPending(row, row.since)) throw new Conflict(myRecordMessages.correctionNotPending);
      // Two answers at once: the primary key keeps the first, the second finds its row taken.
      const stored = await insertAnswer(tx, { auditEntryId: entryId, ...given, at });
      if (!stored) throw new Conflict(myRecordMessages.correctionAlreadyAnswered);
      return toMyCorrection(
        { ...row, answerStatus: stored.status, answerComment: stored.comment, answeredAt: stored.at },
        row.since,
      );
    });
    const message =
      given.status === 'confirmed' ? myRecordNotices.correctionConfirmed : myRecordNotices.correctionDisputed;
    return { message, correction };
  }

  return {
    async list(account: Employee, query: { from?: string | undefined; to?: string | undefined }) {
      const to = query.to ?? null;
      const from = query.from ?? addDaysToDay(to ?? localDayOf(now(), 'UTC'), -MY_RECORD_DEFAULT_DAYS);
      const range = { from, to };
      const since = await findConfirmationSince(db, account.organizationId);
      const [entries, flagged, pendingCount] = await Promise.all([
        listPersonEntries(db, account.personId, range),
        listFlaggedShifts(db, account.personId, range),
        since === null ? 0 : countPending(db, account.personId, since),
      ]);
      return {
        from,
        to,
        confirmCorrections: since !== null,
        pendingCount,
        corrections: entries.map((row) => toMyCorrection(row, since)),
        flaggedShifts: flagged.map(toRecordShift),
      };
    },

    confirm: (account: Employee, entryId: string) =>
      answer(account, entryId, { status: 'confirmed', comment: null }),

    dispute: (account: Employee, entryId: string, comment: string) =>
      answer(account, entryId, { status: 'disputed', comment }),
  };
}

export type MyRecordService = ReturnType<typeof createMyRecordService>;
