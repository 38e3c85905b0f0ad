/**
 * Starts PortalPRO: reads the configuration, opens and migrates the database, runs the seed,
 * serves the app and the API, runs the background jobs, and on SIGINT / SIGTERM stops them and
 * closes the database cleanly.
 */
import { serve } from '@hono/node-server';
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
import { createLogger } from './logger';
import { BASE_PATH } from '../../src/protocol/envelope';

function printDemoAccounts(env: Env, startedMs: number): void {
  const rows = DEMO_ACCOUNTS.map((a) => [a.userName, a.role, a.note]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length), 8));
  const line = (r: string[]) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(`\nPortalPRO (${env.PORTAL_ENV}) ready in ${startedMs} ms`);
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
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  log.info(
    `database: ${handle.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}/pglite`}`,
  );
  await runMigrations(handle);
  await seedDatabase(handle.db);
  await ensureTransportKey(handle.db);
  // PGlite runs no autovacuum, so nothing else refreshes the planner's statistics: without them a
  // list over thousands of users is planned as if every table had a handful of rows.
  if (handle.kind === 'pglite') await handle.client.exec('ANALYZE');

  const app = createApp({ db: handle.db, env, log });
  // Background jobs run beside the HTTP server on the same database (architecture: jobs).
  const jobDeps = { db: handle.db, log, now: () => new Date() };
  const jobs = [startUploadExpiry(jobDeps), startSignInStatePruning(jobDeps)];
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    printDemoAccounts(env, Date.now() - started);
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
