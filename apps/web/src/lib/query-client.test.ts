import { afterEach, describe, expect, it } from 'vitest';
import { fakeToken } from '../test/fake-token.ts';
import { clearQueriesOnTokenChange, createQueryClient } from './query-client.ts';
import { clearAllTokens, removeToken, tokenKeys, writeToken } from './token-storage.ts';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function watchedClient() {
  const client = createQueryClient();
  stops.push(clearQueriesOnTokenChange(client));
  client.setQueryData(['settings', 'AAA111', 'manager:a', 'location-settings'], { timeFormat: '12h' });
  return client;
}

const cached = (client: ReturnType<typeof createQueryClient>) => client.getQueryCache().getAll().length;

describe('the query cache follows the stored token', () => {
  it('is emptied by a login, a direct access, a logout and an expired session clearing the tokens', () => {
    const steps = [
      () => writeToken(tokenKeys.token, fakeToken('orgAdmin', 'owner')),
      () => writeToken(tokenKeys.tempToken, fakeToken('manager', 'a')),
      () => writeToken(tokenKeys.tempToken, fakeToken('manager', 'b')),
      () => removeToken(tokenKeys.tempToken),
      () => clearAllTokens(),
    ];
    for (const step of steps) {
      const client = watchedClient();
      step();
      expect(cached(client)).toBe(0);
    }
  });

  it('is kept when a token is written again unchanged or a missing one is removed', () => {
    writeToken(tokenKeys.token, fakeToken('manager', 'a'));
    const client = watchedClient();
    writeToken(tokenKeys.token, fakeToken('manager', 'a'));
    removeToken(tokenKeys.tempToken);
    expect(cached(client)).toBe(1);
  });

  it('is emptied when another tab changes a token, not when it changes something else', () => {
    const client = watchedClient();
    window.dispatchEvent(new StorageEvent('storage', { key: 'e2e-seeded', newValue: '1' }));
    expect(cached(client)).toBe(1);
    window.dispatchEvent(new StorageEvent('storage', { key: tokenKeys.adminToken, newValue: 'other' }));
    expect(cached(client)).toBe(0);

    const again = watchedClient();
    // localStorage.clear() in the other tab arrives with no key.
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(cached(again)).toBe(0);
  });

  it('stops when unsubscribed', () => {
    const client = createQueryClient();
    clearQueriesOnTokenChange(client)();
    client.setQueryData(['x'], 1);
    writeToken(tokenKeys.token, fakeToken('manager', 'a'));
    expect(cached(client)).toBe(1);
  });
});
