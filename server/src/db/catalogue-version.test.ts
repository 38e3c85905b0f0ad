/**
 * The catalogue version stamp (migrations 0029, 0031): every write to a catalogue table moves it
 * in the writer's transaction, and two transactions writing two catalogues in opposite orders
 * queue on it instead of deadlocking (PostgreSQL: two connections).
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);

afterAll(async () => {
  await t.close();
});

async function version(): Promise<number> {
  const h = t.handle;
  const text = 'select version from catalogue_version where id = 1';
  const r = h.kind === 'pglite' ? await h.client.query(text) : await h.pool.query(text);
  return Number((r.rows[0] as { version: unknown }).version);
}

describe('the catalogue version', () => {
  it('moves with a write to a catalogue, once the write is committed', async () => {
    const before = await version();
    const h = t.handle;
    const text = "update countries set name = name where code = 'MX'";
    if (h.kind === 'pglite') await h.client.query(text);
    else await h.pool.query(text);
    expect(await version()).toBeGreaterThan(before);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('two transactions writing two catalogues in opposite orders both commit', async () => {
    if (t.handle.kind !== 'pg') throw new Error('expected PostgreSQL');
    const pool = t.handle.pool;
    const a: pg.PoolClient = await pool.connect();
    const b: pg.PoolClient = await pool.connect();
    try {
      const before = await version();
      await a.query('begin');
      await b.query('begin');
      await a.query("update companies set name = name where code = 'MX10'");
      // b writes another catalogue: it waits for a here (the version row), holding nothing.
      const bFirst = b.query("update countries set name = name where code = 'MX'");
      await new Promise((r) => setTimeout(r, 200));
      // a writes the catalogue b wrote to, then commits; b goes on with a's catalogue.
      await a.query("update countries set name = name where code = 'MX'");
      await a.query('commit');
      await bFirst;
      await b.query("update companies set name = name where code = 'MX10'");
      await b.query('commit');
      // Each of the four statements moved it once.
      expect(await version()).toBe(before + 4);
    } finally {
      await a.query('rollback').catch(() => undefined);
      await b.query('rollback').catch(() => undefined);
      a.release();
      b.release();
    }
  });
});
