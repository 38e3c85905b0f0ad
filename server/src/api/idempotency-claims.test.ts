/**
 * An Idempotency-Key claim belongs to the server process that made it: once that process is gone
 * (crashed, killed, restarted) the next attempt takes the key over at once, instead of waiting
 * for the claim to grow old; while it lives, a retry is told to come back later (503).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_ID, singleProcessLiveness, type Liveness } from '../db/boot-liveness';
import { idempotencyKeys, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { claimIdempotency, requestFingerprint } from './idempotency';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  // A wait far longer than the test allows itself: a takeover must not wait at all.
  t = await createTestApp({ idempotencyWaitMs: 20_000 });
  admin = await t.tokenFor('admin');
  const [row] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, 'admin'));
  adminId = row!.id;
});
afterAll(() => t.close());

/** A claim as a process of `bootId` leaves it while (or after) its first attempt runs. */
async function claimOf(db: TestApp['handle']['db'], key: string, body: object, bootId: string) {
  await db.insert(idempotencyKeys).values({
    key,
    userId: adminId,
    requestHash: requestFingerprint('site', 31, JSON.stringify(body)),
    responseStatus: null,
    responseBody: null,
    bootId,
    createdAt: new Date(),
  });
}

describe('a claim of a process that is gone', () => {
  it('is taken over at once by the next attempt, which runs and is then replayed', async () => {
    const body = { ActionId: 31, Site: { MsgStart: 'Tras la caída' } };
    await claimOf(t.handle.db, 'k-crashed', body, 'a-boot-before-the-crash');
    const started = Date.now();
    const res = await t.call('site', body, admin, { 'Idempotency-Key': 'k-crashed' });
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotency-replayed')).toBeNull();
    expect(Date.now() - started).toBeLessThan(10_000);
    const [row] = await t.handle.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'k-crashed'));
    expect(row).toMatchObject({ bootId: BOOT_ID, responseStatus: 200 });
    const replay = await t.call('site', body, admin, { 'Idempotency-Key': 'k-crashed' });
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
  });

  it('goes to one of several attempts taking it over together', async () => {
    const fingerprint = 'same-request';
    await t.handle.db.insert(idempotencyKeys).values({
      key: 'k-race',
      userId: adminId,
      requestHash: fingerprint,
      bootId: 'another-gone-boot',
    });
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () =>
        claimIdempotency(t.handle.db, 'k-race', adminId, fingerprint, { waitMs: 200 }),
      ),
    );
    expect(attempts.filter((a) => a.kind === 'claimed')).toHaveLength(1);
    expect(attempts.filter((a) => a.kind === 'busy')).toHaveLength(4);
  });
});

describe('a claim of a process that still runs', () => {
  it('answers a retry 503 with Retry-After, to be sent again later, not a conflict', async () => {
    // Another process on the same PostgreSQL, alive: its lock is held.
    const liveness: Liveness = {
      bootId: 'this-instance',
      isAlive: async (id) => id === 'this-instance' || id === 'the-other-instance',
      close: async () => {},
    };
    const short = await createTestApp({ idempotencyWaitMs: 300, liveness });
    try {
      const token = await short.tokenFor('admin');
      const body = { ActionId: 31, Site: { MsgStart: 'En otra instancia' } };
      await claimOf(short.handle.db, 'k-alive', body, 'the-other-instance');
      const res = await short.call('site', body, token, { 'Idempotency-Key': 'k-alive' });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body.Message).toBe(
        'La misma solicitud con esta clave de idempotencia sigue en proceso, intente de nuevo en unos momentos',
      );
    } finally {
      await short.close();
    }
  });

  it('holds a claim of this very process until it answers', async () => {
    await t.handle.db.insert(idempotencyKeys).values({
      key: 'k-mine',
      userId: adminId,
      requestHash: 'h',
      bootId: BOOT_ID,
    });
    const liveness = singleProcessLiveness();
    expect(
      await claimIdempotency(t.handle.db, 'k-mine', adminId, 'h', { waitMs: 100, liveness }),
    ).toEqual({ kind: 'busy' });
  });
});
