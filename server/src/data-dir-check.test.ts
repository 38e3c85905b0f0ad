/**
 * A DATA_DIR the server cannot write, or without room, stops the start with a message in Spanish
 * and English that says what and where, a non-zero exit and no stack.
 *
 * Tests may run as root, whom a 0555 directory does not stop: the unwritable DATA_DIR used here
 * is a path under a regular file (ENOTDIR), which stops every user; the 0555 case runs only when
 * the tests do not run as root.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDirProblem } from './data-dir-check';

let tmp: string;
/** A path whose parent is a regular file: no user can make a directory there. */
let underFile: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'portalpro-datadir-'));
  await writeFile(path.join(tmp, 'a-file'), 'not a directory');
  underFile = path.join(tmp, 'a-file', 'data');
});
afterAll(async () => {
  await chmod(path.join(tmp, 'read-only'), 0o755).catch(() => undefined);
  await rm(tmp, { recursive: true, force: true });
});

/** Starts the server as an operator would; answers its exit code and everything it printed. */
function start(env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
      env: { ...process.env, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('dataDirProblem', () => {
  it('is null for a writable directory with room, which it makes when missing', async () => {
    expect(await dataDirProblem(path.join(tmp, 'new', 'data'))).toBeNull();
  });

  it('says a path under a file cannot be written, in both languages', async () => {
    const problem = await dataDirProblem(underFile);
    expect(problem).toContain(`DATA_DIR ${underFile} no se puede escribir (ENOTDIR`);
    expect(problem).toContain(`DATA_DIR ${underFile} is not writable (ENOTDIR`);
  });

  it.skipIf(process.getuid?.() === 0)('says a read-only directory cannot be written', async () => {
    const dir = path.join(tmp, 'read-only');
    await mkdir(dir);
    await chmod(dir, 0o555);
    expect(await dataDirProblem(dir)).toContain(`DATA_DIR ${dir} no se puede escribir (EACCES`);
  });

  it('says there is no room when the file system has less free space than needed', async () => {
    const problem = await dataDirProblem(tmp, { minFreeBytes: Number.MAX_SAFE_INTEGER });
    expect(problem).toMatch(new RegExp(`^No hay espacio en ${tmp} \\(\\d+ MB libres / free\\)`));
    expect(problem).toContain(`No space left in ${tmp}`);
  });
});

describe('starting on a DATA_DIR that cannot be written', () => {
  it('stops with the message, exit code 1 and no stack', async () => {
    const { code, out } = await start({ DATA_DIR: underFile });
    expect(code).toBe(1);
    expect(out).toContain(`DATA_DIR ${underFile} no se puede escribir`);
    expect(out).toContain(`DATA_DIR ${underFile} is not writable`);
    expect(out).not.toMatch(/^\s+at /m);
    expect(out).not.toMatch(/PGlite failed|ErrnoError/);
  });
});
