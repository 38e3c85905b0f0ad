/**
 * `npm run jobs:expire-uploads`: one run of the upload expiry outside the server, e.g. from cron
 * against PostgreSQL (the server also runs it hourly). With the embedded database (PGlite) run it
 * only while the server is stopped: its files admit one process at a time.
 */
import { openDatabase } from '../db/client';
import { DatabaseInUseError } from '../db/pglite-lock';
import { loadEnv } from '../env';
import { errorForLog } from '../error-for-log';
import { expireUploads } from './expire-uploads';

async function main(): Promise<void> {
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const expired = await expireUploads(handle.db, new Date());
    console.log(
      expired
        ? `expired ${expired.uploads} unfinished uploads (${expired.bytes} bytes received), ${expired.leftoverParts} leftover parts`
        : 'another process is expiring uploads now; nothing done',
    );
  } finally {
    await handle.close();
  }
}

main().catch((e: unknown) => {
  if (e instanceof DatabaseInUseError) console.error(e.message);
  else console.error('expiring uploads failed:', JSON.stringify(errorForLog(e), null, 2));
  process.exit(1);
});
