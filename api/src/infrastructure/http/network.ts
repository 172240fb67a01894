import net from 'node:net';

/**
 * HOST: where the portal, the demo comparables tool and the demo county page listen. By default
 * only this machine (`localhost`: 127.0.0.1 and ::1), so a demo start, whose staff password is in
 * the README, is not open to the network; a deployment sets HOST=0.0.0.0 (or an address) behind its proxy.
 */
export const DEFAULT_HOST = 'localhost';

/** An address (or HOST value) of this machine only: 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6. */
export function isLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  const ipv4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return net.isIPv4(ipv4) && ipv4.startsWith('127.');
}

const TRUST_PROXY_TRUE =
  "TRUST_PROXY=true would believe every client's X-Forwarded-For, so any client could choose its own address and pass every limit. Set TRUST_PROXY to the addresses or ranges of your proxies, for example TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8.";

/** One proxy address or CIDR range, IPv4 or IPv6. */
export function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !net.isIP(address)) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(address) ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: the addresses or CIDR ranges of the proxies in front of the API, comma-separated;
 * their X-Forwarded-For and X-Forwarded-Proto are believed (the client address is the rightmost one
 * that is not a listed proxy). Unset or "false": none. "true" and anything that is not an address or
 * range are refused with a message, so a start never believes every client by mistake.
 */
export function parseTrustProxy(value: string | undefined): false | string[] {
  const text = (value ?? '').trim();
  if (!text || text === 'false') return false;
  if (text === 'true') throw new Error(TRUST_PROXY_TRUE);
  const entries = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length) {
    throw new Error(`TRUST_PROXY takes the addresses or CIDR ranges of your proxies, comma-separated (for example 127.0.0.1,10.0.0.0/8); these are not: ${wrong.join(', ')}.`);
  }
  return entries;
}

/** What the start says about TRUST_PROXY, so an operator sees whose addresses the limits count. */
export function trustProxyInWords(trusted: false | string[]): string {
  return trusted
    ? `TRUST_PROXY: believing X-Forwarded-For and X-Forwarded-Proto from ${trusted.join(', ')} only.`
    : "TRUST_PROXY is not set: each client is counted by its connection's address (behind a proxy, set TRUST_PROXY to the proxy's address).";
}
