/**
 * Keyset paging of the operations lists (Eventos, Sesiones, Errores, Notificaciones): walking
 * every page answers every row exactly once, in the order of the whole list (newest first, ties
 * by id, the outbox's mails before its SMS of the same instant), for any page size and with the
 * filters; a cursor that is not one is a 400 with a translated message, never a 500.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../../../src/protocol/messages';
import { OPERATIONS_DEFAULT_PAGE_SIZE } from '../../../../src/protocol/operations';
import {
  auditEvents,
  mailOutbox,
  roles,
  serverErrors,
  sessions,
  smsOutbox,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let probeUsers: number[];

/** Instants of a day long past, with the microseconds the database keeps. */
const at = (second: number, micro = 0) =>
  new Date(Date.UTC(2019, 4, 2, 15, 0, second)).toISOString().replace('.000Z', '') +
  `.${String(micro).padStart(6, '0')}Z`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
  const db = t.handle.db;
  const [role] = await db.select({ id: roles.id }).from(roles).limit(1);
  const made = await db
    .insert(users)
    .values(
      [1, 2, 3].map((n) => ({ userName: `paging.${n}`, name: `Paginado ${n}`, roleId: role!.id })),
    )
    .returning({ id: users.id });
  probeUsers = made.map((u) => u.id);

  // 300 events: runs of equal instants (ties broken by id), instants a microsecond apart (a
  // cursor rounded to milliseconds would lose them), three authors and two actions.
  await db.insert(auditEvents).values(
    Array.from({ length: 300 }, (_, i) => ({
      resource: 'PagingProbe',
      actionId: i % 3 === 0 ? 31 : 21,
      userId: probeUsers[i % 3]!,
      userDisplayName: `Paginado ${(i % 3) + 1}`,
      target: `probe-${i}`,
      date: sql`${at(Math.floor(i / 7), i % 7 < 4 ? 0 : i % 7)}::timestamptz`,
    })),
  );
  await db.insert(serverErrors).values(
    Array.from({ length: 130 }, (_, i) => ({
      requestId: `req-paging-${i}`,
      route: i % 2 === 0 ? 'api/PagingProbe 20' : 'api/OtherProbe 21',
      errorClass: 'Error',
      message: `probe ${i}`,
      date: sql`${at(Math.floor(i / 5), i % 5 < 3 ? 0 : 1)}::timestamptz`,
    })),
  );
  // Mails and SMS created at the same instants (four mails and two SMS a second), so that a page
  // of 25 ends on a mail whose instant still has SMS to come: the merge's tie-break is exercised.
  await db.insert(mailOutbox).values(
    Array.from({ length: 90 }, (_, i) => ({
      to: `paging${i}@ejemplo.mx`,
      subject: 's',
      body: 'b',
      template: 'recovery',
      status: i % 4 === 0 ? ('failed' as const) : ('sent' as const),
      createdAt: sql`${at(Math.floor(i / 4))}::timestamptz`,
    })),
  );
  await db.insert(smsOutbox).values(
    Array.from({ length: 70 }, (_, i) => ({
      to: `52551234${String(i).padStart(4, '0')}`,
      body: 'b',
      status: i % 5 === 0 ? ('failed' as const) : ('sent' as const),
      createdAt: sql`${at(Math.floor(i / 2))}::timestamptz`,
    })),
  );
  // Live sessions (some never used: ordered by their start), and ended ones that never show.
  const future = new Date(Date.now() + 3_600_000);
  await db.insert(sessions).values(
    Array.from({ length: 140 }, (_, i) => ({
      tokenHash: `paging-session-${i}`,
      userId: probeUsers[i % 3]!,
      kind: 'browser' as const,
      createdAt: sql`${at(Math.floor(i / 4))}::timestamptz`,
      lastSeenAt: i % 5 === 0 ? null : sql`${at(Math.floor(i / 6) + 1, i % 2)}::timestamptz`,
      expiresAt: i % 11 === 0 ? new Date(Date.now() - 60_000) : future,
      revokedAt: i % 13 === 0 ? new Date() : null,
    })),
  );
});
afterAll(() => t.close());

type Row = Record<string, unknown>;

/** The rows of a query written out, to compare an answer with. */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result = (await t.handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every page of a list, from the first, following Next; fails past 100 pages. */
async function walk(name: string, body: Record<string, unknown>, size?: number) {
  const pages: Row[][] = [];
  let cursor: string | null = null;
  do {
    const res = await t.call(
      name,
      { ActionId: 20, ...body, ...(size ? { PageSize: size } : {}), Cursor: cursor },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = res.body.List as Row[];
    pages.push(list);
    cursor = res.body.Next as string | null;
    if ('Truncated' in res.body) expect(res.body.Truncated).toBe(cursor !== null);
    if (cursor !== null) expect(list).toHaveLength(size ?? OPERATIONS_DEFAULT_PAGE_SIZE);
  } while (cursor !== null && pages.length < 100);
  expect(cursor).toBeNull();
  return pages;
}

const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);

describe('AuditLog 20 pages', () => {
  it.each([25, 50, 100])(
    'answers every event of a filter once, in the list order, %i a page',
    async (size) => {
      const pages = await walk('AuditLog', { Filter: { Entity: 'PagingProbe' } }, size);
      const expected = await rowsOf<{ id: number }>(
        sql`select id from audit_events where resource = 'PagingProbe' order by date desc, id desc`,
      );
      expect(expected).toHaveLength(300);
      expect(pages.flat().map((e) => e.Id)).toEqual(ids(expected));
    },
  );

  it('pages within the filters combined: user, action and days', async () => {
    const [author] = probeUsers;
    const pages = await walk(
      'AuditLog',
      {
        Filter: {
          UserId: author,
          ActionId: 31,
          Entity: 'PagingProbe',
          From: '2019-05-02',
          To: '2019-05-02',
        },
      },
      25,
    );
    const expected = await rowsOf<{ id: number }>(
      sql`select id from audit_events where user_id = ${author} and action_id = 31
          and resource = 'PagingProbe' order by date desc, id desc`,
    );
    expect(expected.length).toBeGreaterThan(25);
    expect(pages.flat().map((e) => e.Id)).toEqual(ids(expected));
    const outside = await walk(
      'AuditLog',
      { Filter: { Entity: 'PagingProbe', From: '2019-05-03', To: '2019-05-04' } },
      25,
    );
    expect(outside.flat()).toEqual([]);
  });

  it('answers 50 a page to a caller that names no page, and the authors of the page', async () => {
    const res = await t.call(
      'AuditLog',
      { ActionId: 20, Filter: { Entity: 'PagingProbe' } },
      admin,
    );
    expect(res.body.List).toHaveLength(50);
    expect(res.body.Truncated).toBe(true);
    expect(res.body.Entities).toContain('ResultsOrderMP');
    const names = (res.body.Users as { Name: string }[]).map((u) => u.Name);
    expect(names).toEqual([
      'Paginado 1 (paging.1)',
      'Paginado 2 (paging.2)',
      'Paginado 3 (paging.3)',
    ]);
  });
});

describe('ServerError 20 pages', () => {
  it('answers every error matching a text once, in the list order', async () => {
    const pages = await walk('ServerError', { Filter: { Text: 'PagingProbe' } }, 25);
    const expected = await rowsOf<{ id: number }>(
      sql`select id from server_errors where route ilike '%PagingProbe%' order by date desc, id desc`,
    );
    expect(expected).toHaveLength(65);
    expect(pages.flat().map((e) => e.Id)).toEqual(ids(expected));
  });
});

describe('OutboxMessage 20 pages', () => {
  /** The merged order: newest first, a mail before an SMS of the same instant, then id. */
  async function merged(where: string) {
    const rows = await rowsOf<{ channel: string; id: number; at: string }>(
      sql.raw(`select * from (
        select 'mail' as channel, id, created_at as at, status from mail_outbox
        union all select 'sms', id, created_at, status from sms_outbox) m
        where ${where}
        order by at desc, channel asc, id desc`),
    );
    return rows.map((r) => `${r.channel}-${r.id}`);
  }

  it.each([25, 100])(
    'merges mails and SMS without losing or repeating one, %i a page',
    async (size) => {
      const pages = await walk(
        'OutboxMessage',
        { Filter: { From: '2019-05-02', To: '2019-05-02' } },
        size,
      );
      const got = pages.flat().map((m) => `${String(m.Channel)}-${String(m.Id)}`);
      const expected = await merged(`at >= '2019-05-02' and at < '2019-05-03'`);
      expect(expected).toHaveLength(160);
      expect(new Set(got).size).toBe(got.length);
      expect(got).toEqual(expected);
    },
  );

  it('pages one channel and one status alone', async () => {
    const failed = await walk(
      'OutboxMessage',
      { Filter: { Status: 'failed', From: '2019-05-02', To: '2019-05-02' } },
      25,
    );
    expect(failed.flat().map((m) => `${String(m.Channel)}-${String(m.Id)}`)).toEqual(
      await merged(`status = 'failed' and at >= '2019-05-02' and at < '2019-05-03'`),
    );
    const sms = await walk(
      'OutboxMessage',
      { Filter: { Channel: 'sms', From: '2019-05-02', To: '2019-05-02' } },
      25,
    );
    expect(sms.flat().map((m) => `${String(m.Channel)}-${String(m.Id)}`)).toEqual(
      await merged(`channel = 'sms' and at >= '2019-05-02' and at < '2019-05-03'`),
    );
  });
});

describe('ActiveSession 20 pages', () => {
  it('answers every live session once, last activity first, never an ended one', async () => {
    const pages = await walk('ActiveSession', {}, 25);
    const expected = await rowsOf<{ id: number }>(
      sql`select id from sessions where revoked_at is null and expires_at > now()
          order by coalesce(last_seen_at, created_at) desc, id desc`,
    );
    const got = pages.flat().map((s) => s.Id);
    expect(got).toEqual(ids(expected));
    const ended = await rowsOf<{ id: number }>(
      sql`select id from sessions where token_hash like 'paging-session-%'
          and (revoked_at is not null or expires_at <= now())`,
    );
    expect(ended.length).toBeGreaterThan(10);
    for (const { id } of ended) expect(got).not.toContain(id);
    expect(pages.flat().filter((s) => s.Current)).toHaveLength(1);
  });
});

describe('a cursor that is not one', () => {
  const encoded = (text: string) => Buffer.from(text).toString('base64url');
  const BAD = [
    'not a cursor!',
    encoded('yesterday|12'),
    encoded('2026-02-30T10:00:00.000000Z|12'),
    encoded('2026-02-10T10:00:00.000000Z|0'),
    encoded('2026-02-10T10:00:00.000000Z|99999999999'),
    encoded('2026-02-10T10:00:00.000000Z|fax|12'),
    encoded('2026-02-10T10:00:00.000000Z'),
  ];

  it.each(['AuditLog', 'ServerError', 'ActiveSession', 'OutboxMessage'])(
    '%s answers 400 with the message in the caller’s language',
    async (name) => {
      for (const cursor of BAD) {
        const es = await t.call(name, { ActionId: 20, Cursor: cursor }, admin);
        expect(es.status, `${name} ${cursor}`).toBe(400);
        expect(es.body.Message).toBe(message('operationsBadCursor', 'es'));
        const en = await t.call(name, { ActionId: 20, Cursor: cursor, Language: 'en' }, admin);
        expect(en.status).toBe(400);
        expect(en.body.Message).toBe(message('operationsBadCursor', 'en'));
      }
    },
  );

  it('a list refuses the cursor of another (the outbox carries the channel)', async () => {
    const first = await t.call('OutboxMessage', { ActionId: 20, PageSize: 25 }, admin);
    const outboxCursor = first.body.Next as string;
    expect(outboxCursor).toEqual(expect.any(String));
    expect((await t.call('AuditLog', { ActionId: 20, Cursor: outboxCursor }, admin)).status).toBe(
      400,
    );
    const events = await t.call('AuditLog', { ActionId: 20, PageSize: 25 }, admin);
    const eventsCursor = events.body.Next as string;
    expect(
      (await t.call('OutboxMessage', { ActionId: 20, Cursor: eventsCursor }, admin)).status,
    ).toBe(400);
  });

  it('refuses a page size other than 25, 50 or 100', async () => {
    for (const size of [0, 10, 30, 5000]) {
      const res = await t.call('ServerError', { ActionId: 20, PageSize: size }, admin);
      expect(res.status).toBe(400);
      expect(res.body.Result).toBe(false);
      expect(typeof res.body.Message).toBe('string');
    }
  });
});
