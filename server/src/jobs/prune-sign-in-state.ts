/**
 * The job that forgets sign-in state that no longer counts: buckets untouched for a day (full
 * again anyway) and failure counts past their memory (sign-in-delay.ts). Idempotent, so two server
 * processes running it at once do no harm.
 */
import { pruneRateBuckets } from '../auth/rate-bucket';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { pruneSignInFailures } from '../modules/session/sign-in-delay';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

export const PRUNE_SIGN_IN_STATE_EVERY_MS = 60 * 60_000;

export async function pruneSignInState(db: Db, now: Date) {
  return { buckets: await pruneRateBuckets(db, now), failures: await pruneSignInFailures(db, now) };
}

export function startSignInStatePruning(deps: {
  db: Db;
  log: Logger;
  now: () => Date;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'prune-sign-in-state',
    everyMs: PRUNE_SIGN_IN_STATE_EVERY_MS,
    log: deps.log,
    run: async () => {
      const pruned = await pruneSignInState(deps.db, deps.now());
      if (pruned.buckets > 0 || pruned.failures > 0) {
        deps.log.info('forgot old sign-in state', { ...pruned });
      }
    },
  });
}
