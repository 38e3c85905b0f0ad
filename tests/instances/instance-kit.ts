/**
 * Server instances as an operator runs them: separate processes of `server/src/index.ts` on one
 * PostgreSQL database (TEST_DATABASE_URL's server), each on its own port, called over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { encryptPassword } from '../../server/src/testing/encrypt-password';

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';

/** A fresh empty database on the test server; answers its URL and how to drop it. */
export async function emptyDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Instance {
  base: string;
  port: number;
  process: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  signal(name: NodeJS.Signals): void;
}

/** Starts one instance with the given environment (on top of a quiet default). */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      STATIC_DIR: 'dist',
      LOG_LEVEL: 'info',
      ACCESS_LOG: '0',
      PORTAL_ENV: '',
      SEED_DEMO: '',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    base: `http://127.0.0.1:${port}/PortalPRO/`,
    port,
    process: child,
    output: () => out,
    exited,
    signal: (name) => child.kill(name),
  };
}

/** Waits until the instance answers /readyz 200; fails with its output if it exits first. */
export async function waitReady(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let gone = false;
  void instance.exited.then(() => (gone = true));
  while (Date.now() < until) {
    if (gone) throw new Error(`instance exited before it was ready:\n${instance.output()}`);
    const ready = await fetch(`${instance.base}readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance not ready in ${timeoutMs} ms:\n${instance.output()}`);
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** POST api/<name> on an instance, as the app does. */
export async function call(
  instance: Instance,
  name: string,
  body: Record<string, unknown>,
  token?: string,
): Promise<Answer> {
  const res = await fetch(`${instance.base}api/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** The password as the browser sends it: encrypted with the instance's transport key. */
export async function encrypted(instance: Instance, password: string): Promise<string> {
  const init = await call(instance, 'session', { ActionId: 11 });
  return encryptPassword(init.body.PublicKey as JsonWebKey, password);
}

/** api/session 31; answers the whole answer (the token is in Session.Token on success). */
export async function signIn(instance: Instance, userName: string, password: string) {
  return call(instance, 'session', {
    ActionId: 31,
    Login: { Id: userName, Password: await encrypted(instance, password) },
  });
}

export const tokenOf = (a: Answer) => (a.body.Session as { Token?: string } | null)?.Token ?? '';

export interface Fleet {
  /** The database's URL, its client for checks, and the instances, once started. */
  readonly url: string;
  readonly sql: pg.Client;
  readonly instances: Instance[];
}

/**
 * Registers, in the calling describe, a fresh empty database with `count` instances started at
 * the same moment with `envOf(url)`, ready before the first test, killed and dropped after the
 * last.
 */
export function useFleet(
  prefix: string,
  count: number,
  envOf: (url: string) => Record<string, string>,
): Fleet {
  let database: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
  let client: pg.Client | undefined;
  const instances: Instance[] = [];
  beforeAll(async () => {
    database = await emptyDatabase(prefix);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const env = envOf(database.url);
    instances.push(...(await Promise.all(Array.from({ length: count }, () => startInstance(env)))));
    await Promise.all(instances.map((i) => waitReady(i, 180_000)));
  }, 240_000);
  afterAll(async () => {
    for (const i of instances) i.signal('SIGKILL');
    await client?.end();
    await database?.drop();
  }, 60_000);
  return {
    get url() {
      return database!.url;
    },
    get sql() {
      return client!;
    },
    instances,
  };
}
