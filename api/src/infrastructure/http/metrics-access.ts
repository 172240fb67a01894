import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { isAddressOrRange, isLoopback } from './network';

/** Who may read /metrics: this machine always, and the addresses and ranges of METRICS_ALLOW. */
export type MetricsAllowList = net.BlockList;

/**
 * METRICS_ALLOW: addresses or CIDR ranges, comma-separated, that may read /metrics besides this
 * machine (a Prometheus server elsewhere). Anything that is not an address or range is refused
 * with a message, as TRUST_PROXY's entries are.
 */
export function parseMetricsAllow(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length) throw new Error(`METRICS_ALLOW takes addresses or CIDR ranges, comma-separated (for example 10.0.0.5,192.168.0.0/16); these are not: ${wrong.join(', ')}.`);
  return entries;
}

export function metricsAllowList(entries: readonly string[]): MetricsAllowList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = net.isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.5) is checked as the IPv4 address it is. */
function isAllowed(address: string, allowed: MetricsAllowList): boolean {
  if (isLoopback(address)) return true;
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  const ipv4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  if (net.isIPv4(ipv4)) return allowed.check(ipv4, 'ipv4');
  return net.isIPv6(bare) && allowed.check(bare, 'ipv6');
}

/** Every address a proxy says the request came through: X-Forwarded-For, X-Real-IP and Forwarded's for=. */
function forwardedAddresses(request: FastifyRequest): string[] {
  const header = (name: string) => [request.headers[name] ?? []].flat().join(',');
  const listed = [...header('x-forwarded-for').split(','), ...header('x-real-ip').split(',')];
  const forwarded = [...header('forwarded').matchAll(/for=("?)\[?([^\]";,]*)/gi)].map((match) => match[2]);
  return [...listed, ...forwarded].map((entry) => entry.trim()).filter(Boolean);
}

/**
 * Whether the request may read /metrics: its connection's address and every address a proxy
 * named must be this machine or allowed. Not request.ip alone: without TRUST_PROXY a request
 * through nginx on this machine would look local, and with it, it is the client's address that
 * counts anyway. A client can add addresses to X-Forwarded-For but not take the proxy's out, so
 * a public request through a proxy is refused whatever it sends; a Prometheus server scrapes each
 * process directly (docs/operations.md#metrics).
 */
export function mayReadMetrics(request: FastifyRequest, allowed: MetricsAllowList): boolean {
  const connection = request.socket.remoteAddress;
  return connection !== undefined && isAllowed(connection, allowed) && forwardedAddresses(request).every((address) => isAllowed(address, allowed));
}
