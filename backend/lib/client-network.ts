import { isIPv4, isIPv6 } from 'node:net';

/**
 * What a per-address limit counts for a client address: an IPv4 address as it is, an IPv6 address by
 * its /64 network. A subscriber's line usually gets a whole /64, and its devices choose (and change)
 * their addresses within it at will, so counting single IPv6 addresses would give one person 2^64
 * fresh counters. IPv4-mapped IPv6 addresses (::ffff:192.0.2.1) count as their IPv4 address.
 */
export function clientNetwork(address: string): string {
  const ip = address.replace(/%.*$/, '');
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, lower case without leading zeros (a trailing dotted IPv4 part as two groups). */
function expandIPv6(ip: string): string[] {
  let text = ip.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
