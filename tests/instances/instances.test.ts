/**
 * The portal run as an operator runs it in production: several instances of the server, each its
 * own process, on one PostgreSQL database (TEST_DATABASE_URL's server; CI starts one), called over
 * HTTP. Started together on an empty database they all come up and apply each migration once; a
 * production start writes no demo data and refuses an account with the public demo password; the
 * first administrator is made by command; a session made on one instance works on the others; a
 * request in flight when an instance gets SIGTERM completes.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/src/db/seed';
import { JOB_NAMES } from '../../server/src/jobs/queues';
import {
  ADMIN_URL,
  call,
  encrypted,
  signIn,
  startInstance,
  tokenOf,
  useFleet,
  type Instance,
} from './instance-kit';

const journal = JSON.parse(readFileSync('server/src/db/migrations/meta/_journal.json', 'utf8')) as {
  entries: { tag: string }[];
};

/** Runs `npm run admin:create` as an operator would; answers its exit code and output. */
function adminCreate(databaseUrl: string, args: string[]) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/src/cli/admin-create.ts', ...args],
      {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PUBLIC_URL: 'https://portal.example.com',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe.runIf(ADMIN_URL)('production instances on one PostgreSQL', () => {
  const production = (url: string) => ({
    DATABASE_URL: url,
    // The default with DATABASE_URL; written out as an operator would.
    PORTAL_ENV: 'PROD',
    SHUTDOWN_GRACE_MS: '1500',
    SHUTDOWN_TIMEOUT_MS: '20000',
  });
  // Three instances started at the same moment on the empty database.
  const fleet = useFleet('portalpro_prod', 3, production);
  const { instances } = fleet;
  const newPassword = 'Operador#2026x';

  it('all come up and each migration is applied once', async () => {
    const applied = await fleet.sql.query<{ hash: string }>(
      'select hash from drizzle.__drizzle_migrations',
    );
    expect(applied.rows).toHaveLength(journal.entries.length);
    expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(journal.entries.length);
    const queues = await fleet.sql.query<{ name: string; policy: string }>(
      "select name, policy from pgboss.queue where name not like '\\_\\_pgboss%' order by name",
    );
    expect(queues.rows).toEqual([...JOB_NAMES].sort().map((name) => ({ name, policy: 'stately' })));
    for (const i of instances) expect(i.output()).not.toMatch(/failed to start|"level":"error"/);
  });

  it('writes no demo account and no demo data', async () => {
    const demo = await signIn(instances[0]!, 'admin', DEMO_PASSWORD);
    expect(demo.body.Result).toBe(false);
    const users = await fleet.sql.query<{ n: string }>('select count(*) as n from users');
    expect(Number(users.rows[0]!.n)).toBe(0);
    const orders = await fleet.sql.query<{ n: string }>(
      'select count(*) as n from lease_contracts',
    );
    expect(Number(orders.rows[0]!.n)).toBe(0);
    // The reference data every installation needs is there.
    const roles = await fleet.sql.query<{ n: string }>('select count(*) as n from roles');
    expect(Number(roles.rows[0]!.n)).toBeGreaterThan(10);
    expect(instances[0]!.output()).toContain('No demo data');
  });

  it('refuses to start while an account signs in with the public demo password', async () => {
    await fleet.sql.query(
      `insert into users (user_name, name, role_id, password_hash) values ('visor', 'Visor', 4, $1)`,
      [await hashPassword(DEMO_PASSWORD)],
    );
    try {
      const refused = await startInstance(production(fleet.url));
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain('public demo password: visor');
    } finally {
      await fleet.sql.query(`delete from users where user_name = 'visor'`);
    }
  }, 120_000);

  it('makes the first administrator by command; the session works on every instance', async () => {
    const made = await adminCreate(fleet.url, [
      '--user',
      'jefe.ti',
      '--email',
      'ti@example.com',
      '--name',
      'Jefe de TI',
    ]);
    expect(made.code, made.out).toBe(0);
    const link = /https:\/\/portal\.example\.com\/PortalPRO\/recovery\?id=(\d+)&token=(\S+)/.exec(
      made.out,
    );
    expect(link, made.out).not.toBeNull();
    const mails = await fleet.sql.query<{ to: string; template: string }>(
      'select "to", template from mail_outbox',
    );
    expect(mails.rows).toEqual([{ to: 'ti@example.com', template: 'activation' }]);

    // The link on instance 1 opens a session that sets the password.
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const opened = await call(a, 'user', {
      ActionId: 22,
      User: { Id: Number(link![1]), Token: decodeURIComponent(link![2]!) },
    });
    expect(opened.body.Result, JSON.stringify(opened.body)).toBe(true);
    const set = await call(
      a,
      'user',
      { ActionId: 37, Hash: { New: await encrypted(a, newPassword) } },
      tokenOf(opened),
    );
    expect(set.body.Result, JSON.stringify(set.body)).toBe(true);

    // Signed in on instance 2, the session is known to instance 3.
    const session = await signIn(b, 'jefe.ti', newPassword);
    expect(session.body.Result, JSON.stringify(session.body)).toBe(true);
    const listed = await call(c, 'ActiveSession', { ActionId: 20 }, tokenOf(session));
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain('jefe.ti');
  }, 120_000);

  it('on SIGTERM: readiness drops first, a request in flight completes, the instance exits cleanly', async () => {
    const c = instances[2]!;
    const password = await encrypted(c, newPassword);
    // A sign-in writes its audit event: holding the table makes the request wait in flight.
    const blocker = new pg.Client({ connectionString: fleet.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table audit_events in exclusive mode');
    try {
      let answeredAt = 0;
      const inFlight = call(c, 'session', {
        ActionId: 31,
        Login: { Id: 'jefe.ti', Password: password },
      }).then((answer) => {
        answeredAt = Date.now();
        return answer;
      });
      await new Promise((r) => setTimeout(r, 700));
      c.signal('SIGTERM');
      await new Promise((r) => setTimeout(r, 400));
      const readiness = await fetch(`${c.base}readyz`);
      expect(readiness.status).toBe(503);
      // The grace is over: the instance accepts no more connections but still owes its answer.
      await new Promise((r) => setTimeout(r, 1_800));
      // Still waiting for the database, through the grace and the close.
      expect(answeredAt).toBe(0);
      await blocker.query('commit');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.body.Result, JSON.stringify(answer.body)).toBe(true);
    } finally {
      await blocker.query('rollback').catch(() => undefined);
      await blocker.end();
    }
    expect(await c.exited).toBe(0);
    expect(c.output()).toMatch(/"level":"info","msg":"stopped","cut":false/);
    // The others go on serving.
    expect((await fetch(`${instances[0]!.base}readyz`)).status).toBe(200);
  }, 120_000);
});

describe.runIf(ADMIN_URL)('instances of a staging environment with the demo data', () => {
  // No SAT re-check schedule: the test alone queues that job.
  const fleet = useFleet('portalpro_staging', 2, (url) => ({
    DATABASE_URL: url,
    PORTAL_ENV: 'STAGING',
    SEED_DEMO: '1',
    SAT_RECHECK_EVERY_MINUTES: '0',
  }));
  const { instances } = fleet;

  it('two instances seeding together write the demo data once', async () => {
    const users = await fleet.sql.query<{ n: string }>(
      'select count(*) as n from users where user_name = any($1)',
      [DEMO_ACCOUNTS.map((a) => a.userName)],
    );
    expect(Number(users.rows[0]!.n)).toBe(DEMO_ACCOUNTS.length);
    const errors = await fleet.sql.query<{ n: string }>(
      "select count(*) as n from server_errors where request_id like 'demo-%'",
    );
    expect(Number(errors.rows[0]!.n)).toBe(2);
  });

  it('an upload started on one instance is continued and finished on the other', async () => {
    const [a, b] = instances as [Instance, Instance];
    const token = tokenOf(await signIn(a, 'cuadrilla', DEMO_PASSWORD));
    expect(token).not.toBe('');
    const bytes = Buffer.alloc(300_000, 7);
    const { createHash, randomUUID } = await import('node:crypto');
    const id = randomUUID();
    const sha = createHash('sha256').update(bytes).digest('hex');
    const started = await call(
      a,
      'Upload',
      {
        ActionId: 11,
        Upload: { UploadId: id, Size: bytes.length, Mime: 'application/octet-stream', Sha256: sha },
      },
      token,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const half = 150_000;
    const first = await call(
      a,
      'Upload',
      {
        ActionId: 31,
        Upload: { UploadId: id, Offset: 0, PartBase64: bytes.subarray(0, half).toString('base64') },
      },
      token,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await call(
      b,
      'Upload',
      {
        ActionId: 31,
        Upload: { UploadId: id, Offset: half, PartBase64: bytes.subarray(half).toString('base64') },
      },
      token,
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const state = await call(a, 'Upload', { ActionId: 21, Upload: { UploadId: id } }, token);
    expect(state.body.Upload).toMatchObject({
      UploadId: id,
      Size: bytes.length,
      Received: bytes.length,
    });
  }, 60_000);

  it('a job asked to run on both instances at once runs once', async () => {
    const [a, b] = instances as [Instance, Instance];
    const token = tokenOf(await signIn(a, 'admin', DEMO_PASSWORD));
    const before = await fleet.sql.query<{ n: string }>(
      "select count(*) as n from pgboss.job where name = 'sat-recheck'",
    );
    const asks = await Promise.all(
      [a, b, a, b].map((i) => call(i, 'Jobs', { ActionId: 11, Name: 'sat-recheck' }, token)),
    );
    for (const ask of asks) expect(ask.body.Result, JSON.stringify(ask.body)).toBe(true);
    expect(asks.filter((ask) => ask.body.Queued === true)).toHaveLength(1);
    // It runs, on one of them, once.
    const runs = async () =>
      (
        await fleet.sql.query<{ state: string }>(
          `select state from pgboss.job where name = 'sat-recheck'
           union all select state from pgboss.archive where name = 'sat-recheck'`,
        )
      ).rows.map((r) => r.state);
    const until = Date.now() + 30_000;
    while (!(await runs()).includes('completed') && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await runs()).toEqual(['completed']);
    expect(Number(before.rows[0]!.n)).toBe(0);
    const listed = await call(b, 'Jobs', { ActionId: 20 }, token);
    const job = (listed.body.List as { Name: string; LastRun: { State: string } | null }[]).find(
      (j) => j.Name === 'sat-recheck',
    );
    expect(job?.LastRun?.State).toBe('completed');
  }, 60_000);
});
