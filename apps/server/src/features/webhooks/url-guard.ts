import dns from 'node:dns';
import net from 'node:net';
import { webhooksMessages } from '@shiftclock/contract/webhooks-messages';

/**
 * Where a webhook may point (docs/security.md, "Webhooks"): https only, no credentials in the URL, and
 * no host that resolves to a loopback, private, link-local or otherwise internal address, so that an
 * owner cannot make the server call into its own network (SSRF). The address is checked when the
 * endpoint is saved and again at every connection (`guardedLookup`), so a DNS answer changed later
 * cannot slip past. WEBHOOKS_ALLOW_HTTP=1 (tests, local development) lifts the https and address rules.
 */

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}

/** True for an address a webhook may not reach (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isInternalAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

export type UrlProblem = { message: string; code: string };
const problem = (key: keyof typeof webhooksMessages): UrlProblem => ({
  message: webhooksMessages[key],
  code: key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase(),
});

/** What is wrong with the URL's form (no DNS): the first problem, or undefined. */
export function urlFormProblem(url: string, allowHttp: boolean): UrlProblem | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return problem('webhookUrlInvalid');
  }
  const protocols = allowHttp ? ['https:', 'http:'] : ['https:'];
  if (!protocols.includes(parsed.protocol) || !parsed.hostname) return problem('webhookUrlInvalid');
  if (parsed.username || parsed.password) return problem('webhookUrlCredentials');
  return undefined;
}

type Lookup = (hostname: string) => Promise<{ address: string; family: number }[]>;
const systemLookup: Lookup = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** The URL's form and, unless allowed, where its host resolves: every address must be public. */
export async function urlProblem(
  url: string,
  allowHttp: boolean,
  lookup: Lookup = systemLookup,
): Promise<UrlProblem | undefined> {
  const formProblem = urlFormProblem(url, allowHttp);
  if (formProblem || allowHttp) return formProblem;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return isInternalAddress(host) ? problem('webhookUrlPrivate') : undefined;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host);
  } catch {
    return problem('webhookUrlInvalid');
  }
  if (addresses.length === 0 || addresses.some((entry) => isInternalAddress(entry.address))) {
    return problem('webhookUrlPrivate');
  }
  return undefined;
}

/**
 * `lookup` for http(s).request: resolves as usual, then refuses an internal address, so the check
 * holds for the address actually connected to (no gap between a check and the connection).
 */
export function guardedLookup(allowInternal: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as dns.LookupAddress[];
      const refused = !allowInternal && list.some((entry) => isInternalAddress(entry.address));
      if (refused || list.length === 0) {
        const denied = Object.assign(new Error(webhooksMessages.webhookUrlPrivate), {
          code: 'EWEBHOOKPRIVATE',
        });
        return callback(denied, '', 4);
      }
      if ((options as dns.LookupOptions).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0] as dns.LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}
