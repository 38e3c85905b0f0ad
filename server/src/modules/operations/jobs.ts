/**
 * The background jobs on the operations pages, for Administrador and Developer (the AdminSystem
 * module, like the other operations calls):
 * - Jobs 20: each job's queue as the job queue (pg-boss) records it — its schedule, the runs
 *   waiting and under way, the runs that failed for good in the last 7 days, the last finished run
 *   and the recent runs with their result or error. Read-only, over the queue's own tables (the
 *   live table and the archive finished runs move to after a while).
 * - Jobs 11: queues a run of one job now (audited). Every queue is stately: when a run already
 *   waits, none is added and the answer says so. A process that runs no jobs answers a refusal.
 */
import { sql } from 'drizzle-orm';
import { RoleName } from '../../../../src/domain/roles';
import { ActionId } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import {
  JOB_ERROR_MAX,
  JOB_FAILED_WINDOW_DAYS,
  JOB_OUTPUT_MAX_ENTRIES,
  JOB_OUTPUT_MAX_TEXT,
  JOB_RECENT_RUNS,
  JOB_RUN_STATES,
  JobRunNowRequest,
  JobRunNowResponse,
  JobsRequest,
  JobsResponse,
  type BackgroundJob,
  type JobRun,
  type JobRunOutput,
  type JobRunState,
} from '../../../../src/protocol/operations';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import type { Db } from '../../db/client';
import { JOB_SCHEMA } from '../../jobs/queue-db';
import { JOB_NAMES, type JobName } from '../../jobs/queues';
import { recordAudit } from '../audit/record';

const ADMINS = [RoleName.Administrador, RoleName.Developer] as const;

export function isJobName(name: string): name is JobName {
  return (JOB_NAMES as readonly string[]).includes(name);
}

/** A table of the job queue's schema. */
const bossTable = (table: 'job' | 'archive' | 'schedule') => sql.raw(`${JOB_SCHEMA}.${table}`);
/** An instant as ISO 8601 text, the same on PGlite and PostgreSQL whatever their type parsers. */
const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
/** The portal's queues, as a list for `in (…)`. */
const namesList = () =>
  sql.join(
    JOB_NAMES.map((n) => sql`${n}`),
    sql`, `,
  );
/** The columns of a run, read from the live table and from the archive alike. */
const RUN_COLUMNS = sql.raw(
  'id, name, state::text as state, retry_count, created_on, started_on, completed_on, output',
);
/** Every run of the portal's queues, live and archived (a run is in one table or the other). */
const allRuns = () => sql`(
  select ${RUN_COLUMNS} from ${bossTable('job')} where name in (${namesList()})
  union all
  select ${RUN_COLUMNS} from ${bossTable('archive')} where name in (${namesList()})
) as runs`;
/** A completed run's output is shown when it is small (results are a few figures). */
const OUTPUT_READ_MAX = 4000;

/** The fields of a run as JobRun needs them (over `allRuns`). */
const runFields = {
  id: sql<string>`id::text`,
  name: sql<string>`name`,
  state: sql<string>`state`,
  retries: sql<number>`retry_count::int`,
  started: sql<string | null>`${isoText('started_on')}`,
  finished: sql<string | null>`case when state in ('completed', 'failed', 'cancelled')
    then ${isoText('completed_on')} end`,
  durationMs: sql<number | null>`case when started_on is not null
    and completed_on is not null and state in ('completed', 'failed', 'cancelled')
    then round(extract(epoch from (completed_on - started_on)) * 1000)::int end`,
  output: sql<string | null>`case when state = 'completed'
    and length(output::text) <= ${OUTPUT_READ_MAX} then output::text end`,
  // A failure's output is the error (its message), or { value: { message } } when the queue's
  // supervisor failed a run that outlived its expiry.
  error: sql<string | null>`case when state in ('failed', 'retry', 'cancelled') then left(coalesce(
    output->>'message', output->'value'->>'message', output->>'value', output::text),
    ${JOB_ERROR_MAX}) end`,
};
type RunRow = { [K in keyof typeof runFields]: (typeof runFields)[K]['_']['type'] };

const isRunState = (state: string): state is JobRunState =>
  (JOB_RUN_STATES as readonly string[]).includes(state);

/** A completed run's output as figures by name, each value short. */
function outputOf(text: string | null): JobRunOutput | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const cut = (s: string) =>
    s.length > JOB_OUTPUT_MAX_TEXT ? `${s.slice(0, JOB_OUTPUT_MAX_TEXT - 1)}…` : s;
  const out: JobRunOutput = {};
  for (const [key, v] of Object.entries(value).slice(0, JOB_OUTPUT_MAX_ENTRIES)) {
    out[cut(key)] =
      v === null || typeof v === 'number' || typeof v === 'boolean'
        ? v
        : cut(typeof v === 'string' ? v : JSON.stringify(v));
  }
  return out;
}

function runOf(row: RunRow): JobRun {
  return {
    Id: row.id,
    State: isRunState(row.state) ? row.state : 'failed',
    Started: row.started,
    Finished: row.finished,
    DurationMs: row.durationMs === null ? null : Number(row.durationMs),
    Retries: Number(row.retries),
    Output: outputOf(row.output),
    Error: row.error,
  };
}

/** Every job of the portal with its schedule, queue, failures, last finished run and recent runs. */
async function listJobs(db: Db, now: Date): Promise<BackgroundJob[]> {
  const schedules = await db
    .select({
      name: sql<string>`name`,
      cron: sql<string>`cron`,
      timezone: sql<string | null>`timezone`,
    })
    .from(sql`${bossTable('schedule')}`)
    .where(sql`name in (${namesList()})`);
  const live = await db
    .select({
      name: sql<string>`name`,
      queued: sql<number>`(count(*) filter (where state in ('created', 'retry')))::int`,
      running: sql<number>`(count(*) filter (where state = 'active'))::int`,
      runningSince: sql<string | null>`${isoText(
        "min(started_on) filter (where state = 'active')",
      )}`,
    })
    .from(sql`${bossTable('job')}`)
    .where(sql`name in (${namesList()}) and state in ('created', 'retry', 'active')`)
    .groupBy(sql`name`);
  const since = new Date(now.getTime() - JOB_FAILED_WINDOW_DAYS * 86_400_000).toISOString();
  const failed = await db
    .select({ name: sql<string>`name`, n: sql<number>`count(*)::int` })
    .from(allRuns())
    .where(sql`state = 'failed' and completed_on >= ${since}::timestamptz`)
    .groupBy(sql`name`);
  const recent = await db
    .select(runFields)
    .from(
      sql`(select *, row_number() over (partition by name
        order by coalesce(completed_on, started_on, created_on) desc, id) as n
        from ${allRuns()} where started_on is not null or state = 'cancelled') as ranked`,
    )
    .where(sql`n <= ${JOB_RECENT_RUNS}`)
    .orderBy(sql`name`, sql`n`);
  const last = await db
    .select(runFields)
    .from(
      sql`(select *, row_number() over (partition by name order by completed_on desc, id) as n
        from ${allRuns()} where state in ('completed', 'failed')) as finished`,
    )
    .where(sql`n = 1`);
  const byName = <T extends { name: string }>(rows: T[]) => new Map(rows.map((r) => [r.name, r]));
  const scheduleOf = byName(schedules);
  const liveOf = byName(live);
  const failedOf = byName(failed);
  const lastOf = byName(last);
  return JOB_NAMES.map((name) => {
    const schedule = scheduleOf.get(name);
    const queue = liveOf.get(name);
    const lastRun = lastOf.get(name);
    return {
      Name: name,
      Schedule: schedule ? { Cron: schedule.cron, TimeZone: schedule.timezone ?? 'UTC' } : null,
      Queued: Number(queue?.queued ?? 0),
      Running: Number(queue?.running ?? 0),
      RunningSince: queue?.runningSince ?? null,
      Failed: Number(failedOf.get(name)?.n ?? 0),
      LastRun: lastRun ? runOf(lastRun) : null,
      Runs: recent.filter((r) => r.name === name).map(runOf),
    };
  });
}

export const jobRoutes: ApiRoute[] = [
  defineRoute({
    name: 'Jobs',
    actionId: ActionId.ListFiltered,
    access: ADMINS,
    request: JobsRequest,
    response: JobsResponse,
    handler: async (ctx) => ok({ List: await listJobs(ctx.deps.db, ctx.deps.now()) }),
  }),
  defineRoute({
    name: 'Jobs',
    actionId: ActionId.Insert,
    access: ADMINS,
    request: JobRunNowRequest,
    response: JobRunNowResponse,
    handler: async (ctx) => {
      const { db, log, jobs } = ctx.deps;
      const name = ctx.input.Name;
      if (!isJobName(name)) return refuse('jobNotFound', ctx.lang, 404);
      if (!jobs) return refuse('jobsNoRunner', ctx.lang);
      const auth = authOf(ctx);
      const id = await jobs.runNow(name);
      await recordAudit(db, log, {
        actionId: ActionId.Insert,
        resource: 'Jobs',
        userId: auth.userId,
        userDisplayName: auth.userDisplayName,
        target: name,
        detail: { job: name, jobId: id, outcome: id ? 'queued' : 'alreadyWaiting' },
        date: ctx.deps.now(),
      });
      return ok({
        Message: message(id ? 'jobQueued' : 'jobAlreadyWaiting', ctx.lang),
        Queued: id !== null,
        JobId: id,
      });
    },
  }),
];
