/**
 * The server's background work, on the job queue (pg-boss, queue-db.ts) rather than timers of its
 * own: each instance schedules the jobs (the queue sends one per cron tick whatever the number of
 * instances), polls the queues and runs what it fetches, one job at a time per queue. A job's run,
 * retries, failure and output are recorded in the database, so they survive a restart and show on
 * the operations page.
 *
 * On stop (SIGTERM), no new job is fetched; running jobs get until the deadline to finish, and a
 * little before it their AbortSignal fires so they can stop at a safe point and record where they
 * got; a job still running at the deadline is failed by the queue and retried by another instance.
 */
import PgBoss from 'pg-boss';
import type { DbHandle } from '../db/client';
import { errorForLog } from '../error-for-log';
import type { Logger } from '../logger';
import { asBossDb, jobDbOf, jobSchemaIsCurrent, JOB_SCHEMA } from './queue-db';
import { SCHEDULE_TZ, type JobName, type QueueSpec } from './queues';

export interface JobContext {
  /**
   * Fires a little before the stop's deadline: stop at a safe point, record progress, return
   * (what still runs at the deadline is cut and retried elsewhere).
   */
  signal: AbortSignal;
  /**
   * Fires as soon as the server starts stopping: a job that keeps looking for work (the message
   * delivery) finishes what it holds and returns instead of taking more.
   */
  stopping: AbortSignal;
  data: Record<string, unknown>;
  /** Enqueues a job (e.g. the rest of a long pass); null when one of that queue already waits. */
  send(name: JobName, data: Record<string, unknown>): Promise<string | null>;
}

/** What a job does; what it answers is stored as the run's output. */
export type JobHandler = (ctx: JobContext) => Promise<Record<string, unknown> | null | undefined>;

export interface JobSystemOptions {
  handle: DbHandle;
  log: Logger;
  specs: readonly QueueSpec[];
  handlers: Record<JobName, JobHandler>;
  /** Days finished runs are kept (RETENTION_JOBS_DAYS). */
  keepDays: number;
  /** Seconds between two looks at an empty queue. */
  pollingIntervalSeconds?: number;
}

export interface JobSystem {
  start(): Promise<void>;
  /** Queues a run of `name` now; null when one already waits to run. */
  runNow(name: JobName, data?: Record<string, unknown>): Promise<string | null>;
  /**
   * Stops fetching, lets running jobs finish until `timeoutMs`, then leaves what still runs to
   * the queue's retry. Answers how many jobs were cut.
   */
  stop(timeoutMs: number): Promise<{ interrupted: number }>;
}

/** How long before the deadline a running job is asked to stop, to record its progress. */
const ABORT_MARGIN_MS = 3_000;

export function createJobSystem(opts: JobSystemOptions): JobSystem {
  const { log, specs, handlers } = opts;
  const db = jobDbOf(opts.handle);
  const boss = new PgBoss({
    db: asBossDb(db),
    schema: JOB_SCHEMA,
    // The release step installs and upgrades the queue's schema and the queues.
    migrate: false,
    supervise: true,
    schedule: true,
    deleteAfterDays: opts.keepDays,
  });
  boss.on('error', (e: Error) => log.error('job queue error', { ...errorForLog(e) }));
  const running = new Set<{ controller: AbortController; done: Promise<unknown> }>();
  let started = false;
  const stopping = new AbortController();

  const send = (name: JobName, data: Record<string, unknown>) => boss.send(name, data);

  const runOne = async (name: JobName, job: PgBoss.Job<Record<string, unknown>>) => {
    const controller = new AbortController();
    const begun = performance.now();
    const work = handlers[name]({
      signal: controller.signal,
      stopping: stopping.signal,
      data: job.data ?? {},
      send,
    });
    const entry = { controller, done: work.catch(() => undefined) };
    running.add(entry);
    try {
      const output = await work;
      const ms = Math.round(performance.now() - begun);
      log.info(`job ${name} done`, { jobId: job.id, ms, ...(output ?? {}) });
      return { ...(output ?? {}), ms };
    } catch (e) {
      log.error(`job ${name} failed`, { jobId: job.id, ...errorForLog(e) });
      throw e;
    } finally {
      running.delete(entry);
    }
  };

  return {
    async start() {
      if (!(await jobSchemaIsCurrent(db))) {
        throw new Error(
          'The job queue\'s tables are missing or older than this version: run "npm run db:migrate".',
        );
      }
      await boss.start();
      for (const spec of specs) {
        if (spec.cron) await boss.schedule(spec.name, spec.cron, {}, { tz: SCHEDULE_TZ });
        else await boss.unschedule(spec.name);
        await boss.work<Record<string, unknown>>(
          spec.name,
          { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, batchSize: 1 },
          async ([job]) => (job ? runOne(spec.name, job) : undefined),
        );
      }
      started = true;
    },
    runNow: (name, data = {}) => send(name, data),
    async stop(timeoutMs) {
      if (!started) return { interrupted: 0 };
      started = false;
      stopping.abort();
      const abortTimer = setTimeout(
        () => {
          for (const r of running) r.controller.abort();
        },
        Math.max(0, timeoutMs - ABORT_MARGIN_MS),
      );
      try {
        await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      } finally {
        clearTimeout(abortTimer);
      }
      const interrupted = running.size;
      for (const r of running) r.controller.abort();
      // Jobs asked to stop record their progress before the database closes, briefly.
      await Promise.race([
        Promise.all([...running].map((r) => r.done)),
        new Promise((resolve) => setTimeout(resolve, ABORT_MARGIN_MS).unref()),
      ]);
      return { interrupted };
    },
  };
}
