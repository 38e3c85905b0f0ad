/**
 * The caller's address for budgets and audit: the socket's remote address, or, when that is one
 * of the configured reverse proxies (TRUSTED_PROXIES), the nearest X-Forwarded-For address that is
 * not a proxy (read from the right, since a client can write anything at the left).
 */
import type { Context } from 'hono';
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';

/** `::ffff:127.0.0.1` and `127.0.0.1` are the same caller. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export function clientIp(c: Context, trustedProxies: readonly string[] = []): string {
  let socket: string;
  try {
    socket = plain(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // app.request() in tests has no socket.
    socket = 'local';
  }
  const trusted = new Set(trustedProxies.map(plain));
  if (!trusted.has(socket)) return socket;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => plain(a.trim()))
    .filter((a) => a !== '');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!trusted.has(hop)) return isIP(hop) !== 0 ? hop : socket;
  }
  return socket;
}
