/**
 * api/reportOrders 20 a page at a time (spec 3 §9: 25, 50, 100 or all a page): walking every page
 * by its cursor gives exactly the rows, in the same order, that the whole list gives for the same
 * filter and caller, the order the page shows (latest scheduled date and time first, then order
 * number); the first page says how many match, up to a limit; a bad cursor is a 400 in words.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromErpDate } from '../../../../src/domain/maintenance';
import { Module } from '../../../../src/domain/menu-tree';
import { encodeListCursor } from '../../../../src/protocol/list-cursor';
import {
  ORDER_COUNT_LIMIT,
  ORDER_STATUS_CODES,
  type OrderListResponse,
  type OrderRow,
} from '../../../../src/protocol/maintenance';
import { maintenanceOrders, userCompany, userRegion, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['admin', 'mantenimiento', 'mantto.fijo', 'proveedor', 'cuadrilla'];

/** A lessor of its own with more orders than the count goes to, for the "more than" answer. */
const BUSY_LESSOR = '0000700007';

/**
 * Extra orders beside the demo ones, built so that the order is tested where it is easy to get
 * wrong: few days and times (many orders share both, and only the order number tells them apart),
 * order numbers in no relation to the insertion order, every status, region and crew.
 */
function extraOrders(count: number, first: number, lifnrOf: (i: number) => string) {
  const days = ['2026-01-05', '2026-01-06', '2026-02-10', '2026-03-01', '2025-12-31'];
  const times = ['08:00:00', '08:30:00', '17:00:00'];
  const regions = ['NOR', 'CEN', 'SUR', 'OCC'];
  return Array.from({ length: count }, (_, i) => {
    const day = days[(i * 3) % days.length]!;
    return {
      // 7919 and 100,000 share no factor: every i gives its own number, in a shuffled order.
      aufnr: String(first + ((i * 7919) % 100_000)),
      auart: 'TS01',
      bukrs: i % 3 === 0 ? 'MX20' : 'MX10',
      lifnr: lifnrOf(i),
      arbpl: 'MTTO-NOR',
      workCntr: i % 4 === 0 ? 'CUA-NOR-01' : i % 4 === 1 ? null : 'CUA-CEN-01',
      status: ORDER_STATUS_CODES[i % ORDER_STATUS_CODES.length]!,
      txt: 'Mantenimiento preventivo',
      month: 'Enero 2026',
      functLoc: `MX-PAG-${i % 10}`,
      descript: 'Sitio de prueba',
      poNumber: '4500012345',
      fsavd: day,
      fsavz: times[(i * 5) % times.length]!,
      tdline: 'Rutina',
      latu: 19.4,
      lotu: -99.1,
      city1: 'CDMX',
      region: regions[Math.floor(i / 4) % regions.length]!,
      strSuppl1: 'Calle 1',
      strSuppl2: 'Centro',
      orderComments: '',
      op: '0010',
    };
  });
}

beforeAll(async () => {
  t = await createTestApp();
  // proveedor stands for another party with orders of its own (as in orders.test.ts).
  await t.grantModules('proveedor', [Module.MaintenanceLessorReview]);
  const parties = ['0000100001', '0000200001', '0000300003'];
  await t.handle.db
    .insert(maintenanceOrders)
    .values(extraOrders(420, 500_000_000_000, (i) => parties[i % 3]!));
  await t.handle.db
    .insert(maintenanceOrders)
    .values(extraOrders(ORDER_COUNT_LIMIT + 30, 600_000_000_000, () => BUSY_LESSOR));
  for (const u of USERS) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

async function call(user: string, body: Record<string, unknown>) {
  const res = await t.call('reportOrders', { ActionId: 20, ...body }, tokens[user]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as OrderListResponse;
}

/** Every page of `size`, each from the Next of the one before, until a page has none. */
async function walk(user: string, filter: Record<string, unknown>, size: number) {
  const pages: OrderListResponse[] = [];
  let cursor: string | null = null;
  do {
    const page = await call(user, { ...filter, PageSize: size, Cursor: cursor });
    pages.push(page);
    cursor = page.Next ?? null;
    expect(pages.length).toBeLessThan(200);
  } while (cursor !== null);
  return pages;
}

/** The order the page shows: latest date, then latest time, then the lower order number. */
function inListOrder(rows: readonly OrderRow[]): boolean {
  const key = (r: OrderRow) => [fromErpDate(r.FSAVD) ?? '', r.FSAVZ, r.AUFNR] as const;
  return rows.every((row, i) => {
    if (i === 0) return true;
    const [d0, t0, a0] = key(rows[i - 1]!);
    const [d1, t1, a1] = key(row);
    return d0 > d1 || (d0 === d1 && (t0 > t1 || (t0 === t1 && a0 < a1)));
  });
}

const codes = (rows: readonly OrderRow[]) => rows.map((r) => r.AUFNR);

/**
 * What the first page says of `matching` orders: how many, up to the count's limit; "all" (0)
 * holds every one of them and knows.
 */
const expectedCount = (matching: number, size: number) =>
  size !== 0 && matching > ORDER_COUNT_LIMIT
    ? { Total: ORDER_COUNT_LIMIT, TotalMore: true }
    : { Total: matching, TotalMore: false };

/** Callers and filters: every scope of spec 3 §4.1 and the filters of the pages. */
const CASES: { user: string; filter: Record<string, unknown> }[] = [
  { user: 'admin', filter: {} },
  { user: 'admin', filter: { bukrs: 'MX10' } },
  { user: 'admin', filter: { bukrs: 'MX10', status: '03', REGION: 'NOR' } },
  { user: 'admin', filter: { bukrs: 'MX20', fsavd_i: '20260101', fsavd_e: '20260228' } },
  { user: 'admin', filter: { Tplnr: 'MX-PAG-3' } },
  { user: 'mantenimiento', filter: { bukrs: 'MX10', status: '06' } },
  { user: 'mantto.fijo', filter: { bukrs: 'MX10' } },
  { user: 'mantto.fijo', filter: { bukrs: 'MX10', status: '02' } },
  { user: 'proveedor', filter: {} },
  { user: 'cuadrilla', filter: { bukrs: 'MX10' } },
  { user: 'cuadrilla', filter: { lifnr: '100001' } },
];

describe('api/reportOrders 20, paged', () => {
  it.each(CASES)(
    'gives $user the whole list page after page, in the list order ($filter)',
    async ({ user, filter }) => {
      const whole = (await call(user, filter)).List;
      expect(whole.length).toBeLessThan(5000);
      expect(inListOrder(whole)).toBe(true);
      for (const size of [25, 100, 0]) {
        const pages = await walk(user, filter, size);
        expect(codes(pages.flatMap((p) => p.List)), `PageSize ${size}`).toEqual(codes(whole));
        // Every page but the last is full; only the first says how many there are.
        for (const page of pages.slice(0, -1)) expect(page.List).toHaveLength(size || 5000);
        expect(pages[0]).toMatchObject(expectedCount(whole.length, size));
        for (const page of pages.slice(1)) expect(page.Total).toBeUndefined();
      }
    },
  );

  it('keeps each caller to their scope on every page', async () => {
    const crew = (await walk('cuadrilla', {}, 25)).flatMap((p) => p.List);
    expect(crew.length).toBeGreaterThan(25);
    expect(new Set(crew.map((r) => r.WORK_CNTR))).toEqual(new Set(['CUA-NOR-01']));
    const lessor = (await walk('mantto.fijo', {}, 25)).flatMap((p) => p.List);
    expect(new Set(lessor.map((r) => r.LIFNR))).toEqual(new Set(['0000100001']));
    expect(new Set(lessor.map((r) => r.BUKRS))).toEqual(new Set(['MX10']));
  });

  it('gives staff of one company and some regions only those, page after page', async () => {
    const [staff] = await t.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, 'mantenimiento'));
    const id = staff!.id;
    await t.handle.db
      .delete(userCompany)
      .where(and(eq(userCompany.userId, id), eq(userCompany.companyCode, 'MX20')));
    await t.handle.db
      .delete(userRegion)
      .where(and(eq(userRegion.userId, id), eq(userRegion.regionCode, 'SUR')));
    const whole = (await call('mantenimiento', {})).List;
    const paged = (await walk('mantenimiento', {}, 50)).flatMap((p) => p.List);
    expect(codes(paged)).toEqual(codes(whole));
    expect(new Set(paged.map((r) => r.BUKRS))).toEqual(new Set(['MX10']));
    expect(new Set(paged.map((r) => r.REGION))).toEqual(new Set(['NOR', 'CEN', 'OCC']));
  });

  it('counts up to the limit and says there are more, yet pages to the last order', async () => {
    const filter = { lifnr: BUSY_LESSOR };
    const whole = (await call('admin', filter)).List;
    expect(whole).toHaveLength(ORDER_COUNT_LIMIT + 30);
    const pages = await walk('admin', filter, 100);
    expect(pages[0]).toMatchObject({ Total: ORDER_COUNT_LIMIT, TotalMore: true });
    expect(codes(pages.flatMap((p) => p.List))).toEqual(codes(whole));
    // "All" holds them in one page and knows how many.
    const all = await call('admin', { ...filter, PageSize: 0 });
    expect(all).toMatchObject({ Next: null, Total: whole.length, TotalMore: false });
  });

  it('answers a caller that names no page size as before paging: the list alone', async () => {
    const res = await t.call('reportOrders', { ActionId: 20 }, tokens['mantto.fijo']);
    expect(Object.keys(res.body).sort()).toEqual(['List', 'Message', 'Result']);
  });

  it('answers an empty page, with no next one, when nothing matches', async () => {
    const page = await call('admin', { Tplnr: 'NO-EXISTE', PageSize: 25 });
    expect(page).toMatchObject({ List: [], Next: null, Total: 0, TotalMore: false });
  });
});

describe('api/reportOrders 20, a bad page request', () => {
  const refused = async (body: Record<string, unknown>) => {
    const res = await t.call('reportOrders', { ActionId: 20, ...body }, tokens.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.Result).toBe(false);
    return res.body.Message as string;
  };

  it.each([
    ['not base64url', 'no es un cursor!'],
    ['not JSON', 'bm90IGpzb24'],
    ['a JSON object', 'e30'],
    ['too few values', encodeListCursor(['2026-01-05', '08:00:00'])],
    ['a day that does not exist', encodeListCursor(['2026-02-30', '08:00:00', '400000100001'])],
    ['an order number with letters', encodeListCursor(['2026-01-05', '08:00:00', '40000A'])],
    ['a control character', encodeListCursor(['2026-01-05', '08:00\u0000', '400000100001'])],
  ])('refuses a cursor that is %s, naming the field', async (_, Cursor) => {
    expect(await refused({ PageSize: 50, Cursor })).toBe('La solicitud no es válida: Cursor');
  });

  it('says it in English when asked in English', async () => {
    expect(await refused({ Language: 'en', PageSize: 50, Cursor: 'x!' })).toBe(
      'The request is not valid: Cursor',
    );
  });

  it('refuses a cursor without a page size, and a page size the list does not offer', async () => {
    const cursor = encodeListCursor(['2026-01-05', '08:00:00', '400000100001']);
    expect(await refused({ Cursor: cursor })).toBe('La solicitud no es válida: Cursor');
    expect(await refused({ PageSize: 30 })).toBe('La solicitud no es válida: PageSize');
    expect(await refused({ PageSize: 'all' })).toBe('La solicitud no es válida: PageSize');
  });

  it('starts after any well-formed place, even one no order has', async () => {
    const page = await call('admin', {
      PageSize: 25,
      Cursor: encodeListCursor(['2026-01-06', '08:15:00', '1']),
    });
    expect(page.List.length).toBeGreaterThan(0);
    const first = page.List[0]!;
    expect(fromErpDate(first.FSAVD)! < '2026-01-06' || first.FSAVZ < '08:15:00').toBe(true);
    expect(inListOrder(page.List)).toBe(true);
  });
});
