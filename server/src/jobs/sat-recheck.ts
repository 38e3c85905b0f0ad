/**
 * The SAT re-check job (issue 19) in the server process: a pass at start and every
 * SAT_RECHECK_EVERY_MINUTES (0: off), asking the SAT again about the registered invoices that are
 * due (modules/sat-watch/recheck.ts). One pass at a time across processes; each is idempotent.
 */
import { createSatAdapter, satConfigFrom, type SatAdapter } from '../adapters/sat';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { runSatRecheck, type RecheckOptions } from '../modules/sat-watch/recheck';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

/** The pass's options from the configuration: paced only against the real service. */
export function recheckOptionsFrom(
  db: Db,
  env: Env,
  now: () => Date,
  sat: SatAdapter = createSatAdapter(db, satConfigFrom(env)),
): RecheckOptions {
  return {
    db,
    sat,
    now,
    ratePerSecond: env.SAT_RECHECK_RATE,
    paced: satConfigFrom(env).mode === 'soap',
  };
}

/** Starts the job, or nothing when SAT_RECHECK_EVERY_MINUTES is 0. */
export function startSatRecheck(deps: {
  db: Db;
  env: Env;
  log: Logger;
  now: () => Date;
}): PeriodicJob | null {
  if (deps.env.SAT_RECHECK_EVERY_MINUTES === 0) return null;
  const options = recheckOptionsFrom(deps.db, deps.env, deps.now);
  return startPeriodicJob({
    name: 'sat-recheck',
    everyMs: deps.env.SAT_RECHECK_EVERY_MINUTES * 60_000,
    log: deps.log,
    run: async () => {
      const summary = await runSatRecheck(options);
      if (
        summary &&
        (summary.checked > 0 || summary.paidNotices > 0 || summary.complementReminders > 0)
      )
        deps.log.info('SAT re-check pass', { ...summary });
    },
  });
}
