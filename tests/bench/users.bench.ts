/**
 * User administration over 20,000 users: a fresh PGlite database with the demo seed plus
 * a bench-only seed of 20,000 users (supplier and lessor roles, each linked to a demo supplier and
 * the company MX10, half created by the demo principals), then the API through HTTP on loopback:
 * - api/user 10, a page of 50 of the grouped list, as an administrator and as a Proveedor
 *   Principal (its own users only): p50 / p95 over 60 calls (target p95 ≤ 100 ms);
 * - api/user 20, the search dialog by part of a name: p50 / p95 over 60 calls (target ≤ 100 ms);
 * - api/user 10 with PageSize 0 ("all"): time and size of the answer;
 * against GET healthz round trips in the same run;
 * - in Chromium, on the built PWA (run `npx vite build` first; STATIC_DIR, default ./dist): the
 *   administrator's user page switched to "Todas", from the moment the 20,000-row answer has
 *   arrived until the table is rendered and painted (target ≤ 300 ms; the rows in view only), and
 *   from the choice itself, against the same switch to a page of 100 rows (rendered whole):
 *   medians of 5, each on a fresh page load.
 * Usage: npx tsx tests/bench/users.bench.ts. Prints figures; never fails.
 */
import { serve } from '@hono/node-server';
import type { Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { eq, inArray } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/src/app';
import { fromPglite } from '../../server/src/db/client';
import { roles, suppliers, userCompany, userSupplier, users } from '../../server/src/db/schema';
import { DEMO_PASSWORD } from '../../server/src/db/seed';
import { loadEnv } from '../../server/src/env';
import { encryptPassword } from '../../server/src/testing/encrypt-password';
import { prepareDatabase } from '../../server/src/testing/template-db';
import { launchChromium, NAME_SHIM, signIn } from './browser-harness';
import { figure } from './figure';

const USERS = 20_000;
const RUNS = 60;
const BATCH = 1_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const median = (v: number[]) => percentile(v, 50);
const STATIC_DIR = process.env.STATIC_DIR ?? 'dist';
const RENDER_RUNS = 5;

const FIRST = [
  'Ana',
  'Luis',
  'María',
  'José',
  'Carmen',
  'Jorge',
  'Lucía',
  'Pedro',
  'Sofía',
  'Raúl',
];
const LAST = ['García', 'López', 'Martínez', 'Hernández', 'Pérez', 'Sánchez', 'Ramírez', 'Torres'];

/** 20,000 users of supplier and lessor roles, each linked to a demo supplier and MX10. */
async function seedManyUsers(handle: ReturnType<typeof fromPglite>): Promise<void> {
  const db = handle.db;
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, ['Proveedor', 'Arrendador']));
  const supplierRows = await db
    .select({ id: suppliers.id, isLessor: suppliers.isLessor })
    .from(suppliers)
    .where(eq(suppliers.active, true));
  const principals = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['proveedor', 'arrendador']));
  const roleOf = (name: string) => roleRows.find((r) => r.name === name)?.id;
  const supplierOf = (lessor: boolean) => supplierRows.filter((s) => s.isLessor === lessor);
  const creatorOf = (name: string) => principals.find((p) => p.userName === name)?.id ?? null;
  for (let start = 0; start < USERS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, USERS - start) }, (_, k) => {
      const i = start + k;
      const lessor = i % 3 === 0;
      return {
        userName: `bench.user.${String(i).padStart(5, '0')}`,
        name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`,
        email: `bench${i}@example.com`,
        roleId: roleOf(lessor ? 'Arrendador' : 'Proveedor')!,
        companyCode: 'MX10',
        createdBy: i % 2 === 0 ? creatorOf(lessor ? 'arrendador' : 'proveedor') : null,
        passwordPending: true,
      };
    });
    const inserted = await db.insert(users).values(rows).returning({ id: users.id });
    await db
      .insert(userCompany)
      .values(inserted.map((u) => ({ userId: u.id, companyCode: 'MX10' })));
    await db.insert(userSupplier).values(
      inserted.map((u, k) => {
        const pool = supplierOf((start + k) % 3 === 0);
        return { userId: u.id, supplierId: pool[(start + k) % pool.length]!.id };
      }),
    );
  }
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portalpro-bench-users-'));
  const handle = fromPglite(new PGlite(path.join(dir, 'pglite')));
  const server = serve({
    fetch: createApp({
      db: handle.db,
      env: loadEnv({ LOG_LEVEL: 'warn', ACCESS_LOG: '0', STATIC_DIR }),
    }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  });
  try {
    await prepareDatabase(handle);
    const seedStart = performance.now();
    await seedManyUsers(handle);
    // As the server does at start (PGlite has no autovacuum to do it).
    await handle.client.exec('ANALYZE');
    console.log(
      `bench seed: ${USERS.toLocaleString('en')} users in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    await new Promise((r) => (server.listening ? r(null) : server.once('listening', r)));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/PortalPRO/`;
    const post = async (name: string, body: unknown, token?: string) => {
      const res = await fetch(`${base}api/${name}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      return {
        status: res.status,
        bytes: text.length,
        body: JSON.parse(text) as Record<string, unknown>,
      };
    };
    const init = await post('session', { ActionId: 11 });
    const tokenOf = async (user: string) => {
      const password = await encryptPassword(init.body.PublicKey as JsonWebKey, DEMO_PASSWORD);
      const login = await post('session', {
        ActionId: 31,
        Login: { Id: user, Password: password },
      });
      return (login.body.Session as { Token: string }).Token;
    };
    const admin = await tokenOf('admin');
    const principal = await tokenOf('proveedor');

    const timed = async (label: string, call: (i: number) => Promise<{ status: number }>) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) await call(i); // warm-up
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const res = await call(i);
        times.push(performance.now() - start);
        if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`);
      }
      console.log(
        `${label}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (target p95 ≤ 100 ms)`,
      );
      return percentile(times, 95);
    };

    const healthTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await (await fetch(`${base}healthz`)).arrayBuffer();
      healthTimes.push(performance.now() - start);
    }
    const healthP95 = percentile(healthTimes, 95);
    console.log(`baseline GET healthz: p95 ${ms(healthP95)}`);

    const pages = Math.floor(USERS / 50);
    const adminPage = await timed('api/user 10, page of 50, administrator', (i) =>
      post('user', { ActionId: 10, Page: 1 + ((i * 37) % pages), PageSize: 50 }, admin),
    );
    const principalPage = await timed('api/user 10, page of 50, Proveedor Principal', (i) =>
      post('user', { ActionId: 10, Page: 1 + (i % 20), PageSize: 50 }, principal),
    );
    const search = await timed('api/user 20, search by part of a name', (i) =>
      post(
        'user',
        { ActionId: 20, Filter: { Name: `${LAST[i % LAST.length]} ${100 + i}` }, PageSize: 50 },
        admin,
      ),
    );
    console.log(
      `  vs healthz p95: ${(adminPage / healthP95).toFixed(1)}x, ${(principalPage / healthP95).toFixed(1)}x, ${(search / healthP95).toFixed(1)}x`,
    );
    figure(
      `user administration, ${USERS.toLocaleString('en')} users: a page of 50 / search, p95 (PGlite)`,
      `${ms(adminPage)} admin, ${ms(principalPage)} principal / ${ms(search)} (health check ${ms(healthP95)})`,
      '≤ 100 ms',
    );
    const allStart = performance.now();
    const all = await post('user', { ActionId: 10, PageSize: 0 }, admin);
    const rows = (all.body.List as unknown[] | undefined)?.length ?? 0;
    console.log(
      `api/user 10, all (PageSize 0): ${ms(performance.now() - allStart)}, ${rows.toLocaleString('en')} rows, ${(all.bytes / 1e6).toFixed(1)} MB of JSON`,
    );
    if (existsSync(path.join(STATIC_DIR, 'index.html'))) await renderInBrowser(base, rows);
    else console.log(`table render not measured: no built PWA in ${STATIC_DIR} (npx vite build)`);
  } catch (e) {
    console.log(`not measured: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    server.close();
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  }
}

interface Switch {
  /** From the answer's last byte to the table painted. */
  render: number;
  /** From the choice of page size to the table painted. */
  total: number;
  /** User rows in the page once painted. */
  rendered: number;
}

/**
 * Chooses a page size on the user page and times it inside the page: a MutationObserver notices
 * the table being done (for "all", the row count it announces; for 100, the hundredth row), then a
 * frame and a task later the paint is over; the answer's end comes from its resource timing.
 */
async function switchPageSize(page: Page, size: '0' | '100'): Promise<Switch> {
  await page.evaluate((all) => {
    const w = window as unknown as { benchDone: Promise<{ painted: number; rendered: number }> };
    w.benchDone = new Promise((resolve) => {
      const rows = () => document.querySelectorAll('button[aria-label^="Ver usuario"]').length;
      const done = () =>
        all ? document.querySelector('table[aria-rowcount]') !== null && rows() > 0 : rows() >= 100;
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => resolve({ painted: performance.now(), rendered: rows() })),
        );
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-rowcount'],
      });
    });
    performance.clearResourceTimings();
  }, size === '0');
  const chosenAt = await page.evaluate(() => performance.now());
  await page.getByLabel('Filas por página').selectOption(size);
  const { painted, rendered, responseEnd } = await page.evaluate(async () => {
    const w = window as unknown as { benchDone: Promise<{ painted: number; rendered: number }> };
    const result = await w.benchDone;
    const answers = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/user')) as PerformanceResourceTiming[];
    return { ...result, responseEnd: answers.at(-1)?.responseEnd ?? NaN };
  });
  return { render: painted - responseEnd, total: painted - chosenAt, rendered };
}

async function renderInBrowser(base: string, total: number): Promise<void> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(NAME_SHIM);
    const page = await context.newPage();
    await signIn(page, base, 'admin');
    const figures: Record<'0' | '100', Switch[]> = { '0': [], '100': [] };
    for (let run = 0; run < RENDER_RUNS; run++) {
      for (const size of ['100', '0'] as const) {
        await page.goto(`${base}admin_user`);
        await page.getByText(/Página 1 de/).waitFor();
        figures[size].push(await switchPageSize(page, size));
      }
    }
    const show = (label: string, list: Switch[]) =>
      console.log(
        `${label}: answer to painted ${ms(median(list.map((f) => f.render)))}, choice to painted ${ms(median(list.map((f) => f.total)))}, ${list[0]?.rendered ?? 0} user rows in the page`,
      );
    show('table, page of 100 (baseline)', figures['100']);
    show(`table, all ${total.toLocaleString('en')} users`, figures['0']);
    const ratio =
      median(figures['0'].map((f) => f.render)) / median(figures['100'].map((f) => f.render));
    console.log(`  all vs 100 (answer to painted): ${ratio.toFixed(1)}x (target all ≤ 300 ms)`);
    figure(
      `user table, "Todas" with ${total.toLocaleString('en')} users: answer to painted, Chromium`,
      `${ms(median(figures['0'].map((f) => f.render)))} (a page of 100: ${ms(median(figures['100'].map((f) => f.render)))})`,
      '≤ 300 ms',
    );
  } catch (e) {
    console.log(`table render not measured: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    await browser.close();
  }
}

main().catch((e: unknown) =>
  console.log(`not measured: ${e instanceof Error ? e.message : String(e)}`),
);
