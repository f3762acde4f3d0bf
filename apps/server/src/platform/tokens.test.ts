import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

describe('tokens', () => {
  it('checks a token again on every call: expiry, and a change of one byte, even once it is known', () => {
    let clock = Date.parse('2026-11-25T08:00:00Z');
    const tokens = createTokenService('a-secret-of-enough-length-0123456789', () => new Date(clock));
    const token = tokens.sign({ sub: 'account-1', typ: 'manager', ver: '1' });
    expect(tokens.verify(token)).toMatchObject({ sub: 'account-1', typ: 'manager', ver: '1' });
    expect(tokens.verify(token)).toMatchObject({ sub: 'account-1' });

    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: 'account-2' }),
    ).toString('base64url');
    expect(tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    // One character of the signature changed (to another: a fixed replacement would sometimes be the same).
    const at = token.length - 10;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(tokens.verify(changed)).toBeNull();
    expect(
      createTokenService('another-secret-of-enough-length-012345', () => new Date(clock)).verify(token),
    ).toBeNull();

    clock += 12 * 3600 * 1000; // a manager token lasts 12 h
    expect(tokens.verify(token)).toBeNull();
  });
});
