/**
 * Opens the database: PGlite persisted under DATA_DIR (the embedded default) or a real PostgreSQL
 * server through a node-postgres pool. Both are exposed as one Drizzle `Db` type.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { acquirePgliteLock } from './pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database as every query function receives it, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface PgliteHandle {
  kind: 'pglite';
  db: PgliteDatabase<Schema> & Db;
  client: PGlite;
  close(): Promise<void>;
}
export interface PostgresHandle {
  kind: 'pg';
  db: NodePgDatabase<Schema> & Db;
  pool: pg.Pool;
  close(): Promise<void>;
}
export type DbHandle = PgliteHandle | PostgresHandle;

/** Wraps an open PGlite instance (a file-backed one, or an in-memory copy in tests). */
export function fromPglite(client: PGlite): PgliteHandle {
  const db = drizzlePglite({ client, schema });
  return { kind: 'pglite', db, client, close: () => client.close() };
}

/** The pool's limits (DB_POOL_MAX, DB_STATEMENT_TIMEOUT_MS, DB_IDLE_TIMEOUT_MS). */
export interface PoolOptions {
  max?: number;
  /** Milliseconds one statement may run before the server cancels it; 0 or unset: no limit. */
  statementTimeoutMs?: number;
  /** Milliseconds an idle connection stays open; 0: until the pool ends. */
  idleTimeoutMs?: number;
}

/**
 * Wraps a node-postgres pool on the given connection string. The statement timeout travels as a
 * startup parameter, which PgBouncer refuses unless its ignore_startup_parameters lists it (and
 * then drops it): behind PgBouncer in transaction mode set DB_STATEMENT_TIMEOUT_MS=0 and give the
 * database role its statement_timeout instead (docs: running in production).
 */
export function fromPostgres(url: string, opts: number | PoolOptions = {}): PostgresHandle {
  const o: PoolOptions = typeof opts === 'number' ? { max: opts } : opts;
  const pool = new pg.Pool({
    connectionString: url,
    max: o.max ?? 10,
    idleTimeoutMillis: o.idleTimeoutMs ?? 10_000,
    application_name: 'portalpro',
    ...(o.statementTimeoutMs ? { statement_timeout: o.statementTimeoutMs } : {}),
  });
  // An idle pooled connection can be closed by the server (restart, failover, a dropped test
  // database). node-postgres reports that as an 'error' event, which would otherwise end the
  // process; the pool discards the connection and opens a new one on the next query.
  pool.on('error', (err) => {
    process.stderr.write(`postgres: idle connection closed: ${err.message}\n`);
  });
  const db = drizzlePg({ client: pool, schema });
  return { kind: 'pg', db, pool, close: () => pool.end() };
}

/**
 * Opens the configured database: DATABASE_URL when set, else PGlite under DATA_DIR/pglite, for
 * this process alone (DATA_DIR/pglite.lock, see pglite-lock.ts; released by close()).
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  pool?: PoolOptions;
}): Promise<DbHandle> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl, opts.pool);
  const lock = await acquirePgliteLock(opts.dataDir);
  try {
    const dir = path.resolve(opts.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    const client = new PGlite(dir);
    await client.waitReady;
    const handle = fromPglite(client);
    return {
      ...handle,
      close: () => handle.close().finally(() => lock.release()),
    };
  } catch (e) {
    await lock.release();
    throw e;
  }
}
