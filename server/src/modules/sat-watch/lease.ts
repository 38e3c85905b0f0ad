/**
 * The SAT re-check's lease: one pass at a time across processes. A run row is the lease, taken
 * under an advisory lock; a live pass renews it on a clock (every HEARTBEAT_MS, whatever a batch
 * takes), so a pass whose process stopped frees it LEASE_MS later, and a pass that ends, however
 * it ends, releases it with its summary.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { JOB_LOCK_ID, LOCK_SPACE } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { satWatchRuns } from '../../db/schema';

/** A run whose heartbeat is older than this is taken as dead: another may start. */
export const LEASE_MS = 2 * 60_000;
/** How often a live run renews its lease. */
export const HEARTBEAT_MS = 20_000;

/** Takes the job: a new run row, unless a live run holds it. Null when another run is under way. */
export async function takeLease(db: Db, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({
        taken: sql<boolean>`pg_try_advisory_xact_lock(${LOCK_SPACE.job}::int, ${JOB_LOCK_ID.satRecheck}::int)`,
      })
      .from(sql`(select 1) as one`);
    if (!lock?.taken) return null;
    const live = await tx
      .select({ id: satWatchRuns.id })
      .from(satWatchRuns)
      .where(
        and(
          isNull(satWatchRuns.finishedAt),
          gt(satWatchRuns.heartbeatAt, new Date(now.getTime() - LEASE_MS)),
        ),
      )
      .limit(1);
    if (live.length > 0) return null;
    const [run] = await tx
      .insert(satWatchRuns)
      .values({ startedAt: now, heartbeatAt: now })
      .returning({ id: satWatchRuns.id });
    return run?.id ?? null;
  });
}

/** Renews the run's lease until `release`, which ends the run with its summary. */
export function keepLease(db: Db, runId: number, now: () => Date) {
  const heartbeat = setInterval(() => {
    void db
      .update(satWatchRuns)
      .set({ heartbeatAt: now() })
      .where(eq(satWatchRuns.id, runId))
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    async release(summary: Record<string, number | boolean>): Promise<void> {
      clearInterval(heartbeat);
      await db
        .update(satWatchRuns)
        .set({ finishedAt: now(), summary })
        .where(eq(satWatchRuns.id, runId));
    },
  };
}
