import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The webhooks' signature (docs/api.md, "Webhooks"): HMAC-SHA256 keyed with the whole secret string
 * (`whsec_…`, as shown to the owner) over `<unix seconds>.<body>`, hex, sent as
 * `Webhook-Signature: v1=<hex>`; during a rotation's overlap one `v1=` entry per secret, space-separated.
 */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export function sign(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return secrets.map((secret) => `v1=${sign(secret, timestamp, body)}`).join(' ');
}

/** What a receiver does (and the tests): any `v1=` entry matching, timestamp within `toleranceS`. */
export function verify(
  secret: string,
  headers: { timestamp: string; signature: string },
  body: string,
  nowS = Math.floor(Date.now() / 1000),
  toleranceS = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > toleranceS) return false;
  const expected = Buffer.from(sign(secret, timestamp, body), 'hex');
  return headers.signature.split(' ').some((entry) => {
    if (!entry.startsWith('v1=')) return false;
    const given = Buffer.from(entry.slice(3), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
