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

/** Wraps a node-postgres pool on the given connection string. */
export function fromPostgres(url: string, max = 10): PostgresHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle pooled connection can be closed by the server (restart, failover, a dropped test
  // database). node-postgres reports that as an 'error' event, which would otherwise end the
  // process; the pool discards the connection and opens a new one on the next query.
  pool.on('error', (err) => {
    process.stderr.write(`postgres: idle connection closed: ${err.message}\n`);
  });
  const db = drizzlePg({ client: pool, schema });
  return { kind: 'pg', db, pool, close: () => pool.end() };
}

/** Opens the configured database: DATABASE_URL when set, else PGlite under DATA_DIR/pglite. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DbHandle> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  const dir = path.resolve(opts.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const client = new PGlite(dir);
  await client.waitReady;
  return fromPglite(client);
}
