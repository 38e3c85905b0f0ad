/**
 * The test template database: migrated, seeded and keyed once per run. PGlite by default (dumped
 * to a tar file); with TEST_DATABASE_URL a real PostgreSQL database named portalpro_template.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ensureTransportKey } from '../auth/transport-key';
import { fromPglite, fromPostgres, type DbHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDatabase } from '../db/seed';

export const PG_TEMPLATE_NAME = 'portalpro_template';

export type TemplateRef = { kind: 'pglite'; dumpPath: string } | { kind: 'pg'; adminUrl: string };

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function prepareDatabase(handle: DbHandle): Promise<void> {
  await runMigrations(handle);
  await seedDatabase(handle.db);
  await ensureTransportKey(handle.db);
}

/** Builds the PGlite template and answers the dump (uncompressed tar: fastest to load). */
export async function buildPgliteTemplate(): Promise<Blob> {
  const handle = fromPglite(new PGlite());
  try {
    await prepareDatabase(handle);
    return await handle.client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/** (Re)creates portalpro_template on the server and leaves no connection open to it. */
export async function buildPostgresTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_NAME}`);
  } finally {
    await admin.end();
  }
  const handle = fromPostgres(databaseUrl(adminUrl, PG_TEMPLATE_NAME), 2);
  try {
    await prepareDatabase(handle);
  } finally {
    await handle.close();
  }
}

export async function dropPostgresTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_NAME} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
