import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  fileBlobs,
  maintenanceAntennas,
  maintenanceGroups,
  maintenanceOrders,
  maintenancePhotos,
  userSupplier,
  users,
  suppliers,
  crews,
  userCrew,
} from '../../schema';
import { generateMaintenanceData } from './generate';
import { loadSeedPhotos } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;

describe('maintenance seed', () => {
  it('is deterministic: the same anchor and photos give the same data', async () => {
    const shas = (await loadSeedPhotos()).map((p) => p.sha256);
    const a = generateMaintenanceData('2026-03-15', shas);
    const b = generateMaintenanceData('2026-03-15', shas);
    expect(b).toEqual(a);
    // The anchor only moves dates: who, where, what and how much stay the same.
    const c = generateMaintenanceData('2027-01-01', shas);
    expect(c.orders.map((o) => [o.aufnr, o.lifnr, o.status, o.functLoc])).toEqual(
      a.orders.map((o) => [o.aufnr, o.lifnr, o.status, o.functLoc]),
    );
  });

  it('matches what the generator gives', async () => {
    const shas = (await loadSeedPhotos()).map((p) => p.sha256);
    const expected = generateMaintenanceData('2026-03-15', shas);
    const { db } = t.handle;
    const orders = await db
      .select({
        aufnr: maintenanceOrders.aufnr,
        lifnr: maintenanceOrders.lifnr,
        status: maintenanceOrders.status,
      })
      .from(maintenanceOrders)
      .orderBy(asc(maintenanceOrders.aufnr));
    expect(orders).toEqual(
      expected.orders.map(({ aufnr, lifnr, status }) => ({ aufnr, lifnr, status })),
    );
    const kids = [...expected.children.values()];
    expect(await count(db.select({ n: sql<number>`count(*)::int` }).from(maintenanceGroups))).toBe(
      kids.reduce((n, k) => n + k.groups.length, 0),
    );
    expect(await count(db.select({ n: sql<number>`count(*)::int` }).from(maintenancePhotos))).toBe(
      kids.reduce((n, k) => n + k.photos.length, 0),
    );
  });

  it('seeds at least 150 orders across every status, type and both companies', async () => {
    const { db } = t.handle;
    const rows = await db.select().from(maintenanceOrders);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['01', '02', '03', '04', '05', '06', '07']),
    );
    expect(new Set(rows.map((r) => r.auart))).toEqual(new Set(['TS01', 'TS02', 'TS03']));
    expect(new Set(rows.map((r) => r.bukrs))).toEqual(new Set(['MX10', 'MX20']));
    for (const status of ['01', '02', '03', '04', '05', '06', '07']) {
      expect(
        rows.filter((r) => r.lifnr === '0000100001' && r.status === status).length,
      ).toBeGreaterThan(0);
    }
    const perOrder = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(maintenanceAntennas)
      .groupBy(maintenanceAntennas.aufnr);
    expect(Math.min(...perOrder.map((r) => r.n))).toBeGreaterThanOrEqual(5);
    expect(Math.max(...perOrder.map((r) => r.n))).toBeLessThanOrEqual(30);
  });

  it('stores each photo JPEG once and references it from many photo rows', async () => {
    const { db } = t.handle;
    const jpegs = await db
      .select({ sha256: fileBlobs.sha256, size: fileBlobs.size })
      .from(fileBlobs)
      .where(eq(fileBlobs.mime, 'image/jpeg'));
    expect(jpegs.length).toBe(12);
    const photos = await count(
      db.select({ n: sql<number>`count(*)::int` }).from(maintenancePhotos),
    );
    expect(photos).toBeGreaterThan(1000);
    const noPosition = await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(maintenancePhotos)
        .where(sql`${maintenancePhotos.lat} is null`),
    );
    expect(noPosition).toBeGreaterThan(0);
    // Far: more than ~1 km from the site (0.009° of latitude).
    const far = await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(maintenancePhotos)
        .innerJoin(maintenanceOrders, eq(maintenanceOrders.aufnr, maintenancePhotos.aufnr))
        .where(sql`abs(${maintenancePhotos.lat} - ${maintenanceOrders.latu}) > 0.009`),
    );
    expect(far).toBeGreaterThan(0);
    expect(far).toBeLessThan(photos / 10);
  });

  it("links mantto.fijo to lessor 0000100001 and gives cuadrilla's crew orders", async () => {
    const { db } = t.handle;
    const links = await db
      .select({ code: suppliers.code })
      .from(userSupplier)
      .innerJoin(users, eq(users.id, userSupplier.userId))
      .innerJoin(suppliers, eq(suppliers.id, userSupplier.supplierId))
      .where(eq(users.userName, 'mantto.fijo'));
    expect(links).toEqual([{ code: '0000100001' }]);
    const [crew] = await db
      .select({ code: crews.code })
      .from(userCrew)
      .innerJoin(users, eq(users.id, userCrew.userId))
      .innerJoin(crews, eq(crews.code, userCrew.crewCode))
      .where(eq(users.userName, 'cuadrilla'));
    const assigned = await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(maintenanceOrders)
        .where(eq(maintenanceOrders.workCntr, crew!.code)),
    );
    expect(assigned).toBeGreaterThan(5);
  });
});
