import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, profile, serverErrors, sessions, smsOutbox } from '../../db/schema';
import type { InvoicingErp } from '../../adapters/erp/invoicing';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { maskRecipient } from './mask';
import { describeError, scrubErrorMessage } from './server-errors';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

const NOT_ADMINS = ['visor', 'arrendador', 'proveedor', 'mantenimiento', 'cliente'] as const;

describe('access', () => {
  it.each([
    ['AuditLog', 20, {}],
    ['AuditLogUsers', 20, { Text: 'admin' }],
    ['ActiveSession', 20, {}],
    ['ActiveSession', 41, { Id: 1 }],
    ['ServerError', 20, {}],
    ['Statistics', 20, { From: '2026-01-01', To: '2026-01-02' }],
    ['OutboxMessage', 20, {}],
    ['OutboxMessage', 31, { Channel: 'mail', Id: 1 }],
    ['profile', 31, { Profile: { UserPasswordComplexity: 1, UserPasswordLenght: 10 } }],
  ] as const)('%s %i is for administrators only', async (name, actionId, body) => {
    expect((await t.call(name, { ActionId: actionId, ...body }, null)).status).toBe(401);
    for (const user of NOT_ADMINS) {
      const res = await t.call(name, { ActionId: actionId, ...body }, await t.tokenFor(user));
      expect(res.status, user).toBe(403);
    }
  });
});

describe('AuditLog 20', () => {
  it('lists who did what and filters by user, action, entity and day', async () => {
    await t.tokenFor('visor');
    const all = await t.call('AuditLog', { ActionId: 20 }, admin);
    expect(all.status).toBe(200);
    expect(all.body.Entities).toContain('session');
    // The user filter finds its users by a typed text (AuditLogUsers 20).
    const found = await t.call('AuditLogUsers', { ActionId: 20, Text: 'visor' }, admin);
    const users = found.body.List as { Id: number; Name: string }[];
    const visor = users.find((u) => u.Name.endsWith('(visor)'));
    expect(visor).toBeDefined();
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.call(
      'AuditLog',
      {
        ActionId: 20,
        Filter: {
          UserId: visor!.Id,
          ActionId: 31,
          Entity: 'session',
          From: '2020-01-01',
          To: today,
        },
      },
      admin,
    );
    const list = res.body.List as { UserId: number; ActionId: number; Entity: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(
      list.every((e) => e.UserId === visor!.Id && e.ActionId === 31 && e.Entity === 'session'),
    ).toBe(true);
    const before = await t.call('AuditLog', { ActionId: 20, Filter: { To: '2000-01-01' } }, admin);
    expect(before.body.List).toEqual([]);
  });

  it('refuses an action id outside spec 1 §9 and an impossible date', async () => {
    expect(
      (await t.call('AuditLog', { ActionId: 20, Filter: { ActionId: 99 } }, admin)).status,
    ).toBe(400);
    expect(
      (await t.call('AuditLog', { ActionId: 20, Filter: { From: '2026-13-45' } }, admin)).status,
    ).toBe(400);
  });
});

describe('ActiveSession 20 / 41', () => {
  it('lists live sessions with last call and device, and revoking one signs its user out', async () => {
    const visor = await t.tokenFor('visor');
    const agent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1';
    expect((await t.call('session', { ActionId: 21 }, visor, { 'User-Agent': agent })).status).toBe(
      200,
    );
    const list = await t.call('ActiveSession', { ActionId: 20 }, admin);
    const rows = list.body.List as {
      Id: number;
      UserName: string;
      RoleName: string;
      LastSeen: string | null;
      UserAgent: string | null;
      Current: boolean;
    }[];
    const mine = rows.filter((r) => r.Current);
    expect(mine).toHaveLength(1);
    const theirs = rows.filter((r) => r.UserName === 'visor' && r.UserAgent === agent);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.RoleName).toBe('Visualizar');
    expect(theirs[0]!.LastSeen).not.toBeNull();
    const revoked = await t.call('ActiveSession', { ActionId: 41, Id: theirs[0]!.Id }, admin);
    expect(revoked.status).toBe(200);
    expect(revoked.body.Result).toBe(true);
    expect((await t.call('session', { ActionId: 21 }, visor)).status).toBe(401);
    const [row] = await t.handle.db.select().from(sessions).where(eq(sessions.id, theirs[0]!.Id));
    expect(row!.revokedAt).not.toBeNull();
    const again = await t.call('ActiveSession', { ActionId: 41, Id: theirs[0]!.Id }, admin);
    expect(again.status).toBe(404);
    const log = await t.call(
      'AuditLog',
      { ActionId: 20, Filter: { Entity: 'ActiveSession' } },
      admin,
    );
    expect((log.body.List as { Target: string }[]).some((e) => e.Target === 'visor')).toBe(true);
  });
});

describe('ServerError 20', () => {
  it('records a 500 with its request id and route, scrubbed of personal data', async () => {
    const failing = new Proxy({} as InvoicingErp, {
      get: () => () => {
        throw new Error(
          'ERP down for MEGA800101AB1 <lupita@ejemplo.mx> token abcDEF1234567890abcdef',
        );
      },
    });
    const broken = await createTestApp({ invoicing: failing });
    try {
      const lessor = await broken.tokenFor('arrendador');
      const res = await broken.call(
        'Contracts',
        { ActionId: 21, bukrs: 'MX10', Partner: '0000100001' },
        lessor,
      );
      expect(res.status).toBe(500);
      const requestId = res.headers.get('x-request-id');
      const rows = await broken.handle.db.select().from(serverErrors);
      const row = rows.find((r) => r.requestId === requestId);
      expect(row).toBeDefined();
      expect(row!.route).toBe('api/Contracts 21');
      expect(row!.errorClass).toBe('Error');
      expect(row!.message).not.toMatch(/MEGA800101AB1|lupita|ejemplo|abcDEF/);
      const adminToken = await broken.tokenFor('admin');
      const list = await broken.call(
        'ServerError',
        { ActionId: 20, Filter: { Text: 'Contracts' } },
        adminToken,
      );
      expect((list.body.List as { RequestId: string }[]).map((e) => e.RequestId)).toContain(
        requestId,
      );
    } finally {
      await broken.close();
    }
  });

  it('scrubs e-mails, RFCs, UUIDs, tokens, numbers and quoted values', () => {
    const text = scrubErrorMessage(
      'a@b.mx XAXX010101000 0f8fad5b-d9cb-469f-a165-70867728950e Bearer abc 5512345678 "Juan"',
    );
    expect(text).toBe('[email] [rfc] [uuid] Bearer [token] [number] "…"');
    expect(scrubErrorMessage('x'.repeat(900))).toHaveLength(500);
    const db = Object.assign(new Error('Failed query: insert … params: juan@x.mx'), {
      query: 'insert into "users" values ($1)',
      cause: { code: '23505', severity: 'ERROR', constraint: 'users_user_name_unique' },
    });
    expect(describeError(db)).toEqual({
      errorClass: 'DatabaseError',
      message: 'insert into "users" · SQLSTATE 23505 · users_user_name_unique',
    });
  });
});

describe('Statistics 20', () => {
  it('answers one row per day with the sign-ins of the range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await t.call('Statistics', { ActionId: 20, From: yesterday, To: tomorrow }, admin);
    expect(res.status).toBe(200);
    const days = res.body.Days as { Day: string; SignIns: number }[];
    expect(days.map((d) => d.Day)).toHaveLength(3);
    const signIns = days.reduce((n, d) => n + d.SignIns, 0);
    expect(signIns).toBeGreaterThan(0);
    expect(days.some((d) => d.Day === today || d.Day === yesterday)).toBe(true);
  });

  it('refuses a reversed range and one longer than 366 days', async () => {
    const reversed = await t.call(
      'Statistics',
      { ActionId: 20, From: '2026-02-01', To: '2026-01-01' },
      admin,
    );
    expect(reversed.status).toBe(400);
    const long = await t.call(
      'Statistics',
      { ActionId: 20, From: '2024-01-01', To: '2026-01-01' },
      admin,
    );
    expect(long.status).toBe(400);
  });
});

describe('OutboxMessage 20 / 31', () => {
  it('lists mails and texts with the recipient masked and no body', async () => {
    const res = await t.call(
      'OutboxMessage',
      { ActionId: 20, Filter: { Status: 'failed' } },
      admin,
    );
    const list = res.body.List as { Channel: string; To: string; Status: string }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((m) => m.Status === 'failed')).toBe(true);
    expect(JSON.stringify(list)).not.toContain('rechazo@demo');
    expect(list.some((m) => m.To === 're***@de***.mx')).toBe(true);
    expect(list.some((m) => m.Channel === 'sms' && m.To.endsWith('0000'))).toBe(true);
    expect(JSON.stringify(list)).not.toContain('Demo: un');
  });

  it('puts a failed message back in the queue, and refuses one that did not fail', async () => {
    const [mail] = await t.handle.db
      .insert(mailOutbox)
      .values({ to: 'x@y.mx', subject: 's', body: 'b', status: 'failed', lastError: 'SMTP' })
      .returning();
    const res = await t.call(
      'OutboxMessage',
      { ActionId: 31, Channel: 'mail', Id: mail!.id },
      admin,
    );
    expect(res.body.Result).toBe(true);
    const [row] = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    expect(row).toMatchObject({ status: 'pending', lastError: null });
    const again = await t.call(
      'OutboxMessage',
      { ActionId: 31, Channel: 'mail', Id: mail!.id },
      admin,
    );
    expect(again.status).toBe(200);
    expect(again.body.Result).toBe(false);
    const [sms] = await t.handle.db.select().from(smsOutbox).limit(1);
    const missing = await t.call(
      'OutboxMessage',
      { ActionId: 31, Channel: 'sms', Id: sms!.id + 100_000 },
      admin,
    );
    expect(missing.status).toBe(404);
  });

  it('masks addresses and numbers', () => {
    expect(maskRecipient('admin@ejemplo.com')).toBe('ad***@ej***.com');
    expect(maskRecipient('525512345678')).toBe('********5678');
    expect(maskRecipient('12')).toBe('***');
  });
});

describe('profile 31', () => {
  it('saves complexity and minimum length within bounds; profile 21 answers them', async () => {
    const body = (c: number, l: number) => ({
      ActionId: 31,
      Profile: { UserPasswordComplexity: c, UserPasswordLenght: l },
    });
    expect((await t.call('profile', body(5, 10), admin)).status).toBe(400);
    expect((await t.call('profile', body(1, 7), admin)).status).toBe(400);
    expect((await t.call('profile', body(1, 65), admin)).status).toBe(400);
    const saved = await t.call('profile', body(2, 12), admin);
    expect(saved.body.Profile).toEqual({ UserPasswordComplexity: 2, UserPasswordLenght: 12 });
    const read = await t.call('profile', { ActionId: 21 }, await t.tokenFor('arrendador'));
    expect(read.body.Profile).toEqual({ UserPasswordComplexity: 2, UserPasswordLenght: 12 });
    await t.handle.db.update(profile).set({ userPasswordComplexity: 1, userPasswordLenght: 10 });
  });
});
