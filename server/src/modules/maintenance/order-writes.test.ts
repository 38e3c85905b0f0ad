import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarMonths, compareDates, toWireDate } from '../../../../src/domain/maintenance';
import type { OrderDetails, OrderRow } from '../../../../src/protocol/maintenance';
import { auditCount, ordersOf } from '../../testing/maintenance-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { mexicoCityToday } from './write-routes';
import { Module } from '../../../../src/domain/menu-tree';

let t: TestApp;
const tokens: Record<string, string> = {};
const LESSOR = '0000100001';
const SUPPLIER = '0000200001';
const today = mexicoCityToday(new Date());
const PAST_DATE =
  'Fecha anterior, a la fecha de asignación cuadrilla, seleccione icono reasignación de fecha e ingrese la fecha y hora en la que se ejecutará el servicio';

beforeAll(async () => {
  t = await createTestApp();
  // proveedor stands for another party with maintenance orders of its own: granted the review
  // module, as an administrator would, so the refusals tested are the order scope's.
  await t.grantModules('proveedor', [Module.MaintenanceLessorReview]);
  for (const u of ['mantto.fijo', 'mantenimiento', 'proveedor']) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

async function listRow(user: string, aufnr: string): Promise<OrderRow> {
  const res = await t.call('reportOrders', { ActionId: 20 }, tokens[user]);
  const row = (res.body.List as OrderRow[]).find((r) => r.AUFNR === aufnr);
  if (!row) throw new Error(`order ${aufnr} not listed`);
  return row;
}

const revert = (user: string, Aufnr: string, comments: string) =>
  t.call('reverseOrderStatusMP', { ActionId: 31, Aufnr, Arbpl: '', comments }, tokens[user]);

const updateOrder = (user: string, body: Record<string, unknown>) =>
  t.call('UpdateOrderMP', { ActionId: 31, ...body }, tokens[user]);

describe('api/reverseOrderStatusMP 31', () => {
  it('reverts a 06 order with RETL and a 07 order with VATL, back to VAPR', async () => {
    const [rejected] = await ordersOf(t, SUPPLIER, '06');
    const res = await revert('mantenimiento', rejected!.aufnr, ' Revisión incorrecta ');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.Data as OrderDetails;
    expect(data.orderStatus).toBe('VAPR');
    expect(data.version).toBe(rejected!.version + 1);
    expect(new Set(data.groups.map((g) => g.groupStatusTl))).toEqual(new Set(['RETL']));
    expect(data.groups.every((g) => g.groupCommentsTl.trim() !== '')).toBe(true);
    expect(await listRow('mantenimiento', rejected!.aufnr)).toMatchObject({ STATUS: '03' });
    expect(await auditCount(t, rejected!.aufnr)).toBe(1);

    const [validated] = await ordersOf(t, SUPPLIER, '07');
    const ok = await revert('mantenimiento', validated!.aufnr, 'Reabrir');
    expect(ok.status).toBe(200);
    const after = ok.body.Data as OrderDetails;
    expect(after.orderStatus).toBe('VAPR');
    expect(new Set(after.groups.map((g) => g.groupStatusTl))).toEqual(new Set(['VATL']));
  });

  it('refuses other statuses, an empty comment and the lessor side', async () => {
    const [open] = await ordersOf(t, SUPPLIER, '05');
    const wrong = await revert('mantenimiento', open!.aufnr, 'x');
    expect(wrong.status).toBe(409);
    expect(wrong.body.Message).toBe('Solo se pueden revertir órdenes en estatus 06 o 07');
    const [, validated] = await ordersOf(t, SUPPLIER, '07');
    const empty = await revert('mantenimiento', validated!.aufnr, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.Message).toBe('Este campo es obligatorio');
    expect((await revert('mantto.fijo', validated!.aufnr, 'x')).status).toBe(403);
    expect(await auditCount(t, validated!.aufnr)).toBe(0);
  });
});

describe('api/UpdateOrderMP 31: crew assignment', () => {
  const confirmed = async (future: boolean) => {
    const rows = await ordersOf(t, LESSOR, '01');
    const found = rows.find((o) => Math.sign(compareDates(o.fsavd, today)) === (future ? 1 : -1));
    if (!found) throw new Error(`no 01 order ${future ? 'after' : 'before'} ${today}`);
    return found;
  };

  it('assigns a crew of the lessor to a Confirmado order and sets status 02', async () => {
    const order = await confirmed(true);
    const res = await updateOrder('mantto.fijo', {
      aufnr: order.aufnr,
      work_cntr: 'ARC-CEN-01',
      user_st: '02',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.Data as OrderDetails).version).toBe(order.version + 1);
    expect(await listRow('mantto.fijo', order.aufnr)).toMatchObject({
      STATUS: '02',
      WORK_CNTR: 'ARC-CEN-01',
    });
    expect(await auditCount(t, order.aufnr)).toBe(1);
  });

  it('blocks a Confirmado order scheduled before today with the spec message', async () => {
    const order = await confirmed(false);
    const res = await updateOrder('mantto.fijo', { aufnr: order.aufnr, work_cntr: 'ARC-CEN-01' });
    expect(res.status).toBe(409);
    expect(res.body.Message).toBe(PAST_DATE);
  });

  it('refuses a crew of another supplier, an unknown crew, a status without the action and the operator', async () => {
    const order = await confirmed(true);
    const foreign = await updateOrder('mantto.fijo', {
      aufnr: order.aufnr,
      work_cntr: 'CUA-NOR-01',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.Message).toBe(
      'La cuadrilla CUA-NOR-01 no existe o no pertenece al proveedor de la orden',
    );
    expect((await updateOrder('mantto.fijo', { aufnr: order.aufnr, work_cntr: 'X' })).status).toBe(
      400,
    );
    const [executed] = await ordersOf(t, LESSOR, '03');
    const res = await updateOrder('mantto.fijo', {
      aufnr: executed!.aufnr,
      work_cntr: 'ARC-CEN-01',
    });
    expect(res.status).toBe(409);
    const staff = { aufnr: order.aufnr, work_cntr: 'ARC-CEN-01' };
    expect((await updateOrder('mantenimiento', staff)).status).toBe(403);
    expect((await updateOrder('proveedor', staff)).status).toBe(404);
  });

  it('refuses a body with both a crew and a date, or neither', async () => {
    const order = await confirmed(true);
    const both = { aufnr: order.aufnr, work_cntr: 'ARC-CEN-01', start_cons: '20300101' };
    expect((await updateOrder('mantto.fijo', both)).status).toBe(400);
    expect((await updateOrder('mantto.fijo', { aufnr: order.aufnr })).status).toBe(400);
  });
});

describe('api/UpdateOrderMP 31: date reassignment', () => {
  const assigned = async () => {
    const [order] = await ordersOf(t, LESSOR, '02');
    return order!;
  };
  const dayAfter = (d: string, n: number) => {
    const date = new Date(`${d}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + n);
    return date.toISOString().slice(0, 10);
  };

  it('moves the date and time of an assigned order', async () => {
    const order = await assigned();
    const date = dayAfter(today, 1);
    const res = await updateOrder('mantto.fijo', {
      aufnr: order.aufnr,
      start_cons: toWireDate(date),
      strttimcon: '20:00:00',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await listRow('mantto.fijo', order.aufnr);
    expect(row.FSAVD).toBe(`${date.slice(8)}-${date.slice(5, 7)}-${date.slice(0, 4)}`);
    expect(row.FSAVZ).toBe('20:00:00');
    expect(row.VERSION).toBe(order.version + 1);
  });

  it('refuses a time outside 08:00-20:00 with "Hora no valida." and a missing time', async () => {
    const order = await assigned();
    const body = { aufnr: order.aufnr, start_cons: toWireDate(dayAfter(today, 2)) };
    const late = await updateOrder('mantto.fijo', { ...body, strttimcon: '20:01:00' });
    expect(late.status).toBe(400);
    expect(late.body.Message).toBe('Hora no valida.');
    const early = await updateOrder('mantto.fijo', { ...body, strttimcon: '07:59:00' });
    expect(early.body.Message).toBe('Hora no valida.');
    const none = await updateOrder('mantto.fijo', { ...body, strttimcon: '' });
    expect(none.body.Message).toBe('Required.');
  });

  it('refuses a date before today or beyond six months of the scheduled date', async () => {
    const order = await assigned();
    const body = { aufnr: order.aufnr, strttimcon: '10:00:00' };
    const past = await updateOrder('mantto.fijo', {
      ...body,
      start_cons: toWireDate(dayAfter(today, -1)),
    });
    expect(past.status).toBe(400);
    expect(past.body.Message).toMatch(/^La fecha debe estar entre \d{2}-\d{2}-\d{4} y /);
    const far = addCalendarMonths(dayAfter(today, 1), 7);
    const beyond = await updateOrder('mantto.fijo', { ...body, start_cons: toWireDate(far) });
    expect(beyond.status).toBe(400);
  });

  it('refuses a reassignment the status does not offer (03)', async () => {
    const [executed] = await ordersOf(t, LESSOR, '03');
    const res = await updateOrder('mantto.fijo', {
      aufnr: executed!.aufnr,
      start_cons: toWireDate(dayAfter(today, 1)),
      strttimcon: '10:00:00',
    });
    expect(res.status).toBe(409);
    expect(res.body.Message).toBe('La orden no admite esta acción en su estatus actual');
  });
});
