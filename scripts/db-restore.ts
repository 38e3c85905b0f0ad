/**
 * `npm run db:restore -- --from <file> [--force]`: puts a backup made by `npm run db:backup` (or a
 * plain PGlite dump) back as the embedded database, DATA_DIR/pglite.
 *
 * Before it touches anything it checks that the file is such a backup, whole (backup/archive.ts).
 * It refuses while a process holds the database (stop the server first), and refuses to replace
 * an existing database unless --force is given. The database it replaces is moved aside, to
 * DATA_DIR/pglite.before-restore-<UTC time>, never deleted. It then loads the backup, opens the
 * result afresh and counts its users; if any of that fails, the loaded copy is removed and the
 * previous database is put back. The server applies any migration the backup lacks at its next
 * start.
 *
 * Exit 0 done, 1 refused or failed (the database as it was), 2 bad usage, configuration or file.
 */
import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { acquirePgliteLock, DatabaseInUseError } from '../server/src/db/pglite-lock';
import { NotABackupError, readBackup, type BackupContents } from './backup/archive';
import {
  backupTimestamp,
  commandInput,
  errorText,
  failure,
  inUseRefusal,
  isEmptyOrMissing,
  isEntryPoint,
  type CommandResult,
} from './backup/command';

/** DATA_DIR already holds a database and --force was not given. */
export class ExistingDatabaseError extends Error {
  override readonly name = 'ExistingDatabaseError';
}

export interface RestoreResult {
  /** The database folder restored into (DATA_DIR/pglite). */
  target: string;
  /** Where the database it replaced was moved, or null when there was none. */
  aside: string | null;
  /** The restored database's users, counted after opening it afresh. */
  users: number;
}

/** A folder name beside DATA_DIR/pglite that is not taken yet. */
function freeAsideName(dataDir: string, at: Date): string {
  const base = path.resolve(dataDir, `pglite.before-restore-${backupTimestamp(at)}`);
  let name = base;
  for (let n = 2; existsSync(name); n++) name = `${base}-${n}`;
  return name;
}

async function countUsers(dir: string): Promise<number> {
  const client = new PGlite(dir);
  try {
    await client.waitReady;
    const result = await client.query<{ n: number }>('select count(*)::int as n from users');
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * Restores `backup` (checked by readBackup) as the embedded database under `dataDir`. Throws
 * DatabaseInUseError while another process holds it, ExistingDatabaseError when one exists and
 * `force` is not set; on a failed load, the previous database is back in place when it throws.
 */
export async function restoreDatabase(opts: {
  dataDir: string;
  backup: BackupContents;
  force?: boolean;
  now?: () => Date;
}): Promise<RestoreResult> {
  const target = path.resolve(opts.dataDir, 'pglite');
  const lock = await acquirePgliteLock(opts.dataDir);
  try {
    let aside: string | null = null;
    if (!isEmptyOrMissing(target)) {
      if (!opts.force) {
        throw new ExistingDatabaseError(
          `${target} already holds a database. To replace it with the backup, run again with ` +
            '--force: the current one is then moved aside (pglite.before-restore-<time>), not ' +
            'deleted.',
        );
      }
      aside = freeAsideName(opts.dataDir, (opts.now ?? (() => new Date()))());
      await rename(target, aside);
    }
    try {
      const loading = new PGlite(target, { loadDataDir: new Blob([opts.backup.tar]) });
      try {
        await loading.waitReady;
      } finally {
        await loading.close().catch(() => undefined);
      }
      const users = await countUsers(target);
      const expected = opts.backup.manifest?.users;
      if (expected !== undefined && users !== expected) {
        throw new Error(`the restored database has ${users} users, its backup says ${expected}`);
      }
      return { target, aside, users };
    } catch (e) {
      await rm(target, { recursive: true, force: true });
      if (aside) await rename(aside, target);
      throw new Error(
        `restore failed (${errorText(e)}); ` +
          (aside ? `the previous database is back in ${target}` : 'nothing was left behind'),
        { cause: e },
      );
    }
  } finally {
    await lock.release();
  }
}

const USAGE = 'usage: npm run db:restore -- --from <backup.tar.gz> [--force]';

/** `db:restore` with its arguments and environment variables; answers what to print. */
export async function runRestore(
  args: readonly string[],
  vars: Record<string, string | undefined>,
): Promise<CommandResult> {
  const input = commandInput(
    args,
    vars,
    { from: { type: 'string' }, force: { type: 'boolean' } },
    USAGE,
    'restore',
  );
  if ('code' in input) return input;
  const { env } = input;
  const from = typeof input.values.from === 'string' ? input.values.from : undefined;
  const force = input.values.force === true;
  const fail = failure;
  if (from === undefined || from === '') return fail(2, USAGE);
  const file = path.resolve(from);
  let backup: BackupContents;
  try {
    backup = await readBackup(await readFile(file));
  } catch (e) {
    if (e instanceof NotABackupError) {
      return fail(
        2,
        `${file} is not a backup of the embedded database: ${e.message}. Nothing was changed.`,
      );
    }
    return fail(2, `cannot read ${file}: ${errorText(e)}`);
  }
  try {
    const done = await restoreDatabase({ dataDir: env.DATA_DIR, backup, force });
    const made = backup.manifest
      ? `the backup of ${backup.manifest.createdAt}`
      : 'a PGlite dump without a manifest';
    return {
      code: 0,
      stdout:
        `restored ${file} (${made}) into ${done.target}: it opens and has ${done.users} users\n` +
        (done.aside
          ? `  the previous database is in ${done.aside}; delete it once the restore is confirmed\n`
          : '') +
        '  start the server: it applies any migration the backup lacks\n',
      stderr: '',
    };
  } catch (e) {
    if (e instanceof DatabaseInUseError) return fail(1, inUseRefusal('restore', e));
    return fail(1, errorText(e));
  }
}

if (isEntryPoint(import.meta.url)) {
  const result = await runRestore(process.argv.slice(2), process.env);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
