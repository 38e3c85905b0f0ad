/**
 * Prometheus metrics of one app: its answers (count and duration by route, method and status),
 * the database pool, the background jobs by queue and state, the mail / SMS outbox backlog, and
 * the process's own (CPU, memory, event-loop lag, GC). The database figures are read when
 * Prometheus scrapes. Each app owns its registry (two apps in one process do not meet); the
 * process's figures come from one registry shared by the process.
 *
 * Served at <base>/metrics to a bearer of METRICS_TOKEN (`metricsEndpoint`), and with no token
 * at /metrics on a port of its own (`startMetricsServer`, METRICS_PORT / METRICS_HOST).
 */
import { count, eq } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  prometheusContentType,
} from 'prom-client';
import { bearerToken } from '../auth/session-token';
import type { Db } from '../db/client';
import { mailOutbox, OUTBOX_ROW_STATUSES, smsOutbox } from '../db/schema';
import { JOB_NAMES } from '../jobs/queues';
import { errorForLog } from '../error-for-log';
import type { Logger } from '../logger';
import type { AnsweredRequest } from './access-log';
import type { AppEnv } from './app-env';

/** What the pool gauges read from a node-postgres pool. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface MetricsOptions {
  /** The database the job and outbox figures are read from. */
  db: Db;
  /**
   * The PostgreSQL pool whose connections are counted; null for the embedded database (one
   * connection). When not given, the pool under `db` is used if it has one.
   */
  pool?: PoolCounts | null;
  /** Where a figure that cannot be read is reported (warn). */
  log?: Logger;
  /** The process's own metrics (CPU, memory, event-loop lag, GC); on unless false. */
  processMetrics?: boolean;
  /** How long a scrape waits for each database figure before it leaves it out (ms, 2000). */
  queryTimeoutMs?: number;
  /** The job system's schema, whose `job` table is counted (pg-boss's `pgboss`). */
  jobSchema?: string;
}

export interface Metrics {
  /** This app's registry (the process's own metrics are added to `text()` apart). */
  readonly registry: Registry;
  /** The Content-Type of `text()`. */
  readonly contentType: string;
  /** Counts one answer. */
  observeRequest(answer: AnsweredRequest): void;
  /** Everything in Prometheus's text format, read now. */
  text(): Promise<string>;
}

/** pg-boss's job table, in the job system's own schema (absent until the job system is set up). */
const jobTableIn = (schema: string) =>
  pgSchema(schema).table('job', { name: text('name'), state: text('state') });

/** SQLSTATEs of a table or schema that does not exist: no job system yet, nothing to report. */
const MISSING = new Set(['42P01', '3F000']);

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const PREFIX = 'portalpro_';

let processRegistry: Registry | null = null;
/** The process's default metrics, collected once per process whatever the number of apps. */
function sharedProcessRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: PREFIX });
  }
  return processRegistry;
}

function isPoolCounts(x: unknown): x is PoolCounts {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return (
    typeof o.totalCount === 'number' &&
    typeof o.idleCount === 'number' &&
    typeof o.waitingCount === 'number'
  );
}

/** The node-postgres pool Drizzle runs `db` on, or null (PGlite). */
function poolUnder(db: Db): PoolCounts | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  return isPoolCounts(client) ? client : null;
}

function withTimeout<T>(work: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve(work), timeout]).finally(() => clearTimeout(timer));
}

export function createMetrics(opts: MetricsOptions): Metrics {
  const { db, log } = opts;
  const pool = opts.pool === undefined ? poolUnder(db) : opts.pool;
  const timeoutMs = opts.queryTimeoutMs ?? 2000;
  const processRegistry = opts.processMetrics === false ? null : sharedProcessRegistry();
  const bossJob = jobTableIn(opts.jobSchema ?? 'pgboss');
  const registry = new Registry();

  /** A database figure, or null when it cannot be read now (or, with `absentOk`, not yet). */
  async function read<T>(what: string, query: () => PromiseLike<T>, absentOk = false) {
    try {
      return await withTimeout(query(), timeoutMs);
    } catch (e) {
      const problem = errorForLog(e);
      if (!(absentOk && problem.code !== undefined && MISSING.has(problem.code))) {
        log?.warn(`metrics: ${what} not read`, { ...problem });
      }
      return null;
    }
  }

  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'Answered HTTP requests by route, method and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer HTTP requests, by route, method and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });

  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'Database connections of this process: total, idle, and callers waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      if (!pool) {
        // The embedded database is one connection inside the process.
        this.set({ state: 'total' }, 1);
        return;
      }
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  new Gauge({
    name: `${PREFIX}jobs`,
    help: 'Background jobs by queue and state (created, retry, active, completed, cancelled, failed).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const rows = await read(
        'background jobs',
        () =>
          db
            .select({ queue: bossJob.name, state: bossJob.state, n: count() })
            .from(bossJob)
            .groupBy(bossJob.name, bossJob.state),
        true,
      );
      this.reset();
      if (rows === null) return;
      // Every queue's waiting, running and failed count, 0 included, so an alert on them has a
      // series from the start.
      for (const queue of JOB_NAMES) {
        for (const state of ['created', 'retry', 'active', 'failed']) this.set({ queue, state }, 0);
      }
      for (const r of rows) {
        this.set({ queue: r.queue ?? '', state: r.state ?? '' }, r.n);
      }
    },
  });

  new Gauge({
    name: `${PREFIX}outbox_pending`,
    help: 'Mails and text messages waiting to be sent.',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      const pending = (table: typeof mailOutbox | typeof smsOutbox) =>
        db.select({ n: count() }).from(table).where(eq(table.status, 'pending'));
      const [mail, sms] = await Promise.all([
        read('pending mail', () => pending(mailOutbox)),
        read('pending text messages', () => pending(smsOutbox)),
      ]);
      this.reset();
      if (mail?.[0]) this.set({ channel: 'mail' }, mail[0].n);
      if (sms?.[0]) this.set({ channel: 'sms' }, sms[0].n);
    },
  });

  new Gauge({
    name: `${PREFIX}outbox_messages`,
    help: 'Mails and text messages in the outbox by status: pending (waiting, or waiting for a retry), sending, sent, failed (kept RETENTION_MESSAGES_DAYS).',
    labelNames: ['channel', 'status'] as const,
    registers: [registry],
    async collect() {
      const byStatus = (table: typeof mailOutbox | typeof smsOutbox) =>
        db.select({ status: table.status, n: count() }).from(table).groupBy(table.status);
      const [mail, sms] = await Promise.all([
        read('mail by status', () => byStatus(mailOutbox)),
        read('text messages by status', () => byStatus(smsOutbox)),
      ]);
      this.reset();
      for (const [channel, rows] of [
        ['mail', mail],
        ['sms', sms],
      ] as const) {
        if (rows === null) continue;
        // Every status, 0 included, so an alert on failed messages has a series from the start.
        for (const status of OUTBOX_ROW_STATUSES) this.set({ channel, status }, 0);
        for (const r of rows) this.set({ channel, status: r.status }, r.n);
      }
    },
  });

  return {
    registry,
    contentType: prometheusContentType,
    observeRequest({ route, method, status, seconds }) {
      const labels = {
        route,
        method: METHODS.has(method) ? method : 'other',
        status: String(status),
      };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    async text() {
      const own = await registry.metrics();
      return processRegistry ? `${own}\n${await processRegistry.metrics()}` : own;
    },
  };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET <base>/metrics on the app's own port: 404 without METRICS_TOKEN, 401 (WWW-Authenticate:
 * Bearer) without that token as a bearer, else the metrics.
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined) {
  const expected = token === undefined ? null : digest(token);
  return async (c: Context<AppEnv>) => {
    if (!expected) return c.text('Not found', 404);
    const given = bearerToken(c.req.header('authorization'));
    // Both sides hashed: equal lengths, so the comparison takes the same time whatever was sent.
    if (given === null || !timingSafeEqual(digest(given), expected)) {
      return c.text('Unauthorized', 401, {
        'WWW-Authenticate': 'Bearer',
        'Cache-Control': 'no-store',
      });
    }
    return c.body(await metrics.text(), 200, {
      'Content-Type': metrics.contentType,
      'Cache-Control': 'no-store',
    });
  };
}

export interface MetricsServer {
  /** The port it listens on (the one chosen by the system when asked for 0). */
  readonly port: number;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

/**
 * Serves GET /metrics with no token on a port of its own (METRICS_PORT, bound to METRICS_HOST):
 * for a scraper on a private network. Anything else there answers 404 (405 for another method
 * on /metrics). Resolves once listening; rejects when the port cannot be had.
 */
export function startMetricsServer(opts: {
  port: number;
  host?: string;
  metrics: Metrics;
  log?: Logger;
}): Promise<MetricsServer> {
  const { metrics, log } = opts;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' })
        .end('Method not allowed');
      return;
    }
    metrics.text().then(
      (body) => {
        res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (e: unknown) => {
        log?.error('metrics: scrape failed', { ...errorForLog(e) });
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Error');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      server.on('error', (e) => log?.error('metrics server failed', { ...errorForLog(e) }));
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((e) => (e ? fail(e) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
