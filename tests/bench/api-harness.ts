/**
 * What the API benchmarks share: a fresh PGlite database in a temporary folder, migrated and
 * seeded like the server's first start (plus whatever the bench seeds, then ANALYZE as the server
 * does at start), the app served on a free loopback port, a JSON POST to api/<name>, sign-in of a
 * demo user, and percentiles.
 */
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/src/app';
import { fromPglite, type PgliteHandle } from '../../server/src/db/client';
import { DEMO_PASSWORD } from '../../server/src/db/seed';
import { loadEnv } from '../../server/src/env';
import { encryptPassword } from '../../server/src/testing/encrypt-password';
import { prepareDatabase } from '../../server/src/testing/template-db';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
export const ms = (n: number) => `${n.toFixed(1)} ms`;

export interface Answer {
  status: number;
  bytes: number;
  body: Record<string, unknown>;
}

export interface BenchApi {
  handle: PgliteHandle;
  post(name: string, body: unknown, token?: string): Promise<Answer>;
  tokenOf(userName: string): Promise<string>;
  close(): Promise<void>;
}

/** Opens the bench database, lets `seed` add to it, then serves the app over it. */
export async function startBenchApi(
  seed: (handle: PgliteHandle) => Promise<void> = async () => {},
): Promise<BenchApi> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portalpro-bench-api-'));
  const handle = fromPglite(new PGlite(path.join(dir, 'pglite')));
  const close = async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await prepareDatabase(handle);
    await seed(handle);
    // As the server does at start (PGlite has no autovacuum to do it).
    await handle.client.exec('ANALYZE');
  } catch (e) {
    await close();
    throw e;
  }
  const env = loadEnv({ LOG_LEVEL: 'warn', ACCESS_LOG: '0', STATIC_DIR: dir });
  const server = serve({
    fetch: createApp({ db: handle.db, env }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((r) => (server.listening ? r(null) : server.once('listening', r)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/PortalPRO/api/`;
  const post = async (name: string, body: unknown, token?: string): Promise<Answer> => {
    const res = await fetch(`${base}${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, bytes: text.length, body: JSON.parse(text) as Answer['body'] };
  };
  let publicKey: JsonWebKey | null = null;
  const tokenOf = async (userName: string) => {
    publicKey ??= (await post('session', { ActionId: 11 })).body.PublicKey as JsonWebKey;
    const login = await post('session', {
      ActionId: 31,
      Login: { Id: userName, Password: await encryptPassword(publicKey, DEMO_PASSWORD) },
    });
    const token = (login.body.Session as { Token?: string } | null)?.Token;
    if (!token) throw new Error(`sign-in of ${userName} failed: ${JSON.stringify(login.body)}`);
    return token;
  };
  return {
    handle,
    post,
    tokenOf,
    close: async () => {
      server.close();
      await close();
    },
  };
}
