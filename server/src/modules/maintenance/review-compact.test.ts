/**
 * api/ResultsOrderMP 31 Process '2' (spec 3 §7.1) answers what it changed, not the whole order:
 * the answer of a typical edit stays under 2 kB, and a copy of the order patched with it equals
 * the order read back; a replay answers the same and applies nothing; a conflict still answers
 * the whole current order. Several edits of one order in one request (Edits) apply once each, in
 * order, all or none, in the same number of statements as one edit.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../../../src/protocol/maintenance';
import {
  MAX_REVIEW_EDITS,
  applyReviewChange,
  editOf,
  isReviewChange,
  rowKey,
  type ReviewChange,
} from '../../../../src/protocol/maintenance-review';
import type { DbHandle } from '../../db/client';
import {
  EMPTY_BASE,
  auditCount,
  details,
  ordersOf,
  reviewBody,
  wholeOrderPr,
} from '../../testing/maintenance-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
/** Status 03 orders of lessor 0000100001, each test taking its own. */
let executed: string[] = [];

/**
 * Counts the statements the app sends to the database while `counting` is on, at the driver:
 * every query, and BEGIN and COMMIT (or ROLLBACK) of every transaction.
 */
function statementCounter(handle: DbHandle) {
  let counting = false;
  let statements = 0;
  const note = () => {
    if (counting) statements++;
  };
  if (handle.kind === 'pglite') {
    const client: PGlite = handle.client;
    const query = client.query.bind(client);
    const transaction = client.transaction.bind(client);
    client.query = ((...args: Parameters<typeof query>) => {
      note();
      return query(...args);
    }) as typeof client.query;
    client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
      transaction((tx) => {
        note(); // BEGIN
        const inner = tx.query.bind(tx);
        tx.query = ((...args: Parameters<typeof inner>) => {
          note();
          return inner(...args);
        }) as typeof tx.query;
        return callback(tx).finally(note); // COMMIT or ROLLBACK
      })) as typeof client.transaction;
  } else {
    // Every statement runs on a pooled client (pool.query too checks one out), so counting the
    // clients' queries counts each statement once.
    const pool: pg.Pool = handle.pool;
    const wrapped = new WeakSet<pg.PoolClient>();
    const counted = (client: pg.PoolClient) => {
      if (wrapped.has(client)) return client;
      wrapped.add(client);
      const query = client.query as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        note();
        return query.apply(client, args);
      }) as typeof client.query;
      return client;
    };
    type Done = (release?: unknown) => void;
    type Callback = (err: Error | undefined, client: pg.PoolClient | undefined, done: Done) => void;
    const connect = pool.connect.bind(pool) as (
      callback?: Callback,
    ) => Promise<pg.PoolClient> | undefined;
    pool.connect = ((callback?: Callback) =>
      callback
        ? connect((err, client, done) => callback(err, client && counted(client), done))
        : connect()!.then(counted)) as unknown as typeof pool.connect;
  }
  return async <T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> => {
    statements = 0;
    counting = true;
    try {
      return { result: await run(), statements };
    } finally {
      counting = false;
    }
  };
}

let counted: ReturnType<typeof statementCounter>;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('mantto.fijo');
  executed = (await ordersOf(t, '0000100001', '03')).map((o) => o.aufnr);
  counted = statementCounter(t.handle);
});
afterAll(() => t.close());

const update = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call('ResultsOrderMP', body, token, headers);

/** The next unused executed order, with an inventory of antennas when asked. */
async function nextExecuted(withAntennas = false): Promise<OrderDetails> {
  for (;;) {
    const aufnr = executed.shift();
    if (!aufnr) throw new Error('out of seeded 03 orders');
    const d = await details(t, token, aufnr);
    if (d.groups.length >= 2 && (!withAntennas || (d.inventory?.antennas.length ?? 0) > 0)) {
      return d;
    }
  }
}

/** One edit of the lessor side of a group, from the Base given. */
const groupEdit = (
  d: OrderDetails,
  group: number,
  status: 'VAPV' | 'REPV',
  comment: string,
  base = EMPTY_BASE,
) =>
  reviewBody(
    d,
    {
      groups: [
        { uuidObj: d.groups[group]!.uuidObj, groupStatusPr: status, groupCommentsPr: comment },
      ],
    },
    { [rowKey.group(d.groups[group]!.uuidObj)]: base },
  );

/** A request carrying `first` and then `more` as its Edits. */
const withEdits = (first: Record<string, unknown>, more: Record<string, unknown>[]) => ({
  ...first,
  Edits: more.map(editOf),
});

const changeOf = (body: Record<string, unknown>): ReviewChange => {
  const data = body.Data as ReviewChange | OrderDetails;
  if (!isReviewChange(data)) throw new Error('the answer carries the whole order');
  return data;
};

describe('api/ResultsOrderMP 31 Process 2: the compact answer', () => {
  it('answers a typical edit in under 2 kB with the new version and the rows written, and a copy patched with it equals the order read back', async () => {
    const d = await nextExecuted(true);
    const group = d.groups[0]!;
    const antenna = d.inventory!.antennas[0]!;
    const body = reviewBody(
      d,
      {
        groups: [{ uuidObj: group.uuidObj, groupStatusPr: 'VAPV', groupCommentsPr: 'Revisado' }],
        inventory: {
          antennas: [
            { antenna: antenna.antenna, antennaStatusPr: 'REPV', antennaCommentsPr: 'Sin tierra' },
          ],
        },
      },
      { [rowKey.group(group.uuidObj)]: EMPTY_BASE, [rowKey.antenna(antenna.antenna)]: EMPTY_BASE },
    );
    const res = await update(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Buffer.byteLength(JSON.stringify(res.body))).toBeLessThanOrEqual(2048);
    const change = changeOf(res.body);
    expect(change).toMatchObject({
      orderCode: d.orderCode,
      baseVersion: d.version,
      version: d.version + 1,
      orderStatus: 'VAPR',
      groups: [
        {
          uuidObj: group.uuidObj,
          groupStatusPr: 'VAPV',
          groupCommentsPr: 'Revisado',
          groupStatusTl: group.groupStatusTl,
          groupCommentsTl: group.groupCommentsTl,
        },
      ],
      inventory: {
        uuidObj: d.inventory!.uuidObj,
        antennas: [
          { antenna: antenna.antenna, antennaStatusPr: 'REPV', antennaCommentsPr: 'Sin tierra' },
        ],
      },
    });
    expect(res.body.Edits).toBeUndefined();
    const after = await details(t, token, d.orderCode);
    expect(applyReviewChange(d, change)).toEqual(after);
  });

  it('patches the order status and every row’s lock when RefreshOrderStatus decides the order', async () => {
    const d = await nextExecuted(true);
    const res = await update(wholeOrderPr(d, 'VAPV'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const change = changeOf(res.body);
    expect(change.orderStatus).toBe('VAPV');
    expect(change.groups).toHaveLength(d.groups.length);
    const after = await details(t, token, d.orderCode);
    expect(applyReviewChange(d, change)).toEqual(after);
  });

  it('replays the same compact answer under the same Idempotency-Key and applies nothing more', async () => {
    const d = await nextExecuted();
    const headers = { 'Idempotency-Key': `compact-${d.orderCode}` };
    const body = groupEdit(d, 0, 'VAPV', 'una vez');
    const first = await update(body, headers);
    const again = await update(body, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(changeOf(again.body).version).toBe(d.version + 1);
    expect((await details(t, token, d.orderCode)).version).toBe(d.version + 1);
    expect(await auditCount(t, d.orderCode)).toBe(1);
  });

  it('answers a conflict as before: 409, the whole current order and the conflicting rows', async () => {
    const d = await nextExecuted();
    expect((await update(groupEdit(d, 0, 'VAPV', 'primero'))).status).toBe(200);
    const res = await update(groupEdit(d, 0, 'REPV', 'tarde'));
    expect(res.status).toBe(409);
    expect(res.body.Conflicts).toEqual([rowKey.group(d.groups[0]!.uuidObj)]);
    const current = res.body.Data as OrderDetails;
    expect(isReviewChange(current)).toBe(false);
    expect(current).toEqual(await details(t, token, d.orderCode));
    expect(current.version).toBe(d.version + 1);
  });
});

describe('api/ResultsOrderMP 31 Process 2: several edits of one order (Edits)', () => {
  it('applies each edit once, in order, each on the rows the edits before it left; a replay applies nothing', async () => {
    const d = await nextExecuted();
    const [g0, g1] = d.groups;
    const body = withEdits(groupEdit(d, 0, 'VAPV', 'uno'), [
      groupEdit(d, 0, 'REPV', 'dos', { status: 'VAPV', comment: 'uno' }),
      groupEdit(d, 1, 'VAPV', 'tres'),
    ]);
    const headers = { 'Idempotency-Key': `edits-${d.orderCode}` };
    const res = await update(body, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Edits).toEqual([
      { Version: d.version + 1, Rows: [rowKey.group(g0!.uuidObj)] },
      { Version: d.version + 2, Rows: [rowKey.group(g0!.uuidObj)] },
      { Version: d.version + 3, Rows: [rowKey.group(g1!.uuidObj)] },
    ]);
    const change = changeOf(res.body);
    expect(change).toMatchObject({ baseVersion: d.version, version: d.version + 3 });
    const after = await details(t, token, d.orderCode);
    expect(after.version).toBe(d.version + 3);
    expect(after.groups[0]).toMatchObject({ groupStatusPr: 'REPV', groupCommentsPr: 'dos' });
    expect(after.groups[1]).toMatchObject({ groupStatusPr: 'VAPV', groupCommentsPr: 'tres' });
    expect(await auditCount(t, d.orderCode)).toBe(3);
    expect(applyReviewChange(d, change)).toEqual(after);

    const again = await update(body, headers);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(again.body).toEqual(res.body);
    expect((await details(t, token, d.orderCode)).version).toBe(d.version + 3);
    expect(await auditCount(t, d.orderCode)).toBe(3);
  });

  it('refuses the whole request when one edit conflicts, applying none of them', async () => {
    const d = await nextExecuted();
    const stale = groupEdit(d, 0, 'REPV', 'dos', { status: 'REPV', comment: 'otro' });
    const res = await update(withEdits(groupEdit(d, 1, 'VAPV', 'uno'), [stale]));
    expect(res.status).toBe(409);
    expect(res.body.Conflicts).toEqual([rowKey.group(d.groups[0]!.uuidObj)]);
    expect(res.body.Data).toEqual(d);
    expect(await details(t, token, d.orderCode)).toEqual(d);
    expect(await auditCount(t, d.orderCode)).toBe(0);
  });

  it('names the edit that carries a field of the other side (403) and refuses too many edits (400)', async () => {
    const d = await nextExecuted();
    const foreign = reviewBody(
      d,
      { groups: [{ uuidObj: d.groups[0]!.uuidObj, groupStatusTl: 'VATL' }] },
      { [rowKey.group(d.groups[0]!.uuidObj)]: EMPTY_BASE },
    );
    const wrong = await update(withEdits(groupEdit(d, 1, 'VAPV', 'uno'), [foreign]));
    expect(wrong.status).toBe(403);
    expect(wrong.body.Message).toBe(
      'El campo Edits[0].Data.groups[0].groupStatusTl no corresponde a su lado de la revisión',
    );
    const many = Array.from({ length: MAX_REVIEW_EDITS }, () => groupEdit(d, 1, 'VAPV', 'x'));
    const tooMany = await update(withEdits(groupEdit(d, 0, 'VAPV', 'x'), many));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.Message).toContain('Edits');
    expect(await details(t, token, d.orderCode)).toEqual(d);
  });
});

describe('api/ResultsOrderMP 31 Process 2: statements per edit', () => {
  // The request's statements: the session with the caller's links (of which the order scope is
  // made), the idempotency claim, BEGIN, the order locked and read with only the rows named, one
  // write of the rows, the order and its version, COMMIT, and the answer stored under the key with
  // the audit rows. The whole order was read as JSON, the scope and the audit rows in statements of
  // their own and two more writes made before: eleven for one edit.
  const STATEMENTS = 7;

  it('writes one edit in 7 statements, and ten edits of one order in the same 7', async () => {
    const d = await nextExecuted();
    const one = await counted(() =>
      update(groupEdit(d, 0, 'VAPV', 'sola'), { 'Idempotency-Key': `count-1-${d.orderCode}` }),
    );
    expect(one.result.status, JSON.stringify(one.result.body)).toBe(200);
    expect(one.statements).toBe(STATEMENTS);

    const edits = Array.from({ length: 10 }, (_, i) =>
      groupEdit(
        { ...d, version: d.version + 1 + i },
        i % 2,
        'VAPV',
        `edición ${i}`,
        i === 0
          ? { status: 'VAPV', comment: 'sola' }
          : i === 1
            ? EMPTY_BASE
            : { status: 'VAPV', comment: `edición ${i - 2}` },
      ),
    );
    const ten = await counted(() =>
      update(withEdits(edits[0]!, edits.slice(1)), {
        'Idempotency-Key': `count-10-${d.orderCode}`,
      }),
    );
    expect(ten.result.status, JSON.stringify(ten.result.body)).toBe(200);
    expect(ten.statements).toBe(STATEMENTS);
    expect((await details(t, token, d.orderCode)).version).toBe(d.version + 11);
    expect(await auditCount(t, d.orderCode)).toBe(11);
  });
});
