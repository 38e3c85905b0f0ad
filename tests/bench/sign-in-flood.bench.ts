/**
 * Whether the portal keeps answering during a sign-in flood: the public api/session 11 (what every
 * visitor's first page asks) timed one call after another, alone and then while 200 sign-ins are
 * in flight at once — half right passwords of demo users, half wrong ones for other names — first
 * each from its own address in its own /24 (X-Forwarded-For through a trusted proxy, so neither
 * the address budget nor the network's budget stops them and every one costs a password hash),
 * then all from one address.
 *
 * Then whether a crowd keeps a person out: an administrator's right sign-ins, one after another,
 * while 200 wrong ones are in flight from 200 addresses — of one /24, the person at a new address
 * of another network; and of 200 different /24s, the person at the address they last signed in
 * from — with the p95 of the person's sign-ins and how many were answered 503.
 * Usage: npx tsx tests/bench/sign-in-flood.bench.ts [--pg postgres://...]. Prints, never fails.
 * Targets: session 11 p95 ≤ 500 ms during the flood; the person's sign-in p95 ≤ 2 s, never 503.
 */
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
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

const FLOOD = 200;
const DEMO_USERS = ['admin', 'proveedor', 'arrendador', 'mantenimiento', 'cuadrilla', 'visor'];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function main(): Promise<void> {
  const pgIndex = process.argv.indexOf('--pg');
  const pgUrl = pgIndex > 0 ? process.argv[pgIndex + 1] : undefined;
  const dir = pgUrl ? null : await mkdtemp(path.join(os.tmpdir(), 'portalpro-bench-'));
  const handle: DbHandle = pgUrl
    ? fromPostgres(pgUrl, 20)
    : fromPglite(new PGlite(path.join(dir!, 'pglite')));
  await prepareDatabase(handle);
  const env = loadEnv({
    LOG_LEVEL: 'error',
    ACCESS_LOG: '0',
    STATIC_DIR: dir ?? os.tmpdir(),
    TRUSTED_PROXIES: '127.0.0.1,::1',
  });
  const app = createApp({ db: handle.db, env });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/PortalPRO/api/session`;
  const post = async (body: unknown, from?: string) => {
    const res = await fetch(base, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(from ? { 'X-Forwarded-For': from } : {}),
      },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.status;
  };

  try {
    const publicKey = (
      (await (
        await fetch(base, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"ActionId":11}',
        })
      ).json()) as {
        PublicKey: JsonWebKey;
      }
    ).PublicKey;
    const attempts = await Promise.all(
      Array.from({ length: FLOOD }, async (_, i) => {
        const right = i % 2 === 0;
        const id = right ? DEMO_USERS[i % DEMO_USERS.length]! : `persona.${i}`;
        const password = await encryptPassword(publicKey, right ? DEMO_PASSWORD : `Mal#${i}`);
        return { ActionId: 31, Login: { Id: id, Password: password } };
      }),
    );

    /** api/session 11 one call after another until `until` settles (or for `forMs`). */
    const initTimes = async (until: Promise<unknown> | null, forMs = 3_000) => {
      const times: number[] = [];
      let done = false;
      void until?.then(() => (done = true));
      const stopAt = performance.now() + forMs;
      while (until ? !done : performance.now() < stopAt) {
        const start = performance.now();
        await post({ ActionId: 11 });
        times.push(performance.now() - start);
      }
      return times;
    };
    const report = (label: string, times: number[]) =>
      console.log(
        `${label}: api/session 11 x${times.length}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}`,
      );
    const flood = async (label: string, from: (i: number) => string | undefined) => {
      const start = performance.now();
      const all = Promise.all(attempts.map((body, i) => post(body, from(i))));
      const times = await initTimes(all);
      const statuses = await all;
      const count = (s: number) => statuses.filter((x) => x === s).length;
      report(label, times);
      console.log(
        `  ${FLOOD} sign-ins took ${ms(performance.now() - start)}: ${count(200)} checked (signed in or wrong password), ${count(429)} 429 (budget or delay), ${count(503)} 503 (busy)`,
      );
      return percentile(times, 95);
    };

    console.log(
      `database: ${handle.kind === 'pg' ? 'PostgreSQL' : 'PGlite'}; cores: ${os.availableParallelism()}`,
    );
    const quiet = await initTimes(null);
    report('quiet (baseline)', quiet);
    const spread = await flood(
      `${FLOOD} concurrent sign-ins from ${FLOOD} addresses`,
      (i) => `198.18.${i}.1`,
    );
    console.log(
      `  p95 during the flood vs quiet: ${(spread / percentile(quiet, 95)).toFixed(1)}x (target: ≤ 500 ms)`,
    );
    figure(
      `api/session 11 during ${FLOOD} concurrent sign-ins from ${FLOOD} addresses, ${handle.kind === 'pg' ? 'PostgreSQL' : 'PGlite'}, p95`,
      `${ms(spread)} (quiet: ${ms(percentile(quiet, 95))})`,
      '≤ 500 ms',
    );
    await flood(`${FLOOD} concurrent sign-ins from one address`, () => '198.19.0.1');

    const signIn = async (id: string, password: string) => ({
      ActionId: 31,
      Login: { Id: id, Password: await encryptPassword(publicKey, password) },
    });
    const wrong = await Promise.all(
      Array.from({ length: FLOOD }, (_, i) => signIn(`crowd.${i}`, `Mal#${i}`)),
    );
    /**
     * The administrator's right sign-ins one after another while the crowd's wrong ones are in
     * flight: their times and statuses.
     */
    const ownerDuringCrowd = async (
      label: string,
      crowdFrom: (i: number) => string,
      ownerFrom: (k: number) => string,
    ) => {
      const start = performance.now();
      let done = false;
      const crowd = Promise.all(wrong.map((body, i) => post(body, crowdFrom(i))));
      void crowd.then(() => (done = true));
      const times: number[] = [];
      const owner: number[] = [];
      for (let k = 0; !done; k++) {
        const body = await signIn('admin', DEMO_PASSWORD);
        const t0 = performance.now();
        owner.push(await post(body, ownerFrom(k)));
        times.push(performance.now() - t0);
      }
      const statuses = await crowd;
      const count = (list: number[], s: number) => list.filter((x) => x === s).length;
      const p95 = percentile(times, 95);
      console.log(
        `${label}: the administrator's sign-in x${times.length}: p50 ${ms(percentile(times, 50))}, p95 ${ms(p95)}, max ${ms(Math.max(...times))}; ${count(owner, 200)} answered 200, ${count(owner, 503)} 503 (target: p95 ≤ 2 s, never 503)`,
      );
      console.log(
        `  the crowd's ${FLOOD} took ${ms(performance.now() - start)}: ${count(statuses, 200)} checked, ${count(statuses, 429)} 429 (budget or delay), ${count(statuses, 503)} 503 (busy)`,
      );
      return { p95, busy: count(owner, 503) };
    };
    const db = handle.kind === 'pg' ? 'PostgreSQL' : 'PGlite';
    // A new address each time, so the administrator is never "known" there.
    const oneNetwork = await ownerDuringCrowd(
      `${FLOOD} wrong sign-ins from ${FLOOD} addresses of one /24, the administrator elsewhere`,
      (i) => `198.19.1.${i + 1}`,
      (k) => `198.19.${2 + Math.floor(k / 250)}.${(k % 250) + 1}`,
    );
    figure(
      `a correct sign-in during ${FLOOD} wrong ones from ${FLOOD} addresses (one /24), ${db}, p95`,
      `${ms(oneNetwork.p95)}, ${oneNetwork.busy} × 503`,
      '≤ 2 s, never 503',
    );
    const home = '198.19.10.1';
    await post(await signIn('admin', DEMO_PASSWORD), home);
    const manyNetworks = await ownerDuringCrowd(
      `${FLOOD} wrong sign-ins from ${FLOOD} addresses in ${FLOOD} /24s, the administrator at home`,
      (i) => `198.19.${20 + i}.1`,
      () => home,
    );
    figure(
      `a correct sign-in during ${FLOOD} wrong ones from ${FLOOD} /24s, from the usual address, ${db}, p95`,
      `${ms(manyNetworks.p95)}, ${manyNetworks.busy} × 503`,
      '≤ 2 s, never 503',
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
