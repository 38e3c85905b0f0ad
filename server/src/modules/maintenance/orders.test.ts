import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails, OrderRow } from '../../../../src/protocol/maintenance';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { Module } from '../../../../src/domain/menu-tree';

let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = [
  'mantto.fijo',
  'proveedor',
  'cuadrilla',
  'mantenimiento',
  'admin',
  'arrendador',
  'cliente',
];

beforeAll(async () => {
  t = await createTestApp();
  // proveedor stands for another party with maintenance orders of its own: granted the review
  // module, as an administrator would, so the refusals tested are the order scope's.
  await t.grantModules('proveedor', [Module.MaintenanceLessorReview]);
  for (const u of USERS) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

async function list(user: string, filter: Record<string, unknown> = {}) {
  const res = await t.call('reportOrders', { ActionId: 20, ...filter }, tokens[user]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.List as OrderRow[];
}

const detail = (user: string, Aufnr: string) =>
  t.call('ResultsOrderMP', { ActionId: 21, Process: '1', Aufnr, Arbpl: '' }, tokens[user]);

describe('api/reportOrders 20', () => {
  it('shows a lessor-side account only the orders of its lessor', async () => {
    const rows = await list('mantto.fijo');
    expect(rows.length).toBeGreaterThanOrEqual(90);
    expect(new Set(rows.map((r) => r.LIFNR))).toEqual(new Set(['0000100001']));
    expect(new Set(rows.map((r) => r.BUKRS))).toEqual(new Set(['MX10']));
    expect(new Set(rows.map((r) => r.STATUS)).size).toBe(7);
    const arrendador = await list('arrendador');
    expect(arrendador.map((r) => r.AUFNR)).toEqual(rows.map((r) => r.AUFNR));
  });

  it('shows a supplier its own orders and none of the lessor', async () => {
    const rows = await list('proveedor');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.LIFNR))).toEqual(new Set(['0000200001']));
  });

  it('shows a crew only the orders assigned to its crews', async () => {
    const rows = await list('cuadrilla');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.WORK_CNTR))).toEqual(new Set(['CUA-NOR-01']));
  });

  it('shows operator staff every order of their companies, and CompanyAll roles every company', async () => {
    const staff = await list('mantenimiento');
    const admin = await list('admin');
    expect(new Set(staff.map((r) => r.BUKRS))).toEqual(new Set(['MX10', 'MX20']));
    expect(staff.length).toBe(admin.length);
    expect(admin.length).toBeGreaterThanOrEqual(150);
    const mx10 = await list('mantenimiento', { bukrs: 'MX10' });
    expect(mx10.every((r) => r.BUKRS === 'MX10')).toBe(true);
    expect(mx10.length).toBe(staff.filter((r) => r.BUKRS === 'MX10').length);
  });

  it('answers rows in wire form with a version', async () => {
    const [row] = await list('mantto.fijo', { status: '05' });
    expect(row).toMatchObject({
      STATUS: '05',
      TXT30: 'Validado por proveedor',
      ORDER_STATUS: 'VAPV',
      LIFNR: '0000100001',
    });
    expect(row!.FSAVD).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(row!.FSAVZ).toMatch(/^\d{2}:\d{2}:00$/);
    expect(row!.VERSION).toBeGreaterThan(0);
    const en = await t.call(
      'reportOrders',
      { ActionId: 20, status: '05', Language: 'en' },
      tokens['mantto.fijo'],
    );
    expect((en.body.List as OrderRow[])[0]!.TXT30).toBe('Validated by supplier');
  });

  it('filters by status, dates, region, site and lessor', async () => {
    const all = await list('mantenimiento');
    for (const status of ['01', '03', '07'] as const) {
      const rows = await list('mantenimiento', { status });
      expect(rows.length).toBe(all.filter((r) => r.STATUS === status).length);
    }
    const iso = (wire: string) => wire.split('-').reverse().join('');
    const dates = all.map((r) => iso(r.FSAVD)).sort();
    const from = dates[Math.floor(dates.length / 4)]!;
    const to = dates[Math.floor((dates.length * 3) / 4)]!;
    const ranged = await list('mantenimiento', { fsavd_i: from, fsavd_e: to });
    expect(ranged.length).toBe(dates.filter((d) => d >= from && d <= to).length);
    expect(ranged.every((r) => iso(r.FSAVD) >= from && iso(r.FSAVD) <= to)).toBe(true);
    const sur = await list('mantenimiento', { REGION: 'SUR' });
    expect(sur.length).toBe(all.filter((r) => r.REGION === 'SUR').length);
    const site = all[0]!.FUNCT_LOC;
    const bySite = await list('mantenimiento', { Tplnr: site });
    expect(bySite.length).toBe(all.filter((r) => r.FUNCT_LOC === site).length);
    const padded = await list('mantenimiento', { lifnr: '100002' });
    expect(padded.length).toBeGreaterThan(0);
    expect(padded.every((r) => r.LIFNR === '0000100002')).toBe(true);
    // A filter never widens the scope: another lessor's code gives the lessor account nothing.
    expect(await list('mantto.fijo', { lifnr: '0000100002' })).toEqual([]);
  });

  it('refuses malformed filters with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fsavd_i: '2026-01-01' }, 'fsavd_i'],
      [{ fsavd_e: '20260231' }, 'fsavd_e'],
      [{ fsavd_i: '20260301', fsavd_e: '20260201' }, 'fsavd_e'],
      [{ status: '08' }, 'status'],
      [{ lifnr: 'ABC' }, 'lifnr'],
      [{ bukrs: 12 }, 'bukrs'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('reportOrders', { ActionId: 20, ...body }, tokens.mantenimiento);
      expect(res.status, field).toBe(400);
      expect(res.body.Message).toContain(field);
    }
  });

  it('refuses roles with no maintenance access and callers with no session', async () => {
    expect((await t.call('reportOrders', { ActionId: 20 }, tokens.cliente)).status).toBe(403);
    expect((await t.call('reportOrders', { ActionId: 20 })).status).toBe(401);
  });
});

describe('api/ResultsOrderMP Process 1', () => {
  it('answers the details: groups with characteristics, inventory with antennas, photos, version', async () => {
    const [row] = await list('mantto.fijo', { status: '07' });
    const res = await detail('mantto.fijo', row!.AUFNR);
    expect(res.status).toBe(200);
    const d = res.body.Data as OrderDetails;
    expect(d).toMatchObject({
      orderCode: row!.AUFNR,
      orderType: row!.AUART,
      orderStatus: 'VATL',
      orderDate: row!.FSAVD,
      supplier: '0000100001',
      site: row!.FUNCT_LOC,
      version: row!.VERSION,
    });
    expect(d.groups.length).toBeGreaterThanOrEqual(6);
    expect(d.groups.length).toBeLessThanOrEqual(12);
    for (const g of d.groups) {
      expect(g.characteristics.length).toBeGreaterThanOrEqual(4);
      expect(g.characteristics.length).toBeLessThanOrEqual(10);
      expect(g).toMatchObject({ groupStatusPr: 'VAPV', groupStatusTl: 'VATL', locked: false });
    }
    const inv = d.inventory!;
    expect(inv.antennas.length).toBeGreaterThanOrEqual(5);
    expect(inv.antennas.length).toBeLessThanOrEqual(30);
    expect(inv.technologyOptions.length).toBeGreaterThan(0);
    const photos = d.groups.flatMap((g) => g.characteristics.flatMap((c) => c.charPhotos));
    expect(photos.length).toBeGreaterThan(0);
    expect(photos[0]!.Id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks rows locked when the operator approved them while the order awaits the operator', async () => {
    const rows = await list('mantenimiento', { status: '05' });
    let locked = 0;
    for (const r of rows) {
      const d = (await detail('mantenimiento', r.AUFNR)).body.Data as OrderDetails;
      expect(d.orderStatus).toBe('VAPV');
      for (const g of d.groups) {
        expect(g.groupStatusPr).toBe('VAPV');
        expect(g.locked).toBe(g.groupStatusTl === 'VATL');
        if (g.locked) locked++;
      }
    }
    expect(locked).toBeGreaterThan(0);
  });

  it('rejected orders carry comments on every rejection', async () => {
    for (const status of ['04', '06'] as const) {
      const [row] = await list('mantenimiento', { status });
      const d = (await detail('mantenimiento', row!.AUFNR)).body.Data as OrderDetails;
      const rejected = d.groups.filter(
        (g) => g.groupStatusPr === 'REPV' || g.groupStatusTl === 'RETL',
      );
      expect(rejected.length).toBeGreaterThan(0);
      for (const g of rejected) expect(g.groupCommentsPr + g.groupCommentsTl).not.toBe('');
    }
  });

  it("treats another lessor's or supplier's order as not found", async () => {
    const [foreign] = await list('mantenimiento', { lifnr: '0000100002' });
    const [supplierOrder] = await list('proveedor');
    for (const [user, aufnr] of [
      ['mantto.fijo', foreign!.AUFNR],
      ['mantto.fijo', supplierOrder!.AUFNR],
      ['proveedor', foreign!.AUFNR],
      ['mantto.fijo', '999999999999'],
    ] as const) {
      const res = await detail(user, aufnr);
      expect(res.status, `${user} ${aufnr}`).toBe(404);
      expect(res.body).toMatchObject({ Result: false });
    }
    const missing = await detail('mantto.fijo', '999999999999');
    const hidden = await detail('mantto.fijo', foreign!.AUFNR);
    expect(hidden.body).toEqual(missing.body);
  });

  it('refuses an unknown Process and a malformed Aufnr with 400', async () => {
    const p2 = await t.call(
      'ResultsOrderMP',
      { ActionId: 21, Process: '2', Aufnr: '400000100001' },
      tokens.admin,
    );
    expect(p2.status).toBe(400);
    expect(p2.body.Message).toContain('Process');
    const bad = await t.call(
      'ResultsOrderMP',
      { ActionId: 21, Process: '1', Aufnr: 'x' },
      tokens.admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toContain('Aufnr');
  });
});
