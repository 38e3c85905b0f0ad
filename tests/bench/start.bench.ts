/**
 * Start-up: the build check of `npm start` alone with the build present, then what
 * `npm start` runs (scripts/start.ts: the build check and the server in one process) first on an
 * empty DATA_DIR (database created, migrated and seeded) and again on the same DATA_DIR, each
 * timed to /healthz answering, beside a floor measured in the same run (`node -e ""`, and tsx
 * loading an empty module). Prints only; never fails.
 *
 * Usage: npx tsx tests/bench/start.bench.ts (BENCH_PORT, default 8096; needs a build in dist/).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { figure } from './figure';

const port = Number(process.env.BENCH_PORT ?? 8096);
const healthz = `http://127.0.0.1:${port}/PortalPRO/healthz`;

function timed(cmd: string, args: string[]): number {
  const started = performance.now();
  spawnSync(cmd, args, { stdio: 'ignore' });
  return performance.now() - started;
}

/** Starts the server on dataDir; answers ms until /healthz answered and its database line. */
async function startServer(dataDir: string): Promise<{ ms: number; database: string }> {
  const started = performance.now();
  const server = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  let output = '';
  server.stdout.on('data', (d: Buffer) => (output += d.toString()));
  try {
    for (let i = 0; i < 600; i++) {
      const up = await fetch(healthz).then(
        (r) => r.ok,
        () => false,
      );
      if (up) {
        const ms = performance.now() - started;
        await new Promise((r) => setTimeout(r, 200));
        const database = /database (created|opened).*/.exec(output)?.[0] ?? '(no database line)';
        return { ms, database };
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the server did not answer /healthz in 60 s');
  } finally {
    // The next start opens the same embedded database, which admits one process: wait for exit.
    const gone = new Promise((r) => server.once('exit', r));
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([gone, new Promise((r) => setTimeout(r, 30_000))]);
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const nodeFloor = timed('node', ['-e', '']);
const tsxFloor = timed('npx', ['tsx', '-e', '']);
console.log(`floor: node -e "" ${s(nodeFloor)}; npx tsx -e "" ${s(tsxFloor)}`);

const check = timed('npx', ['tsx', 'scripts/build-if-changed.ts']);
console.log(`build check (npm start's build step, build present): ${s(check)}`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portalpro-bench-start-'));
try {
  const first = await startServer(dataDir);
  console.log(`first start, empty DATA_DIR, to /healthz: ${s(first.ms)}; ${first.database}`);
  const second = await startServer(dataDir);
  console.log(`second start, same DATA_DIR, to /healthz: ${s(second.ms)}; ${second.database}`);
  figure(
    '`npm start` again, build up to date, same data: to /healthz answering',
    `${s(second.ms)} (the build check alone: ${s(check)}; floor: \`npx tsx -e ""\` ${s(tsxFloor)})`,
    '≤ 5 s',
  );
  figure(
    'first start: database created, migrated and seeded (to /healthz)',
    `${s(first.ms)}; ${first.database}`,
    '≤ 15 s',
  );
} catch (e) {
  console.log(`start not measured: ${e instanceof Error ? e.message : String(e)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
