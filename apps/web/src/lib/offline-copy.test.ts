import { describe, expect, it } from 'vitest';
import { keepOfflineCopy, offlineCopy } from './offline-copy.ts';
import { removeToken, writeToken } from './token-storage.ts';

describe("a kiosk's offline copies", () => {
  it('are given back for the token that read them only, and go when that token goes', () => {
    writeToken('token', 'kiosk-a');
    writeToken('tempToken', 'kiosk-b');
    keepOfflineCopy('location-settings:A', 'kiosk-a', { pinLength: 4 });
    keepOfflineCopy('location-settings:B', 'kiosk-b', { pinLength: 6 });
    expect(offlineCopy('location-settings:A', 'kiosk-a')).toEqual({ pinLength: 4 });
    expect(offlineCopy('location-settings:A', 'kiosk-b')).toBeUndefined();
    expect(offlineCopy('location-settings:A', null)).toBeUndefined();

    removeToken('token');
    expect(offlineCopy('location-settings:A', 'kiosk-a')).toBeUndefined();
    expect(offlineCopy('location-settings:B', 'kiosk-b')).toEqual({ pinLength: 6 });
    removeToken('tempToken');
    expect(localStorage.length).toBe(0);
  });

  it('keeps nothing without a token', () => {
    keepOfflineCopy('session', null, { valid: true });
    expect(localStorage.length).toBe(0);
  });
});
