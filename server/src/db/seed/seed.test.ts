import { eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password';
import { createTestApp, type TestApp } from '../../testing/test-app';
import * as schema from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDatabase } from './index';
import { PgTable } from 'drizzle-orm/pg-core';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const [row] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
    out[getTableName(table)] = row!.n;
  }
  return out;
}

describe('seed', () => {
  it('is idempotent: a second run changes no counts', async () => {
    const before = await counts();
    expect(before.users).toBe(DEMO_ACCOUNTS.length);
    expect(before.companies).toBe(2);
    expect(before.menu_entries).toBeGreaterThan(40);
    expect(before.countries).toBe(2);
    expect(before.attachment_types).toBe(5);
    expect(before.leasing_types).toBe(4);
    await seedDatabase(t.handle.db);
    expect(await counts()).toEqual(before);
  });

  it('stores passwords as salted scrypt hashes, never in plain text', async () => {
    const rows = await t.handle.db.select().from(schema.users);
    const hashes = rows.flatMap((r) => (r.passwordHash ? [r.passwordHash] : []));
    expect(hashes.length).toBe(DEMO_ACCOUNTS.length - 1);
    for (const h of hashes) {
      expect(h).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
      expect(h).not.toContain(DEMO_PASSWORD);
    }
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(await verifyPassword(DEMO_PASSWORD, hashes[0]!)).toBe(true);
    expect(await verifyPassword('portal#2026', hashes[0]!)).toBe(false);
  });

  it('creates the no-password account pending and the locked account locked', async () => {
    const [pending] = await t.handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.userName, 'MEGA800101AB1'));
    expect(pending).toMatchObject({ passwordHash: null, passwordPending: true });
    const [locked] = await t.handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.userName, 'bloqueado'));
    expect(locked!.lockoutEnd!.getTime()).toBeGreaterThan(Date.now() + 365 * 86_400_000);
  });
});
