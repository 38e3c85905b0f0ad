/**
 * What six people downloading a 20 MB attachment at once cost the server: the server process
 * (server/src/index.ts on the embedded database, its own process so its memory is its own) serves
 * six concurrent downloads while /healthz is asked one call after another from a thread of its
 * own; the server's RSS (sampled from /proc every 50 ms) is compared with its RSS before, and
 * /healthz's p99 with a quiet one. Measured for the binary download (GET api/files/attachment/:id,
 * streamed in chunks) and, beside it, for api/Attachment 21 (the whole file as base64 in JSON),
 * each on a fresh start of the server (so neither inherits the other's heap) after one download
 * of the same kind (so neither is measured cold). Targets: ≤ 50 MB more RSS, /healthz p99 ≤ 50 ms.
 *
 * With `--pg URL`, the same on a throwaway database of that PostgreSQL server.
 *
 * Usage: npx tsx tests/bench/file-downloads.bench.ts [--pg URL] (Linux, for /proc). Prints,
 * never fails.
 */
import { PGlite } from '@electric-sql/pglite';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { and, asc, eq } from 'drizzle-orm';
import { createDbFileStore } from '../../server/src/adapters/files/embedded';
import { fromPglite, fromPostgres, type DbHandle } from '../../server/src/db/client';
import { maintenanceAttachments, maintenanceOrders } from '../../server/src/db/schema';
import { DEMO_PASSWORD } from '../../server/src/db/seed';
import { encryptPassword } from '../../server/src/testing/encrypt-password';
import { prepareDatabase } from '../../server/src/testing/template-db';
import { percentile } from './api-harness';
import { figure } from './figure';
import { dropDatabase, freshDatabase, postgresArg } from './server-process';

const DOWNLOADS = 6;
const DATABASE = 'portalpro_files_bench';
/** The largest attachment the portal takes (spec 3 §9). */
const FILE_BYTES = 20_000_000;
const USER = 'mantto.fijo';
const LESSOR = '0000100001';

/** Megabytes of 1,000,000 bytes, as the attachment limit is written ("20 MB"). */
const mb = (bytes: number, digits = 0) => `${(bytes / 1_000_000).toFixed(digits)} MB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** The server process's resident memory, in bytes (Linux); null where /proc is not there. */
function rssOf(pid: number): number | null {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return null;
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'))?.[1];
  return kb ? Number(kb) * 1024 : null;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

/** The database the server opens: migrated and seeded, with one attachment of FILE_BYTES. */
async function prepare(handle: DbHandle): Promise<number> {
  try {
    await prepareDatabase(handle);
    const [order] = await handle.db
      .select({ aufnr: maintenanceOrders.aufnr })
      .from(maintenanceOrders)
      .where(and(eq(maintenanceOrders.lifnr, LESSOR), eq(maintenanceOrders.status, '05')))
      .orderBy(asc(maintenanceOrders.aufnr))
      .limit(1);
    if (!order) throw new Error(`no order of ${LESSOR}`);
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(FILE_BYTES - 9)]);
    const stored = await createDbFileStore(handle.db).put(bytes, 'application/pdf');
    const [row] = await handle.db
      .insert(maintenanceAttachments)
      .values({
        aufnr: order.aufnr,
        attachmentTypeId: 1,
        description: 'Planos del sitio',
        notes: '',
        fileName: 'planos.pdf',
        fileExt: 'pdf',
        fileSize: stored.size,
        blobSha256: stored.sha256,
        createdBy: USER,
      })
      .returning({ id: maintenanceAttachments.id });
    return row!.id;
  } finally {
    await handle.close();
  }
}

interface RunningServer {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts server/src/index.ts on the prepared DATA_DIR, or on the prepared PostgreSQL database at
 * `url` (the demo's data already in it), and waits for /healthz.
 */
async function startServer(
  dataDir: string,
  staticDir: string,
  url: string | undefined,
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(url ? { DATABASE_URL: url, PORTAL_ENV: 'DEMO', SEED_DEMO: '0' } : { DATABASE_URL: '' }),
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'error',
      ACCESS_LOG: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/PortalPRO/`;
  const stop = async () => {
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([gone, new Promise((r) => setTimeout(r, 30_000))]);
  };
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    const up = await fetch(`${base}healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, base, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('the server did not answer /healthz in 120 s');
}

async function signIn(base: string): Promise<string> {
  const post = async (body: unknown) =>
    (await (
      await fetch(`${base}api/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, unknown>;
  const { PublicKey } = (await post({ ActionId: 11 })) as { PublicKey: JsonWebKey };
  const login = await post({
    ActionId: 31,
    Login: { Id: USER, Password: await encryptPassword(PublicKey, DEMO_PASSWORD) },
  });
  const token = (login.Session as { Token?: string } | null)?.Token;
  if (!token) throw new Error(`sign-in of ${USER} failed: ${JSON.stringify(login)}`);
  return token;
}

/** Reads an answer to its end without keeping it (the client's memory is not the point). */
async function drain(res: Response): Promise<number> {
  if (!res.ok || !res.body) throw new Error(`download answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

interface Measured {
  rssIncrease: number | null;
  /** /healthz calls answered during the downloads. */
  healthCalls: number;
  healthP99: number;
  quietP99: number;
  seconds: number;
  bytesEach: number;
}

/** The prober's thread: warms its connection, then times /healthz calls from "go" to "stop". */
const PROBER = `
  const { parentPort, workerData } = require('node:worker_threads');
  let stopped = false;
  const call = async () => (await fetch(workerData.url)).arrayBuffer();
  parentPort.on('message', async (m) => {
    if (m === 'stop') return void (stopped = true);
    const times = [];
    while (!stopped) {
      const start = performance.now();
      await call();
      times.push(performance.now() - start);
    }
    parentPort.postMessage(times);
  });
  call().then(() => parentPort.postMessage('ready'));
`;

/**
 * /healthz one call after another from a thread of its own (a load balancer is not the process
 * reading the downloads: in the same thread its answers would wait behind the downloads' chunks),
 * its connection warmed first: each call's time while `during()` runs, or for 2 s without it.
 */
async function healthTimes(base: string, during: (() => Promise<unknown>) | null) {
  const prober = new Worker(PROBER, { eval: true, workerData: { url: `${base}healthz` } });
  try {
    const message = () =>
      new Promise<unknown>((resolve, reject) => {
        prober.once('message', resolve);
        prober.once('error', reject);
      });
    await message();
    const times = message();
    prober.postMessage('go');
    const work = during ? during() : new Promise((r) => setTimeout(r, 2_000));
    await work.finally(() => prober.postMessage('stop'));
    return (await times) as number[];
  } finally {
    await prober.terminate();
  }
}

/** Six concurrent downloads on a fresh server: its RSS increase and /healthz meanwhile. */
async function measure(
  dataDir: string,
  staticDir: string,
  url: string | undefined,
  download: (base: string, token: string) => Promise<Response>,
): Promise<Measured> {
  const server = await startServer(dataDir, staticDir, url);
  try {
    const token = await signIn(server.base);
    // One download first, so the figures are those of a running server rather than of the first
    // download after its start (its code paths and query plans still cold).
    await drain(await download(server.base, token));
    const quiet = await healthTimes(server.base, null);
    const pid = server.child.pid!;
    const before = rssOf(pid);
    let peak = before ?? 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid) ?? 0)), 50);
    let started = 0;
    let sizes: number[] = [];
    const during = await healthTimes(server.base, async () => {
      started = performance.now();
      sizes = await Promise.all(
        Array.from({ length: DOWNLOADS }, async () => drain(await download(server.base, token))),
      );
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return {
      rssIncrease: before === null ? null : peak - before,
      healthCalls: during.length,
      healthP99: percentile(during, 99),
      quietP99: percentile(quiet, 99),
      seconds,
      bytesEach: sizes[0] ?? 0,
    };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portalpro-bench-files-'));
  const staticDir = await mkdtemp(path.join(os.tmpdir(), 'portalpro-bench-static-'));
  // Only --pg: npm run bench measures this on PGlite and, in its PostgreSQL part, on PostgreSQL.
  const adminUrl = postgresArg(false);
  const where = adminUrl ? 'PostgreSQL' : 'PGlite';
  try {
    const url = adminUrl ? await freshDatabase(adminUrl, DATABASE) : undefined;
    const id = await prepare(
      url ? fromPostgres(url, 2) : fromPglite(new PGlite(path.join(dataDir, 'pglite'))),
    );
    console.log(`database: ${where}`);
    const binary = await measure(dataDir, staticDir, url, (base, token) =>
      fetch(`${base}api/files/attachment/${id}`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    const json = await measure(dataDir, staticDir, url, (base, token) =>
      fetch(`${base}api/Attachment`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ ActionId: 21, Attachment: { Id: id } }),
      }),
    );
    const rss = (m: Measured) =>
      m.rssIncrease === null ? 'not measured' : `+${mb(m.rssIncrease)}`;
    for (const [label, m] of [
      ['binary (GET api/files/attachment)', binary],
      ['JSON (api/Attachment 21)', json],
    ] as const) {
      console.log(
        `${label}: ${DOWNLOADS} × ${mb(m.bytesEach, 1)} in ${m.seconds.toFixed(1)} s; server RSS ${rss(m)}; /healthz ×${m.healthCalls} p99 ${ms(m.healthP99)} (quiet ${ms(m.quietP99)})`,
      );
    }
    figure(
      `${DOWNLOADS} concurrent downloads of a 20 MB attachment, ${where}: server RSS increase`,
      `${rss(binary)} (api/Attachment 21 as JSON: ${rss(json)})`,
      '≤ 50 MB',
    );
    figure(
      `/healthz during ${DOWNLOADS} concurrent downloads of a 20 MB attachment, ${where}, p99`,
      `${ms(binary.healthP99)} (api/Attachment 21 as JSON: ${ms(json.healthP99)}; quiet: ${ms(binary.quietP99)})`,
      '≤ 50 ms',
    );
  } catch (e) {
    console.log(`benchmark incomplete: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticDir, { recursive: true, force: true });
    if (adminUrl) await dropDatabase(adminUrl, DATABASE).catch(() => undefined);
  }
}

await main();
