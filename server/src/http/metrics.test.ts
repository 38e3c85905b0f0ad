import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { mailOutbox, smsOutbox } from '../db/schema';
import { loadEnv } from '../env';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createMetrics, startMetricsServer, type Metrics, type MetricsServer } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';

let t: TestApp;
let metrics: Metrics;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const scrape = (headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` }) =>
  t.app.request('/PortalPRO/metrics', { headers });

/** The value of one sample line (`name{labels} value`), or null when there is none. */
function sample(text: string, name: string, labels: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line === undefined ? null : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('<base>/metrics', () => {
  it('answers 404 when METRICS_TOKEN is not set', async () => {
    const app = createApp({
      db: t.handle.db,
      env: loadEnv({ LOG_LEVEL: 'silent' }),
      log: createLogger('silent'),
    });
    for (const headers of [{}, { Authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const res = await app.request('/PortalPRO/metrics', { headers });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('portalpro_');
    }
  });

  it('answers 401 without the token, asking for a bearer', async () => {
    for (const headers of [
      {},
      { Authorization: 'Bearer wrong-token-0123456789abcdef' },
      { Authorization: `Bearer ${TOKEN}x` },
      { Authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { Authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { Authorization: TOKEN },
    ] as Record<string, string>[]) {
      const res = await scrape(headers);
      expect({ headers, status: res.status }).toEqual({ headers, status: 401 });
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expect(await res.text()).not.toContain('portalpro_');
    }
  });

  it('counts answers by route, method and status, and reads the pool and the outbox', async () => {
    await t.call('session', { ActionId: 11 });
    await t.call('session', { ActionId: 11 });
    await t.call('user', { ActionId: 21, User: { Id: 1 } });
    await t.call('nothing-here', { ActionId: 11 });
    await t.app.request('/PortalPRO/assets/index-0123abcd.js');
    await t.app.request('/PortalPRO/orders/7');
    await t.app.request('/PortalPRO/healthz');

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const requests = (labels: string) => sample(text, 'portalpro_http_requests_total', labels);
    expect(requests('route="api/session 11",method="POST",status="200"')).toBe(2);
    expect(requests('route="api/user 21",method="POST",status="401"')).toBe(1);
    expect(requests('route="api/unknown",method="POST",status="404"')).toBe(1);
    expect(requests('route="static",method="GET",status="404"')).toBe(1);
    expect(requests('route="static",method="GET",status="503"')).toBe(1);
    expect(requests('route="healthz",method="GET",status="200"')).toBe(1);
    // No label carries a file's path or an unknown service's name.
    expect(text).not.toContain('nothing-here');
    expect(text).not.toContain('index-0123abcd');
    expect(
      sample(
        text,
        'portalpro_http_request_duration_seconds_bucket',
        'le="+Inf",route="api/session 11",method="POST",status="200"',
      ),
    ).toBe(2);

    if (t.handle.kind === 'pglite') {
      expect(sample(text, 'portalpro_db_pool_connections', 'state="total"')).toBe(1);
      expect(text).not.toContain('portalpro_db_pool_connections{state="idle"}');
    } else {
      expect(sample(text, 'portalpro_db_pool_connections', 'state="total"')).toBeGreaterThan(0);
      expect(sample(text, 'portalpro_db_pool_connections', 'state="idle"')).not.toBeNull();
      expect(sample(text, 'portalpro_db_pool_connections', 'state="waiting"')).toBe(0);
    }

    const pendingOf = async (table: typeof mailOutbox | typeof smsOutbox) =>
      (await t.handle.db.select({ n: count() }).from(table).where(eq(table.status, 'pending')))[0]!
        .n;
    const mail = await pendingOf(mailOutbox);
    const sms = await pendingOf(smsOutbox);
    expect(sample(text, 'portalpro_outbox_pending', 'channel="mail"')).toBe(mail);
    expect(sample(text, 'portalpro_outbox_pending', 'channel="sms"')).toBe(sms);
    await t.handle.db.insert(smsOutbox).values([
      { to: '5512345678', body: 'uno' },
      { to: '5512345678', body: 'dos', status: 'sent' },
    ]);
    const sentBefore = sample(text, 'portalpro_outbox_messages', 'channel="sms",status="sent"');
    const after = await (await scrape()).text();
    expect(sample(after, 'portalpro_outbox_pending', 'channel="sms"')).toBe(sms + 1);
    // Sent, failed and waiting, by channel: every status has a figure, 0 included.
    expect(sample(after, 'portalpro_outbox_messages', 'channel="sms",status="pending"')).toBe(
      sms + 1,
    );
    expect(sample(after, 'portalpro_outbox_messages', 'channel="sms",status="sent"')).toBe(
      (sentBefore ?? 0) + 1,
    );
    expect(
      sample(after, 'portalpro_outbox_messages', 'channel="mail",status="failed"'),
    ).not.toBeNull();

    // The process's own figures, event-loop lag among them.
    expect(text).toContain('# TYPE portalpro_process_cpu_seconds_total counter');
    expect(text).toContain('# TYPE portalpro_nodejs_eventloop_lag_seconds gauge');
    // The scrape itself is counted, after it answered.
    expect(requests('route="metrics",method="GET",status="200"')).toBeNull();
    expect(
      sample(after, 'portalpro_http_requests_total', 'route="metrics",method="GET",status="200"'),
    ).toBe(1);
  });
});

describe('createMetrics', () => {
  const silent = createLogger('silent');

  it('counts background jobs by queue and state, and nothing while the job tables are missing', async () => {
    const warnings: string[] = [];
    const log = { ...silent, warn: (m: string) => void warnings.push(m) };
    const missing = createMetrics({ db: t.handle.db, log, jobSchema: 'no_such_jobs' });
    const none = await missing.text();
    expect(none).toContain('# TYPE portalpro_jobs gauge');
    expect(none).not.toContain('portalpro_jobs{');
    expect(warnings).toEqual([]);

    await t.handle.db.execute(sql`create schema metrics_jobs`);
    await t.handle.db.execute(sql`create table metrics_jobs.job (name text, state text)`);
    await t.handle.db.execute(sql`insert into metrics_jobs.job values
      ('mail', 'completed'), ('mail', 'failed'), ('mail', 'failed'), ('sat-recheck', 'active')`);
    const jobs = await createMetrics({ db: t.handle.db, log, jobSchema: 'metrics_jobs' }).text();
    expect(sample(jobs, 'portalpro_jobs', 'queue="mail",state="failed"')).toBe(2);
    expect(sample(jobs, 'portalpro_jobs', 'queue="mail",state="completed"')).toBe(1);
    expect(sample(jobs, 'portalpro_jobs', 'queue="sat-recheck",state="active"')).toBe(1);
    // Every queue of the portal has its waiting, running and failed series, 0 while none.
    expect(sample(jobs, 'portalpro_jobs', 'queue="retention",state="failed"')).toBe(0);
    expect(sample(jobs, 'portalpro_jobs', 'queue="sat-recheck",state="created"')).toBe(0);
    expect(warnings).toEqual([]);
  });

  it("reads the job queue's own tables", async () => {
    await t.handle.db.execute(
      sql`insert into pgboss.job (name, state, data) values ('expire-uploads', 'failed', '{}')`,
    );
    const jobs = await createMetrics({ db: t.handle.db, log: silent }).text();
    expect(sample(jobs, 'portalpro_jobs', 'queue="expire-uploads",state="failed"')).toBe(1);
    expect(sample(jobs, 'portalpro_jobs', 'queue="expire-uploads",state="active"')).toBe(0);
  });

  it('reads the pool it is given, and still answers when the database does not', async () => {
    const warnings: string[] = [];
    const log = { ...silent, warn: (m: string) => void warnings.push(m) };
    const failing = {
      select: () => {
        throw new Error('connection refused');
      },
    } as unknown as Db;
    const pool = { totalCount: 7, idleCount: 3, waitingCount: 2 };
    const text = await createMetrics({ db: failing, pool, log, processMetrics: false }).text();
    expect(sample(text, 'portalpro_db_pool_connections', 'state="total"')).toBe(7);
    expect(sample(text, 'portalpro_db_pool_connections', 'state="idle"')).toBe(3);
    expect(sample(text, 'portalpro_db_pool_connections', 'state="waiting"')).toBe(2);
    expect(text).not.toContain('portalpro_outbox_pending{');
    expect(text).not.toContain('portalpro_outbox_messages{');
    expect(text).not.toContain('portalpro_process_');
    expect(warnings.sort()).toEqual([
      'metrics: background jobs not read',
      'metrics: mail by status not read',
      'metrics: pending mail not read',
      'metrics: pending text messages not read',
      'metrics: text messages by status not read',
    ]);

    // A database that never answers holds a scrape no longer than the timeout.
    const hanging = {
      select: () => ({
        from: () => ({
          where: () => new Promise(() => {}),
          groupBy: () => new Promise(() => {}),
        }),
      }),
    } as unknown as Db;
    const started = Date.now();
    const slow = await createMetrics({ db: hanging, pool: null, queryTimeoutMs: 50 }).text();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(sample(slow, 'portalpro_db_pool_connections', 'state="total"')).toBe(1);
  });

  it('keeps two apps in one process apart', async () => {
    const a = createMetrics({ db: t.handle.db, processMetrics: false });
    const b = createMetrics({ db: t.handle.db, processMetrics: false });
    a.observeRequest({ route: 'healthz', method: 'GET', status: 200, seconds: 0.01 });
    a.observeRequest({ route: 'healthz', method: 'BREW', status: 200, seconds: 0.01 });
    const labels = 'route="healthz",method="GET",status="200"';
    expect(sample(await a.text(), 'portalpro_http_requests_total', labels)).toBe(1);
    expect(
      sample(await a.text(), 'portalpro_http_requests_total', labels.replace('GET', 'other')),
    ).toBe(1);
    expect(sample(await b.text(), 'portalpro_http_requests_total', labels)).toBeNull();
  });
});

describe('startMetricsServer', () => {
  let server: MetricsServer;
  beforeAll(async () => {
    metrics = createMetrics({ db: t.handle.db, log: createLogger('silent') });
    server = await startMetricsServer({ port: 0, host: '127.0.0.1', metrics });
  });
  afterAll(() => server.close());

  it('serves the metrics with no token on a port of its own', async () => {
    const app = createApp({
      db: t.handle.db,
      env: loadEnv({ LOG_LEVEL: 'silent' }),
      log: createLogger('silent'),
      metrics,
    });
    await app.request('/PortalPRO/healthz');
    expect(server.port).toBeGreaterThan(0);
    const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(
      sample(text, 'portalpro_http_requests_total', 'route="healthz",method="GET",status="200"'),
    ).toBe(1);
    expect(sample(text, 'portalpro_outbox_pending', 'channel="mail"')).not.toBeNull();

    const elsewhere = await fetch(`http://127.0.0.1:${server.port}/PortalPRO/metrics`);
    expect(elsewhere.status).toBe(404);
    const post = await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('refuses a port already taken', async () => {
    await expect(
      startMetricsServer({ port: server.port, host: '127.0.0.1', metrics }),
    ).rejects.toThrow(/EADDRINUSE/);
  });
});
