/**
 * Starts PortalPRO: reads the configuration, opens and migrates the database, runs the seed,
 * serves the app and the API, runs the background jobs, and on SIGINT / SIGTERM stops them and
 * closes the database cleanly.
 */
import { serve } from '@hono/node-server';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { precompressStaticFiles } from './http/static-files';
import { ensureTransportKey } from './auth/transport-key';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDatabase } from './db/seed';
import { loadEnv, type Env } from './env';
import { errorForLog } from './error-for-log';
import { startUploadExpiry } from './jobs/expire-uploads';
import { startSignInStatePruning } from './jobs/prune-sign-in-state';
import { startSatRecheck } from './jobs/sat-recheck';
import { createLogger } from './logger';
import { BASE_PATH } from '../../src/protocol/envelope';

/** How long each step of preparing the database took, printed at start (issue 14: start-up). */
interface DatabaseTimings {
  /** PGlite found no database under DATA_DIR and created one (initdb); false on PostgreSQL. */
  created: boolean;
  openMs: number;
  migrateMs: number;
  seedMs: number;
  finishMs: number;
}

function describeDatabaseTimings(t: DatabaseTimings): string {
  const total = t.openMs + t.migrateMs + t.seedMs + t.finishMs;
  const what = t.created ? 'created' : 'opened';
  return (
    `database ${what} and ready in ${total} ms ` +
    `(open ${t.openMs} ms, migrations ${t.migrateMs} ms, seed ${t.seedMs} ms, ` +
    `keys and statistics ${t.finishMs} ms)`
  );
}

/** Whether PGlite will have to create its database: no data directory, or an empty one. */
function pgliteDirIsEmpty(dataDir: string): boolean {
  const dir = path.resolve(dataDir, 'pglite');
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

function printDemoAccounts(env: Env, startedMs: number, database: DatabaseTimings): void {
  const rows = DEMO_ACCOUNTS.map((a) => [a.userName, a.role, a.note]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length), 8));
  const line = (r: string[]) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(`\nPortalPRO (${env.PORTAL_ENV}) ready in ${startedMs} ms`);
  console.log(`  ${describeDatabaseTimings(database)}`);
  console.log(`  http://localhost:${env.PORT}${BASE_PATH}\n`);
  console.log(`Demo accounts (password ${DEMO_PASSWORD}, except where noted):`);
  console.log(`  ${line(['user', 'role', 'note'])}`);
  for (const r of rows) console.log(`  ${line(r)}`);
  console.log('');
}

async function main(): Promise<void> {
  const started = Date.now();
  let env: Env;
  try {
    env = loadEnv();
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
  const log = createLogger(env.LOG_LEVEL);
  const created = !env.DATABASE_URL && pgliteDirIsEmpty(env.DATA_DIR);
  let mark = Date.now();
  const lap = () => {
    const now = Date.now();
    const ms = now - mark;
    mark = now;
    return ms;
  };
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const openMs = lap();
  log.info(
    `database: ${handle.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}/pglite`}`,
  );
  await runMigrations(handle);
  const migrateMs = lap();
  await seedDatabase(handle.db);
  const seedMs = lap();
  await ensureTransportKey(handle.db);
  // PGlite runs no autovacuum, so nothing else refreshes the planner's statistics: without them a
  // list over thousands of users is planned as if every table had a handful of rows.
  if (handle.kind === 'pglite') await handle.client.exec('ANALYZE');
  const database: DatabaseTimings = { created, openMs, migrateMs, seedMs, finishMs: lap() };

  const app = createApp({ db: handle.db, env, log });
  // Background jobs run beside the HTTP server on the same database (architecture: jobs).
  const jobDeps = { db: handle.db, log, now: () => new Date() };
  const satRecheck = startSatRecheck({ ...jobDeps, env });
  const jobs = [
    startUploadExpiry(jobDeps),
    startSignInStatePruning(jobDeps),
    ...(satRecheck ? [satRecheck] : []),
  ];
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    printDemoAccounts(env, Date.now() - started, database);
    void precompressStaticFiles(env.STATIC_DIR).then((n) =>
      log.info(`static files ready (compressed): ${n}`),
    );
  });
  server.on('error', (e: NodeJS.ErrnoException) => {
    console.error(
      e.code === 'EADDRINUSE'
        ? `PortalPRO cannot listen on port ${env.PORT}: it is in use. Stop what runs there or set PORT.`
        : `PortalPRO cannot listen on port ${env.PORT}: ${e.message}`,
    );
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      Promise.all(jobs.map((job) => job.stop()))
        .then(() => handle.close())
        .then(() => process.exit(0))
        .catch((e: unknown) => {
          log.error('closing the database failed', { ...errorForLog(e) });
          process.exit(1);
        });
    });
    // Keep-alive connections would hold server.close() open.
    if ('closeAllConnections' in server) server.closeAllConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((e: unknown) => {
  console.error('PortalPRO failed to start:', JSON.stringify(errorForLog(e), null, 2));
  process.exit(1);
});
