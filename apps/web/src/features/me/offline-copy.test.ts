import { describe, expect, it } from 'vitest';
import { forgetMeToken, storeMeToken } from './me-token.ts';
import { readOfflineCopy, saveOfflineCopy } from './offline-copy.ts';

// The last answers kept for the employee app offline (offline-copy.ts): given back only to the token
// that read them, gone when the employee signs out.

describe("the employee app's offline copies", () => {
  it('give back the last answer of a route and input, with when it was saved', () => {
    storeMeToken('grace-token');
    saveOfflineCopy('GET /api/me', undefined, { person: 'Grace' });
    saveOfflineCopy('GET /api/me/sessions', undefined, { sessions: [] });
    const copy = readOfflineCopy<{ person: string }>('GET /api/me');
    expect(copy?.value).toEqual({ person: 'Grace' });
    expect(Date.parse(copy?.savedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(readOfflineCopy('GET /api/me/sessions')?.value).toEqual({ sessions: [] });
  });

  it("never show one person's answers to the next, and go with the sign-out", () => {
    storeMeToken('grace-token');
    saveOfflineCopy('GET /api/me', undefined, { person: 'Grace' });
    storeMeToken('alan-token');
    expect(readOfflineCopy('GET /api/me')).toBeUndefined();
    saveOfflineCopy('GET /api/me', undefined, { person: 'Alan' });
    forgetMeToken();
    expect(readOfflineCopy('GET /api/me')).toBeUndefined();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('shiftclock.me.'))).toEqual([]);
  });

  it('keep nothing without a signed-in employee', () => {
    saveOfflineCopy('GET /api/me', undefined, { person: 'Nobody' });
    expect(localStorage.length).toBe(0);
  });
});
