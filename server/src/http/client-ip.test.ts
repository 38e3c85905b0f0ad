import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { socketFrom } from '../testing/test-app';
import { clientIp } from './client-ip';

/** The address clientIp reads for a request from `socket` with these headers. */
async function addressOf(
  socket: string,
  trusted: string[],
  headers: Record<string, string> = {},
): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientIp(c, trusted)));
  const res = await app.request('/', { headers }, socketFrom(socket));
  return res.text();
}

describe('the client address', () => {
  it.each([
    ['a direct caller, header ignored', '198.51.100.4', [], '203.0.113.9', '198.51.100.4'],
    ['a caller not among the proxies', '198.51.100.4', ['10.0.0.1'], '203.0.113.9', '198.51.100.4'],
    ['through the proxy', '10.0.0.1', ['10.0.0.1'], '203.0.113.9', '203.0.113.9'],
    [
      'through two proxies, the client-written left part ignored',
      '10.0.0.1',
      ['10.0.0.1', '10.0.0.2'],
      '1.1.1.1, 203.0.113.9, 10.0.0.2',
      '203.0.113.9',
    ],
    ['IPv4-mapped socket address', '::ffff:10.0.0.1', ['10.0.0.1'], '203.0.113.9', '203.0.113.9'],
    ['a proxy passing no header', '10.0.0.1', ['10.0.0.1'], '', '10.0.0.1'],
    ['a header that is no address', '10.0.0.1', ['10.0.0.1'], 'evil|name', '10.0.0.1'],
  ])('%s', async (_case, socket, trusted, forwarded, expected) => {
    const headers: Record<string, string> = forwarded ? { 'X-Forwarded-For': forwarded } : {};
    expect(await addressOf(socket, trusted, headers)).toBe(expected);
  });
});
