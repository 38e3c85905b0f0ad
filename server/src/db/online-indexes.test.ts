/**
 * The large tables' indexes (online-indexes.ts): present after the release step, used by the
 * queries they were made for, and built again after an interrupted build left one invalid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ONLINE_INDEXES, buildOnlineIndexes, presentOnlineIndexes } from './online-indexes';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);

afterAll(async () => {
  await t.close();
});

async function query(text: string): Promise<Record<string, unknown>[]> {
  const h = t.handle;
  const r = h.kind === 'pglite' ? await h.client.query(text) : await h.pool.query(text);
  return r.rows as Record<string, unknown>[];
}

describe('the large tables’ indexes', () => {
  it('are all present and valid after the release step (trigram ones where pg_trgm exists)', async () => {
    const expected = ONLINE_INDEXES.filter((i) => t.handle.kind === 'pg' || !i.needs)
      .map((i) => i.name)
      .sort();
    expect(await presentOnlineIndexes(t.handle)).toEqual(expected);
  });

  it('a second run builds nothing', async () => {
    const again = await buildOnlineIndexes(t.handle);
    expect(again.built).toEqual([]);
  });

  it('a dropped index is built again by the next run', async () => {
    await query('drop index audit_events_user_date_idx');
    expect(await presentOnlineIndexes(t.handle)).not.toContain('audit_events_user_date_idx');
    const run = await buildOnlineIndexes(t.handle);
    expect(run.built).toEqual(['audit_events_user_date_idx']);
    expect(await presentOnlineIndexes(t.handle)).toContain('audit_events_user_date_idx');
  });

  it('the audit log filtered by user reads its index, not the whole table', async () => {
    await query('set enable_seqscan = off');
    try {
      const plan = await query(
        'explain select * from audit_events where user_id = 1 order by date desc, id desc limit 51',
      );
      expect(plan.map((r) => String(Object.values(r)[0])).join('\n')).toContain(
        'audit_events_user_date_idx',
      );
    } finally {
      await query('set enable_seqscan = on');
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('an index an interrupted build left invalid is dropped and built again, concurrently', async () => {
    // What a CREATE INDEX CONCURRENTLY cancelled half-way leaves behind: the index, not valid.
    await query(
      `update pg_index set indisvalid = false
        where indexrelid = 'sessions_live_idx'::regclass`,
    );
    expect(await presentOnlineIndexes(t.handle)).not.toContain('sessions_live_idx');
    const lines: string[] = [];
    const run = await buildOnlineIndexes(t.handle, (line) => lines.push(line));
    expect(run.built).toEqual(['sessions_live_idx']);
    expect(lines.join('\n')).toMatch(/sessions_live_idx was left invalid/);
    expect(await presentOnlineIndexes(t.handle)).toContain('sessions_live_idx');
  });

  it('a process that finds another building goes on without waiting', async () => {
    if (t.handle.kind !== 'pg') return;
    const other = await t.handle.pool.connect();
    try {
      await other.query('select pg_advisory_lock(4104, 3)');
      const run = await buildOnlineIndexes(t.handle);
      expect(run.built).toEqual([]);
      expect(run.skipped.every((s) => s.why === 'another process is building')).toBe(true);
    } finally {
      await other.query('select pg_advisory_unlock(4104, 3)');
      other.release();
    }
  });
});
