import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { giveBack, takeToken, type Budget } from './rate-bucket';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24, 12, 0, seconds));

describe('token buckets in the database', () => {
  it('takes up to the capacity, then refuses with the seconds until a token is back', async () => {
    const budget: Budget = { key: 'test|capacity', capacity: 3, perSecond: 1 / 10 };
    const takes = [];
    for (let i = 0; i < 4; i++) takes.push(await takeToken(t.handle.db, budget, at(0)));
    expect(takes.map((r) => r.taken)).toEqual([true, true, true, false]);
    expect(takes[3]).toEqual({ taken: false, retryAfterSeconds: 10 });
    // Refused takes do not spend: 4 s later 0.4 is there, 6 s to go.
    expect(await takeToken(t.handle.db, budget, at(4))).toEqual({
      taken: false,
      retryAfterSeconds: 6,
    });
    expect((await takeToken(t.handle.db, budget, at(10))).taken).toBe(true);
    expect((await takeToken(t.handle.db, budget, at(10))).taken).toBe(false);
  });

  it('refills up to the capacity only', async () => {
    const budget: Budget = { key: 'test|refill', capacity: 2, perSecond: 1 };
    await takeToken(t.handle.db, budget, at(0));
    await takeToken(t.handle.db, budget, at(0));
    const later = [];
    for (let i = 0; i < 3; i++) later.push((await takeToken(t.handle.db, budget, at(50))).taken);
    expect(later).toEqual([true, true, false]);
  });

  it('gives a token back, never past the capacity', async () => {
    const budget: Budget = { key: 'test|back', capacity: 1, perSecond: 1 / 60 };
    expect((await takeToken(t.handle.db, budget, at(0))).taken).toBe(true);
    await giveBack(t.handle.db, budget);
    await giveBack(t.handle.db, budget);
    expect((await takeToken(t.handle.db, budget, at(0))).taken).toBe(true);
    expect((await takeToken(t.handle.db, budget, at(0))).taken).toBe(false);
  });

  it('hands out exactly the capacity to many concurrent takers', async () => {
    const budget: Budget = { key: 'test|race', capacity: 5, perSecond: 1 / 600 };
    const takes = await Promise.all(
      Array.from({ length: 30 }, () => takeToken(t.handle.db, budget, at(0))),
    );
    expect(takes.filter((r) => r.taken)).toHaveLength(5);
  });
});
