import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKGROUND_JOB_NAMES,
  JOB_RECENT_RUNS,
  type BackgroundJob,
} from '../../../../src/protocol/operations';
import { createJobSystem, type JobHandler, type JobSystem } from '../../jobs/job-system';
import { asBossDb, jobDbOf, JOB_SCHEMA } from '../../jobs/queue-db';
import { JOB_NAMES, queueSpecs, SCHEDULE_TZ, type JobName } from '../../jobs/queues';
import { createLogger } from '../../logger';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
/** The job queue the app queues runs on: the server's, on this test's database. */
let system: JobSystem;
/** Another client of the same queue, that takes and finishes jobs as a worker would. */
let boss: PgBoss;
/** What the workers of the started system did, by job. */
const ran: JobName[] = [];
const handler =
  (name: JobName): JobHandler =>
  () => {
    ran.push(name);
    return Promise.resolve({ uploads: 3, bytes: 1024, leftoverParts: 0 });
  };

beforeAll(async () => {
  t = await createTestApp({ jobs: { runNow: (name, data) => system.runNow(name, data) } });
  system = createJobSystem({
    handle: t.handle,
    log: createLogger('silent'),
    specs: queueSpecs(60),
    handlers: {
      'deliver-messages': handler('deliver-messages'),
      'sat-recheck': handler('sat-recheck'),
      'expire-uploads': handler('expire-uploads'),
      'prune-sign-in-state': handler('prune-sign-in-state'),
      retention: handler('retention'),
      'statistics-rollup': handler('statistics-rollup'),
    },
    keepDays: 14,
    pollingIntervalSeconds: 0.5,
  });
  boss = new PgBoss({
    db: asBossDb(jobDbOf(t.handle)),
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => undefined);
  admin = await t.tokenFor('admin');
});
afterAll(async () => {
  await system.stop(5_000);
  await t.close();
});

async function listJobs(): Promise<BackgroundJob[]> {
  const res = await t.call('Jobs', { ActionId: 20 }, admin);
  expect(res.status).toBe(200);
  return res.body.List as BackgroundJob[];
}
const jobOf = (list: BackgroundJob[], name: JobName) => list.find((j) => j.Name === name)!;

/**
 * Takes the next job of a queue as a worker would (state active). A job is fetchable once its
 * start time is past, and the embedded database's clock counts in milliseconds: a fetch in the
 * same millisecond as the send finds nothing yet, so it looks again for a moment.
 */
async function take(name: JobName): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const [job] = await boss.fetch(name);
    if (job) return job.id;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${name} job to take`);
}

/** Moves a finished job to the archive, as the queue's maintenance does after a while. */
async function archive(id: string) {
  const columns = sql.raw(
    'id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after, started_on, singleton_key, singleton_on, expire_in, created_on, completed_on, keep_until, dead_letter, policy, output',
  );
  await t.handle.db.execute(sql`with moved as (
      delete from ${sql.raw(JOB_SCHEMA)}.job where id = ${id}::uuid returning *
    )
    insert into ${sql.raw(JOB_SCHEMA)}.archive (${columns}) select ${columns} from moved`);
}

async function waitingRuns(name: JobName): Promise<number> {
  const [row] = await t.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`${sql.raw(JOB_SCHEMA)}.job`)
    .where(sql`name = ${name} and state = 'created'`);
  return Number(row?.n ?? 0);
}

describe('Jobs access', () => {
  it.each([
    [20, {}],
    [11, { Name: 'retention' }],
  ] as const)('Jobs %i is for administrators only', async (actionId, body) => {
    expect((await t.call('Jobs', { ActionId: actionId, ...body }, null)).status).toBe(401);
    for (const user of ['visor', 'arrendador', 'proveedor', 'mantenimiento', 'cliente']) {
      const res = await t.call('Jobs', { ActionId: actionId, ...body }, await t.tokenFor(user));
      expect(res.status, user).toBe(403);
    }
    expect(await waitingRuns('retention')).toBe(0);
  });
});

describe('Jobs 20', () => {
  it('names the same jobs as the server runs', () => {
    expect([...BACKGROUND_JOB_NAMES]).toEqual([...JOB_NAMES]);
  });

  it('lists every job, unscheduled and idle on a new database', async () => {
    const list = await listJobs();
    expect(list.map((j) => j.Name)).toEqual([...JOB_NAMES]);
    for (const job of list) {
      expect(job).toMatchObject({
        Schedule: null,
        Queued: 0,
        Running: 0,
        RunningSince: null,
        Failed: 0,
        LastRun: null,
        Runs: [],
      });
    }
  });

  it('shows each job’s schedule, waiting and running runs, failures and last runs', async () => {
    for (const spec of queueSpecs(60))
      if (spec.cron) await boss.schedule(spec.name, spec.cron, {}, { tz: SCHEDULE_TZ });

    // expire-uploads: one run completed with its figures, an older one failed for good.
    await boss.send('expire-uploads', {}, { retryLimit: 0 });
    const old = await take('expire-uploads');
    await boss.fail('expire-uploads', old, new Error('disk full'));
    await archive(old);
    await boss.send('expire-uploads', {});
    const done = await take('expire-uploads');
    await boss.complete('expire-uploads', done, { uploads: 2, bytes: 2048, leftoverParts: 0 });
    // retention: its last run failed for good; the error's message is what the list shows.
    await boss.send('retention', {}, { retryLimit: 0 });
    const failed = await take('retention');
    await boss.fail('retention', failed, new Error('x'.repeat(2000)));
    // prune-sign-in-state: one run under way.
    await boss.send('prune-sign-in-state', {});
    const running = await take('prune-sign-in-state');
    // sat-recheck: one run waiting; a second one is refused by the queue (stately).
    expect(await boss.send('sat-recheck', {})).not.toBeNull();
    expect(await boss.send('sat-recheck', {})).toBeNull();

    const list = await listJobs();
    const uploads = jobOf(list, 'expire-uploads');
    expect(uploads.Schedule).toEqual({ Cron: '7 * * * *', TimeZone: 'America/Mexico_City' });
    expect(uploads.Failed).toBe(1);
    expect(uploads.LastRun).toMatchObject({
      Id: done,
      State: 'completed',
      Output: { uploads: 2, bytes: 2048, leftoverParts: 0 },
      Error: null,
    });
    expect(uploads.LastRun!.DurationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(uploads.LastRun!.Finished!)).toBeGreaterThanOrEqual(
      Date.parse(uploads.LastRun!.Started!),
    );
    expect(uploads.Runs.map((r) => [r.Id, r.State])).toEqual([
      [done, 'completed'],
      [old, 'failed'],
    ]);
    expect(uploads.Runs[1]!.Error).toBe('disk full');

    const retention = jobOf(list, 'retention');
    expect(retention.Schedule).toEqual({ Cron: '41 3 * * *', TimeZone: 'America/Mexico_City' });
    expect(retention.Failed).toBe(1);
    expect(retention.LastRun).toMatchObject({ Id: failed, State: 'failed', Output: null });
    expect(retention.LastRun!.Error).toHaveLength(500);

    const prune = jobOf(list, 'prune-sign-in-state');
    expect(prune).toMatchObject({ Queued: 0, Running: 1, Failed: 0, LastRun: null });
    expect(prune.RunningSince).not.toBeNull();
    expect(prune.Runs).toMatchObject([{ Id: running, State: 'active', Finished: null }]);

    const sat = jobOf(list, 'sat-recheck');
    expect(sat.Schedule).toEqual({ Cron: '0 * * * *', TimeZone: 'America/Mexico_City' });
    expect(sat).toMatchObject({ Queued: 1, Running: 0, Failed: 0, LastRun: null, Runs: [] });
  });

  it('lists the last runs only, newest first', async () => {
    // The run under way ends first: a stately queue runs one at a time.
    const [active] = jobOf(await listJobs(), 'prune-sign-in-state').Runs;
    await boss.complete('prune-sign-in-state', active!.Id, { buckets: 0, failures: 0 });
    for (let i = 0; i < JOB_RECENT_RUNS + 2; i++) {
      await boss.send('prune-sign-in-state', {});
      const id = await take('prune-sign-in-state');
      await boss.complete('prune-sign-in-state', id, { buckets: i, failures: 0 });
    }
    const prune = jobOf(await listJobs(), 'prune-sign-in-state');
    expect(prune.Runs).toHaveLength(JOB_RECENT_RUNS);
    expect(prune.LastRun?.Output).toEqual({ buckets: JOB_RECENT_RUNS + 1, failures: 0 });
    const finished = prune.Runs.flatMap((r) => (r.Finished ? [r.Finished] : []));
    expect(finished).toEqual([...finished].sort().reverse());
  });
});

describe('Jobs 11', () => {
  it('queues one run even when pressed twice, and audits both', async () => {
    expect(await waitingRuns('retention')).toBe(0);
    const first = await t.call('Jobs', { ActionId: 11, Name: 'retention' }, admin);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      Result: true,
      Queued: true,
      Message: 'La tarea quedó en cola; empezará en unos segundos',
    });
    expect(first.body.JobId).toEqual(expect.any(String));
    const second = await t.call('Jobs', { ActionId: 11, Name: 'retention', Language: 'en' }, admin);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      Result: true,
      Queued: false,
      JobId: null,
      Message: 'A run of this job is already waiting; no other was added',
    });
    expect(await waitingRuns('retention')).toBe(1);
    expect(jobOf(await listJobs(), 'retention').Queued).toBe(1);

    const log = await t.call('AuditLog', { ActionId: 20, Filter: { Entity: 'Jobs' } }, admin);
    const events = log.body.List as { Target: string; ActionId: number }[];
    expect(events.filter((e) => e.Target === 'retention' && e.ActionId === 11)).toHaveLength(2);
  });

  it('refuses an unknown job with a translated 404', async () => {
    const res = await t.call('Jobs', { ActionId: 11, Name: 'backup' }, admin);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ Result: false, Message: 'La tarea programada no existe' });
  });

  it('refuses with a message where the process runs no jobs', async () => {
    const bare = await createTestApp();
    try {
      const token = await bare.tokenFor('admin');
      const res = await bare.call('Jobs', { ActionId: 11, Name: 'retention' }, token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        Result: false,
        Message: 'Este servidor no ejecuta tareas programadas, así que no puede iniciar una ahora',
      });
      // The list still reads the queue.
      expect((await bare.call('Jobs', { ActionId: 20 }, token)).status).toBe(200);
    } finally {
      await bare.close();
    }
  });

  it('a queued run is taken by the workers and shows as the last run with its result', async () => {
    await system.start();
    const res = await t.call('Jobs', { ActionId: 11, Name: 'expire-uploads' }, admin);
    const id = res.body.JobId as string;
    await expect
      .poll(async () => jobOf(await listJobs(), 'expire-uploads').LastRun?.Id, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(id);
    const uploads = jobOf(await listJobs(), 'expire-uploads');
    expect(uploads.LastRun).toMatchObject({
      State: 'completed',
      Output: { uploads: 3, bytes: 1024, leftoverParts: 0, ms: expect.any(Number) },
    });
    expect(ran).toContain('expire-uploads');
  });
});
