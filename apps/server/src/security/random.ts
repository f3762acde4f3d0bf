import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token for e-mailed links (256 bits). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Stored instead of a link's token, so a leaked table grants nothing. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(sha256(a));
  const right = Buffer.from(sha256(b));
  return timingSafeEqual(left, right);
}

export function randomFromAlphabet(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
