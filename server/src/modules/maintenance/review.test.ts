import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails, OrderRow } from '../../../../src/protocol/maintenance';
import { rowKey } from '../../../../src/protocol/maintenance-review';
import {
  EMPTY_BASE,
  auditCount,
  details,
  orderWithTlGroup,
  ordersOf,
  reviewBody,
  wholeOrderPr,
} from '../../testing/maintenance-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { Module } from '../../../../src/domain/menu-tree';

let t: TestApp;
const tokens: Record<string, string> = {};
/** Status 03 orders of lessor 0000100001, each test taking its own. */
let executed: string[] = [];
const LESSOR = '0000100001';

beforeAll(async () => {
  t = await createTestApp();
  // proveedor stands for another party with maintenance orders of its own: granted the review
  // module, as an administrator would, so the refusals tested are the order scope's.
  await t.grantModules('proveedor', [Module.MaintenanceLessorReview]);
  for (const u of ['mantto.fijo', 'mantenimiento', 'visor', 'proveedor']) {
    tokens[u] = await t.tokenFor(u);
  }
  executed = (await ordersOf(t, LESSOR, '03')).map((o) => o.aufnr);
});
afterAll(() => t.close());

const update = (user: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call('ResultsOrderMP', body, tokens[user], headers);

const nextExecuted = async (): Promise<OrderDetails> => {
  const aufnr = executed.shift();
  if (!aufnr) throw new Error('out of seeded 03 orders');
  return details(t, tokens['mantto.fijo']!, aufnr);
};

const approveFirst = (d: OrderDetails, extra: Record<string, unknown> = {}) =>
  reviewBody(
    d,
    { groups: [{ uuidObj: d.groups[0]!.uuidObj, groupStatusPr: 'VAPV', ...extra }] },
    { [rowKey.group(d.groups[0]!.uuidObj)]: EMPTY_BASE },
  );

async function listRow(user: string, aufnr: string): Promise<OrderRow> {
  const res = await t.call('reportOrders', { ActionId: 20 }, tokens[user]);
  const row = (res.body.List as OrderRow[]).find((r) => r.AUFNR === aufnr);
  if (!row) throw new Error(`order ${aufnr} not listed`);
  return row;
}

describe('api/ResultsOrderMP 31 Process 2: applying a review', () => {
  it('writes the lessor side of a group, bumps the version once and audits it', async () => {
    const d = await nextExecuted();
    const res = await update('mantto.fijo', approveFirst(d, { groupCommentsPr: 'Correcto' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.Data as OrderDetails;
    expect(data.groups[0]).toMatchObject({ groupStatusPr: 'VAPV', groupCommentsPr: 'Correcto' });
    expect(data.version).toBe(d.version + 1);
    expect(data.orderStatus).toBe('VAPR');
    expect(await auditCount(t, d.orderCode)).toBe(1);
  });

  it('sets VAPV and list status 05 when RefreshOrderStatus comes with a fully approved order', async () => {
    const d = await nextExecuted();
    const res = await update('mantto.fijo', wholeOrderPr(d, 'VAPV'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.Data as OrderDetails).orderStatus).toBe('VAPV');
    expect(await listRow('mantto.fijo', d.orderCode)).toMatchObject({
      STATUS: '05',
      ORDER_STATUS: 'VAPV',
    });
  });

  it('sets REPV and list status 04 when the decided order has a rejection', async () => {
    const d = await nextExecuted();
    const body = wholeOrderPr(d, 'VAPV');
    const groups = (body.Data as { groups: Record<string, unknown>[] }).groups;
    groups[0] = { ...groups[0], groupStatusPr: 'REPV', groupCommentsPr: 'Falta foto' };
    const res = await update('mantto.fijo', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.Data as OrderDetails).orderStatus).toBe('REPV');
    expect(await listRow('mantto.fijo', d.orderCode)).toMatchObject({ STATUS: '04' });
  });

  it('leaves the order status alone without RefreshOrderStatus or with a partial review', async () => {
    const d = await nextExecuted();
    const partial = approveFirst(d);
    const res = await update('mantto.fijo', { ...partial, RefreshOrderStatus: true });
    expect(res.status).toBe(200);
    expect((res.body.Data as OrderDetails).orderStatus).toBe('VAPR');
    expect((await listRow('mantto.fijo', d.orderCode)).STATUS).toBe('03');
  });

  it('lets the operator validate a 05 order: VATL and list status 07', async () => {
    const orders = await ordersOf(t, '0000200001', '05');
    let done = false;
    for (const o of orders) {
      const d = await details(t, tokens['mantenimiento']!, o.aufnr);
      if (d.groups.some((g) => g.groupStatusTl !== '') || d.inventory?.groupStatusTl) continue;
      const base = Object.fromEntries(d.groups.map((g) => [rowKey.group(g.uuidObj), EMPTY_BASE]));
      const groups = d.groups.map((g) => ({ uuidObj: g.uuidObj, groupStatusTl: 'VATL' }));
      const inventory = d.inventory && {
        groupStatusTl: 'VATL',
        antennas: d.inventory.antennas.map((a) => ({
          antenna: a.antenna,
          antennaStatusTl: 'VATL',
        })),
      };
      if (d.inventory) {
        base[rowKey.inventory()] = EMPTY_BASE;
        for (const a of d.inventory.antennas) base[rowKey.antenna(a.antenna)] = EMPTY_BASE;
      }
      const res = await update('mantenimiento', reviewBody(d, { groups, inventory }, base, true));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body.Data as OrderDetails).orderStatus).toBe('VATL');
      expect((await listRow('mantenimiento', d.orderCode)).STATUS).toBe('07');
      done = true;
      break;
    }
    expect(done).toBe(true);
  });
});

describe('api/ResultsOrderMP 31 Process 2: refusals', () => {
  it('refuses a field of the other side: a lessor sending Tl, an operator sending Pr', async () => {
    const d = await nextExecuted();
    const lessor = await update('mantto.fijo', approveFirst(d, { groupStatusTl: 'VATL' }));
    expect(lessor.status).toBe(403);
    expect(lessor.body.Message).toBe(
      'El campo groups[0].groupStatusTl no corresponde a su lado de la revisión',
    );
    const operator = await update('mantenimiento', approveFirst(d));
    expect(operator.status).toBe(403);
    expect(operator.body.Message).toContain('groups[0].groupStatusPr');
    expect((await details(t, tokens['mantto.fijo']!, d.orderCode)).version).toBe(d.version);
  });

  it('refuses Visualizar (403) and another lessor’s order (404)', async () => {
    const d = await nextExecuted();
    expect((await update('visor', approveFirst(d))).status).toBe(403);
    const foreign = await update('proveedor', approveFirst(d));
    expect(foreign.status).toBe(404);
    expect(foreign.body.Message).toBe(
      'La orden de mantenimiento no existe o no está disponible para su usuario',
    );
  });

  it('refuses a review the order status does not allow (a lessor on a 05 order)', async () => {
    const [o] = await ordersOf(t, LESSOR, '05');
    const d = await details(t, tokens['mantto.fijo']!, o!.aufnr);
    const res = await update('mantto.fijo', approveFirst(d));
    expect(res.status).toBe(409);
    expect(res.body.Message).toBe('La orden no admite revisión en su estatus actual');
  });

  it('refuses a locked group (operator VATL on a VAPV order) with 409 listing it', async () => {
    const { order, group } = await orderWithTlGroup(t, '0000200001', '05', 'VATL');
    const key = rowKey.group(group.uuidObj);
    const d = await details(t, tokens['mantenimiento']!, order.aufnr);
    const body = reviewBody(
      d,
      { groups: [{ uuidObj: group.uuidObj, groupStatusTl: 'RETL', groupCommentsTl: 'No' }] },
      { [key]: { status: 'VATL', comment: '' } },
    );
    const res = await update('mantenimiento', body);
    expect(res.status).toBe(409);
    expect(res.body.Conflicts).toEqual([key]);
    expect((res.body.Data as OrderDetails).version).toBe(d.version);
    const after = await details(t, tokens['mantenimiento']!, order.aufnr);
    expect(after.groups.find((g) => g.uuidObj === group.uuidObj)?.groupStatusTl).toBe('VATL');
  });

  it('answers a stale Base with 409, the current order and the conflicting rows, applying nothing', async () => {
    const d = await nextExecuted();
    const [g0, g1] = d.groups;
    await update('mantto.fijo', approveFirst(d));
    const body = reviewBody(
      d,
      {
        groups: [
          { uuidObj: g0!.uuidObj, groupStatusPr: 'REPV', groupCommentsPr: 'Mal' },
          { uuidObj: g1!.uuidObj, groupStatusPr: 'VAPV' },
        ],
      },
      { [rowKey.group(g0!.uuidObj)]: EMPTY_BASE, [rowKey.group(g1!.uuidObj)]: EMPTY_BASE },
    );
    const res = await update('mantto.fijo', body);
    expect(res.status).toBe(409);
    expect(res.body.Conflicts).toEqual([rowKey.group(g0!.uuidObj)]);
    const current = res.body.Data as OrderDetails;
    expect(current.version).toBe(d.version + 1);
    expect(current.groups[0]!.groupStatusPr).toBe('VAPV');
    expect(current.groups[1]!.groupStatusPr).toBe('');
  });

  it('refuses a rejection without comments and a comment of 121 characters (400)', async () => {
    const d = await nextExecuted();
    const bare = await update('mantto.fijo', approveFirst(d, { groupStatusPr: 'REPV' }));
    expect(bare.status).toBe(400);
    expect(bare.body.Message).toBe('Rechazado sin comentarios');
    const spaces = await update(
      'mantto.fijo',
      approveFirst(d, { groupStatusPr: 'REPV', groupCommentsPr: '   ' }),
    );
    expect(spaces.body.Message).toBe('Rechazado sin comentarios');
    const long = await update(
      'mantto.fijo',
      approveFirst(d, { groupStatusPr: 'REPV', groupCommentsPr: 'x'.repeat(121) }),
    );
    expect(long.status).toBe(400);
    expect(long.body.Message).toBe('Max 120 characters');
    const ok = await update(
      'mantto.fijo',
      approveFirst(d, { groupStatusPr: 'REPV', groupCommentsPr: 'x'.repeat(120) }),
    );
    expect(ok.status).toBe(200);
    expect(await auditCount(t, d.orderCode)).toBe(1);
  });

  it('refuses an unknown group, an unknown antenna and a changed row without Base (400)', async () => {
    const d = await nextExecuted();
    const ghost = reviewBody(d, { groups: [{ uuidObj: 'nope', groupStatusPr: 'VAPV' }] }, {});
    const res = await update('mantto.fijo', ghost);
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('La orden no tiene el renglón group:nope');
    const antenna = reviewBody(
      d,
      { inventory: { antennas: [{ antenna: 999, antennaStatusPr: 'VAPV' }] } },
      {},
    );
    expect((await update('mantto.fijo', antenna)).body.Message).toContain('antenna:999');
    const noBase = { ...approveFirst(d), Base: {} };
    expect((await update('mantto.fijo', noBase)).status).toBe(400);
  });
});

describe('api/ResultsOrderMP 31 Process 2: idempotency', () => {
  it('replays the first answer for the same key and applies once', async () => {
    const d = await nextExecuted();
    const body = approveFirst(d);
    const headers = { 'Idempotency-Key': `review-${d.orderCode}` };
    const first = await update('mantto.fijo', body, headers);
    const again = await update('mantto.fijo', body, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect((await details(t, tokens['mantto.fijo']!, d.orderCode)).version).toBe(d.version + 1);
    expect(await auditCount(t, d.orderCode)).toBe(1);
  });

  it('answers 409 for the same key with a different body', async () => {
    const d = await nextExecuted();
    const headers = { 'Idempotency-Key': `review-other-${d.orderCode}` };
    expect((await update('mantto.fijo', approveFirst(d), headers)).status).toBe(200);
    const other = approveFirst(d, { groupCommentsPr: 'otro' });
    const res = await update('mantto.fijo', other, headers);
    expect(res.status).toBe(409);
    expect(res.body.Message).toBe('La clave de idempotencia ya se usó con otra solicitud');
    expect(await auditCount(t, d.orderCode)).toBe(1);
  });
});
