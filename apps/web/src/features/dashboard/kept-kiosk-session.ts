import type { SessionValidation } from '../../api/auth/validate-session.ts';
import { keepOfflineCopy, offlineCopy } from '../../lib/offline-copy.ts';

/**
 * A kiosk's last validated session, kept so that a kiosk reloaded while the server cannot be reached
 * still opens its screen and keeps punches for later (docs/decisions/0159-offline-punches.md). It is
 * only used for the very token it was validated with, and only when the server gives no answer at
 * all: a 401 or 403 still ends the session. It goes when its token goes (lib/offline-copy.ts).
 */
export function keepKioskSession(token: string, validation: SessionValidation): void {
  if (validation.accountType === 'location') keepOfflineCopy('session', token, validation);
}

export function keptKioskSession(token: string): SessionValidation | null {
  return offlineCopy<SessionValidation>('session', token) ?? null;
}
