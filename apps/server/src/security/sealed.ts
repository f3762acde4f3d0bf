import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (an identity provider's client secret), sealed with AES-256-GCM
 * so a copy of the database alone does not reveal them (docs/security.md, "Single sign-on"). The key
 * is SSO_SECRET_KEY when set, else derived from the token signing secret with HKDF; either way it
 * never sits beside the sealed values. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export type Sealer = { seal(plain: string): string; open(sealed: string): string };

export function createSealer(keyMaterial: string, purpose = 'sso-client-secret'): Sealer {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'shiftclock', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
    },
    /** Throws when the value was sealed under another key (the key changed) or was altered. */
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
