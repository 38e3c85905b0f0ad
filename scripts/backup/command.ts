/**
 * What `npm run db:backup` and `npm run db:restore` share: their arguments and configuration,
 * their refusals (on PostgreSQL, while another process holds the database), and how they name
 * times and sizes.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { DatabaseInUseError } from '../../server/src/db/pglite-lock';
import { loadEnv, type Env } from '../../server/src/env';

/** The outcome of a command, for the process to print and exit with. */
export interface CommandResult {
  code: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

/** The refusal of both commands on PostgreSQL. */
export function postgresRefusal(command: 'backup' | 'restore'): string {
  return command === 'backup'
    ? 'DATABASE_URL is set: the database is PostgreSQL, which this command does not copy. Back it ' +
        'up with pg_dump, e.g. pg_dump --format=custom --file=portalpro.dump "$DATABASE_URL" ' +
        '(see the README).'
    : 'DATABASE_URL is set: the database is PostgreSQL, which this command does not restore. ' +
        'Restore a pg_dump backup with pg_restore, e.g. pg_restore --clean --if-exists ' +
        '--no-owner --dbname="$DATABASE_URL" portalpro.dump (see the README).';
}

/** A time as backup and folder names carry it: 20261130T142501Z. */
export function backupTimestamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export function describeSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]} (${bytes} bytes)`;
}

export function isEmptyOrMissing(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** Whether this module is the process's entry point (run by tsx, not imported). */
export function isEntryPoint(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && moduleUrl === pathToFileURL(path.resolve(entry)).href;
}

export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The refusal while another process holds the database, for a command that needs it alone. */
export function inUseRefusal(what: 'back up' | 'restore', e: DatabaseInUseError): string {
  if (!e.sameHost) return `Cannot ${what}: ${e.message}`;
  const started = e.owner.started.replace(/\.\d{3}Z$/, 'Z');
  return (
    `Cannot ${what}: the embedded database in ${e.databaseDir} is in use by process ` +
    `${e.owner.pid} (started ${started}). Stop the server first (Ctrl-C, or SIGTERM to that ` +
    `process), then run this again and start the server afterwards: the database admits one ` +
    'process at a time.'
  );
}

/** A refusal: nothing on stdout, the message on stderr. */
export const failure = (code: 1 | 2, message: string): CommandResult => ({
  code,
  stdout: '',
  stderr: `${message}\n`,
});

/**
 * A command's arguments (`--name value`, `--flag`, `-h`) and the embedded database's
 * configuration; or what to print instead: the usage (asked for, or wrong arguments), a bad
 * configuration, or the refusal on PostgreSQL.
 */
export function commandInput(
  args: readonly string[],
  vars: Record<string, string | undefined>,
  options: Record<string, { type: 'string' | 'boolean' }>,
  usage: string,
  what: 'backup' | 'restore',
): { values: Record<string, string | boolean | undefined>; env: Env } | CommandResult {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: [...args],
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }).values as Record<string, string | boolean | undefined>;
  } catch {
    return failure(2, usage);
  }
  if (values.help === true) return { code: 0, stdout: `${usage}\n`, stderr: '' };
  let env: Env;
  try {
    env = loadEnv(vars);
  } catch (e) {
    return failure(2, errorText(e));
  }
  if (env.DATABASE_URL) return failure(2, postgresRefusal(what));
  return { values, env };
}
