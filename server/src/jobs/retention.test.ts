/**
 * Data retention on a copy of the seeded database: what is past its time goes, what is just
 * inside stays, pending things never go, 0 keeps forever, and more rows than one batch all go.
 */
import { count, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  erpInvoices,
  idempotencyKeys,
  loginThrottle,
  mailOutbox,
  oneTimeCodes,
  recoveryTokens,
  satChecks,
  satWatch,
  satWatchRuns,
  serverErrors,
  sessions,
  smsOutbox,
  users,
} from '../db/schema';
import { loadEnv } from '../env';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  describeRetention,
  nothingDeleted,
  runRetention,
  retentionPolicyFrom,
  type RetentionPolicy,
} from './retention';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The run's instant; every row is dated from it. */
const NOW = new Date();
const ago = (ms: number) => new Date(NOW.getTime() - ms);
/** Just past a limit of `days`, and just inside it. */
const past = (days: number) => ago(days * DAY + MINUTE);
const inside = (days: number) => ago(days * DAY - MINUTE);

const DEFAULTS: RetentionPolicy = retentionPolicyFrom(loadEnv({}));
const KEEP_ALL: RetentionPolicy = {
  sessionsDays: 0,
  idempotencyDays: 0,
  serverErrorsDays: 0,
  messagesDays: 0,
  satChecksDays: 0,
};

let t: TestApp;
let userIds: number[] = [];
let invoiceIds: number[] = [];
let serial = 0;
/** A value no other row of the test has. */
const unique = (prefix: string) => `${prefix}-${++serial}`;

beforeAll(async () => {
  t = await createTestApp();
  userIds = (await t.handle.db.select({ id: users.id }).from(users).orderBy(users.id)).map(
    (u) => u.id,
  );
  invoiceIds = (
    await t.handle.db.select({ id: erpInvoices.id }).from(erpInvoices).orderBy(erpInvoices.id)
  ).map((i) => i.id);
});
afterAll(() => t.close());

// Each test starts with nothing due under the default policy, so its counts are its own rows'.
beforeEach(async () => {
  await runRetention(t.handle.db, NOW, DEFAULTS);
});

/** The values in ascending order (numbers as numbers), for comparing sets of keys. */
const sorted = <K extends string | number>(values: readonly K[]): K[] =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Which of `ids` are still in the table, in ascending order. */
async function remaining<K extends string | number>(
  table: PgTable,
  key: PgColumn,
  ids: K[],
): Promise<K[]> {
  if (ids.length === 0) return [];
  const rows = (await t.handle.db.select({ key }).from(table).where(inArray(key, ids))) as {
    key: K;
  }[];
  return sorted(rows.map((r) => r.key));
}

async function rowCount(table: PgTable): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

function session(values: { expiresAt: Date; revokedAt?: Date | null; createdAt?: Date }) {
  return {
    tokenHash: unique('token'),
    userId: userIds[0]!,
    kind: 'browser' as const,
    createdAt: values.createdAt ?? ago(60 * DAY),
    expiresAt: values.expiresAt,
    revokedAt: values.revokedAt ?? null,
  };
}

async function insertSessions(rows: ReturnType<typeof session>[]) {
  const ids = await t.handle.db.insert(sessions).values(rows).returning({ id: sessions.id });
  return ids.map((r) => r.id);
}

function answer(createdAt: Date, responseStatus: number | null = 200) {
  return {
    key: unique('key'),
    userId: userIds[0]!,
    requestHash: 'h',
    responseStatus,
    responseBody: responseStatus === null ? null : '{"Result":true,"Message":null}',
    createdAt,
  };
}

async function insertAnswers(rows: ReturnType<typeof answer>[]) {
  await t.handle.db.insert(idempotencyKeys).values(rows);
  return rows.map((r) => r.key);
}

async function insertErrors(dates: Date[]) {
  const rows = dates.map((date) => ({
    date,
    requestId: unique('request'),
    route: 'api/test 21',
    errorClass: 'Error',
    message: 'test',
  }));
  const ids = await t.handle.db
    .insert(serverErrors)
    .values(rows)
    .returning({ id: serverErrors.id });
  return ids.map((r) => r.id);
}

type MessageStatus = 'pending' | 'sent' | 'failed';
interface MessageRow {
  status: MessageStatus;
  createdAt: Date;
  sentAt?: Date | null;
}

async function insertMails(rows: MessageRow[]) {
  const ids = await t.handle.db
    .insert(mailOutbox)
    .values(rows.map((m) => ({ to: 'a@example.com', subject: 's', body: 'b', sentAt: null, ...m })))
    .returning({ id: mailOutbox.id });
  return ids.map((r) => r.id);
}

async function insertTexts(rows: MessageRow[]) {
  const ids = await t.handle.db
    .insert(smsOutbox)
    .values(rows.map((m) => ({ to: '525500000000', body: 'b', sentAt: null, ...m })))
    .returning({ id: smsOutbox.id });
  return ids.map((r) => r.id);
}

async function insertChecks(invoiceId: number, dates: Date[]) {
  const ids = await t.handle.db
    .insert(satChecks)
    .values(dates.map((checkedAt) => ({ invoiceId, checkedAt, state: 'vigente' as const })))
    .returning({ id: satChecks.id });
  return ids.map((r) => r.id);
}

async function insertRuns(rows: { finishedAt: Date | null; heartbeatAt: Date }[]) {
  const ids = await t.handle.db
    .insert(satWatchRuns)
    .values(rows.map((r) => ({ ...r, startedAt: r.heartbeatAt })))
    .returning({ id: satWatchRuns.id });
  return ids.map((r) => r.id);
}

describe('runRetention', () => {
  it('deletes what is past its time, keeps what is just inside, and counts what it deleted', async () => {
    const db = t.handle.db;
    const d = DEFAULTS;

    const [expiredLong, revokedLong, ...keptSessions] = await insertSessions([
      session({ expiresAt: past(d.sessionsDays) }),
      // Ended long ago although it would have expired only later.
      session({ expiresAt: ago(-DAY), revokedAt: past(d.sessionsDays) }),
      session({ expiresAt: inside(d.sessionsDays) }),
      session({ expiresAt: inside(d.sessionsDays), revokedAt: inside(d.sessionsDays) }),
      session({ expiresAt: ago(-DAY), createdAt: ago(DAY) }),
    ]);

    const [oldAnswer, abandonedClaim, ...keptAnswers] = await insertAnswers([
      answer(past(d.idempotencyDays)),
      answer(past(d.idempotencyDays), null),
      answer(inside(d.idempotencyDays)),
      answer(inside(d.idempotencyDays), 409),
    ]);

    const [oldError, ...keptErrors] = await insertErrors([
      past(d.serverErrorsDays),
      inside(d.serverErrorsDays),
    ]);

    const m = d.messagesDays;
    const [sentLong, failedLong, ...keptMails] = await insertMails([
      { status: 'sent', createdAt: past(m), sentAt: past(m) },
      { status: 'failed', createdAt: past(m) },
      { status: 'sent', createdAt: inside(m), sentAt: inside(m) },
      { status: 'failed', createdAt: inside(m) },
      // Queued long ago but sent only lately: kept from its sending.
      { status: 'sent', createdAt: past(m + 30), sentAt: inside(m) },
      // Never sent: pending messages never go.
      { status: 'pending', createdAt: past(m + 300) },
    ]);
    const [sentText, ...keptTexts] = await insertTexts([
      { status: 'sent', createdAt: past(m), sentAt: past(m) },
      { status: 'pending', createdAt: past(m + 300) },
      { status: 'failed', createdAt: inside(m) },
    ]);

    const s = d.satChecksDays;
    const [watched, unwatched] = invoiceIds;
    await db.delete(satChecks).where(inArray(satChecks.invoiceId, [watched!, unwatched!]));
    const watchedChecks = await insertChecks(watched!, [past(s + 1), past(s), inside(s)]);
    // Checked no more after these: its latest check stays, however old.
    const unwatchedChecks = await insertChecks(unwatched!, [past(s + 100), past(s + 50)]);
    const watchRows = await rowCount(satWatch);

    await db.delete(satWatchRuns);
    const runs = await insertRuns([
      { finishedAt: past(s + 1), heartbeatAt: past(s + 1) },
      { finishedAt: past(s), heartbeatAt: past(s) },
      // Died without finishing, long ago; and one running now.
      { finishedAt: null, heartbeatAt: past(s) },
      { finishedAt: null, heartbeatAt: ago(MINUTE) },
    ]);

    const [usedToken, expiredToken, ...keptTokens] = (
      await db
        .insert(recoveryTokens)
        .values(
          [
            { expiresAt: ago(DAY + MINUTE), usedAt: ago(DAY + 30 * MINUTE) },
            { expiresAt: ago(DAY + MINUTE) },
            { expiresAt: ago(DAY - MINUTE) },
            { expiresAt: ago(-30 * MINUTE) },
          ].map((r) => ({
            ...r,
            userId: userIds[0]!,
            tokenHash: unique('recovery'),
            createdAt: ago(2 * DAY),
          })),
        )
        .returning({ id: recoveryTokens.id })
    ).map((r) => r.id);

    const codeUsers = userIds.slice(0, 2);
    await db.delete(oneTimeCodes).where(inArray(oneTimeCodes.userId, codeUsers));
    await db.insert(oneTimeCodes).values(
      [ago(DAY + MINUTE), ago(DAY - MINUTE)].map((expiresAt, i) => ({
        userId: codeUsers[i]!,
        codeSalt: 's',
        codeHash: 'h',
        phone: '5500000000',
        pendingData: { Email: 'a@example.com' },
        windowStart: ago(DAY + 10 * MINUTE),
        lastSentAt: ago(DAY + 5 * MINUTE),
        expiresAt,
      })),
    );

    const windows = [unique('throttle'), unique('throttle')];
    await db.insert(loginThrottle).values([
      { key: windows[0]!, windowStart: ago(DAY + MINUTE), attempts: 3 },
      { key: windows[1]!, windowStart: ago(DAY - MINUTE), attempts: 3 },
    ]);

    const summary = await runRetention(db, NOW, DEFAULTS);

    expect(summary).toEqual({
      sessions: 2,
      idempotencyKeys: 2,
      serverErrors: 1,
      mailOutbox: 2,
      smsOutbox: 1,
      satChecks: 3,
      satWatchRuns: 2,
      recoveryTokens: 2,
      oneTimeCodes: 1,
      loginThrottle: 1,
    });
    const sessionIds = [expiredLong!, revokedLong!, ...keptSessions];
    expect(await remaining(sessions, sessions.id, sessionIds)).toEqual(sorted(keptSessions));
    const answerKeys = [oldAnswer!, abandonedClaim!, ...keptAnswers];
    expect(await remaining(idempotencyKeys, idempotencyKeys.key, answerKeys)).toEqual(
      sorted(keptAnswers),
    );
    expect(await remaining(serverErrors, serverErrors.id, [oldError!, ...keptErrors])).toEqual(
      keptErrors,
    );
    expect(
      await remaining(mailOutbox, mailOutbox.id, [sentLong!, failedLong!, ...keptMails]),
    ).toEqual(keptMails);
    expect(await remaining(smsOutbox, smsOutbox.id, [sentText!, ...keptTexts])).toEqual(keptTexts);
    expect(await remaining(satChecks, satChecks.id, watchedChecks)).toEqual([watchedChecks[2]]);
    expect(await remaining(satChecks, satChecks.id, unwatchedChecks)).toEqual([unwatchedChecks[1]]);
    expect(await rowCount(satWatch)).toBe(watchRows);
    expect(await remaining(satWatchRuns, satWatchRuns.id, runs)).toEqual([runs[1], runs[3]]);
    expect(
      await remaining(recoveryTokens, recoveryTokens.id, [
        usedToken!,
        expiredToken!,
        ...keptTokens,
      ]),
    ).toEqual(keptTokens);
    expect(await remaining(oneTimeCodes, oneTimeCodes.userId, codeUsers)).toEqual([codeUsers[1]]);
    expect(await remaining(loginThrottle, loginThrottle.key, windows)).toEqual([windows[1]]);

    // A second run finds nothing more.
    expect(Object.values(await runRetention(db, NOW, DEFAULTS))).toEqual(
      Object.values(summary).map(() => 0),
    );
  });

  it('keeps the latest finished run of the SAT re-check, however old', async () => {
    await t.handle.db.delete(satWatchRuns);
    const runs = await insertRuns([
      { finishedAt: past(900), heartbeatAt: past(900) },
      { finishedAt: past(800), heartbeatAt: past(800) },
    ]);
    const summary = await runRetention(t.handle.db, NOW, DEFAULTS);
    expect(summary.satWatchRuns).toBe(1);
    expect(await remaining(satWatchRuns, satWatchRuns.id, runs)).toEqual([runs[1]]);
  });

  it('keeps a claim whose first attempt may still answer, even past a short limit', async () => {
    const minute: RetentionPolicy = { ...KEEP_ALL, idempotencyDays: 1 / (24 * 60) };
    await t.handle.db.delete(idempotencyKeys);
    const [answered, pending, abandoned] = await insertAnswers([
      answer(ago(2 * MINUTE)),
      // Younger than the time after which a claim counts as abandoned (5 minutes).
      answer(ago(4 * MINUTE), null),
      answer(ago(6 * MINUTE), null),
    ]);
    const summary = await runRetention(t.handle.db, NOW, minute);
    expect(summary.idempotencyKeys).toBe(2);
    expect(
      await remaining(idempotencyKeys, idempotencyKeys.key, [answered!, pending!, abandoned!]),
    ).toEqual([pending]);
  });

  it('keeps everything of a kind whose days are 0', async () => {
    const decade = 3650 * DAY;
    const sessionIds = await insertSessions([
      session({ expiresAt: ago(decade), revokedAt: ago(decade) }),
    ]);
    const answerKeys = await insertAnswers([answer(ago(decade)), answer(ago(decade), null)]);
    const errorIds = await insertErrors([ago(decade)]);
    const mailIds = await insertMails([
      { status: 'sent', createdAt: ago(decade), sentAt: ago(decade) },
    ]);
    const textIds = await insertTexts([{ status: 'failed', createdAt: ago(decade) }]);
    const checkIds = await insertChecks(invoiceIds[0]!, [ago(decade), ago(decade - DAY)]);
    const runIds = await insertRuns([
      { finishedAt: ago(decade), heartbeatAt: ago(decade) },
      { finishedAt: ago(decade - DAY), heartbeatAt: ago(decade - DAY) },
    ]);

    const summary = await runRetention(t.handle.db, NOW, KEEP_ALL);

    expect(summary).toEqual(nothingDeleted());
    expect(await remaining(sessions, sessions.id, sessionIds)).toEqual(sessionIds);
    expect(await remaining(idempotencyKeys, idempotencyKeys.key, answerKeys)).toEqual(
      sorted(answerKeys),
    );
    expect(await remaining(serverErrors, serverErrors.id, errorIds)).toEqual(errorIds);
    expect(await remaining(mailOutbox, mailOutbox.id, mailIds)).toEqual(mailIds);
    expect(await remaining(smsOutbox, smsOutbox.id, textIds)).toEqual(textIds);
    expect(await remaining(satChecks, satChecks.id, checkIds)).toEqual(checkIds);
    expect(await remaining(satWatchRuns, satWatchRuns.id, runIds)).toEqual(runIds);
  });

  it('deletes more rows than one batch, every one of them', async () => {
    const batch = 40;
    const many = 3 * batch + 7;
    const old = Array.from({ length: many }, (_, i) => ago(400 * DAY + i * MINUTE));
    const sessionIds = await insertSessions(old.map((at) => session({ expiresAt: at })));
    const answerKeys = await insertAnswers(old.map((at) => answer(at)));
    const errorIds = await insertErrors(old);
    const mailIds = await insertMails(
      old.map((at) => ({ status: 'sent', createdAt: at, sentAt: at })),
    );
    // One batch exactly: the run must still look once more and stop.
    const textIds = await insertTexts(
      old.slice(0, batch).map((at) => ({ status: 'failed', createdAt: at })),
    );
    const kept = await insertErrors([inside(DEFAULTS.serverErrorsDays)]);

    const summary = await runRetention(t.handle.db, NOW, { ...DEFAULTS, batchSize: batch });

    expect(summary).toMatchObject({
      sessions: many,
      idempotencyKeys: many,
      serverErrors: many,
      mailOutbox: many,
      smsOutbox: batch,
    });
    expect(await remaining(sessions, sessions.id, sessionIds)).toEqual([]);
    expect(await remaining(idempotencyKeys, idempotencyKeys.key, answerKeys)).toEqual([]);
    expect(await remaining(serverErrors, serverErrors.id, [...errorIds, ...kept])).toEqual(kept);
    expect(await remaining(mailOutbox, mailOutbox.id, mailIds)).toEqual([]);
    expect(await remaining(smsOutbox, smsOutbox.id, textIds)).toEqual([]);
  });
});

describe('retentionPolicyFrom', () => {
  it('reads the RETENTION_* days, with their defaults', () => {
    expect(retentionPolicyFrom(loadEnv({}))).toEqual({
      sessionsDays: 30,
      idempotencyDays: 30,
      serverErrorsDays: 90,
      messagesDays: 90,
      satChecksDays: 400,
    });
    const set = loadEnv({
      RETENTION_SESSIONS_DAYS: '7',
      RETENTION_IDEMPOTENCY_DAYS: '0',
      RETENTION_SERVER_ERRORS_DAYS: '365',
      RETENTION_MESSAGES_DAYS: '1',
      RETENTION_SAT_CHECKS_DAYS: '3650',
    });
    expect(retentionPolicyFrom(set)).toEqual({
      sessionsDays: 7,
      idempotencyDays: 0,
      serverErrorsDays: 365,
      messagesDays: 1,
      satChecksDays: 3650,
    });
  });
});

describe('describeRetention', () => {
  it('names the tables it deleted from, or says nothing was due', () => {
    const none = nothingDeleted();
    expect(describeRetention(none)).toBe('retention: nothing due');
    expect(describeRetention({ ...none, sessions: 12, satChecks: 5_000 })).toBe(
      'retention deleted: sessions 12, satChecks 5000',
    );
  });
});
