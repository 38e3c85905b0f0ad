/**
 * `npm run db:backup -- [--out file]`: a consistent copy of the embedded database (PGlite under
 * DATA_DIR/pglite), written to ./backups/portalpro-backup-<UTC time>.tar.gz unless --out names
 * the file. It holds everything the portal stores, file contents (attachments, photos) included:
 * they live in the database. Restore it with `npm run db:restore -- --from <file>`.
 *
 * The file is PGlite's own dump of its data directory (dumpDataDir: a tar archive, gzipped) with
 * one more entry, portalpro-backup.json: when and from what it was made, the PostgreSQL version,
 * the number of users, and the SHA-256 of the archive's database entries (backup/archive.ts).
 * PGlite can load the file as it is (`new PGlite(dir, { loadDataDir })`), `tar tzf` lists it, and
 * the restore checks it against its manifest before it touches anything.
 *
 * While the server runs, the backup is refused and says to stop the server first. PGlite is
 * PostgreSQL running inside the server's process: no other process can connect to it (there is no
 * pg_dump for it), its files admit one process at a time (DATA_DIR/pglite.lock), and a copy of
 * them taken from outside while the server writes is not consistent (pages and write-ahead log
 * change during the copy, and there is no snapshot to copy from). A consistent copy can only be
 * made by the process that holds the database; making it inside the running server would hold the
 * whole database in the server's memory while it serves. A planned stop of a few seconds is what
 * an installation on the embedded database can afford; one that cannot runs on PostgreSQL
 * (DATABASE_URL), backed up live with pg_dump.
 *
 * Exit 0 done, 1 refused or failed (nothing written), 2 bad usage or configuration.
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { acquirePgliteLock, DatabaseInUseError } from '../server/src/db/pglite-lock';
import { readBackup, writeBackup, type BackupManifest } from './backup/archive';
import {
  backupTimestamp,
  commandInput,
  describeSize,
  errorText,
  failure,
  inUseRefusal,
  isEmptyOrMissing,
  isEntryPoint,
  type CommandResult,
} from './backup/command';

// --- the backup ---------------------------------------------------------------------------------

export interface BackupResult {
  path: string;
  bytes: number;
  manifest: BackupManifest;
}

/** There is no embedded database to back up (or it is not PortalPRO's). */
export class NothingToBackUpError extends Error {
  override readonly name = 'NothingToBackUpError';
}

async function fileExists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Backs up the embedded database under `dataDir` to `out` (default
 * ./backups/portalpro-backup-<time>.tar.gz). Throws DatabaseInUseError while another process holds
 * it, NothingToBackUpError when there is none; writes nothing then.
 */
export async function makeBackup(opts: {
  dataDir: string;
  out?: string;
  now?: () => Date;
}): Promise<BackupResult> {
  const now = opts.now ?? (() => new Date());
  const source = path.resolve(opts.dataDir, 'pglite');
  const out = path.resolve(
    opts.out ?? path.join('backups', `portalpro-backup-${backupTimestamp(now())}.tar.gz`),
  );
  if (await fileExists(out)) throw new Error(`${out} already exists; name another with --out`);
  if (isEmptyOrMissing(source)) {
    throw new NothingToBackUpError(
      `There is no embedded database in ${source}: nothing to back up.`,
    );
  }
  const lock = await acquirePgliteLock(opts.dataDir);
  let dump: Uint8Array;
  let users: number;
  let postgres: string;
  try {
    const client = new PGlite(source);
    try {
      await client.waitReady;
      try {
        const counted = await client.query<{ n: number }>('select count(*)::int as n from users');
        users = counted.rows[0]?.n ?? 0;
      } catch {
        throw new NothingToBackUpError(
          `The database in ${source} has no users table: it is not a PortalPRO database, or the ` +
            'server never started on it.',
        );
      }
      const version = await client.query<{ server_version: string }>('show server_version');
      postgres = version.rows[0]?.server_version ?? '';
      // Everything written so far into the data files, so that a restore needs no recovery.
      await client.exec('CHECKPOINT');
      dump = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    } finally {
      await client.close().catch(() => undefined);
    }
  } finally {
    await lock.release();
  }

  const { file: gz, manifest } = await writeBackup(dump, {
    source,
    postgres,
    users,
    createdAt: now(),
  });
  // The file appears under its name only once it is whole and checked.
  const partial = `${out}.partial`;
  await mkdir(path.dirname(out), { recursive: true });
  try {
    await writeFile(partial, gz);
    await readBackup(gz);
    await rename(partial, out);
  } catch (e) {
    await rm(partial, { force: true });
    throw e;
  }
  return { path: out, bytes: gz.length, manifest };
}

// --- the command --------------------------------------------------------------------------------

const USAGE = 'usage: npm run db:backup -- [--out <file.tar.gz>]';

/** `db:backup` with its arguments and environment variables; answers what to print. */
export async function runBackup(
  args: readonly string[],
  vars: Record<string, string | undefined>,
): Promise<CommandResult> {
  const input = commandInput(args, vars, { out: { type: 'string' } }, USAGE, 'backup');
  if ('code' in input) return input;
  const { env } = input;
  const out =
    typeof input.values.out === 'string' && input.values.out !== '' ? input.values.out : undefined;
  const fail = failure;
  try {
    const done = await makeBackup({ dataDir: env.DATA_DIR, ...(out !== undefined && { out }) });
    const m = done.manifest;
    return {
      code: 0,
      stdout:
        `backup written: ${done.path}, ${describeSize(done.bytes)}\n` +
        `  ${m.users} users, PostgreSQL ${m.postgres}, ${m.files} entries, ` +
        `${describeSize(m.dataBytes)} uncompressed\n` +
        `  restore with: npm run db:restore -- --from ${done.path}\n`,
      stderr: '',
    };
  } catch (e) {
    if (e instanceof DatabaseInUseError) return fail(1, inUseRefusal('back up', e));
    if (e instanceof NothingToBackUpError) return fail(1, e.message);
    return fail(1, `backup failed, nothing was written: ${errorText(e)}`);
  }
}

if (isEntryPoint(import.meta.url)) {
  const result = await runBackup(process.argv.slice(2), process.env);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
