import { myRecordNotices } from '@shiftclock/contract/my-record-messages';
import type { Db } from '../../db/client.ts';
import type { OrgAdminAccount } from '../../platform/account.ts';
import { findConfirmationSince, setConfirmation } from './confirmation-setting.repository.ts';

const asSetting = (since: Date | null) => ({ enabled: since !== null, since: since?.toISOString() ?? null });

/** The owner's "employees confirm corrections" (docs/decisions/0195-employees-confirm-corrections.md). */
export function createCorrectionConfirmationService({ db, now }: { db: Db; now: () => Date }) {
  return {
    async get(owner: OrgAdminAccount) {
      return asSetting(await findConfirmationSince(db, owner.organizationId));
    },

    async set(owner: OrgAdminAccount, enabled: boolean) {
      const since = await setConfirmation(db, owner.organizationId, enabled, now());
      const message = enabled ? myRecordNotices.confirmationTurnedOn : myRecordNotices.confirmationTurnedOff;
      return { message, ...asSetting(since) };
    },
  };
}

export type CorrectionConfirmationService = ReturnType<typeof createCorrectionConfirmationService>;
