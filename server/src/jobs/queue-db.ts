/**
 * The job queue's access to the database. The queue is pg-boss (10.x: the newest line that runs on
 * Node.js 20; 11 and 12 need Node.js 22), which takes a `db.executeSql(text, values)` of our own:
 * on PostgreSQL the server's pool (one pool, one set of limits, counted by the metrics), on the
 * embedded database the PGlite client itself, so the queue runs there too. pg-boss keeps its
 * tables in the schema `pgboss`; they are created and upgraded by the release step
 * (db/migrate.ts), never by a starting server.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { DbHandle } from '../db/client';
import { queueSpecs } from './queues';

/** pg-boss's schema in the portal's database. */
export const JOB_SCHEMA = 'pgboss';

type Row = Record<string, unknown>;
export interface JobDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

/** Runs pg-boss's SQL on PGlite: a statement with parameters as a query, a script as exec. */
export function pgliteJobDb(client: PGlite): JobDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query<Row>(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Row[] };
    },
  };
}

/** Runs pg-boss's SQL on a node-postgres pool or one of its connections. */
export function postgresJobDb(queryable: pg.Pool | pg.PoolClient): JobDb {
  return {
    async executeSql(text, values) {
      const result = await queryable.query<Row>(text, values);
      // A script of several statements answers one result per statement: the last one counts.
      const last: pg.QueryResult<Row> | undefined = Array.isArray(result)
        ? (result as pg.QueryResult<Row>[]).at(-1)
        : result;
      return { rows: last?.rows ?? [] };
    },
  };
}

export function jobDbOf(handle: DbHandle): JobDb {
  return handle.kind === 'pglite' ? pgliteJobDb(handle.client) : postgresJobDb(handle.pool);
}

/** pg-boss's Db type takes `any[]` values; ours is the same function with `unknown[]`. */
export function asBossDb(db: JobDb): PgBoss.Db {
  return {
    executeSql: (text: string, values: unknown[]) => db.executeSql(text, values),
  } as PgBoss.Db;
}

/**
 * Creates pg-boss's schema, or upgrades it to this version's, with pg-boss's own migrations (they
 * take their own lock, so a concurrent install is safe as well), then creates the portal's queues
 * and brings their retry and expiry settings to the code's. Idempotent.
 */
export async function installJobSchema(db: JobDb): Promise<void> {
  const boss = new PgBoss({
    db: asBossDb(db),
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    // The schedule is the server's (it follows SAT_RECHECK_EVERY_MINUTES); the queues are not.
    for (const spec of queueSpecs(0)) {
      const options = {
        policy: 'stately' as const,
        retryLimit: spec.retryLimit,
        retryDelay: spec.retryDelay,
        retryBackoff: true,
        expireInSeconds: spec.expireInSeconds,
      };
      await boss.createQueue(spec.name, { name: spec.name, ...options });
      await boss.updateQueue(spec.name, { name: spec.name, ...options });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

/** Whether pg-boss's schema is installed at this version (a server that may not migrate checks it). */
export async function jobSchemaIsCurrent(db: JobDb): Promise<boolean> {
  const installed = await db.executeSql(
    `select to_regclass('${JOB_SCHEMA}.version') is not null as present`,
  );
  if (installed.rows[0]?.present !== true) return false;
  const version = await db.executeSql(`select version from ${JOB_SCHEMA}.version`);
  const current = Number(version.rows[0]?.version ?? 0);
  return current >= bossSchemaVersion();
}

/** The schema version this pg-boss expects (its package's version.json). */
function bossSchemaVersion(): number {
  const require = createRequire(import.meta.url);
  return (require('pg-boss/version.json') as { schema: number }).schema;
}
