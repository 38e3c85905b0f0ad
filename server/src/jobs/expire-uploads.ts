/**
 * The job that deletes unfinished uploads UPLOAD_LIFETIME_MS after they started (their parts go
 * with them), so uploads a device never finished do not fill the database. One run at a time
 * across the server processes that share one PostgreSQL; each run is idempotent.
 */
import { sql } from 'drizzle-orm';
import { UPLOAD_LIFETIME_MS } from '../../../src/protocol/maintenance-files';
import { JOB_LOCK_ID, LOCK_SPACE } from '../db/advisory-locks';
import type { Db } from '../db/client';
import { deleteExpiredUploads, type ExpiredUploads } from '../modules/files/uploads';

/**
 * Deletes what expired by `now`; null when another process holds the job's lock (it is running
 * the same deletion). The lock and the deletion share one transaction, so the lock is released
 * even when the process dies.
 */
export async function expireUploads(db: Db, now: Date): Promise<ExpiredUploads | null> {
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({
        taken: sql<boolean>`pg_try_advisory_xact_lock(${LOCK_SPACE.job}::int, ${JOB_LOCK_ID.expireUploads}::int)`,
      })
      .from(sql`(select 1) as one`);
    if (!lock?.taken) return null;
    return deleteExpiredUploads(tx, new Date(now.getTime() - UPLOAD_LIFETIME_MS));
  });
}
