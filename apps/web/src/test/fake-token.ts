/**
 * A token shaped like the server's (header.payload.signature, the payload base64url JSON) naming
 * an account, so lib/query-keys.ts can tell accounts apart. Its signature is not checked here.
 */
export function fakeToken(typ: string, sub: string): string {
  const payload = btoa(JSON.stringify({ sub, typ, ver: '1' }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}
