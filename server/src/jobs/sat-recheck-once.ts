/**
 * `npm run sat:recheck`: one pass of the SAT re-check outside the server (e.g. from cron against
 * PostgreSQL; the server also runs it every SAT_RECHECK_EVERY_MINUTES). Prints how many calls it
 * made and the rate it would make against the real service. With the embedded database (PGlite)
 * run it only while the server is stopped: its files admit one process at a time.
 */
import { openDatabase } from '../db/client';
import { DatabaseInUseError } from '../db/pglite-lock';
import { runMigrations } from '../db/migrate';
import { loadEnv } from '../env';
import { errorForLog } from '../error-for-log';
import { describeRecheck, runSatRecheck } from '../modules/sat-watch/recheck';
import { recheckOptionsFrom } from './sat-recheck';

async function main(): Promise<void> {
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await runMigrations(handle);
    const summary = await runSatRecheck(recheckOptionsFrom(handle.db, env, () => new Date()));
    console.log(
      summary ? describeRecheck(summary) : 'another process is re-checking now; nothing done',
    );
  } finally {
    await handle.close();
  }
}

main().catch((e: unknown) => {
  if (e instanceof DatabaseInUseError) console.error(e.message);
  else console.error('the SAT re-check failed:', JSON.stringify(errorForLog(e), null, 2));
  process.exit(1);
});
