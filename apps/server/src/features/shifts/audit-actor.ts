import type { Account } from '../../http/auth.ts';

type Manager = Extract<Account, { type: 'location' | 'manager' }>;

/** Who the audit trail names: the owner when the token came from direct access, else the manager account. */
export const actorOf = (account: Manager) => account.actedBy ?? 'Manager';
