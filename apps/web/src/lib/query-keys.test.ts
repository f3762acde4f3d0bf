import { describe, expect, it } from 'vitest';
import { fakeToken } from '../test/fake-token.ts';
import { scopedKeys, sessionScope } from './query-keys.ts';
import { tokenKeys, writeToken } from './token-storage.ts';

const managerA = fakeToken('manager', 'account-a');
const managerB = fakeToken('manager', 'account-b');

describe('sessionScope', () => {
  it('names the account type and account id of the token the calls would send', () => {
    writeToken(tokenKeys.adminToken, managerA);
    expect(sessionScope('default')).toBe('manager:account-a');
    writeToken(tokenKeys.adminToken, managerB);
    expect(sessionScope('default')).toBe('manager:account-b');
  });

  it('follows each area’s token order: the kiosk sends a direct-access tempToken first', () => {
    writeToken(tokenKeys.token, fakeToken('orgAdmin', 'owner-1'));
    writeToken(tokenKeys.tempToken, fakeToken('location', 'kiosk-1'));
    expect(sessionScope('kiosk')).toBe('location:kiosk-1');
    expect(sessionScope('token')).toBe('orgAdmin:owner-1');
  });

  it("is 'signed-out' without a token and 'unreadable' for one this app did not issue", () => {
    expect(sessionScope('default')).toBe('signed-out');
    writeToken(tokenKeys.token, 'not-a-token');
    expect(sessionScope('default')).toBe('unreadable');
  });
});

describe('scopedKeys', () => {
  it('keys the same call for two accounts apart, and for two locations apart', () => {
    writeToken(tokenKeys.adminToken, managerA);
    const forA = scopedKeys.manager('AAA111');
    const forAElsewhere = scopedKeys.manager('BBB222');
    writeToken(tokenKeys.adminToken, managerB);
    const forB = scopedKeys.manager('AAA111');
    expect(forA).toEqual(['admin', 'AAA111', 'manager:account-a']);
    expect(forB).toEqual(['admin', 'AAA111', 'manager:account-b']);
    expect(forAElsewhere).not.toEqual(forA);
  });

  it('keeps the manager area under its [admin, locationId] prefix', () => {
    writeToken(tokenKeys.adminToken, managerA);
    expect(scopedKeys.manager('AAA111')).toEqual(['admin', 'AAA111', 'manager:account-a']);
  });
});
