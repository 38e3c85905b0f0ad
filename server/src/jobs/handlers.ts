/**
 * What each background job does, on the server's database and configuration (queues.ts says when
 * they run). Each is idempotent: a retry after a failure, or a second run, does no harm.
 */
import type { MailSender } from '../adapters/mail';
import type { SatAdapter } from '../adapters/sat';
import type { SmsSender } from '../adapters/sms';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { expireUploads } from './expire-uploads';
import type { JobHandler } from './job-system';
import type { JobName } from './queues';
import { DELIVERY_POLL_MS, DELIVERY_SLICE_MS, SAT_RECHECK_SLICE_MS } from './queues';
import type { Logger } from '../logger';
import { deliverDue, noCounts, type DeliveryCounts } from '../modules/outbox/delivery';
import { pruneSignInState } from './prune-sign-in-state';
import { retentionPolicyFrom, runRetention } from './retention';
import { runSatRecheck } from '../modules/sat-watch/recheck';
import { rollUpStatistics } from '../modules/operations/statistics';
import { recheckOptionsFrom } from './sat-recheck';

export interface JobDeps {
  db: Db;
  env: Env;
  now: () => Date;
  /** The tax authority (by default from the configuration). */
  sat?: SatAdapter;
  log: Logger;
  /** The SMTP server and the SMS provider; null where not configured (those messages wait). */
  mail: MailSender | null;
  sms: SmsSender | null;
}

/** Waits `ms`, or less when `signal` fires. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

export function jobHandlers(deps: JobDeps): Record<JobName, JobHandler> {
  const { db, env, now } = deps;
  return {
    'deliver-messages': async ({ stopping, send }) => {
      const { mail, sms } = deps;
      if (!mail && !sms) return { note: 'neither mail nor SMS is configured' };
      const options = {
        db,
        log: deps.log,
        now,
        mail,
        sms,
        maxAttempts: env.MESSAGE_MAX_ATTEMPTS,
        retrySeconds: env.MESSAGE_RETRY_SECONDS,
        // Well past the longest a send may take before its own timeout fails it.
        staleAfterMs: Math.max(env.SMTP_TIMEOUT_MS, env.SMS_TIMEOUT_MS) * 4 + 60_000,
        batchSize: 10,
      };
      const total: DeliveryCounts = noCounts();
      const until = Date.now() + DELIVERY_SLICE_MS;
      while (!stopping.aborted && Date.now() < until) {
        const pass = await deliverDue(options, stopping);
        for (const k of Object.keys(total) as (keyof DeliveryCounts)[]) total[k] += pass[k];
        await pause(DELIVERY_POLL_MS, stopping);
      }
      // The next run takes over at once (null when one already waits: the schedule's).
      if (!stopping.aborted) await send('deliver-messages', {});
      return { ...total };
    },
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
    'statistics-rollup': async ({ signal, send }) => {
      const summary = await rollUpStatistics(db, now(), { signal });
      // A long history (the first run after an install) goes on in the next job of the queue.
      if (summary.more && !signal.aborted) await send('statistics-rollup', {});
      return { ...summary };
    },
  };
}
