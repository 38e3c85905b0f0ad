/**
 * One process per embedded database (pglite-lock.ts): while one process, this one or another, has
 * DATA_DIR's database open, a second open is refused with a message naming the holder; a lock
 * whose process is gone, or that cannot be read, is taken over and said so; close and the end of
 * the process release it. Other processes are real ones (`npx tsx` on a small script holding the
 * lock or the database), as an operator would start a second server.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';
import { acquirePgliteLock, DatabaseInUseError, pgliteLockPath, takeLockFile } from './pglite-lock';

let root = '';
let holderScript = '';
let dirs = 0;

const here = path.dirname(fileURLToPath(import.meta.url));

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'portalpro-pglite-lock-'));
  // A second process: holds the lock alone ('lock') or the database through openDatabase ('open'),
  // says `held <pid>` or `refused <message>`, and lets go when its stdin ends or says 'exit'.
  holderScript = path.join(root, 'holder.mts');
  await writeFile(
    holderScript,
    `import { openDatabase } from ${JSON.stringify(path.join(here, 'client.ts'))};
import { acquirePgliteLock } from ${JSON.stringify(path.join(here, 'pglite-lock.ts'))};
const dataDir = process.env.DATA_DIR ?? '';
let close: () => Promise<void>;
try {
  if (process.argv[2] === 'open') {
    close = (await openDatabase({ dataDir })).close;
  } else {
    const lock = await acquirePgliteLock(dataDir);
    close = () => lock.release();
  }
} catch (e) {
  process.stdout.write('refused ' + (e instanceof Error ? e.message : String(e)) + '\\n');
  process.exit(3);
}
process.stdout.write('held ' + process.pid + '\\n');
process.stdin.on('data', (d) => {
  if (d.toString().includes('exit')) process.exit(0);
});
process.stdin.on('end', () => void close().then(() => process.exit(0)));
`,
  );
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A fresh DATA_DIR under this file's folder. */
async function freshDataDir(): Promise<string> {
  const dir = path.join(root, `data-${++dirs}`);
  await mkdir(dir);
  return dir;
}

interface Holder {
  child: ChildProcessWithoutNullStreams;
  /** The child's first line: `held <pid>` or `refused <message>`. */
  said: Promise<string>;
  exited: Promise<number | null>;
}

function startHolder(mode: 'lock' | 'open', dataDir: string): Holder {
  const child = spawn('npx', ['tsx', holderScript, mode], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let out = '';
  let err = '';
  const said = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve(out.slice(0, nl));
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => reject(new Error(`holder exited (${code}) silently: ${err}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, said, exited };
}

const heldPid = (line: string) => Number(/^held (\d+)$/.exec(line)?.[1] ?? NaN);

/** A pid no process has: that of a child that has already exited. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(r.stdout.toString());
}

const readLock = (dataDir: string) =>
  JSON.parse(readFileSync(pgliteLockPath(dataDir), 'utf8')) as Record<string, unknown>;

const toSecond = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

function inUseMessage(dataDir: string, pid: number, started: string): string {
  return (
    `The embedded database in ${path.join(dataDir, 'pglite')} is in use by process ${pid} ` +
    `(started ${toSecond(started)}). Stop it first, or use PostgreSQL (DATABASE_URL) to run ` +
    'more than one instance.'
  );
}

async function writeLock(dataDir: string, owner: Record<string, unknown> | string): Promise<void> {
  const text = typeof owner === 'string' ? owner : JSON.stringify(owner);
  await writeFile(pgliteLockPath(dataDir), text);
  // Older than a lock file its owner could still be writing.
  const past = new Date(Date.now() - 60_000);
  await utimes(pgliteLockPath(dataDir), past, past);
}

describe('the lock file', () => {
  it('names its holder, refuses a second open in the same process, and is released', async () => {
    const dataDir = await freshDataDir();
    const lock = await acquirePgliteLock(dataDir);
    const owner = readLock(dataDir);
    expect(owner).toMatchObject({ pid: process.pid, host: os.hostname() });
    expect(Date.parse(String(owner.started))).toBeLessThanOrEqual(Date.now());
    expect(path.dirname(lock.path)).toBe(dataDir);

    const second = acquirePgliteLock(dataDir);
    await expect(second).rejects.toThrow(DatabaseInUseError);
    await expect(second).rejects.toThrow(inUseMessage(dataDir, process.pid, String(owner.started)));

    await lock.release();
    expect(existsSync(lock.path)).toBe(false);
    await lock.release(); // twice is harmless
    const again = await acquirePgliteLock(dataDir);
    expect(readLock(dataDir).token).not.toBe(owner.token);
    await again.release();
  });

  it('takes over a lock whose process is gone, and says so', async () => {
    const dataDir = await freshDataDir();
    const pid = deadPid();
    await writeLock(dataDir, {
      pid,
      host: os.hostname(),
      started: '2026-01-02T03:04:05.678Z',
      token: 'x',
    });
    const onStale = vi.fn<(message: string) => void>();
    const lock = await acquirePgliteLock(dataDir, { onStale });
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(onStale.mock.calls[0]![0]).toBe(
      `took over the stale lock of the embedded database in ${path.join(dataDir, 'pglite')}: ` +
        `process ${pid} (started 2026-01-02T03:04:05Z) is gone`,
    );
    expect(readLock(dataDir).pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over a lock file that cannot be read', async () => {
    const dataDir = await freshDataDir();
    await writeLock(dataDir, '\u0000garbage{');
    const onStale = vi.fn<(message: string) => void>();
    const lock = await acquirePgliteLock(dataDir, { onStale });
    expect(onStale.mock.calls[0]![0]).toMatch(/: its lock file could not be read$/);
    expect(readLock(dataDir).pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over a lock left by an earlier process that had this pid', async () => {
    const dataDir = await freshDataDir();
    const started = new Date(Date.now() - 3_600_000).toISOString();
    await writeLock(dataDir, { pid: process.pid, host: os.hostname(), started, token: 'old' });
    const onStale = vi.fn<(message: string) => void>();
    const lock = await acquirePgliteLock(dataDir, { onStale });
    expect(onStale.mock.calls[0]![0]).toMatch(/left it behind$/);
    expect(readLock(dataDir).token).toBe(lock.owner.token);
    await lock.release();
  });

  it('refuses a lock held on another host, which it cannot check', async () => {
    const dataDir = await freshDataDir();
    const owner = { pid: deadPid(), host: 'other-host', started: '2026-01-02T03:04:05.000Z' };
    await writeLock(dataDir, owner);
    await expect(acquirePgliteLock(dataDir)).rejects.toThrow(
      `is in use by process ${owner.pid} on host other-host (started 2026-01-02T03:04:05Z), ` +
        `which this machine cannot check. Stop it first, or, if it no longer runs there, delete ` +
        `${pgliteLockPath(dataDir)}.`,
    );
    expect(readLock(dataDir).host).toBe('other-host');
  });

  it('lets exactly one of several openers that find the same stale lock take it', async () => {
    const dataDir = await freshDataDir();
    await writeLock(dataDir, { pid: deadPid(), host: os.hostname(), started: 'then' });
    const dbDir = path.join(dataDir, 'pglite');
    // Owners as other processes would write them (all alive: this process's pid and start).
    const owners = Array.from({ length: 4 }, (_, i) => ({
      pid: process.pid,
      host: os.hostname(),
      started: new Date(Date.now() - process.uptime() * 1000).toISOString(),
      locked: new Date().toISOString(),
      token: `opener-${i}`,
    }));
    const stale: string[] = [];
    const outcomes = await Promise.allSettled(
      owners.map((o) => takeLockFile(pgliteLockPath(dataDir), dbDir, o, (m) => stale.push(m))),
    );
    const taken = outcomes.filter((o) => o.status === 'fulfilled');
    expect(taken, JSON.stringify(outcomes)).toHaveLength(1);
    expect(stale).toHaveLength(1);
    const winner = owners[outcomes.indexOf(taken[0]!)]!;
    expect(readLock(dataDir).token).toBe(winner.token);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(DatabaseInUseError);
    }
    expect(existsSync(`${pgliteLockPath(dataDir)}.takeover`)).toBe(false);
  });
});

describe('openDatabase on PGlite', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await freshDataDir();
  });

  it('is refused while another process has the database open, until that one exits', async () => {
    const holder = startHolder('open', dataDir);
    try {
      const pid = heldPid(await holder.said);
      expect(pid).toBeGreaterThan(0);
      const started = String(readLock(dataDir).started);
      await expect(openDatabase({ dataDir })).rejects.toThrow(inUseMessage(dataDir, pid, started));
      // The holder ends without closing its database: the lock goes with the process.
      holder.child.stdin.write('exit\n');
      expect(await holder.exited).toBe(0);
    } finally {
      holder.child.kill('SIGKILL');
    }
    expect(existsSync(pgliteLockPath(dataDir))).toBe(false);

    const handle = await openDatabase({ dataDir });
    try {
      expect(readLock(dataDir).pid).toBe(process.pid);
      // ...and a second open in this process is refused as well.
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `is in use by process ${process.pid}`,
      );
      expect(handle.kind).toBe('pglite');
      if (handle.kind === 'pglite') {
        const { rows } = await handle.client.query<{ one: number }>('select 1 as one');
        expect(rows).toEqual([{ one: 1 }]);
      }
    } finally {
      await handle.close();
    }
    expect(existsSync(pgliteLockPath(dataDir))).toBe(false);
  });

  it('takes the database over from a process that was killed while holding it', async () => {
    const holder = startHolder('open', dataDir);
    const pid = heldPid(await holder.said);
    process.kill(pid, 'SIGKILL');
    await holder.exited;
    expect(readLock(dataDir).pid).toBe(pid);

    let said = '';
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      said += String(chunk);
      return true;
    });
    let handle;
    try {
      handle = await openDatabase({ dataDir });
    } finally {
      stderr.mockRestore();
    }
    try {
      expect(said).toMatch(
        new RegExp(`^pglite: took over the stale lock .*: process ${pid} \\(started .*\\) is gone`),
      );
      expect(readLock(dataDir).pid).toBe(process.pid);
      expect(handle.kind).toBe('pglite');
      if (handle.kind === 'pglite') {
        const { rows } = await handle.client.query<{ one: number }>('select 1 as one');
        expect(rows).toEqual([{ one: 1 }]);
      }
    } finally {
      await handle.close();
    }
    expect(existsSync(pgliteLockPath(dataDir))).toBe(false);
  });
});
