/**
 * Who is asking: the client address every per-address quota counts against.
 *
 * Without a trusted proxy it is the TCP peer, and whatever X-Forwarded-For or X-Real-IP a
 * client sends is ignored (anyone can write those headers). Behind `trustProxy` proxies that
 * each append the address they saw to X-Forwarded-For (nginx's `$proxy_add_x_forwarded_for`),
 * the client is the entry that many places from the right: entries further left were written
 * by the client itself and prove nothing.
 *
 * IPv6 clients are counted by their /64 network: one host usually holds a whole /64, so
 * counting single addresses would give it unlimited quota.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** The header the server writes with the address it resolved (see http/front-door.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-real-ip';

export function clientAddress(req: IncomingMessage, trustProxy: number): string {
  const peer = req.socket.remoteAddress ?? '';
  if (trustProxy <= 0) return addressKey(peer);
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : header ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  // Our own proxies appended the last `trustProxy` entries; the first of them is the client.
  const candidate = hops[hops.length - trustProxy];
  return addressKey(candidate !== undefined && isAddress(candidate) ? candidate : peer);
}

function isAddress(text: string): boolean {
  return isIPv4(text) || isIPv6(text);
}

/** The address as quotas count it: IPv4 as is (also IPv4-mapped IPv6), IPv6 by its /64. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(address)) return address || 'unknown';
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded (a zone id such as `%eth0` dropped). */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
