/**
 * The release step: the drizzle-kit migrations in ./migrations, the job queue's own schema
 * (pg-boss), and the reference data every installation needs (roles, modules, menu, profile,
 * catalogues the session carries; seed/reference-data.ts), applied in that order.
 *
 * On PostgreSQL the whole step runs under one session-level advisory lock held on a dedicated
 * connection, so any number of server instances or `npm run db:migrate` jobs starting together
 * apply each migration exactly once: the first takes the lock and migrates, the others wait for
 * it and then find nothing left to do. The embedded database admits one process (pglite-lock.ts),
 * so it needs no lock.
 */
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installJobSchema, pgliteJobDb, postgresJobDb, type JobDb } from '../jobs/queue-db';
import { LOCK_SPACE, MIGRATION_LOCK_ID } from './advisory-locks';
import { buildOnlineIndexes, type OnlineIndexReport } from './online-indexes';
import type { Db, DbHandle } from './client';
import * as schema from './schema';
import { seedReferenceData } from './seed/reference-data';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface MigrationReport {
  /** The schema migrations this run applied (their tags, e.g. 0021_retention). */
  applied: string[];
  /** How long this run waited for another process holding the migration lock. */
  waitedMs: number;
  /** The large tables' indexes this run built or left out (online-indexes.ts). */
  indexes: OnlineIndexReport;
}

interface JournalEntry {
  tag: string;
}

/** The migration files' tags in the journal's order (the order readMigrationFiles answers). */
function journalTags(): string[] {
  const raw = readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8');
  return (JSON.parse(raw) as { entries: JournalEntry[] }).entries.map((e) => e.tag);
}

/**
 * The migrations the database has not applied yet (the migrator's own rule: every file newer than
 * the newest one recorded), by tag; all of them on an empty database.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const metas = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const tags = journalTags();
  const [exists] = await db
    .select({ present: sql<boolean>`to_regclass('drizzle.__drizzle_migrations') is not null` })
    .from(sql`(select 1) as one`);
  if (!exists?.present) return tags;
  const [last] = await db
    .select({ createdAt: sql<string | null>`max(created_at)::text` })
    .from(sql`drizzle.__drizzle_migrations`);
  const lastMillis = last?.createdAt == null ? -1 : Number(last.createdAt);
  return metas.flatMap((m, i) => (m.folderMillis > lastMillis ? [tags[i]!] : []));
}

async function applyAll(
  db: Db,
  jobDb: JobDb,
  migrateSchema: () => Promise<void>,
): Promise<string[]> {
  const before = await pendingMigrations(db);
  await migrateSchema();
  await installJobSchema(jobDb);
  await db.transaction((tx) => seedReferenceData(tx));
  return before;
}

/**
 * Applies every pending migration, the job schema and the reference data; on PostgreSQL under the
 * migration lock (waiting for a process that holds it). Answers what it applied.
 */
export async function runMigrations(
  handle: DbHandle,
  log: (line: string) => void = () => {},
): Promise<MigrationReport> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    const applied = await applyAll(handle.db, pgliteJobDb(handle.client), () =>
      migratePglite(handle.db, config),
    );
    return { applied, waitedMs: 0, indexes: await buildOnlineIndexes(handle, log) };
  }
  const { applied, waitedMs } = await migratePostgres(handle, config);
  // After the migration lock is released: a concurrent build waits for every transaction open
  // when it starts, which would include another instance's wait for that lock.
  return { applied, waitedMs, indexes: await buildOnlineIndexes(handle, log) };
}

async function migratePostgres(
  handle: Extract<DbHandle, { kind: 'pg' }>,
  config: { migrationsFolder: string },
): Promise<{ applied: string[]; waitedMs: number }> {
  // One connection of its own: a session-level advisory lock belongs to the connection that took
  // it, so the lock, the migrations and the unlock must all run on this one.
  const client = await handle.pool.connect();
  const started = Date.now();
  let locked = false;
  try {
    await client.query('select pg_advisory_lock($1::int, $2::int)', [
      LOCK_SPACE.migration,
      MIGRATION_LOCK_ID,
    ]);
    locked = true;
    const waitedMs = Date.now() - started;
    const db = drizzlePg({ client, schema });
    const applied = await applyAll(db, postgresJobDb(client), () => migratePg(db, config));
    return { applied, waitedMs };
  } finally {
    if (locked) {
      await client
        .query('select pg_advisory_unlock($1::int, $2::int)', [
          LOCK_SPACE.migration,
          MIGRATION_LOCK_ID,
        ])
        .catch(() => undefined);
    }
    client.release();
  }
}
