/**
 * What each background job does, on the server's database and configuration (queues.ts says when
 * they run). Each is idempotent: a retry after a failure, or a second run, does no harm.
 */
import type { SatAdapter } from '../adapters/sat';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { expireUploads } from './expire-uploads';
import type { JobHandler } from './job-system';
import type { JobName } from './queues';
import { SAT_RECHECK_SLICE_MS } from './queues';
import { pruneSignInState } from './prune-sign-in-state';
import { retentionPolicyFrom, runRetention } from './retention';
import { runSatRecheck } from '../modules/sat-watch/recheck';
import { recheckOptionsFrom } from './sat-recheck';

export interface JobDeps {
  db: Db;
  env: Env;
  now: () => Date;
  /** The tax authority (by default from the configuration). */
  sat?: SatAdapter;
}

export function jobHandlers(deps: JobDeps): Record<JobName, JobHandler> {
  const { db, env, now } = deps;
  return {
    'sat-recheck': async ({ signal, data, send }) => {
      const startAfterId = typeof data.afterId === 'number' ? data.afterId : 0;
      const summary = await runSatRecheck({
        ...recheckOptionsFrom(db, env, now, deps.sat),
        signal,
        budgetMs: SAT_RECHECK_SLICE_MS,
        startAfterId,
      });
      if (!summary) return { skipped: 'another re-check pass is under way' };
      // The rest of the pass goes to the next job of the queue, on whichever instance takes it.
      if (summary.more) await send('sat-recheck', { afterId: summary.lastId });
      return { ...summary };
    },
    'expire-uploads': async () => {
      const expired = await expireUploads(db, now());
      return expired ? { ...expired } : { skipped: 'another process is expiring uploads' };
    },
    'prune-sign-in-state': async () => ({ ...(await pruneSignInState(db, now())) }),
    retention: async () => ({ ...(await runRetention(db, now(), retentionPolicyFrom(env))) }),
  };
}
