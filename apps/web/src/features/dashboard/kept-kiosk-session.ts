import type { SessionValidation } from '../../api/auth/validate-session.ts';

/**
 * A kiosk's last validated session, kept so that a kiosk reloaded while the server cannot be reached
 * still opens its screen and keeps punches for later (docs/decisions/0159-offline-punches.md). It is
 * only used for the very token it was validated with, and only when the server gives no answer at
 * all: a 401 or 403 still ends the session.
 */
const KEY = 'shiftclock.kioskSession';

export function keepKioskSession(token: string, validation: SessionValidation): void {
  if (validation.accountType !== 'location') return;
  localStorage.setItem(KEY, JSON.stringify({ token, validation }));
}

export function keptKioskSession(token: string): SessionValidation | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
      token?: unknown;
      validation?: SessionValidation;
    } | null;
    return kept?.token === token && kept.validation ? kept.validation : null;
  } catch {
    return null;
  }
}
