import { describe, expect, it } from 'vitest';
import { removeToken, writeToken } from '../../lib/token-storage.ts';
import { keepKioskSession, keptKioskSession } from './kept-kiosk-session.ts';

const kiosk = {
  valid: true,
  accountType: 'location',
  locationId: 'ABC234',
  organizationId: 'org-1',
} as const;

describe("a kiosk's kept session", () => {
  it('is kept for its own token only, and goes when that token goes', () => {
    writeToken('token', 'kiosk-token');
    keepKioskSession('kiosk-token', kiosk);
    expect(keptKioskSession('kiosk-token')).toEqual(kiosk);
    expect(keptKioskSession('another-token')).toBeNull();

    removeToken('token');
    expect(keptKioskSession('kiosk-token')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("is never kept for a manager's session", () => {
    writeToken('token', 'manager-token');
    keepKioskSession('manager-token', { ...kiosk, accountType: 'manager' });
    expect(keptKioskSession('manager-token')).toBeNull();
  });
});
