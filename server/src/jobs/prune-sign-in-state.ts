/**
 * The job that forgets sign-in state that no longer counts: buckets untouched for a day (full
 * again anyway) and failure counts past their memory (sign-in-delay.ts). Run hourly by the job queue
 * (queues.ts); idempotent, so a retry or a second run does no harm.
 */
import { pruneRateBuckets } from '../auth/rate-bucket';
import type { Db } from '../db/client';
import { pruneSignInFailures } from '../modules/session/sign-in-delay';

export async function pruneSignInState(db: Db, now: Date) {
  return { buckets: await pruneRateBuckets(db, now), failures: await pruneSignInFailures(db, now) };
}
