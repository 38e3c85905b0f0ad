/**
 * api/Supplier 11, 20, 21, 22, 31, 41 (spec 2 §2 screens 11-14, §5 Supplier admin, §7) and
 * api/event 20 for a supplier: the administration's rules as a caller sees them, the audit, the
 * session of the supplier's users, and Visualizar reading only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SupplierRecordResponse,
  SupplierSearchResponse,
} from '../../../../src/protocol/supplier-admin';
import type { EventItem } from '../../../../src/protocol/user-admin';

type EventListResponse = { List: EventItem[] };
import type { Session } from '../../../../src/protocol/session';
import { auditEvents, supplierInvoiceType, suppliers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const call = (user: string, body: Record<string, unknown>, name = 'Supplier') =>
  t.call(name, body, tokens[user]);

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'dev', 'visor', 'proveedor', 'arrendador'])
    tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

const ELECTRONIC = {
  InvoiceOptionId: 1,
  InvoiceStatusId: 5,
  InvoiceTypeId: 1,
  WithHoldingTaxOptionId: 1,
};
const NON_ELECTRONIC = {
  InvoiceOptionId: 2,
  InvoiceStatusId: 3,
  InvoiceTypeId: 3,
  WithHoldingTaxOptionId: 2,
};

function supplierBody(
  over: Record<string, unknown> = {},
  lists: Record<string, unknown> = {},
  actionId = 11,
) {
  return {
    ActionId: actionId,
    Supplier: {
      Name: 'Refacciones Industriales del Centro, S.A. de C.V.',
      TIN: 'RIC120304AB1',
      Code: '300001',
      Active: true,
      IsNonDeductible: false,
      IsLessor: false,
      IsSupplier: true,
      Deleted: false,
      ...over,
    },
    Company: [{ Id: 'MX10' }, { Id: 'MX20' }],
    PurchaseOrderType: [{ Id: 1 }, { Id: 2 }],
    InvoiceType: [ELECTRONIC, NON_ELECTRONIC],
    ...lists,
  };
}

async function insert(over: Record<string, unknown>, lists: Record<string, unknown> = {}) {
  const res = await call('admin', supplierBody(over, lists));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.Result, JSON.stringify(res.body)).toBe(true);
  return res.body as SupplierRecordResponse;
}

const list = async (user: string, filter: Record<string, unknown>, paging = {}) =>
  call(user, { ActionId: 20, Filter: filter, ...paging });

describe('api/Supplier 11 insert', () => {
  it('creates a supplier with both invoicing panels, code padded to 10, audited', async () => {
    const body = await insert({});
    expect(body.Message).toBe('Registro creado exitosamente');
    expect(body.Supplier).toMatchObject({
      Code: '0000300001',
      Name: 'Refacciones Industriales del Centro, S.A. de C.V.',
      IsSupplier: true,
      Active: true,
      Deleted: false,
      ModifiedBy: 'Administrador del Portal',
    });
    expect(body.Supplier.ModifiedDate).toEqual(expect.any(String));
    expect(body.Company.map((c) => c.Id)).toEqual(['MX10', 'MX20']);
    expect(body.PurchaseOrderType.map((o) => o.Code)).toEqual(['01', '02']);
    expect(body.InvoiceType).toEqual([ELECTRONIC, NON_ELECTRONIC]);
    const events = await t.handle.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.resource, 'Supplier'),
          eq(auditEvents.referenceId, String(body.Supplier.Id)),
        ),
      );
    expect(events).toEqual([
      expect.objectContaining({ resource: 'Supplier', actionId: 11, target: '0000300001' }),
    ]);
  });

  it('requires name, tax id, code and companies, each with its message', async () => {
    for (const [over, lists, text] of [
      [{ Name: ' ' }, {}, 'El campo Name es obligatorio'],
      [{ TIN: '' }, {}, 'El campo TIN es obligatorio'],
      [{ Code: '' }, {}, 'El campo Code es obligatorio'],
      [{ Code: '390001' }, { Company: [] }, 'El campo Company es obligatorio'],
    ] as const) {
      const res = await call('admin', supplierBody(over, lists));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ Result: false, Message: text });
    }
  });

  it('keeps name and tax id within 256 and the code within 10', async () => {
    const cases = [
      [{ Name: 'x'.repeat(257), Code: '390002' }, 'Name', '256'],
      [{ TIN: 'x'.repeat(257), Code: '390003' }, 'TIN', '256'],
      [{ Code: '12345678901' }, 'Code', '10'],
    ] as const;
    for (const [over, field, max] of cases) {
      const res = await call('admin', supplierBody(over));
      expect(res.body).toEqual({
        Result: false,
        Message: `El campo ${field} admite máximo ${max} caracteres.`,
      });
    }
    const ok = await insert({ Name: 'y'.repeat(256), TIN: 'z'.repeat(256), Code: 'ABCDEFGHIJ' });
    expect(ok.Supplier.Code).toBe('ABCDEFGHIJ');
  });

  it('makes status, type and withholding required once an invoice option is chosen', async () => {
    for (const missing of ['InvoiceStatusId', 'InvoiceTypeId', 'WithHoldingTaxOptionId']) {
      const res = await call(
        'admin',
        supplierBody({ Code: '390004' }, { InvoiceType: [{ ...NON_ELECTRONIC, [missing]: null }] }),
      );
      expect(res.body).toEqual({
        Result: false,
        Message:
          'Al elegir la opción de facturación NE, el estatus, el tipo de pedido y la retención son obligatorios.',
      });
    }
    // No option: the panel is not configured, whatever else it carries.
    const none = await insert(
      { Code: '390005' },
      {
        InvoiceType: [
          {
            InvoiceOptionId: null,
            InvoiceStatusId: null,
            InvoiceTypeId: null,
            WithHoldingTaxOptionId: null,
          },
        ],
      },
    );
    expect(none.InvoiceType).toEqual([]);
    const one = await insert({ Code: '390006' }, { InvoiceType: [ELECTRONIC] });
    expect(one.InvoiceType).toEqual([ELECTRONIC]);
  });

  it('refuses unknown catalogue ids, companies and order types, and a twice-configured option', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ Company: [{ Id: 'MX99' }] }, 'El valor MX99 del campo Company no existe.'],
      [{ PurchaseOrderType: [{ Id: 9 }] }, 'El valor 9 del campo PurchaseOrderType no existe.'],
      [
        { InvoiceType: [{ ...ELECTRONIC, InvoiceStatusId: 99 }] },
        'El valor 99 del campo InvoiceStatusId no existe.',
      ],
      [
        { InvoiceType: [{ ...ELECTRONIC, InvoiceOptionId: 7 }] },
        'El valor 7 del campo InvoiceOptionId no existe.',
      ],
      [{ InvoiceType: [ELECTRONIC, ELECTRONIC] }, 'La opción 1 no corresponde al panel NE.'],
    ];
    for (const [lists, text] of cases) {
      const res = await call('admin', supplierBody({ Code: '390007' }, lists));
      expect(res.body).toEqual({ Result: false, Message: text });
    }
  });

  it('keeps codes unique (the padded code counts) and refuses an Id on insert', async () => {
    const res = await call('admin', supplierBody({ Code: '0000300001' }));
    expect(res.body).toEqual({
      Result: false,
      Message: 'Ya existe un proveedor o arrendador con el código 0000300001.',
    });
    const withId = await call('admin', supplierBody({ Id: 5, Code: '390008' }));
    expect(withId.status).toBe(400);
  });

  it('stores no invoicing panels for a lessor that is not a supplier', async () => {
    const body = await insert({ Code: '390009', IsLessor: true, IsSupplier: false });
    expect(body.InvoiceType).toEqual([]);
    expect(body.Supplier.IsLessor).toBe(true);
  });
});

describe('api/Supplier 20 list and search', () => {
  it('lists by name with companies, type and last change, 50 a page by default', async () => {
    const res = await list('admin', {});
    expect(res.status).toBe(200);
    const body = res.body as SupplierSearchResponse;
    expect(body.PageSize).toBe(50);
    expect(body.Total).toBeGreaterThanOrEqual(8);
    const names = body.List.map((r) => r.Name);
    const at = (start: string) => names.findIndex((n) => n.startsWith(start));
    expect(at('Inmobiliaria Los Arcos')).toBeLessThan(at('Mendoza García'));
    expect(at('Mendoza García')).toBeLessThan(at('Refacciones Industriales'));
    expect(at('Refacciones Industriales')).toBeLessThan(at('Servicios Electromecánicos'));
    const row = body.List.find((r) => r.Code === '0000300001');
    expect(row).toMatchObject({
      TIN: 'RIC120304AB1',
      Companies: ['MX10', 'MX20'],
      IsSupplier: true,
      IsLessor: false,
      Active: true,
      ModifiedBy: 'Administrador del Portal',
    });
  });

  it('filters by search type and free text (name, tax id or code)', async () => {
    const lessors = (await list('admin', { SearchType: 'lessor' })).body as SupplierSearchResponse;
    expect(lessors.List.length).toBeGreaterThan(0);
    expect(lessors.List.every((r) => r.IsLessor)).toBe(true);
    const sups = (await list('admin', { SearchType: 'supplier' })).body as SupplierSearchResponse;
    expect(sups.List.every((r) => r.IsSupplier)).toBe(true);
    for (const text of ['refacciones', 'RIC120304', '300001']) {
      const found = (await list('admin', { Text: text })).body as SupplierSearchResponse;
      expect(found.List.map((r) => r.Code)).toContain('0000300001');
    }
  });

  it('pages 25, 50, 100 or all (0) and refuses other sizes', async () => {
    const all = (await list('admin', {}, { PageSize: 0 })).body as SupplierSearchResponse;
    expect(all.List.length).toBe(all.Total);
    const first = (await list('admin', {}, { PageSize: 25, Page: 1 }))
      .body as SupplierSearchResponse;
    expect(first.List.length).toBe(Math.min(25, all.Total));
    const bad = await list('admin', {}, { PageSize: 10 });
    expect(bad.status).toBe(400);
  });

  it('needs a name or a tax id in the search dialog (alertSearchSupplier), the name within 512', async () => {
    const res = await list('admin', { Code: '300001', CompanyId: 'MX10' });
    expect(res.body).toEqual({ Result: false, Message: 'Capture el nombre o el RFC para buscar' });
    const long = await list('admin', { Name: 'n'.repeat(513) });
    expect(long.body).toEqual({
      Result: false,
      Message: 'El campo Name admite máximo 512 caracteres.',
    });
    const found = (
      await list('admin', {
        TIN: 'RIC120304AB1',
        Code: '300001',
        CompanyId: 'MX20',
        PurchaseOrderTypeId: 2,
      })
    ).body as SupplierSearchResponse;
    expect(found.List.map((r) => r.Code)).toEqual(['0000300001']);
    const none = (await list('admin', { TIN: 'RIC120304AB1', CompanyId: 'MX99' }))
      .body as SupplierSearchResponse;
    expect(none.List).toEqual([]);
  });
});

describe('api/Supplier 21, 22, 31, 41 and the event log', () => {
  it('views by id and by code (padded), and updates with the lists replaced', async () => {
    const created = await insert({ Code: '310001', Name: 'Proveedor a editar' });
    const id = created.Supplier.Id;
    const byId = await call('visor', { ActionId: 21, Supplier: { Id: id } });
    expect((byId.body as SupplierRecordResponse).Supplier.Code).toBe('0000310001');
    const byCode = await call('visor', { ActionId: 22, Supplier: { Code: '310001' } });
    expect((byCode.body as SupplierRecordResponse).Supplier.Id).toBe(id);

    const updated = await call(
      'admin',
      supplierBody(
        { Id: id, Code: '310001', Name: 'Proveedor editado', Active: false, IsNonDeductible: true },
        {
          Company: [{ Id: 'MX20' }],
          PurchaseOrderType: [{ Id: 2 }],
          InvoiceType: [NON_ELECTRONIC],
        },
        31,
      ),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const u = updated.body as SupplierRecordResponse;
    expect(u.Message).toBe('Registro actualizado exitosamente');
    expect(u.Supplier).toMatchObject({
      Name: 'Proveedor editado',
      Active: false,
      IsNonDeductible: true,
    });
    expect(u.Company.map((c) => c.Id)).toEqual(['MX20']);
    expect(u.PurchaseOrderType.map((o) => o.Code)).toEqual(['02']);
    expect(u.InvoiceType).toEqual([NON_ELECTRONIC]);
    // Another supplier's code is taken.
    const clash = await call('admin', supplierBody({ Id: id, Code: '300001' }, {}, 31));
    expect(clash.body.Result).toBe(false);
  });

  it('deletes softly: gone from the list and the views, the log keeps insert, update and delete', async () => {
    const created = await insert({ Code: '320001', Name: 'Proveedor a borrar' });
    const id = created.Supplier.Id;
    await call(
      'admin',
      supplierBody({ Id: id, Code: '320001', Name: 'Proveedor a borrar 2' }, {}, 31),
    );
    const del = await call('admin', { ActionId: 41, Supplier: { Id: id } });
    expect(del.body).toEqual({ Result: true, Message: 'Registro eliminado exitosamente' });
    const [row] = await t.handle.db.select().from(suppliers).where(eq(suppliers.id, id));
    expect(row!.active).toBe(false);
    const found = (await list('admin', { Text: '320001' })).body as SupplierSearchResponse;
    expect(found.List).toEqual([]);
    expect((await call('admin', { ActionId: 21, Supplier: { Id: id } })).status).toBe(404);
    expect((await call('admin', { ActionId: 41, Supplier: { Id: id } })).status).toBe(404);
    const upd = await call('admin', supplierBody({ Id: id, Code: '320001' }, {}, 31));
    expect(upd.status).toBe(404);

    const events = await call(
      'visor',
      { ActionId: 20, Filter: { ReferenceId: id, Entity: 'Supplier' } },
      'event',
    );
    expect(events.status).toBe(200);
    const log = (events.body as EventListResponse).List;
    expect(log.map((e) => e.ActionId)).toEqual([41, 31, 11]);
    expect(log[0]).toMatchObject({
      UserDisplayName: 'Administrador del Portal',
      ReferenceId: String(id),
    });
  });

  it("keeps a supplier's events out of the user log of the same number", async () => {
    const [admin] = await t.handle.db
      .select({ userId: auditEvents.userId })
      .from(auditEvents)
      .where(eq(auditEvents.resource, 'Supplier'))
      .limit(1);
    const adminId = admin!.userId!;
    await t.handle.db.insert(auditEvents).values({
      actionId: 41,
      resource: 'Supplier',
      referenceId: String(adminId),
      userDisplayName: 'Otro',
    });
    const userLog = await call(
      'admin',
      { ActionId: 20, Filter: { ReferenceId: adminId } },
      'event',
    );
    expect(userLog.status).toBe(200);
    expect((userLog.body as EventListResponse).List.some((e) => e.UserDisplayName === 'Otro')).toBe(
      false,
    );
  });

  it('answers missing ids as 404 for the views and the supplier log', async () => {
    expect((await call('admin', { ActionId: 21, Supplier: { Id: 999999 } })).status).toBe(404);
    expect((await call('admin', { ActionId: 22, Supplier: { Code: '9999999999' } })).status).toBe(
      404,
    );
    const ev = await call(
      'admin',
      { ActionId: 20, Filter: { ReferenceId: 999999, Entity: 'Supplier' } },
      'event',
    );
    expect(ev.status).toBe(404);
  });
});

describe('who may administer suppliers', () => {
  it('lets Visualizar read but refuses its insert, update and delete (403), and the supplier roles everything', async () => {
    expect((await list('visor', {})).status).toBe(200);
    const id = (await insert({ Code: '330001' })).Supplier.Id;
    for (const body of [
      supplierBody({ Code: '330002' }),
      supplierBody({ Id: id, Code: '330001' }, {}, 31),
      { ActionId: 41, Supplier: { Id: id } },
    ]) {
      expect((await call('visor', body)).status).toBe(403);
      expect((await call('proveedor', body)).status).toBe(403);
    }
    expect((await list('proveedor', {})).status).toBe(403);
    expect((await list('arrendador', {})).status).toBe(403);
    const ev = await call(
      'proveedor',
      { ActionId: 20, Filter: { ReferenceId: id, Entity: 'Supplier' } },
      'event',
    );
    expect(ev.status).toBe(403);
  });

  it('lets Developer write like an administrator', async () => {
    const res = await call('dev', supplierBody({ Code: '340001' }));
    expect(res.body.Result).toBe(true);
  });
});

describe("the supplier's users see the configuration at their next session", () => {
  it("gives proveedor's session the saved order types, invoice types and configurations", async () => {
    const view = await call('admin', { ActionId: 22, Supplier: { Code: '0000200001' } });
    const current = view.body as SupplierRecordResponse;
    const res = await call('admin', {
      ActionId: 31,
      Supplier: { ...current.Supplier, ModifiedDate: undefined, ModifiedBy: undefined },
      Company: current.Company.map((c) => ({ Id: c.Id })),
      PurchaseOrderType: [{ Id: 2 }],
      InvoiceType: [{ ...ELECTRONIC, InvoiceTypeId: 3, WithHoldingTaxOptionId: 2 }],
    });
    expect(res.body.Result, JSON.stringify(res.body)).toBe(true);
    const types = await t.handle.db
      .select({ code: supplierInvoiceType.code })
      .from(supplierInvoiceType)
      .where(eq(supplierInvoiceType.supplierId, current.Supplier.Id));
    expect(types.map((r) => r.code)).toEqual(['3']);
    const login = await t.login('proveedor');
    const session = login.body.Session as Session;
    const own = session.SupplierList.find((s) => s.Code === '0000200001');
    expect(own).toMatchObject({
      PurchaseOrderType: [{ Code: '02', Name: 'Servicios' }],
      InvoiceType: [{ Code: '3', Name: 'Factura por tipo de pedido' }],
      InvoiceConfig: [
        { InvoiceOptionId: 1, InvoiceStatusId: 5, InvoiceTypeId: 3, WithHoldingTaxOptionId: 2 },
      ],
    });
  });
});
