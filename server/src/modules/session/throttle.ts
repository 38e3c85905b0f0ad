/**
 * Fixed one-minute windows counted in the database (one atomic upsert), so every instance behind a
 * load balancer shares the count: recovery, access requests and password changes per key.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/** Counts one attempt and answers how many were made in the current window, this one included. */
export async function countAttempt(db: Db, key: string, now: Date): Promise<number> {
  const windowOpen = sql`${loginThrottle.windowStart} > ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, windowStart: now, attempts: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        attempts: sql`case when ${windowOpen} then ${loginThrottle.attempts} + 1 else 1 end`,
        windowStart: sql`case when ${windowOpen} then ${loginThrottle.windowStart} else excluded.window_start end`,
      },
    })
    .returning({ attempts: loginThrottle.attempts });
  return row?.attempts ?? 1;
}
