/**
 * One process per embedded database. PGlite runs PostgreSQL inside the process, so nothing stops
 * a second process from opening the same files: each would keep its own view of the database and
 * overwrite the other's writes. Opening PGlite under DATA_DIR therefore first takes
 * DATA_DIR/pglite.lock, a small JSON file created atomically (O_EXCL) that names the owner: its
 * pid, host and start time.
 *
 * - The lock exists and its process is alive on this host, this very process included: refused
 *   with DatabaseInUseError. (A lock that names this process's pid but another start time was
 *   left by an earlier process that had the same pid, e.g. in a restarted container: stale.)
 * - Its process is gone (signal 0 answers ESRCH), or the file cannot be read: the lock is stale (a
 *   crash, a kill -9) and is taken over, and the caller is told so.
 * - It names another host: this machine cannot check that process, so it is refused, and the
 *   message says which file to delete once that host no longer runs it.
 *
 * The lock is released by its release() (the database handle's close) and, failing that, when the
 * process exits. Two processes that find the same stale lock at once take it over one at a time
 * (through DATA_DIR/pglite.lock.takeover), so exactly one of them ends up holding it.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'pglite.lock';
const TAKEOVER_SUFFIX = '.takeover';
/** A lock file this young that cannot be read may still be being written by its owner. */
const WRITING_GRACE_MS = 2_000;
/** A takeover this old was left by a process that died in the middle of it. */
const TAKEOVER_STALE_MS = 10_000;
/** How long an open waits for another process's takeover of a stale lock to finish. */
const TAKEOVER_WAIT_MS = 15_000;
const RETRY_MS = 50;
/** Start times this close are one process's (each reading of it may differ by a few ms). */
const SAME_PROCESS_START_MS = 2_000;

/** Who holds the lock, as its file says. */
export interface PgliteLockOwner {
  pid: number;
  host: string;
  /** When the owning process started (ISO 8601, UTC). */
  started: string;
  /** When it took the lock. */
  locked: string;
  /** Tells this holder's file from a later one, so that a release never removes another's lock. */
  token: string;
}

export interface PgliteLock {
  /** The lock file. */
  readonly path: string;
  readonly owner: PgliteLockOwner;
  /** Removes the lock file if it is still this holder's. Safe to call more than once. */
  release(): Promise<void>;
}

export interface AcquireOptions {
  /** Told when a stale lock was taken over (default: a line on stderr). */
  onStale?: (message: string) => void;
}

/** The lock's wording of a time: ISO 8601 in UTC, to the second. */
function formatTime(iso: string): string {
  return iso.replace(/\.\d{3}Z$/, 'Z');
}

/** The embedded database of `dataDir`: where PGlite keeps its files. */
function databaseDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

export function pgliteLockPath(dataDir: string): string {
  return path.resolve(dataDir, LOCK_FILE_NAME);
}

/** Another process holds the embedded database. */
export class DatabaseInUseError extends Error {
  override readonly name = 'DatabaseInUseError';
  constructor(
    /** The database's folder (DATA_DIR/pglite). */
    readonly databaseDir: string,
    readonly lockPath: string,
    readonly owner: PgliteLockOwner,
    readonly sameHost: boolean,
  ) {
    const started = formatTime(owner.started);
    super(
      sameHost
        ? `The embedded database in ${databaseDir} is in use by process ${owner.pid} (started ${started}). ` +
            'Stop it first, or use PostgreSQL (DATABASE_URL) to run more than one instance.'
        : `The embedded database in ${databaseDir} is in use by process ${owner.pid} on host ` +
            `${owner.host} (started ${started}), which this machine cannot check. Stop it first, or, ` +
            `if it no longer runs there, delete ${lockPath}. Use PostgreSQL (DATABASE_URL) to run ` +
            'more than one instance.',
    );
  }
}

/** Lock files this process holds or is taking: path → owner. */
const held = new Map<string, PgliteLockOwner>();
let exitHookInstalled = false;

/** On exit (process.exit, the end of the event loop), removes the lock files this process holds. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const [file, owner] of held) {
      try {
        if (parseOwner(readFileSync(file, 'utf8'))?.token === owner.token) unlinkSync(file);
      } catch {
        // Already gone, or unreadable: nothing of ours to remove.
      }
    }
    held.clear();
  });
}

function parseOwner(text: string): PgliteLockOwner | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  const { pid, host, started, locked, token } = o;
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return null;
  if (typeof host !== 'string' || typeof started !== 'string') return null;
  return {
    pid,
    host,
    started,
    locked: typeof locked === 'string' ? locked : started,
    token: typeof token === 'string' ? token : '',
  };
}

/** Whether a process with this pid runs on this machine (one we may not signal counts as running). */
function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const errCode = (e: unknown): string | undefined =>
  typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string'
    ? e.code
    : undefined;

/** Creates `file` with `text` only when it does not exist; false when it does. */
async function createExclusive(file: string, text: string): Promise<boolean> {
  let fh;
  try {
    fh = await open(file, 'wx');
  } catch (e) {
    if (errCode(e) === 'EEXIST') return false;
    throw e;
  }
  try {
    await fh.writeFile(text);
    await fh.sync();
  } catch (e) {
    // A disk full or the like: leave no empty lock behind.
    await fh.close().catch(() => undefined);
    await unlink(file).catch(() => undefined);
    throw e;
  }
  await fh.close();
  return true;
}

/** The lock file's text and age, or null when there is none. */
async function readLockFile(file: string): Promise<{ text: string; ageMs: number } | null> {
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { text, ageMs: Date.now() - info.mtimeMs };
  } catch (e) {
    if (errCode(e) === 'ENOENT') return null;
    throw e;
  }
}

/**
 * Replaces a stale lock file whose text is `staleText` by ours, under the takeover file: true when
 * taken, false when the lock changed meanwhile (the caller looks again).
 */
async function takeOver(file: string, staleText: string, ownText: string): Promise<boolean> {
  const takeover = file + TAKEOVER_SUFFIX;
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  const mine = JSON.stringify({ pid: process.pid, token: randomUUID() });
  while (!(await createExclusive(takeover, mine))) {
    const other = await readLockFile(takeover);
    if (other && other.ageMs > TAKEOVER_STALE_MS) {
      await unlink(takeover).catch(() => undefined);
    } else if (Date.now() > deadline) {
      throw new Error(
        `Another process has been taking over ${file} for ${TAKEOVER_WAIT_MS / 1000} s; ` +
          `if none runs, delete ${takeover}.`,
      );
    } else {
      await sleep(RETRY_MS);
    }
  }
  try {
    const now = await readLockFile(file);
    if (now?.text !== staleText) return false;
    await unlink(file);
    return await createExclusive(file, ownText);
  } finally {
    await unlink(takeover).catch(() => undefined);
  }
}

/**
 * Takes the lock of the embedded database under `dataDir` (creating the folder), or throws
 * DatabaseInUseError while another live process, or this one, holds it.
 */
export async function acquirePgliteLock(
  dataDir: string,
  opts: AcquireOptions = {},
): Promise<PgliteLock> {
  const onStale =
    opts.onStale ?? ((message: string) => process.stderr.write(`pglite: ${message}\n`));
  const root = path.resolve(dataDir);
  const file = pgliteLockPath(root);
  const dbDir = databaseDir(root);
  const mineAlready = held.get(file);
  if (mineAlready) throw new DatabaseInUseError(dbDir, file, mineAlready, true);
  const host = os.hostname();
  const owner: PgliteLockOwner = {
    pid: process.pid,
    host,
    started: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    locked: new Date().toISOString(),
    token: randomUUID(),
  };
  // Claimed in this process before the first await, so a second open here is refused at once.
  held.set(file, owner);
  installExitHook();
  const lock: PgliteLock = {
    path: file,
    owner,
    release: async () => {
      if (held.get(file) !== owner) return;
      held.delete(file);
      try {
        if (parseOwner(await readFile(file, 'utf8'))?.token === owner.token) await unlink(file);
      } catch (e) {
        if (errCode(e) !== 'ENOENT') throw e;
      }
    },
  };
  try {
    await mkdir(root, { recursive: true });
    await takeLockFile(file, dbDir, owner, onStale);
  } catch (e) {
    held.delete(file);
    throw e;
  }
  return lock;
}

/**
 * The file step of acquirePgliteLock, without this process's bookkeeping: creates the lock file
 * for `owner`, taking over a stale one; throws while a live process holds it.
 */
export async function takeLockFile(
  file: string,
  dbDir: string,
  owner: PgliteLockOwner,
  onStale: (message: string) => void,
): Promise<void> {
  const ownText = `${JSON.stringify(owner, null, 2)}\n`;
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    if (await createExclusive(file, ownText)) return;
    const found = await readLockFile(file);
    if (!found) continue; // released between the two steps: try again
    const other = parseOwner(found.text);
    if (other === null && found.ageMs < WRITING_GRACE_MS && Date.now() < deadline) {
      await sleep(RETRY_MS); // its owner may be writing it right now
      continue;
    }
    let why: string;
    if (other === null) {
      why = 'its lock file could not be read';
    } else if (other.host !== owner.host) {
      throw new DatabaseInUseError(dbDir, file, other, false);
    } else if (other.pid === process.pid) {
      // This process (another thread of it: its own opens are refused before reading the file),
      // or an earlier process that had the same pid, e.g. a container restarted with the same
      // process tree: told apart by their start times.
      const apart = Math.abs(Date.parse(other.started) - Date.parse(owner.started));
      if (apart <= SAME_PROCESS_START_MS) throw new DatabaseInUseError(dbDir, file, other, true);
      why = `process ${other.pid} (started ${formatTime(other.started)}) left it behind`;
    } else if (processIsAlive(other.pid)) {
      throw new DatabaseInUseError(dbDir, file, other, true);
    } else {
      why = `process ${other.pid} (started ${formatTime(other.started)}) is gone`;
    }
    if (await takeOver(file, found.text, ownText)) {
      onStale(`took over the stale lock of the embedded database in ${dbDir}: ${why}`);
      return;
    }
  }
}
