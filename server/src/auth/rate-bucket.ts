/**
 * Token buckets kept in the database, so every server process behind a load balancer shares one
 * budget: a bucket holds up to `capacity` tokens and refills at `perSecond`; a call takes one
 * token or, when less than one is left, is refused and told how long until one is back.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateBuckets } from '../db/schema';

export interface Budget {
  key: string;
  capacity: number;
  perSecond: number;
}

export type Take = { taken: true } | { taken: false; retryAfterSeconds: number };

/**
 * Takes one token in a single atomic upsert: the refill since the last take, capped at the
 * capacity, then minus one when a whole token is there. `last_taken` records which it was, in the
 * same statement, so two processes racing for the last token cannot both read "taken".
 */
export async function takeToken(db: Db, budget: Budget, now: Date): Promise<Take> {
  const at = now.toISOString();
  const refilled = sql`least(${budget.capacity}::float8, ${rateBuckets.tokens} + greatest(0, extract(epoch from (${at}::timestamptz - ${rateBuckets.updatedAt}))) * ${budget.perSecond}::float8)`;
  const [row] = await db
    .insert(rateBuckets)
    .values({ key: budget.key, tokens: budget.capacity - 1, updatedAt: now, lastTaken: true })
    .onConflictDoUpdate({
      target: rateBuckets.key,
      set: {
        tokens: sql`case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end`,
        lastTaken: sql`${refilled} >= 1`,
        updatedAt: sql`greatest(${rateBuckets.updatedAt}, ${at}::timestamptz)`,
      },
    })
    .returning({ tokens: rateBuckets.tokens, taken: rateBuckets.lastTaken });
  if (!row || row.taken) return { taken: true };
  return {
    taken: false,
    retryAfterSeconds: Math.max(1, Math.ceil((1 - row.tokens) / budget.perSecond)),
  };
}

/** Gives a taken token back (a sign-in that succeeded does not spend its address's budget). */
export async function giveBack(db: Db, budget: Budget): Promise<void> {
  await db
    .update(rateBuckets)
    .set({ tokens: sql`least(${budget.capacity}::float8, ${rateBuckets.tokens} + 1)` })
    .where(eq(rateBuckets.key, budget.key));
}

/**
 * Deletes buckets untouched for a day: every budget refills completely well within that, so a
 * missing bucket (full) means the same. Run by the server's periodic housekeeping.
 */
export async function pruneRateBuckets(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  const gone = await db
    .delete(rateBuckets)
    .where(lt(rateBuckets.updatedAt, dayAgo))
    .returning({ key: rateBuckets.key });
  return gone.length;
}
