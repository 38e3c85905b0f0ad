/**
 * Starts PortalPRO: reads the configuration, opens the database, applies the release step (or,
 * with MIGRATE_ON_START=0, refuses to serve a database that is behind), writes the demo data in
 * the demo only (and refuses a non-demo environment whose accounts sign in with the public demo
 * password), serves the app and the API, runs the background jobs on the job queue, and on
 * SIGINT / SIGTERM stops in order (lifecycle.ts) and closes the database last.
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { dataDirProblem, noSpaceIn } from './data-dir-check';
import { precompressStaticFiles } from './http/static-files';
import { ensureTransportKey } from './auth/transport-key';
import { holdBootLock, singleProcessLiveness } from './db/boot-liveness';
import { openDatabase } from './db/client';
import { DatabaseInUseError } from './db/pglite-lock';
import { pendingMigrations, runMigrations } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDatabase } from './db/seed';
import { accountsWithDemoPassword, demoPasswordRefusal } from './db/seed/demo-guard';
import { isDemoEnv, loadEnv, type Env } from './env';
import { errorForLog } from './error-for-log';
import { jobHandlers } from './jobs/handlers';
import { createJobSystem } from './jobs/job-system';
import { queueSpecs } from './jobs/queues';
import { createMetrics, startMetricsServer } from './http/metrics';
import { createReadiness, stopGracefully } from './lifecycle';
import { closeWorkerPools } from './workers/pool';
import { isStorageFull } from './storage-full';
import { createLogger, type Logger } from './logger';
import { mailSenderFrom } from './adapters/mail/smtp';
import { openFileStore } from './adapters/files/open-store';
import type { MailSender } from './adapters/mail';
import { smsSenderFrom } from './adapters/sms/twilio';
import type { SmsSender } from './adapters/sms';
import { BASE_PATH } from '../../src/protocol/envelope';

/** How long each step of preparing the database took, printed at start. */
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

/** Where mails and text messages go, or that they wait in the outbox. */
function describeMessaging(mail: MailSender | null, sms: SmsSender | null): string[] {
  const waits = 'not configured: they wait in the outbox (Operación › Notificaciones)';
  return [
    `mail: ${mail ? `SMTP ${mail.description}` : `${waits}; set SMTP_URL and MAIL_FROM`}`,
    `SMS: ${sms ? sms.description : `${waits}; set SMS_PROVIDER`}`,
  ];
}

/** Checks the SMTP server as a send would, in the background: a warning, never a refusal to start. */
function checkMailServer(mail: MailSender, log: Logger): void {
  mail.verify().then(
    () => log.info('mail server reached', { smtp: mail.description }),
    (e: unknown) =>
      log.warn('mail server not reachable: mails wait and are retried', {
        smtp: mail.description,
        ...errorForLog(e),
      }),
  );
}

function printReady(
  env: Env,
  startedMs: number,
  database: DatabaseTimings,
  messaging: string[],
): void {
  console.log(`\nPortalPRO (${env.PORTAL_ENV}) ready in ${startedMs} ms`);
  console.log(`  ${describeDatabaseTimings(database)}`);
  for (const line of messaging) console.log(`  ${line}`);
  console.log(`  http://localhost:${env.PORT}${BASE_PATH}\n`);
  if (!env.SEED_DEMO) {
    console.log('No demo data. First administrator: npm run admin:create -- --user … --email …\n');
    return;
  }
  const rows = DEMO_ACCOUNTS.map((a) => [a.userName, a.role, a.note]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length), 8));
  const line = (r: string[]) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(`Demo accounts (password ${DEMO_PASSWORD}, except where noted):`);
  console.log(`  ${line(['user', 'role', 'note'])}`);
  for (const r of rows) console.log(`  ${line(r)}`);
  console.log('');
}

/** Stops the process at start with a message an operator can act on. */
class StartRefused extends Error {}

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
  // The embedded database's directory: writable, with room, said plainly before PGlite opens it.
  const dataDirRefusal = env.DATABASE_URL ? null : await dataDirProblem(env.DATA_DIR);
  if (dataDirRefusal) throw new StartRefused(dataDirRefusal);
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pool: {
      max: env.DB_POOL_MAX,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      idleTimeoutMs: env.DB_IDLE_TIMEOUT_MS,
    },
  }).catch(async (e: unknown) => {
    // The disk filled up or turned read-only while PGlite created or opened its files.
    const problem = env.DATABASE_URL ? null : await dataDirProblem(env.DATA_DIR);
    if (problem || isStorageFull(e)) throw new StartRefused(problem ?? noSpaceIn(env.DATA_DIR));
    throw e;
  });
  const openMs = lap();
  log.info(
    `database: ${handle.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}/pglite`}`,
  );
  try {
    // FILE_STORE=s3: the bucket must answer before anything else is done.
    const store = await openFileStore(env, handle.db).catch((e: unknown) => {
      throw new StartRefused(e instanceof Error ? e.message : String(e));
    });
    log.info(`file store: ${store.description}`);
    if (env.MIGRATE_ON_START) {
      const report = await runMigrations(handle, (line) => log.info(line));
      if (report.applied.length > 0) {
        log.info(`applied ${report.applied.length} migrations`, {
          applied: report.applied,
          waitedMs: report.waitedMs,
        });
      }
    } else {
      const pending = await pendingMigrations(handle.db);
      if (pending.length > 0) {
        throw new StartRefused(
          `PortalPRO will not serve: the database is behind by ${pending.length} migrations ` +
            `(${pending.join(', ')}) and MIGRATE_ON_START=0. Run "npm run db:migrate" first.`,
        );
      }
    }
    const migrateMs = lap();
    if (env.SEED_DEMO) await seedDatabase(handle.db);
    else if (!isDemoEnv(env)) {
      const exposed = await accountsWithDemoPassword(handle.db);
      if (exposed.length > 0) throw new StartRefused(demoPasswordRefusal(env.PORTAL_ENV, exposed));
    }
    const seedMs = lap();
    await ensureTransportKey(handle.db);
    // PGlite runs no autovacuum, so nothing else refreshes the planner's statistics: without them
    // a list over thousands of users is planned as if every table had a handful of rows.
    if (handle.kind === 'pglite') await handle.client.exec('ANALYZE');
    const database: DatabaseTimings = { created, openMs, migrateMs, seedMs, finishMs: lap() };

    // Mails and text messages go out through the job queue, where configured.
    const mail = mailSenderFrom(env);
    const sms = smsSenderFrom(env);
    if (mail) checkMailServer(mail, log);
    // Background work runs on the job queue beside the HTTP server (jobs/job-system.ts).
    const jobs = createJobSystem({
      handle,
      log,
      specs: queueSpecs(env.SAT_RECHECK_EVERY_MINUTES, mail !== null || sms !== null),
      handlers: jobHandlers({ db: handle.db, env, now: () => new Date(), log, mail, sms }),
      keepDays: env.RETENTION_JOBS_DAYS,
    });
    await jobs.start();
    // Messages queued while no instance ran go now, not at the schedule's next minute.
    if (mail || sms) await jobs.runNow('deliver-messages');
    const readiness = createReadiness();
    const metrics = createMetrics({
      db: handle.db,
      pool: handle.kind === 'pg' ? handle.pool : null,
      log,
    });
    // The Idempotency-Key claims of a crashed instance are taken over at once (boot-liveness.ts).
    const liveness =
      handle.kind === 'pg' && env.DATABASE_URL
        ? await holdBootLock(env.DATABASE_URL, handle.db, {
            onLost: (e) => log.warn('boot lock lost: reconnecting', { ...errorForLog(e) }),
          })
        : singleProcessLiveness();
    log.info('boot id', { bootId: liveness.bootId });
    const app = createApp({
      db: handle.db,
      env,
      log,
      readiness,
      jobs,
      metrics,
      liveness,
      files: store.files,
    });
    const metricsServer =
      env.METRICS_PORT === undefined
        ? null
        : await startMetricsServer({
            port: env.METRICS_PORT,
            host: env.METRICS_HOST,
            metrics,
            log,
          }).catch((e: unknown) => {
            throw new StartRefused(
              `PortalPRO cannot serve metrics on ${env.METRICS_HOST}:${env.METRICS_PORT}: ${e instanceof Error ? e.message : String(e)}`,
            );
          });
    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
      printReady(env, Date.now() - started, database, describeMessaging(mail, sms));
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
      log.info(`${signal}: stopping`, {
        graceMs: env.SHUTDOWN_GRACE_MS,
        timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      });
      // Whatever happens below, the process ends.
      const force = setTimeout(
        () => process.exit(1),
        env.SHUTDOWN_GRACE_MS + env.SHUTDOWN_TIMEOUT_MS + 15_000,
      );
      force.unref();
      stopGracefully({
        server: server as Server,
        readiness,
        log,
        graceMs: env.SHUTDOWN_GRACE_MS,
        timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
        stopJobs: (ms) => jobs.stop(ms),
        closeDatabase: async () => {
          mail?.close();
          await metricsServer?.close();
          // No request is in flight any more: the CFDI and password-hashing threads stop.
          await closeWorkerPools();
          await liveness.close();
          await handle.close();
        },
      })
        .then((report) => {
          log.info('stopped', { ...report });
          process.exit(0);
        })
        .catch((e: unknown) => {
          log.error('stopping failed', { ...errorForLog(e) });
          process.exit(1);
        });
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
  } catch (e) {
    await handle.close().catch(() => undefined);
    // The disk filled up while the database was migrated or seeded.
    if (!env.DATABASE_URL && isStorageFull(e)) throw new StartRefused(noSpaceIn(env.DATA_DIR));
    throw e;
  }
}

main().catch((e: unknown) => {
  if (e instanceof StartRefused || e instanceof DatabaseInUseError) console.error(e.message);
  else console.error('PortalPRO failed to start:', JSON.stringify(errorForLog(e), null, 2));
  process.exit(1);
});
