/**
 * `npm run db:migrate`: the release step on its own (db/migrate.ts): schema migrations, the job
 * queue's schema and queues, and the reference data, under the migration lock, so it may run from
 * a release job while instances start (they wait for the lock, or with MIGRATE_ON_START=0 refuse
 * to serve until it is done), then the large tables' indexes (db/online-indexes.ts), built without
 * blocking writes. Prints what it applied and built; exits non-zero on failure.
 */
import { openDatabase } from '../db/client';
import { DatabaseInUseError } from '../db/pglite-lock';
import { runMigrations } from '../db/migrate';
import { loadEnv } from '../env';
import { errorForLog } from '../error-for-log';

async function main(): Promise<void> {
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const report = await runMigrations(handle, (line) => console.log(line));
    const waited =
      report.waitedMs >= 1000 ? ` after waiting ${report.waitedMs} ms for another process` : '';
    console.log(
      report.applied.length > 0
        ? `applied ${report.applied.length} migrations${waited}: ${report.applied.join(', ')}`
        : `the database is up to date${waited}; job queues and reference data checked`,
    );
    for (const { name, why } of report.indexes.skipped)
      console.log(`index ${name} left out: ${why}`);
  } finally {
    await handle.close();
  }
}

main().catch((e: unknown) => {
  if (e instanceof DatabaseInUseError) console.error(e.message);
  else console.error('db:migrate failed:', JSON.stringify(errorForLog(e), null, 2));
  process.exit(1);
});
