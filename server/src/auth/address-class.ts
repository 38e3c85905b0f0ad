/**
 * The address class of a caller, the unit sign-in budgets and the hash queue share out: an IPv4
 * address's /24 and an IPv6 address's /64 (what one site, one home router or one provider's
 * customer usually holds, so a crowd of addresses from one network counts as one). Anything that
 * is not an IP address (`local` in tests, `unknown`) is its own class.
 */
import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (with an IPv4 tail converted), or null. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.split('%')[0]!.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right].map((g) =>
    parseInt(g, 16),
  );
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

export function addressClass(ip: string): string {
  const version = isIP(ip);
  if (version === 4) return `${ip.slice(0, ip.lastIndexOf('.'))}.0/24`;
  if (version === 6) {
    const groups = ipv6Groups(ip);
    if (!groups) return ip;
    // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is the IPv4 address's class.
    if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
      const [hi, lo] = [groups[6]!, groups[7]!];
      return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.0/24`;
    }
    return `${groups
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(':')}::/64`;
  }
  return ip;
}
