/**
 * Gives a test file its own database (a copy of the run's template) and a ready app with helpers
 * to call api/<name> (every answer checked against its protocol schema), sign in as a demo user with
 * a browser-style encrypted password, and clean up.
 */
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import { inject } from 'vitest';
import type { Hono } from 'hono';
import { replyProblem } from '../api/reply-check';
import { testTrust } from '../../../src/domain/cfdi/testing/test-certifier';
import { createApp, type CreateAppOptions } from '../app';
import { Module, type ModuleCode } from '../../../src/domain/menu-tree';
import { fromPglite, fromPostgres, type DbHandle } from '../db/client';
import { userModule, users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed';
import { loadEnv, type Env } from '../env';
import type { AppEnv } from '../http/app-env';
import { createLogger } from '../logger';
import { encryptPassword } from './encrypt-password';
import { PG_TEMPLATE_NAME, databaseUrl } from './template-db';

export interface CallResult {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export interface TestApp {
  app: Hono<AppEnv>;
  handle: DbHandle;
  env: Env;
  /**
   * POST <base>api/<name> with a JSON body (or a raw string), optionally as a bearer token, from
   * the client address `ip` (TEST_CLIENT_IP by default). Fails when the answer does not match its
   * route's response schema (or, for a refusal, the `{ Result: false, Message }` envelope).
   */
  call(
    name: string,
    body: Record<string, unknown> | string,
    token?: string | null,
    headers?: Record<string, string>,
    ip?: string,
  ): Promise<CallResult>;
  /** The init PublicKey, fetched once. */
  publicKey(): Promise<JsonWebKey>;
  encrypt(password: string): Promise<string>;
  /** api/session 31 for a user (demo password by default), from `ip` when given. */
  login(
    userName: string,
    password?: string,
    extra?: Record<string, unknown>,
    ip?: string,
  ): Promise<CallResult>;
  /** Signs in and answers the token; fails the test when sign-in fails. */
  tokenFor(userName: string): Promise<string>;
  /**
   * Makes these modules active for a demo user, as an administrator's grant in the user dialog
   * would (spec 1 §6): for a test about a route's scope or rules, run by an account whose role may
   * call it but whose default modules do not hold it.
   */
  grantModules(userName: string, modules: readonly ModuleCode[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every lessor and supplier module. An administrator's defaults are the administration pages
 * (src/domain/role-modules.ts); the tests of what an administrator may read or send for any
 * lessor or supplier grant these first, as the user dialog would.
 */
export const PARTNER_MODULES: readonly ModuleCode[] = Object.values(Module).filter(
  (m) => m.startsWith('LES_') || m.startsWith('SUP_'),
);

/** The address test calls come from unless a test names another (TEST-NET-1, RFC 5737). */
export const TEST_CLIENT_IP = '192.0.2.1';

/** What @hono/node-server hands the app for a request on a socket from `ip`. */
export function socketFrom(ip: string) {
  return { incoming: { socket: { remoteAddress: ip, remotePort: 40_000, remoteFamily: 'IPv4' } } };
}

/** The request body as the server reads it, for naming the route of its answer. */
function requestOf(body: Record<string, unknown> | string): unknown {
  if (typeof body !== 'string') return body;
  try {
    return body.trim() === '' ? {} : (JSON.parse(body) as unknown);
  } catch {
    return null;
  }
}

async function openCopy(): Promise<{ handle: DbHandle; drop(): Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([await readFile(template.dumpPath)]);
    const client = new PGlite({ loadDataDir: dump });
    await client.waitReady;
    return { handle: fromPglite(client), drop: async () => {} };
  }
  const name = `portalpro_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    // Concurrent copies of one template can collide briefly; retry a few times.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_NAME}`);
        break;
      } catch (e) {
        if (attempt >= 10) throw e;
        await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
      }
    }
  } finally {
    await admin.end();
  }
  const handle = fromPostgres(databaseUrl(template.adminUrl, name), 4);
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: template.adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export async function createTestApp(
  options: Partial<Omit<CreateAppOptions, 'db' | 'env'>> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { handle, drop } = await openCopy();
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    STATIC_DIR: os.tmpdir() + '/portalpro-no-dist',
    ...options.env,
  });
  // The tests' CFDIs are sealed with the SAT's test CSD and stamped by the tests' own certifier:
  // the test authorities that issued those are trusted here, and only here.
  const tests = await testTrust();
  const app = createApp({
    trust: {
      authorities: tests.authorities,
      testAuthorities: tests.testAuthorities ?? [],
      certifiers: tests.certifiers,
    },
    ...options,
    db: handle.db,
    env,
    log: createLogger(env.LOG_LEVEL),
  });
  let key: JsonWebKey | null = null;

  const call: TestApp['call'] = async (name, body, token, headers = {}, ip = TEST_CLIENT_IP) => {
    const res = await app.request(
      `/PortalPRO/api/${name}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      socketFrom(ip),
    );
    const text = await res.text();
    const answer = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const problem = replyProblem(name, requestOf(body), res.status, answer);
    if (problem) throw new Error(`${problem}\nanswer: ${text.slice(0, 2000)}`);
    return { status: res.status, body: answer, headers: res.headers };
  };
  const publicKey = async () => {
    if (!key) {
      const init = await call('session', { ActionId: 11 });
      key = init.body.PublicKey as JsonWebKey;
    }
    return key;
  };
  const encrypt = async (password: string) => encryptPassword(await publicKey(), password);
  const login: TestApp['login'] = async (userName, password = DEMO_PASSWORD, extra = {}, ip) =>
    call(
      'session',
      {
        ActionId: 31,
        Login: { Id: userName, Password: password === '' ? '' : await encrypt(password) },
        ...extra,
      },
      null,
      {},
      ip,
    );
  const tokenFor = async (userName: string) => {
    const res = await login(userName);
    const session = res.body.Session as { Token?: string } | null;
    if (res.status !== 200 || !session?.Token) {
      throw new Error(`sign-in of ${userName} failed: ${JSON.stringify(res.body)}`);
    }
    return session.Token;
  };
  const grantModules = async (userName: string, modules: readonly ModuleCode[]) => {
    const [user] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, userName));
    if (!user) throw new Error(`no user ${userName}`);
    await handle.db
      .insert(userModule)
      .values(modules.map((moduleCode) => ({ userId: user.id, moduleCode, active: true })))
      .onConflictDoUpdate({
        target: [userModule.userId, userModule.moduleCode],
        set: { active: true },
      });
  };
  return {
    app,
    handle,
    env,
    call,
    publicKey,
    encrypt,
    login,
    tokenFor,
    grantModules,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}
