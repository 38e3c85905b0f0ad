/**
 * The background jobs' queues: each one's name, how it runs and when it is scheduled. The release
 * step (db/migrate.ts) creates and updates them; the server's workers (job-system.ts) run them.
 *
 * Every queue is `stately`: at most one job of it waits and one runs, across every instance, so a
 * schedule firing on three instances, or "Ejecutar ahora" pressed twice, still makes one run. A
 * job that fails is retried with exponential backoff; one that outlives its expiry (its instance
 * died or hung) is failed by the queue's supervisor and retried by another instance.
 */
export interface QueueSpec {
  name: JobName;
  /** When the schedule sends one (cron, minute precision), in Mexico City's time. */
  cron: string | null;
  retryLimit: number;
  /** Seconds before the first retry; doubled on each next one (retryBackoff). */
  retryDelay: number;
  /** Seconds a run may take before the queue takes it as dead and retries it. */
  expireInSeconds: number;
}

export type JobName =
  | 'deliver-messages'
  | 'sat-recheck'
  | 'expire-uploads'
  | 'prune-sign-in-state'
  | 'retention'
  | 'statistics-rollup';

export const JOB_NAMES: readonly JobName[] = [
  'deliver-messages',
  'sat-recheck',
  'expire-uploads',
  'prune-sign-in-state',
  'retention',
  'statistics-rollup',
];

/** The zone schedules are read in: the portal's business day is Mexico City's. */
export const SCHEDULE_TZ = 'America/Mexico_City';

/**
 * The longest a SAT re-check job works before it hands the rest of the pass to a next job of the
 * queue: a pass over a year of invoices against the real service takes hours, and no single run
 * may hold the queue for longer than its expiry.
 */
export const SAT_RECHECK_SLICE_MS = 10 * 60_000;

/**
 * How long one delivery run keeps looking for messages (every DELIVERY_POLL_MS) before it hands
 * over to the next run of its queue, which it queues itself: one run at a time, on whichever
 * instance, sends every message within seconds of its queueing; the minute's schedule restarts
 * the chain if an instance died holding it.
 */
export const DELIVERY_SLICE_MS = 50_000;
export const DELIVERY_POLL_MS = 2_000;

/** The cron of an interval in minutes, where one exists (a divisor of an hour or of a day). */
export function cronEvery(minutes: number): string | null {
  if (minutes <= 0) return null;
  if (minutes < 60 && 60 % minutes === 0)
    return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  if (minutes % 60 === 0 && minutes <= 24 * 60 && (24 * 60) % minutes === 0) {
    const hours = minutes / 60;
    return hours === 24 ? '0 0 * * *' : hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  }
  return null;
}

/**
 * The queues, with the SAT re-check's schedule from SAT_RECHECK_EVERY_MINUTES (0: none); the
 * message delivery is scheduled only where mail or SMS is configured (without, messages wait).
 */
export function queueSpecs(satRecheckEveryMinutes: number, delivers = false): QueueSpec[] {
  return [
    {
      name: 'deliver-messages',
      cron: delivers ? '* * * * *' : null,
      retryLimit: 3,
      retryDelay: 5,
      // A run, its last sends (each bounded by SMTP_TIMEOUT_MS / SMS_TIMEOUT_MS) and a margin.
      expireInSeconds: 180,
    },
    {
      name: 'sat-recheck',
      cron: cronEvery(satRecheckEveryMinutes),
      retryLimit: 5,
      retryDelay: 60,
      expireInSeconds: (SAT_RECHECK_SLICE_MS + 10 * 60_000) / 1000,
    },
    // Unfinished uploads are deleted 24 h after they started: hourly keeps them at most 25 h.
    {
      name: 'expire-uploads',
      cron: '7 * * * *',
      retryLimit: 3,
      retryDelay: 60,
      expireInSeconds: 15 * 60,
    },
    {
      name: 'prune-sign-in-state',
      cron: '13 * * * *',
      retryLimit: 3,
      retryDelay: 60,
      expireInSeconds: 15 * 60,
    },
    // At night in Mexico, when the portal is least used.
    {
      name: 'retention',
      cron: '41 3 * * *',
      retryLimit: 3,
      retryDelay: 300,
      expireInSeconds: 60 * 60,
    },
    // The Estadísticas roll-up of the closed days: hourly, so a day is rolled up within the hour
    // after midnight and the rows written late to the last two days are counted again.
    {
      name: 'statistics-rollup',
      cron: '27 * * * *',
      retryLimit: 3,
      retryDelay: 120,
      expireInSeconds: 30 * 60,
    },
  ];
}
