/**
 * The reads of supplier invoicing through the API: receipts (twins, filters, withholdings),
 * a lessor's receipts, pending orders, the receipt id check, the catalogues and the supplier mode
 * of the account statement, each for its own callers only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ReceiptSupplierResponse,
  receiptLines,
  type PendingOrderRow,
} from '../../../../src/protocol/supplier-invoicing';
import { erpInvoices } from '../../db/schema';
import { createTestApp, PARTNER_MODULES, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['proveedor', 'arrendador', 'visor', 'admin', 'mantenimiento'];
const TODAY = new Date().toISOString().slice(0, 10).replaceAll('-', '');

beforeAll(async () => {
  t = await createTestApp();
  await t.grantModules('admin', PARTNER_MODULES);
  for (const u of USERS) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

const call = (user: string, name: string, body: Record<string, unknown>, actionId = 21) =>
  t.call(name, { ActionId: actionId, ...body }, tokens[user]);
/** A receipts answer's lines, the answer checked against its schema first. */
const linesOf = (body: unknown) => receiptLines(v.parse(ReceiptSupplierResponse, body));
const receipts = async (user: string, body: Record<string, unknown> = {}) => {
  const res = await call(user, 'ReceiptSupplier', { BUKRS: 'MX10', LIFNR: '200001', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const answer = v.parse(ReceiptSupplierResponse, res.body);
  return { List: receiptLines(answer), WITHHOLDINGS: answer.WITHHOLDINGS };
};

describe('ReceiptSupplier', () => {
  it('answers the supplier its own pending lines, twins marked and not selectable', async () => {
    const { List, WITHHOLDINGS } = await receipts('proveedor');
    expect(List.length).toBeGreaterThan(10);
    expect(new Set(List.map((l) => l.LIFNR))).toEqual(new Set(['0000200001']));
    expect(new Set(List.map((l) => l.WAERS))).toEqual(new Set(['MXN', 'USD']));
    const twins = List.filter((l) => l.isTwin);
    expect(twins.length).toBeGreaterThanOrEqual(2);
    for (const twin of twins) {
      expect(twin.isSelectable).toBe(false);
      const first = List.find(
        (l) =>
          !l.isTwin &&
          l.EBELN === twin.EBELN &&
          l.EBELP === twin.EBELP &&
          l.MBLNR === twin.MBLNR &&
          l.MJAHR === twin.MJAHR &&
          l.ZEILE === twin.ZEILE,
      );
      expect(first?.KSCHL).toBe('PBXX');
    }
    expect(List.filter((l) => !l.isTwin).every((l) => l.isSelectable)).toBe(true);
    expect(WITHHOLDINGS.map((w) => w.WITHT)).toEqual(['R1', 'R2', 'R4', 'R6']);
    const held = List.find((l) => l.WITHHOLDINGS.length > 0)!;
    expect(held.RETENCIONES).not.toBe('0.00');
  });

  it('filters by order (padded to 12), order type, currency and dates', async () => {
    const byOrder = await receipts('proveedor', { EBELN: '004500001001' });
    expect(new Set(byOrder.List.map((l) => l.EBELN))).toEqual(new Set(['4500001001']));
    const services = await receipts('proveedor', { TIPO_PEDIDO: '02' });
    expect(services.List.length).toBeGreaterThan(0);
    expect(new Set(services.List.map((l) => l.TIPO_PEDIDO))).toEqual(new Set(['02']));
    const materials = await receipts('proveedor', { PURCHASEORDERTYPE: '01' });
    expect(new Set(materials.List.map((l) => l.TIPO_PEDIDO))).toEqual(new Set(['01']));
    const usd = await receipts('proveedor', { WAERS: 'usd' });
    expect(usd.List.length).toBeGreaterThan(0);
    expect(new Set(usd.List.map((l) => l.WAERS))).toEqual(new Set(['USD']));
    const none = await receipts('proveedor', { AEDAT_I: '20000101', AEDAT_E: '20000131' });
    expect(none.List).toEqual([]);
  });

  it('leaves the withholdings out when RETENCIONES is false', async () => {
    const { List, WITHHOLDINGS } = await receipts('proveedor', { RETENCIONES: false });
    expect(List.every((l) => l.WITHHOLDINGS.length === 0 && l.RETENCIONES === '0.00')).toBe(true);
    expect(WITHHOLDINGS).toEqual([]);
  });

  it('refuses another supplier or company (403), and lessors by role', async () => {
    const other = await call('proveedor', 'ReceiptSupplier', {
      BUKRS: 'MX10',
      LIFNR: '0000200002',
    });
    expect(other.status).toBe(403);
    expect(other.body.Message).toBe('Proveedor 0000200002 no asignado');
    const company = await call('proveedor', 'ReceiptSupplier', {
      BUKRS: 'MX20',
      LIFNR: '0000200001',
    });
    expect(company.status).toBe(403);
    expect(company.body.Message).toBe('Sociedad MX20 no asignada');
    for (const user of ['arrendador', 'mantenimiento']) {
      const res = await call(user, 'ReceiptSupplier', { BUKRS: 'MX10', LIFNR: '0000200001' });
      expect(res.status, user).toBe(403);
    }
  });

  it('lets Visualizar and administrators read any supplier', async () => {
    for (const user of ['visor', 'admin']) {
      const res = await call(user, 'ReceiptSupplier', { BUKRS: 'MX20', LIFNR: '0000200004' });
      expect(res.status).toBe(200);
      expect(linesOf(res.body).length).toBeGreaterThan(0);
    }
  });

  it('rejects a malformed order number (400)', async () => {
    const res = await call('proveedor', 'ReceiptSupplier', {
      BUKRS: 'MX10',
      LIFNR: '0000200001',
      EBELN: '45X',
    });
    expect(res.status).toBe(400);
  });
});

describe('ReceiptLessor', () => {
  it('answers the lessor its own receipts, named by year, document and line', async () => {
    const res = await call('arrendador', 'ReceiptLessor', { BUKRS: 'MX10', LIFNR: '0000100001' });
    expect(res.status).toBe(200);
    const list = linesOf(res.body);
    expect(list.length).toBeGreaterThan(0);
    for (const l of list) {
      expect(l.LIFNR).toBe('0000100001');
      expect([l.GJAHR, l.BELNR, l.BUZEI]).toEqual([l.MJAHR, l.MBLNR, l.ZEILE]);
    }
  });

  it('refuses suppliers and other lessors', async () => {
    expect(
      (await call('proveedor', 'ReceiptLessor', { BUKRS: 'MX10', LIFNR: '0000100001' })).status,
    ).toBe(403);
    expect(
      (await call('arrendador', 'ReceiptLessor', { BUKRS: 'MX10', LIFNR: '0000100002' })).status,
    ).toBe(403);
  });
});

describe('PendingOrders', () => {
  it('lists the supplier’s order items not wholly invoiced, by order type', async () => {
    const res = await call('proveedor', 'PendingOrders', { bukrs: 'MX10', lifnr: '0000200001' });
    expect(res.status).toBe(200);
    const rows = res.body.List as PendingOrderRow[];
    expect(rows.some((r) => r.EBELN === '4500001001' && r.WRBTR_PEND !== '0.00')).toBe(true);
    const services = await call('proveedor', 'PendingOrders', {
      bukrs: 'MX10',
      lifnr: '0000200001',
      tipoPedido: '02',
    });
    const list = services.body.List as PendingOrderRow[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.TIPO_PEDIDO === '02')).toBe(true);
  });

  it('refuses a to-date before the from-date (400) and another supplier (403)', async () => {
    const bad = await call('proveedor', 'PendingOrders', {
      bukrs: 'MX10',
      lifnr: '0000200001',
      fromdate: '20260301',
      todate: '20260201',
    });
    expect(bad.status).toBe(400);
    const other = await call('proveedor', 'PendingOrders', { bukrs: 'MX10', lifnr: '0000200002' });
    expect(other.status).toBe(403);
  });
});

describe('InvoiceValidateIDReceipt', () => {
  it('says whether the supplier’s invoice id is registered with the company', async () => {
    const [registered] = await t.handle.db
      .select()
      .from(erpInvoices)
      .where(and(eq(erpInvoices.kind, 'SUPPLIER'), eq(erpInvoices.lifnr, '0000200001')))
      .limit(1);
    const yes = await call('proveedor', 'InvoiceValidateIDReceipt', {
      BUKRS: 'MX10',
      LIFNR: '0000200001',
      ID: registered!.uuid.toLowerCase(),
    });
    expect(yes.status).toBe(200);
    expect(yes.body.List).toEqual({ EXISTE_ID: true });
    const no = await call('proveedor', 'InvoiceValidateIDReceipt', {
      BUKRS: 'MX10',
      LIFNR: '0000200001',
      ID: '11111111-2222-4333-8444-555555555555',
    });
    expect(no.body.List).toEqual({ EXISTE_ID: false });
    const lessor = await call('arrendador', 'InvoiceValidateIDReceipt', {
      BUKRS: 'MX10',
      LIFNR: '0000100001',
      ID: 'ABC',
    });
    expect(lessor.status).toBe(200);
    const other = await call('proveedor', 'InvoiceValidateIDReceipt', {
      BUKRS: 'MX10',
      LIFNR: '0000100001',
      ID: 'ABC',
    });
    expect(other.status).toBe(403);
  });
});

describe('the supplier form’s catalogues', () => {
  it('lists invoice options EL and NE, statuses, types, withholding options and order types', async () => {
    // The supplier administration's form reads these (ADM_SUPPLIER).
    const options = await call('admin', 'InvoiceOption', {}, 10);
    expect((options.body.List as { Name: string }[]).map((o) => o.Name.slice(0, 2))).toEqual([
      'EL',
      'NE',
    ]);
    const statuses = await call('admin', 'InvoiceStatus', {}, 10);
    expect(statuses.body.List).toContainEqual({ Id: 5, Name: 'Contabilizada', Active: true });
    const types = await call('visor', 'InvoiceType', {}, 10);
    expect((types.body.List as unknown[]).length).toBe(3);
    const withholding = await call('visor', 'WithHoldingTaxOption', {}, 10);
    expect((withholding.body.List as unknown[]).length).toBe(2);
    const orderTypes = await call('proveedor', 'PurchaseorderType', {}, 10);
    expect(orderTypes.body.List).toEqual([
      { Id: 1, Code: '01', Name: 'Materiales', Active: true },
      { Id: 2, Code: '02', Name: 'Servicios', Active: true },
    ]);
  });

  it('filters by name with ActionId 20', async () => {
    const ne = await call('admin', 'InvoiceOption', { Filter: { Name: 'no elec' } }, 20);
    expect((ne.body.List as { Id: number }[]).map((o) => o.Id)).toEqual([2]);
    const all = await call('admin', 'PurchaseorderType', {}, 20);
    expect((all.body.List as unknown[]).length).toBe(2);
    const serv = await call('admin', 'PurchaseorderType', { Filter: { Name: 'serv' } }, 20);
    expect((serv.body.List as { Code: string }[]).map((o) => o.Code)).toEqual(['02']);
  });

  it('refuses callers outside invoicing', async () => {
    expect((await call('mantenimiento', 'InvoiceOption', {}, 10)).status).toBe(403);
  });
});

describe('the account statement in supplier mode (isLessor false)', () => {
  const supplierCalls = (lifnr: string, isLessor: boolean): [string, Record<string, unknown>][] => [
    ['StatementItems', { bukrs: 'MX10', lifnr, tipoConsulta: '1', todate: TODAY, isLessor }],
    ['OpenItems', { BUKRS: 'MX10', LIFNR: lifnr, TODATE: TODAY, IsLessor: isLessor }],
    ['ClearedItems', { BUKRS: 'MX10', LIFNR: lifnr, TODATE: TODAY, IsLessor: isLessor }],
    [
      'AccountingDocument',
      { BUKRS: 'MX10', LIFNR: lifnr, TODATE: TODAY, ITEMTYPE: 'CLEARED', IsLessor: isLessor },
    ],
  ];

  it('answers the supplier its own invoices, open and paid', async () => {
    for (const [name, body] of supplierCalls('0000200001', false)) {
      const res = await call('proveedor', name, body);
      expect(res.status, `${name} ${JSON.stringify(res.body)}`).toBe(200);
      const list = res.body.List as { LIFNR?: string; BUKRS: string }[];
      expect(list.length, name).toBeGreaterThan(0);
    }
  });

  it('refuses a supplier in lessor mode and a lessor in supplier mode', async () => {
    for (const [name, body] of supplierCalls('0000200001', true))
      expect((await call('proveedor', name, body)).status, name).toBe(403);
    for (const [name, body] of supplierCalls('0000100001', false))
      expect((await call('arrendador', name, body)).status, name).toBe(403);
    for (const [name, body] of supplierCalls('0000200002', false))
      expect((await call('proveedor', name, body)).status, name).toBe(403);
  });

  it('lets Visualizar read a supplier’s account', async () => {
    const [name, body] = supplierCalls('0000200001', false)[0]!;
    expect((await call('visor', name, body)).status).toBe(200);
  });
});
