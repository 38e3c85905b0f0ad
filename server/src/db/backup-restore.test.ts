/**
 * `npm run db:backup` and `npm run db:restore` (scripts/db-backup.ts, scripts/db-restore.ts) on a
 * portal's embedded database: a backup made with the server stopped and restored over later
 * changes gives back the backed-up data, and keeps the replaced database aside; the restore
 * refuses an existing database without --force and a file that is not a backup, before touching
 * anything; both refuse while a live process holds the database, and on PostgreSQL. The backup
 * runs as the command does (`npx tsx`) at least once, to prove it across processes.
 */
import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MANIFEST_NAME, readBackup } from '../../../scripts/backup/archive';
import { runBackup } from '../../../scripts/db-backup';
import { runRestore } from '../../../scripts/db-restore';
import { buildPgliteTemplate } from '../testing/template-db';
import { acquirePgliteLock, pgliteLockPath } from './pglite-lock';

let root = '';
/** The portal's DATA_DIR: a migrated, seeded database with one probe row. */
let dataDir = '';
let users = 0;
const backupFile = () => path.join(root, 'first.tar.gz');

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'portalpro-backup-'));
  dataDir = path.join(root, 'data');
  await mkdir(dataDir);
  const template = inject('dbTemplate');
  const dump =
    template.kind === 'pglite'
      ? new Blob([await readFile(template.dumpPath)])
      : await buildPgliteTemplate();
  const client = new PGlite(path.join(dataDir, 'pglite'), { loadDataDir: dump });
  try {
    await client.exec(
      `create table backup_probe (v text); insert into backup_probe values ('before')`,
    );
    users = (await client.query<{ n: number }>('select count(*)::int as n from users')).rows[0]!.n;
  } finally {
    await client.close();
  }
  expect(users).toBeGreaterThan(0);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The probe row and the users of the database in `dir`. */
async function look(dir: string): Promise<{ probe: string | undefined; users: number }> {
  const client = new PGlite(dir);
  try {
    const probe = await client.query<{ v: string }>('select v from backup_probe');
    const counted = await client.query<{ n: number }>('select count(*)::int as n from users');
    return { probe: probe.rows[0]?.v, users: counted.rows[0]!.n };
  } finally {
    await client.close();
  }
}

/** Runs `npm run db:backup -- <args>` as a process, on DATA_DIR. */
function backupCommand(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'scripts/db-backup.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** DATA_DIR's entries, to show that a refused command left it as it was. */
const entries = () => readdirSync(dataDir).sort();

describe.sequential('backup and restore of the embedded database', () => {
  it('backs up with the command, to a PGlite dump with a manifest, and says where and how big', async () => {
    const { code, out, err } = await backupCommand(['--out', backupFile()]);
    expect(code, out + err).toBe(0);
    const size = (await stat(backupFile())).size;
    expect(out).toContain(`backup written: ${backupFile()}, `);
    expect(out).toContain(`(${size} bytes)`);
    expect(out).toContain(`${users} users`);
    expect(existsSync(pgliteLockPath(dataDir))).toBe(false);

    const bytes = await readFile(backupFile());
    const backup = await readBackup(bytes);
    expect(backup.manifest).toMatchObject({
      format: 'portalpro-pglite-backup',
      users,
      source: path.join(dataDir, 'pglite'),
    });
    expect(backup.manifest?.postgres).toMatch(/^\d+\.\d+/);
    // PGlite itself loads the file as it is.
    const plain = new PGlite({
      loadDataDir: new File([bytes], 'x.tar.gz', { type: 'application/x-gzip' }),
    });
    try {
      const probe = await plain.query<{ v: string }>('select v from backup_probe');
      expect(probe.rows).toEqual([{ v: 'before' }]);
    } finally {
      await plain.close();
    }
  });

  it('restores over later changes only with --force, keeping the replaced database aside', async () => {
    const db = path.join(dataDir, 'pglite');
    const changed = new PGlite(db);
    await changed.exec(`update backup_probe set v = 'after'`);
    await changed.close();

    const refused = await runRestore(['--from', backupFile()], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${db} already holds a database.`);
    expect(refused.stderr).toContain('--force');
    expect(entries()).toEqual(['pglite']);

    const done = await runRestore(['--from', backupFile(), '--force'], { DATA_DIR: dataDir });
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(`into ${db}: it opens and has ${users} users`);
    const [aside, ...more] = entries().filter((e) => e.startsWith('pglite.before-restore-'));
    expect(more).toEqual([]);
    expect(aside).toMatch(/^pglite\.before-restore-\d{8}T\d{6}Z$/);
    expect(done.stdout).toContain(path.join(dataDir, aside!));
    expect(existsSync(pgliteLockPath(dataDir))).toBe(false);

    expect(await look(db)).toEqual({ probe: 'before', users });
    expect(await look(path.join(dataDir, aside!))).toEqual({ probe: 'after', users });
  });

  it('refuses a file that is not a backup, or a damaged one, before touching anything', async () => {
    const before = entries();
    const good = await readFile(backupFile());
    const damaged = Buffer.from(good);
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
    const cases: [string, Uint8Array, RegExp][] = [
      ['notes.txt', Buffer.from('not a backup\n'), /not a gzip file/],
      ['text.gz', gzipSync(Buffer.from('still not a backup\n'.repeat(100))), /not a tar archive/],
      ['damaged.tar.gz', damaged, /not a gzip file, or a damaged one|damaged/],
    ];
    for (const [name, bytes, why] of cases) {
      const file = path.join(root, name);
      await writeFile(file, bytes);
      const r = await runRestore(['--from', file, '--force'], { DATA_DIR: dataDir });
      expect(r.code, name).toBe(2);
      expect(r.stderr, name).toContain(`${file} is not a backup of the embedded database: `);
      expect(r.stderr, name).toMatch(why);
      expect(r.stderr, name).toContain('Nothing was changed.');
      expect(entries(), name).toEqual(before);
    }
  });

  it('refuses an archive without a database, and one changed under its manifest', async () => {
    const tar = gunzipSync(await readFile(backupFile()));
    /** The offset of the header of the entry named `name`. */
    const headerOf = (name: string) => {
      const bytes = Buffer.from(`${name}\0`, 'latin1');
      for (let at = 0; at < tar.length; at += 512) {
        if (tar.subarray(at, at + bytes.length).equals(bytes)) return at;
      }
      throw new Error(`no ${name} in the backup`);
    };
    // The manifest alone: a tar archive, but no database.
    const manifestAt = headerOf(MANIFEST_NAME);
    const alone = Buffer.concat([tar.subarray(manifestAt, manifestAt + 1024), Buffer.alloc(1024)]);
    await expect(readBackup(gzipSync(alone))).rejects.toThrow(
      'no PostgreSQL data directory in it (PG_VERSION is missing)',
    );
    // One byte of PG_VERSION's contents changed: still a well-formed archive.
    const changed = Buffer.from(tar);
    const versionAt = headerOf('/PG_VERSION') + 512;
    changed[versionAt] = changed[versionAt] === 0x31 ? 0x32 : 0x31;
    await expect(readBackup(gzipSync(changed))).rejects.toThrow(
      'its contents do not match its manifest: the file is damaged',
    );
    // Unchanged, it reads.
    expect((await readBackup(gzipSync(tar))).manifest?.users).toBe(users);
  });

  it('both refuse while a live process holds the database, saying to stop it', async () => {
    const lock = await acquirePgliteLock(dataDir);
    try {
      const out = path.join(root, 'while-held.tar.gz');
      const backup = await backupCommand(['--out', out]);
      expect(backup.code, backup.out + backup.err).toBe(1);
      expect(backup.err).toContain(
        `Cannot back up: the embedded database in ${path.join(dataDir, 'pglite')} is in use by ` +
          `process ${process.pid} (started `,
      );
      expect(backup.err).toContain('Stop the server first');
      expect(existsSync(out)).toBe(false);

      const before = entries();
      const restore = await runRestore(['--from', backupFile(), '--force'], { DATA_DIR: dataDir });
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain(`Cannot restore: the embedded database in `);
      expect(restore.stderr).toContain(`in use by process ${process.pid}`);
      expect(entries()).toEqual(before);
    } finally {
      await lock.release();
    }
  });

  it('both refuse on PostgreSQL, pointing to pg_dump and pg_restore', async () => {
    const vars = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://portal@127.0.0.1:1/portal' };
    const backup = await runBackup([], vars);
    expect(backup.code).toBe(2);
    expect(backup.stderr).toMatch(/^DATABASE_URL is set: .*pg_dump/);
    const restore = await runRestore(['--from', backupFile()], vars);
    expect(restore.code).toBe(2);
    expect(restore.stderr).toMatch(/^DATABASE_URL is set: .*pg_restore/);
  });

  it('says when there is nothing to back up, or the file is already there', async () => {
    const empty = await runBackup(['--out', path.join(root, 'x.tar.gz')], {
      DATA_DIR: path.join(root, 'no-data'),
    });
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('There is no embedded database in ');
    const taken = await runBackup(['--out', backupFile()], { DATA_DIR: dataDir });
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain(`${backupFile()} already exists`);
    const usage = await runBackup(['--nonsense'], { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect((await runRestore([], { DATA_DIR: dataDir })).code).toBe(2);
  });
});
