/**
 * The server in a process of its own for the benchmarks that measure it as a device meets it: on
 * loopback, with the demo data on PGlite under a temporary folder or on a throwaway database of a
 * PostgreSQL server, its CPU time read from /proc (so neither the client's work in the bench
 * process nor PostgreSQL's is counted), and a JSON POST to api/<name>.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../server/src/db/seed';
import { encryptPassword } from '../../server/src/testing/encrypt-password';
import { databaseUrl } from '../../server/src/testing/template-db';

/** CPU time (user + system) a process has used, in seconds, from /proc; NaN where there is none. */
export function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** A free loopback port, from the system. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise((r) => probe.listen(0, '127.0.0.1', () => r(null)));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/**
 * `--pg URL` from the command line, else (with `orEnv`) BENCH_DATABASE_URL, else none (PGlite).
 */
export function postgresArg(orEnv = true): string | undefined {
  const at = process.argv.indexOf('--pg');
  const given = at > 0 ? process.argv[at + 1] : undefined;
  return given || (orEnv ? process.env.BENCH_DATABASE_URL : undefined) || undefined;
}

async function asAdmin(adminUrl: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Drops and creates database `name` on the server of `adminUrl`; answers its URL. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  await asAdmin(adminUrl, [
    `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    `CREATE DATABASE ${name}`,
  ]);
  return databaseUrl(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await asAdmin(adminUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
}

/**
 * Starts the server (npm run serve) with the demo data, on PGlite under `dir` or, given
 * `databaseUrl`, on that (empty) PostgreSQL database, which it migrates and seeds as the demo does;
 * resolves when ready.
 */
export async function startServer(
  dir: string,
  port: number,
  databaseUrl?: string,
): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p"
  // to see where its time goes.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/src/index.ts'], {
    env: {
      ...process.env,
      ...(databaseUrl
        ? { DATABASE_URL: databaseUrl, PORTAL_ENV: 'DEMO', SEED_DEMO: '1' }
        : { DATABASE_URL: '' }),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      STATIC_DIR: dir,
      LOG_LEVEL: 'warn',
      ACCESS_LOG: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(' ready in ')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
  child.stdout?.resume();
  return child;
}

/** Stops a server started by startServer and waits for it to exit (its database closed). */
export async function stopServer(server: ChildProcess | null): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

export interface PostAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The answer's size as it travelled. */
  bytes: number;
}

/** POST <base>api/<name> with a JSON body, a bearer token and an Idempotency-Key when given. */
export function apiPoster(base: string) {
  return async (name: string, body: unknown, token?: string, key?: string): Promise<PostAnswer> => {
    const res = await fetch(`${base}api/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: JSON.parse(text) as Record<string, unknown>,
      bytes: Buffer.byteLength(text),
    };
  };
}

/** Signs a demo user in through api/session as the app does (encrypted password); its token. */
export async function signIn(post: ReturnType<typeof apiPoster>, userName: string) {
  const init = await post('session', { ActionId: 11 });
  const password = await encryptPassword(init.body.PublicKey as JsonWebKey, DEMO_PASSWORD);
  const login = await post('session', {
    ActionId: 31,
    Login: { Id: userName, Password: password },
  });
  return (login.body.Session as { Token: string }).Token;
}
