/**
 * `npm run db:backup -- [--out file]`: a consistent copy of the embedded database (PGlite under
 * DATA_DIR/pglite), written to ./backups/portalpro-backup-<UTC time>.tar.gz unless --out names
 * the file. It holds everything the portal stores, file contents (attachments, photos) included:
 * they live in the database. Restore it with `npm run db:restore -- --from <file>`.
 *
 * The file is PGlite's own dump of its data directory (dumpDataDir: a tar archive, gzipped) with
 * one more entry, portalpro-backup.json: when and from what it was made, the PostgreSQL version,
 * the number of users, and the SHA-256 of the archive's database entries. PGlite can load the file
 * as it is (`new PGlite(dir, { loadDataDir })`), `tar tzf` lists it, and the restore checks it
 * against its manifest before it touches anything.
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
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { acquirePgliteLock, DatabaseInUseError } from '../server/src/db/pglite-lock';
import { loadEnv, type Env } from '../server/src/env';

export const MANIFEST_NAME = 'portalpro-backup.json';
export const BACKUP_FORMAT = 'portalpro-pglite-backup';

/** What a backup says about itself (its portalpro-backup.json). */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  /** When it was made (ISO 8601, UTC). */
  createdAt: string;
  /** The database folder it was made from. */
  source: string;
  /** PostgreSQL's version (PGlite's server_version). */
  postgres: string;
  users: number;
  /** Entries of the data directory in the archive. */
  files: number;
  /** Bytes of those entries in the archive, uncompressed. */
  dataBytes: number;
  /** SHA-256 of those entries, as they stand in the archive. */
  sha256: string;
}

/** The outcome of a command, for the process to print and exit with. */
export interface CommandResult {
  code: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

/** The file is not a backup of the embedded database (or is damaged). */
export class NotABackupError extends Error {
  override readonly name = 'NotABackupError';
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

// --- tar (ustar), as PGlite writes and reads it ------------------------------------------------

const BLOCK = 512;

interface TarEntry {
  name: string;
  /** '0' a file, '5' a folder. */
  type: string;
  size: number;
  /** Offset of the entry's header; its data follows it. */
  start: number;
  /** Offset just past its data (padded to a block). */
  end: number;
}

const padded = (size: number) => Math.ceil(size / BLOCK) * BLOCK;

function fieldText(block: Uint8Array, offset: number, length: number): string {
  const bytes = block.subarray(offset, offset + length);
  const nul = bytes.indexOf(0);
  return Buffer.from(nul === -1 ? bytes : bytes.subarray(0, nul)).toString('latin1');
}

function fieldOctal(block: Uint8Array, offset: number, length: number): number {
  const text = fieldText(block, offset, length).trim();
  return /^[0-7]+$/.test(text) ? parseInt(text, 8) : NaN;
}

function headerChecksum(block: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return sum;
}

/** The entries of a tar archive; throws NotABackupError on anything but well-formed ustar. */
function readTar(tar: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let at = 0;
  for (;;) {
    if (at + BLOCK > tar.length) throw new NotABackupError('the archive ends without its end mark');
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) return entries;
    if (fieldText(header, 257, 6) !== 'ustar') {
      throw new NotABackupError(`not a tar archive (no ustar header at byte ${at})`);
    }
    if (fieldOctal(header, 148, 8) !== headerChecksum(header)) {
      throw new NotABackupError(`damaged tar header at byte ${at}`);
    }
    const type = String.fromCharCode(header[156]!);
    const size = type === '0' || type === '\0' ? fieldOctal(header, 124, 12) : 0;
    if (Number.isNaN(size)) throw new NotABackupError(`damaged tar header at byte ${at}`);
    const end = at + BLOCK + padded(size);
    if (end > tar.length) throw new NotABackupError('the archive is cut short');
    const prefix = fieldText(header, 345, 155);
    const name = fieldText(header, 0, 100);
    entries.push({ name: prefix ? `${prefix}/${name}` : name, type, size, start: at, end });
    at = end;
  }
}

/** A regular file's tar entry (header and padded data). */
function tarFile(name: string, data: Uint8Array, mtime: Date): Uint8Array {
  const out = new Uint8Array(BLOCK + padded(data.length));
  const header = out.subarray(0, BLOCK);
  const put = (offset: number, text: string) => header.set(Buffer.from(text, 'latin1'), offset);
  const octal = (n: number, width: number) => `${n.toString(8).padStart(width - 1, '0')}\0`;
  put(0, name);
  put(100, octal(0o644, 8));
  put(108, octal(0, 8));
  put(116, octal(0, 8));
  put(124, octal(data.length, 12));
  put(136, octal(Math.floor(mtime.getTime() / 1000), 12));
  put(156, '0');
  put(257, 'ustar\u000000');
  put(148, `${headerChecksum(header).toString(8).padStart(6, '0')}\0 `);
  out.set(data, BLOCK);
  return out;
}

/** The name of an entry as a path inside the data directory ('/PG_VERSION' → 'PG_VERSION'). */
const dataPath = (name: string) => name.replace(/^(\.?\/)+/, '');

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A backup's contents, checked: the data directory as PGlite loads it, and the manifest. */
export interface BackupContents {
  /** The data directory's tar archive, without the manifest. */
  tar: Uint8Array<ArrayBuffer>;
  /** Null for a plain PGlite dump (dumpDataDir) made by other means. */
  manifest: BackupManifest | null;
  files: number;
}

function parseManifest(bytes: Uint8Array): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw new NotABackupError(`its ${MANIFEST_NAME} is not JSON`);
  }
  const m = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (m.format !== BACKUP_FORMAT || m.version !== 1) {
    throw new NotABackupError(`its ${MANIFEST_NAME} is not a backup manifest this version reads`);
  }
  const text = (k: string) => (typeof m[k] === 'string' ? m[k] : '');
  const num = (k: string) => (typeof m[k] === 'number' ? m[k] : NaN);
  return {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: text('createdAt'),
    source: text('source'),
    postgres: text('postgres'),
    users: num('users'),
    files: num('files'),
    dataBytes: num('dataBytes'),
    sha256: text('sha256'),
  };
}

/**
 * Checks that `file` is a backup of the embedded database (or a plain PGlite dump) and answers
 * its contents; throws NotABackupError, saying why, on anything else or on a damaged backup.
 */
export async function readBackup(file: Uint8Array): Promise<BackupContents> {
  let tar: Uint8Array;
  try {
    tar = await promisify(gunzip)(file);
  } catch {
    throw new NotABackupError('not a gzip file, or a damaged one');
  }
  const entries = readTar(tar);
  const manifests = entries.filter((e) => dataPath(e.name) === MANIFEST_NAME);
  const data = entries.filter((e) => dataPath(e.name) !== MANIFEST_NAME);
  const names = new Set(data.map((e) => dataPath(e.name)));
  for (const required of ['PG_VERSION', 'global/pg_control']) {
    if (!names.has(required)) {
      throw new NotABackupError(`no PostgreSQL data directory in it (${required} is missing)`);
    }
  }
  const body = concat(data.map((e) => tar.subarray(e.start, e.end)));
  let manifest: BackupManifest | null = null;
  if (manifests.length > 1) throw new NotABackupError(`more than one ${MANIFEST_NAME}`);
  const [entry] = manifests;
  if (entry) {
    manifest = parseManifest(tar.subarray(entry.start + BLOCK, entry.start + BLOCK + entry.size));
    if (manifest.sha256 !== sha256(body) || manifest.files !== data.length) {
      throw new NotABackupError('its contents do not match its manifest: the file is damaged');
    }
  }
  return { tar: concat([body, new Uint8Array(2 * BLOCK)]), manifest, files: data.length };
}

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

export function isEmptyOrMissing(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
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

  const entries = readTar(dump);
  const body = dump.subarray(0, entries.at(-1)?.end ?? 0);
  const createdAt = now();
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: createdAt.toISOString(),
    source,
    postgres,
    users,
    files: entries.length,
    dataBytes: body.length,
    sha256: sha256(body),
  };
  const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
  const tar = concat([
    body,
    tarFile(MANIFEST_NAME, manifestBytes, createdAt),
    new Uint8Array(1024),
  ]);
  const gz = await promisify(gzip)(tar);
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
