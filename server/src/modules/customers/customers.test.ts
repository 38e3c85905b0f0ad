/**
 * The customer areas' calls (spec 3 §7.6) against the embedded ERP's demo data: what
 * each answers, the client id padded to 10, the balance's date rules, withholdings only where the
 * master has them, the order by reference (remaining quantity, exactly once, refusals), and who
 * sees what: the parent its children, a child only itself, another client nothing, administrators
 * and Visualizar every client, Visualizar no orders.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountStatementResponse,
  CustomerBalanceResponse,
  OpenSalesContractResponse,
  SalesOrderResponse,
} from '../../../../src/protocol/customers';
import { Module } from '../../../../src/domain/navigation';
import { RoleName, roleByName } from '../../../../src/domain/roles';
import { hashPassword } from '../../auth/password';
import {
  auditEvents,
  clients,
  customerBalanceDocuments,
  customerContractLines,
  customerSalesOrders,
  userCompany,
  userModule,
  users,
} from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const PARENT = '0000300001';
const NORTE = '0000300002';
const SUR = '0000300003';
const OTHER = '0000300099';

beforeAll(async () => {
  t = await createTestApp();
  // Another principal client with its own account: it must see nothing of 0000300001's.
  const db = t.handle.db;
  await db.insert(clients).values({ code: OTHER, childCode: null, companyCode: 'MX10', type: 1 });
  const [other] = await db
    .insert(users)
    .values({
      userName: 'cliente.otro',
      name: 'Otro Cliente',
      email: 'otro@example.mx',
      roleId: roleByName(RoleName.ClientePrincipal)!.id,
      companyCode: 'MX10',
      clientParentId: OTHER,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      createdByAdmin: true,
      modifiedBy: 'test',
    })
    .returning({ id: users.id });
  await db.insert(userCompany).values({ userId: other!.id, companyCode: 'MX10' });
  await db
    .insert(userModule)
    .values({ userId: other!.id, moduleCode: Module.CustomerArea, active: true });
  // Visualizar reads any client's area once granted the customer-area module (its defaults do not
  // hold it); the module's own refusal is module-grants.test.ts's.
  await t.grantModules('visor', [Module.CustomerArea]);
  for (const u of ['cliente', 'cliente.norte', 'cliente.sur', 'cliente.otro', 'admin', 'visor'])
    tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

const call = (user: string, name: string, body: Record<string, unknown>, actionId = 21) =>
  t.call(name, { ActionId: actionId, Language: 'es', ...body }, tokens[user]);

const contracts = async (user: string, kunnr: string) => {
  const res = await call(user, 'OpenSalesContract', { BUKRS: 'MX10', KUNNR: kunnr });
  return res;
};

describe('api/OpenSalesContract', () => {
  it('answers the open contracts with their lines and remaining quantities, padded ids', async () => {
    const res = await contracts('cliente', '300001');
    expect(res.status).toBe(200);
    const body = res.body as OpenSalesContractResponse;
    expect(body.List.map((c) => c.VBELN)).toEqual(['0040000101', '0040000102']);
    const first = body.List[0]!;
    expect(first.KUNNR).toBe(PARENT);
    expect(first.GUEEN).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(first.Materials.map((m) => [m.POSNR, m.MATNR])).toEqual([
      ['000010', 'TOR-MON-30'],
      ['000020', 'ANT-SEC-65'],
      ['000030', 'CAB-COA-78'],
    ]);
    expect(first.Materials[1]).toMatchObject({
      KWMENG_INITIAL: '60.000',
      KWMENG_REMAINING: '60.000',
    });
  });

  it('leaves out the expired contract and answers an empty list where there is none', async () => {
    const sur = await contracts('cliente', SUR);
    expect((sur.body as OpenSalesContractResponse).List).toEqual([]);
  });

  it.each([
    ['cliente', PARENT, 200],
    ['cliente', NORTE, 200],
    ['cliente', SUR, 200],
    ['cliente.norte', NORTE, 200],
    ['cliente.norte', PARENT, 403],
    ['cliente.norte', SUR, 403],
    ['cliente.sur', NORTE, 403],
    ['cliente.otro', PARENT, 403],
    ['cliente.otro', NORTE, 403],
    ['cliente.otro', OTHER, 200],
    ['admin', NORTE, 200],
    ['visor', PARENT, 200],
  ])('%s reading %s answers %d', async (user, kunnr, status) => {
    const res = await contracts(user, kunnr);
    expect(res.status).toBe(status);
    if (status === 403) expect(res.body.Message).toMatch(/no tiene acceso/i);
  });

  it('refuses a client id that is not 1 to 10 digits as malformed', async () => {
    expect((await contracts('cliente', '30000A')).status).toBe(400);
    expect((await contracts('cliente', '12345678901')).status).toBe(400);
  });
});

describe('api/Material, api/ShipTo', () => {
  it('lists the materials of KUNNRD with TCONSULTA 2, both ids the caller’s', async () => {
    const res = await call('cliente', 'Material', {
      BUKRS: 'MX10',
      KUNNR: PARENT,
      KUNNRD: SUR,
      TCONSULTA: '2',
    });
    expect(res.status).toBe(200);
    expect((res.body.List as { MATNR: string }[]).map((m) => m.MATNR)).toEqual([
      'ANT-SEC-65',
      'CAB-COA-78',
      'TOR-MON-30',
    ]);
    const bad = await call('cliente', 'Material', {
      BUKRS: 'MX10',
      KUNNR: PARENT,
      KUNNRD: SUR,
      TCONSULTA: '1',
    });
    expect(bad.status).toBe(400);
    const child = await call('cliente.norte', 'Material', {
      BUKRS: 'MX10',
      KUNNR: NORTE,
      KUNNRD: PARENT,
      TCONSULTA: '2',
    });
    expect(child.status).toBe(403);
  });

  it('derives each ticket’s status and colour from the SAP status (spec 3 §4.9)', async () => {
    const res = await call('cliente', 'ShipTo', { KUNNR: PARENT });
    const list = res.body.List as { FOLIO: string; STATUS: string; COLOR: string }[];
    expect(Object.fromEntries(list.map((x) => [x.FOLIO, [x.STATUS, x.COLOR]]))).toEqual({
      'DST-000101': ['Ejecutado', 'green'],
      'DST-000102': ['Rechazado', 'orange'],
      'DST-000103': ['Pendiente', 'blue'],
    });
    const norte = await call('cliente.norte', 'ShipTo', { KUNNR: '300002' });
    expect((norte.body.List as { FOLIO: string }[]).map((x) => x.FOLIO)).toEqual([
      'DST-000202',
      'DST-000201',
    ]);
    expect((await call('cliente.norte', 'ShipTo', { KUNNR: SUR })).status).toBe(403);
    expect((await call('cliente.otro', 'ShipTo', { KUNNR: PARENT })).status).toBe(403);
  });
});

describe('api/CustomerBalance', () => {
  // The day the seed dated the documents from (Mexico City's day when the test database was
  // made): the credit memo NC-0042 fell due 12 days before it. Read from the data rather than
  // today's date, so a run that crosses midnight in Mexico City still finds 12 days.
  let today = '';
  beforeAll(async () => {
    const [memo] = await t.handle.db
      .select({ due: customerBalanceDocuments.dueDate })
      .from(customerBalanceDocuments)
      .where(eq(customerBalanceDocuments.xblnr, 'NC-0042'));
    const due = new Date(`${memo!.due}T00:00:00Z`);
    today = new Date(due.getTime() + 12 * 86_400_000).toISOString().slice(0, 10);
  });
  const balance = (user: string, over: Record<string, unknown>) =>
    call(user, 'CustomerBalance', {
      ITEM_TYPE: 'O',
      BUKRS: 'MX10',
      KUNNR: '300001',
      LANGU: 'S',
      DATE_TO: today,
      ...over,
    });

  it('answers the open documents at DATE_TO with credit limit, delay days and texts by LANGU', async () => {
    const res = await balance('cliente', {});
    expect(res.status).toBe(200);
    const body = res.body as CustomerBalanceResponse;
    expect(body.List.map((d) => d.XBLNR)).toEqual(['F-1002', 'NC-0042', 'F-1003']);
    expect(body.List.every((d) => d.KUNNR === PARENT && d.CREDIT_LIMIT === '2500000.00')).toBe(
      true,
    );
    expect(body.List[0]!.BLART_TEXT).toBe('Factura');
    // Invoice F-1002: billed 20 days ago, due in 30 → not late; the credit memo is 12 days late.
    expect(body.List.find((d) => d.XBLNR === 'NC-0042')!.DELAY_DAYS).toBe(12);
    expect(body.Credit).toMatchObject({ LIMIT: '2500000.00', WAERS: 'MXN' });
    expect(Number(body.Credit!.USED) + Number(body.Credit!.AVAILABLE)).toBeCloseTo(2_500_000, 2);
    const english = await balance('cliente', { LANGU: 'E' });
    expect((english.body as CustomerBalanceResponse).List[1]!.BLART_TEXT).toBe('Credit memo');
  });

  it('shows only the withholdings the withholding master has (spec 3 §5.7)', async () => {
    const open = (await balance('cliente', {})).body as CustomerBalanceResponse;
    // F-1002 carries a ZX withholding the master does not have: none is shown.
    expect(open.List.find((d) => d.XBLNR === 'F-1002')!.Withholdings).toEqual([]);
    const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    const cleared = (await balance('cliente', { ITEM_TYPE: 'C', DATE_FROM: from }))
      .body as CustomerBalanceResponse;
    expect(cleared.List.map((d) => d.XBLNR)).toEqual(['F-1001']);
    expect(cleared.List[0]!.AUGBL).not.toBe('');
    expect(cleared.List[0]!.Withholdings).toEqual([
      { WITHT: 'R1', TEXT40: 'Retención ISR 10% honorarios', AMOUNT: '3000.00' },
    ]);
  });

  it('needs DATE_FROM for cleared items, before DATE_TO, and refuses other clients', async () => {
    const noFrom = await balance('cliente', { ITEM_TYPE: 'C' });
    expect(noFrom.status).toBe(200);
    expect(noFrom.body.Result).toBe(false);
    expect(noFrom.body.Message).toMatch(/fecha inicial/);
    const reversed = await balance('cliente', {
      ITEM_TYPE: 'C',
      DATE_FROM: today,
      DATE_TO: '2020-01-01',
    });
    expect(reversed.body.Result).toBe(false);
    expect((await balance('cliente', { DATE_TO: '31-12-2026' })).status).toBe(400);
    expect((await balance('cliente', { LANGU: 'X' })).status).toBe(400);
    expect((await balance('cliente.norte', {})).status).toBe(403);
    expect((await balance('cliente.otro', {})).status).toBe(403);
    expect((await balance('visor', {})).status).toBe(200);
    const norte = (await balance('cliente.norte', { KUNNR: NORTE }))
      .body as CustomerBalanceResponse;
    expect(norte.List.every((d) => d.KUNNR === NORTE)).toBe(true);
  });
});

describe('api/AccountStatement', () => {
  it('answers the invoices with their detail lines and totals, filtered by order or invoice', async () => {
    const res = await call('cliente', 'AccountStatement', { BUKRS: 'MX10', KUNAG: PARENT });
    const body = res.body as AccountStatementResponse;
    expect(body.List.map((i) => i.VBELN)).toEqual(['0090001001', '0090001002', '0090001003']);
    const first = body.List[0]!;
    expect(first.Lines).toHaveLength(2);
    expect(first.Lines[0]).toMatchObject({ MATNR: 'TOR-MON-30', FKIMG: '2.000' });
    expect(Number(first.TOTAL)).toBeCloseTo(Number(first.NETWR) + Number(first.MWSBP), 2);
    expect(first.Withholdings.map((w) => w.WITHT)).toEqual(['R1']);
    const byOrder = await call('cliente', 'AccountStatement', {
      BUKRS: 'MX10',
      KUNAG: PARENT,
      VBELN_VA: '1100000903',
    });
    expect((byOrder.body as AccountStatementResponse).List.map((i) => i.VBELN)).toEqual([
      '0090001003',
    ]);
    const byInvoice = await call('cliente', 'AccountStatement', {
      BUKRS: 'MX10',
      KUNAG: PARENT,
      VBELN: '0090009999',
    });
    expect((byInvoice.body as AccountStatementResponse).List).toEqual([]);
    expect(
      (await call('cliente.sur', 'AccountStatement', { BUKRS: 'MX10', KUNAG: PARENT })).status,
    ).toBe(403);
    expect(
      (await call('cliente.sur', 'AccountStatement', { BUKRS: 'MX10', KUNAG: SUR })).status,
    ).toBe(200);
  });
});

describe('api/SalesOrder 11 (order by reference)', () => {
  const remaining = async (vbeln: string, posnr: string) =>
    (
      await t.handle.db
        .select({ q: customerContractLines.remainingQuantity })
        .from(customerContractLines)
        .where(and(eq(customerContractLines.vbeln, vbeln), eq(customerContractLines.posnr, posnr)))
    )[0]!.q;
  const order = (user: string, over: Record<string, unknown>, key?: string) =>
    t.call(
      'SalesOrder',
      {
        ActionId: 11,
        Language: 'es',
        BUKRS: 'MX10',
        KUNNR: PARENT,
        VBELN_REF: '0040000101',
        POSNR: '000010',
        KWMENG: 1,
        BSTKD: 'OC-PRUEBA',
        ClientId: `order-${Math.random().toString(36).slice(2)}`,
        ...over,
      },
      tokens[user],
      key ? { 'Idempotency-Key': key } : undefined,
    );

  it('creates the order and lowers the line’s remaining quantity in the same write', async () => {
    const before = Number(await remaining('0040000101', '000030'));
    const res = await order('cliente', { POSNR: '000030', KWMENG: 250.5 });
    expect(res.status).toBe(200);
    const body = res.body as SalesOrderResponse;
    expect(body.Result).toBe(true);
    expect(body.Message).toContain(body.Order!.VBELN);
    expect(body.Order).toMatchObject({
      VBELN_REF: '0040000101',
      POSNR: '000030',
      KWMENG: '250.500',
    });
    expect(Number(body.Order!.KWMENG_REMAINING)).toBeCloseTo(before - 250.5, 3);
    expect(Number(await remaining('0040000101', '000030'))).toBeCloseTo(before - 250.5, 3);
    const [event] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.resource, 'SalesOrder'), eq(auditEvents.referenceId, body.Order!.VBELN)),
      );
    expect(event?.target).toBe(PARENT);
  });

  it('is exactly-once: a replay under the same Idempotency-Key and ClientId orders once', async () => {
    const before = Number(await remaining('0040000101', '000010'));
    const body = { KWMENG: 1, ClientId: 'replay-key-000001' };
    const first = await order('cliente', body, 'replay-key-000001');
    const again = await order('cliente', body, 'replay-key-000001');
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    // Without the header (the dispatcher's answer lost), the ClientId still answers the first.
    const resent = await order('cliente', body);
    expect((resent.body as SalesOrderResponse).Order!.VBELN).toBe(
      (first.body as SalesOrderResponse).Order!.VBELN,
    );
    expect(Number(await remaining('0040000101', '000010'))).toBeCloseTo(before - 1, 3);
    const rows = await t.handle.db
      .select()
      .from(customerSalesOrders)
      .where(eq(customerSalesOrders.clientKey, 'replay-key-000001'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a quantity above the remaining one, and changes nothing', async () => {
    const res = await order('cliente', { VBELN_REF: '0040000102', POSNR: '000020', KWMENG: 1 });
    expect(res.status).toBe(200);
    expect(res.body.Result).toBe(false);
    expect(res.body.Message).toMatch(/excede la cantidad pendiente/);
    expect(await remaining('0040000102', '000020')).toBe('0.000');
    const tooMany = await order('cliente', { POSNR: '000020', KWMENG: 60.001 });
    expect(tooMany.body.Result).toBe(false);
    expect(await remaining('0040000101', '000020')).toBe('60.000');
  });

  it('refuses too many decimals, a missing line, an expired contract and others’ contracts', async () => {
    expect((await order('cliente', { KWMENG: 1.2345 })).body.Result).toBe(false);
    expect((await order('cliente', { KWMENG: 0 })).status).toBe(400);
    expect((await order('cliente', { POSNR: '000099' })).body.Message).toMatch(/no existe/);
    expect((await order('cliente', { VBELN_REF: '0040000090' })).body.Result).toBe(false);
    // The contract is the parent's: naming Norte as its client does not reach it.
    expect((await order('cliente', { KUNNR: NORTE })).body.Result).toBe(false);
    expect(
      (await order('cliente.norte', { KUNNR: NORTE, VBELN_REF: '0040000101' })).body.Result,
    ).toBe(false);
    expect((await order('cliente.norte', {})).status).toBe(403);
    expect((await order('cliente.otro', {})).status).toBe(403);
  });

  it('lets a parent order from its child’s contract and the child from its own', async () => {
    const parent = await order('cliente', { KUNNR: NORTE, VBELN_REF: '0040000201', KWMENG: 2 });
    expect(parent.body.Result).toBe(true);
    const child = await order('cliente.norte', {
      KUNNR: NORTE,
      VBELN_REF: '0040000201',
      KWMENG: 1,
    });
    expect(child.body.Result).toBe(true);
    expect(Number((child.body as SalesOrderResponse).Order!.KWMENG_REMAINING)).toBeLessThanOrEqual(
      15,
    );
  });

  it('lets an administrator order for any client and refuses Visualizar', async () => {
    expect((await order('admin', { KWMENG: 1 })).body.Result).toBe(true);
    expect((await order('visor', { KWMENG: 1 })).status).toBe(403);
  });

  it('never orders more than remains when two orders race for the last units', async () => {
    const left = Number(await remaining('0040000201', '000020'));
    const [a, b] = await Promise.all([
      order('cliente', { KUNNR: NORTE, VBELN_REF: '0040000201', POSNR: '000020', KWMENG: left }),
      order('cliente.norte', {
        KUNNR: NORTE,
        VBELN_REF: '0040000201',
        POSNR: '000020',
        KWMENG: left,
      }),
    ]);
    expect([a.body.Result, b.body.Result].sort()).toEqual([false, true]);
    expect(await remaining('0040000201', '000020')).toBe('0.000');
  });
});

describe('the session’s order-by-reference entry', () => {
  it('is granted where the client (or a child of a principal) has an open agreement', async () => {
    const paths = async (user: string) => {
      const res = await t.call('session', { ActionId: 21, Language: 'es' }, tokens[user]);
      return JSON.stringify(res.body);
    };
    expect(await paths('cliente')).toContain('cliente_pedido_referencia');
    expect(await paths('cliente.norte')).toContain('cliente_pedido_referencia');
    expect(await paths('cliente.sur')).not.toContain('cliente_pedido_referencia');
  });
});
