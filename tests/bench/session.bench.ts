/**
 * Measures the session API: starts the app on a free port over a fresh PGlite database (or the
 * PostgreSQL server given with --pg URL), then load-tests api/session 21 (whole Sessions, then the
 * steady state: the client's Session Tag sent, "unchanged" answered) and times 20 sign-ins.
 * Usage: npx tsx tests/bench/session.bench.ts [--pglite | --pg postgres://...]. Prints, never fails.
 */
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import autocannon, { type Options as AutocannonOptions } from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/src/app';
import { fromPglite, fromPostgres, type DbHandle } from '../../server/src/db/client';
import { DEMO_PASSWORD } from '../../server/src/db/seed';
import { loadEnv } from '../../server/src/env';
import { encryptPassword } from '../../server/src/testing/encrypt-password';
import { prepareDatabase } from '../../server/src/testing/template-db';
import { figure } from './figure';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function main(): Promise<void> {
  const pgIndex = process.argv.indexOf('--pg');
  const pgUrl = pgIndex > 0 ? process.argv[pgIndex + 1] : undefined;
  const dir = pgUrl ? null : await mkdtemp(path.join(os.tmpdir(), 'portalpro-bench-'));
  const handle: DbHandle = pgUrl
    ? fromPostgres(pgUrl, 20)
    : fromPglite(new PGlite(path.join(dir!, 'pglite')));
  await prepareDatabase(handle);
  const env = loadEnv({ LOG_LEVEL: 'warn', ACCESS_LOG: '0', STATIC_DIR: dir ?? os.tmpdir() });
  const app = createApp({ db: handle.db, env });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/PortalPRO/api/session`;
  const post = (body: unknown, token?: string) =>
    fetch(base, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<Record<string, unknown>>);

  try {
    const init = await post({ ActionId: 11 });
    const publicKey = init.PublicKey as JsonWebKey;
    const login = async () =>
      post({
        ActionId: 31,
        Login: { Id: 'proveedor', Password: await encryptPassword(publicKey, DEMO_PASSWORD) },
      });
    const first = await login();
    const { Token: token, Tag: tag } = first.Session as { Token: string; Tag?: string };

    console.log(`database: ${handle.kind === 'pg' ? 'PostgreSQL' : 'PGlite'}`);
    const measure = async (label: string, opts: AutocannonOptions) => {
      const latencies: number[] = [];
      const run = autocannon({ connections: 50, duration: 10, ...opts });
      run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
      const result = await run;
      const p95 = percentile(latencies, 95);
      console.log(`${label}, 50 connections, 10 s:`);
      console.log(
        `  requests/s: ${result.requests.average.toFixed(1)} (total ${result.requests.total}, non-2xx ${result.non2xx}, errors ${result.errors})`,
      );
      console.log(
        `  latency p50 ${result.latency.p50} ms, p95 ${p95.toFixed(1)} ms, p99 ${result.latency.p99} ms`,
      );
      return { rps: result.requests.average, p95 };
    };
    // Baseline in the same run: the health check (one `select 1`) under the same load.
    const baseline = await measure('GET healthz (baseline)', {
      url: base.replace('api/session', 'healthz'),
    });
    const refreshOf = (body: Record<string, unknown>) => ({
      url: base,
      method: 'POST' as const,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ ActionId: 21, ...body }),
    });
    // A client that never sent its Session's Tag (or whose Session changed): the whole Session.
    await measure('api/session 21 (refresh, whole Session)', refreshOf({}));
    // The steady state of the app: it sends the Tag of the Session it holds and is answered
    // "unchanged" with the new expiry.
    const refresh = await measure(
      'api/session 21 (refresh)',
      refreshOf(tag ? { SessionTag: tag } : {}),
    );
    console.log(
      `  refresh vs baseline: ${(refresh.rps / baseline.rps).toFixed(2)}x the requests/s, ${(refresh.p95 / baseline.p95).toFixed(2)}x the p95`,
    );
    const database = handle.kind === 'pg' ? 'PostgreSQL' : 'PGlite';
    figure(
      `session refresh (ActionId 21), 50 clients, ${database}`,
      `${refresh.rps.toFixed(0)} req/s, p95 ${refresh.p95.toFixed(0)} ms (health check: ${baseline.rps.toFixed(0)} req/s)`,
    );

    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      await login();
      times.push(performance.now() - start);
    }
    console.log(
      `api/session 31 (login) x20: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
    figure(
      `sign-in (ActionId 31) one after another, ${database}, p95`,
      `${percentile(times, 95).toFixed(0)} ms`,
    );
  } catch (e) {
    console.log(`benchmark incomplete: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    server.close();
    await handle.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.log(`benchmark could not start: ${e instanceof Error ? e.message : String(e)}`);
});
