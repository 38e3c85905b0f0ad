/**
 * The job system on the real queue (pg-boss) in the test database: a run asked twice while one
 * waits runs once, a failed run is retried, a job queued while no instance ran is run by the next
 * one to start, and a stop past its deadline hands the running job back without leaving anything
 * that blocks the next run.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createJobSystem, type JobHandler, type JobSystem } from './job-system';
import { queueSpecs, type JobName } from './queues';

let t: TestApp;
const log = createLogger('silent');

beforeAll(async () => {
  t = await createTestApp();
  // Retries a second apart instead of a minute, so the test sees one.
  await t.handle.db.execute(sql`update pgboss.queue set retry_delay = 1, retry_backoff = false`);
});
afterAll(async () => {
  await t.close();
});

const idle: JobHandler = () => Promise.resolve({});

function system(handlers: Partial<Record<JobName, JobHandler>>): JobSystem {
  return createJobSystem({
    handle: t.handle,
    log,
    // No schedules: the test decides when a job is queued.
    specs: queueSpecs(0).map((s) => ({ ...s, cron: null })),
    handlers: {
      'deliver-messages': idle,
      'sat-recheck': idle,
      'expire-uploads': idle,
      'prune-sign-in-state': idle,
      retention: idle,
      'statistics-rollup': idle,
      ...handlers,
    },
    keepDays: 1,
    pollingIntervalSeconds: 0.5,
  });
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Every run of a queue, waiting, running or finished (archived ones too), by field. */
function runsOf(name: JobName) {
  return t.handle.db
    .select({ state: sql<string>`state`, retryCount: sql<number>`retry_count` })
    .from(
      sql`(select state, retry_count from pgboss.job where name = ${name}
           union all select state, retry_count from pgboss.archive where name = ${name}) as runs`,
    );
}

async function statesOf(name: JobName): Promise<string[]> {
  return (await runsOf(name)).map((r) => r.state).sort();
}

it('runs a job asked for twice while one waits once', async () => {
  let runs = 0;
  const jobs = system({ retention: () => Promise.resolve({ run: ++runs }) });
  // Both asks come before any instance runs the queue: the second finds one waiting.
  expect(await jobs.runNow('retention')).not.toBeNull();
  expect(await jobs.runNow('retention')).toBeNull();
  await jobs.start();
  try {
    await until(async () => (await statesOf('retention')).includes('completed'), 'the run');
    await new Promise((r) => setTimeout(r, 1_500));
    expect(runs).toBe(1);
    expect(await statesOf('retention')).toEqual(['completed']);
  } finally {
    await jobs.stop(5_000);
  }
});

it('retries a failed run and records both', async () => {
  let tries = 0;
  const jobs = system({
    'prune-sign-in-state': () => {
      tries += 1;
      return tries === 1 ? Promise.reject(new Error('database gone')) : Promise.resolve({});
    },
  });
  await jobs.start();
  try {
    expect(await jobs.runNow('prune-sign-in-state')).not.toBeNull();
    await until(async () => (await statesOf('prune-sign-in-state')).includes('completed'), 'retry');
    expect(tries).toBe(2);
    const [job] = await runsOf('prune-sign-in-state');
    expect(job?.retryCount).toBe(1);
  } finally {
    await jobs.stop(5_000);
  }
});

it('runs a job queued while no instance ran, once one starts', async () => {
  const queuedAlone = system({});
  expect(
    await queuedAlone.runNow('expire-uploads', { note: 'queued while stopped' }),
  ).not.toBeNull();
  const seen: unknown[] = [];
  const jobs = system({
    'expire-uploads': ({ data }) => {
      seen.push(data.note);
      return Promise.resolve({});
    },
  });
  await jobs.start();
  try {
    await until(() => seen.length > 0, 'the queued job');
    expect(seen).toEqual(['queued while stopped']);
  } finally {
    await jobs.stop(5_000);
  }
});

it('stops a job past the deadline: asked to stop, it records where it got; the next run is not blocked', async () => {
  let started = 0;
  let sawAbort = false;
  const slow: JobHandler = ({ signal }) =>
    new Promise((resolve) => {
      started += 1;
      signal.addEventListener('abort', () => {
        sawAbort = true;
        resolve({ stoppedAt: 'half' });
      });
    });
  const first = system({ 'sat-recheck': slow });
  await first.start();
  expect(await first.runNow('sat-recheck')).not.toBeNull();
  await until(() => started === 1, 'the slow job to start');
  const stopped = await first.stop(3_500);
  expect(sawAbort).toBe(true);
  expect(stopped.interrupted).toBe(0);

  // Another instance runs the queue's next job at once.
  let ran = false;
  const second = system({
    'sat-recheck': () => {
      ran = true;
      return Promise.resolve({});
    },
  });
  await second.start();
  try {
    expect(await second.runNow('sat-recheck')).not.toBeNull();
    await until(() => ran, 'the next run');
  } finally {
    await second.stop(5_000);
  }
}, 60_000);

it('hands a job that does not stop by the deadline back to the queue, and another instance runs it', async () => {
  let release: () => void = () => undefined;
  const stuck: JobHandler = () =>
    new Promise((resolve) => {
      release = () => resolve({});
    });
  const first = system({ retention: stuck });
  await first.start();
  expect(await first.runNow('retention', { pass: 'cut' })).not.toBeNull();
  await until(async () => (await statesOf('retention')).includes('active'), 'the stuck job');
  const stopped = await first.stop(1_000);
  expect(stopped.interrupted).toBe(1);
  expect(await statesOf('retention')).toContain('retry');
  release();

  const seen: unknown[] = [];
  const second = system({
    retention: ({ data }) => {
      seen.push(data.pass);
      return Promise.resolve({});
    },
  });
  await second.start();
  try {
    await until(() => seen.includes('cut'), 'the retried job');
  } finally {
    await second.stop(5_000);
  }
}, 60_000);
