import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementListResponse } from '../../../../src/protocol/notification';
import { statements } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_STATEMENTS, seedStatements } from '../../db/seed/statements';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedStatements(t.handle.db);
  await t.handle.db.insert(statements).values({
    name: 'Comunicado retirado',
    imageFile: 'data:image/svg+xml;base64,',
    active: false,
    // Its dates given, not the column's UTC `current_date`: from 18:00 in Mexico City that is
    // tomorrow there, and the list reads communiqués current on Mexico City's today.
    startDate: '2025-01-01',
    endDate: '2030-12-31',
  });
});
afterAll(() => t.close());

async function namesFor(userName: string, filter: Record<string, unknown> = {}) {
  const token = await t.tokenFor(userName);
  const res = await t.call('Notification', { ActionId: 22, Filter: filter }, token);
  expect(res.status).toBe(200);
  return v.parse(StatementListResponse, res.body).List.map((s) => s.Name);
}

const WELCOME = 'Bienvenido a PortalPRO';
const CALENDAR = 'Nuevo calendario de pagos de arrendamiento 2026';
const NORTH = 'Mantenimiento de accesos en sitios de la región Norte';
const CFDI = 'Facturación electrónica CFDI 4.0 para proveedores';

describe('api/Notification 22', () => {
  it.each([
    [
      'arrendador',
      { Active: true, ForLessor: true, ForSupplier: false, Region: '' },
      [WELCOME, CALENDAR, NORTH],
    ],
    ['arrendador', { ForLessor: true, Region: 'NOR' }, [WELCOME, CALENDAR, NORTH]],
    ['arrendador', { ForLessor: true, Region: 'SUR' }, [WELCOME, CALENDAR]],
    ['mantto.fijo', { ForLessor: true }, [WELCOME]],
    ['proveedor', { ForSupplier: true }, [WELCOME, CFDI]],
    ['proveedor', { ForLessor: true, ForSupplier: true }, [WELCOME, CFDI]],
    ['cliente', {}, [WELCOME]],
    ['admin', {}, [WELCOME, CALENDAR, NORTH, CFDI]],
  ])('shows %s with filter %j: %j', async (userName, filter, names) => {
    expect(await namesFor(userName, filter)).toEqual(names);
  });

  it('lets only administrators list inactive communiqués', async () => {
    expect(await namesFor('admin', { Active: false })).toEqual(['Comunicado retirado']);
    expect(await namesFor('proveedor', { Active: false })).toEqual([WELCOME, CFDI]);
  });

  it('answers images and PDFs as data URLs', async () => {
    const token = await t.tokenFor('proveedor');
    const res = await t.call(
      'Notification',
      { ActionId: 22, Filter: { ForSupplier: true } },
      token,
    );
    const cfdi = v.parse(StatementListResponse, res.body).List.find((s) => s.Name === CFDI)!;
    expect(cfdi.ImageFile).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(cfdi.PDFFile).toMatch(/^data:application\/pdf;base64,/);
    const pdf = Buffer.from(cfdi.PDFFile!.split(',')[1]!, 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('needs a session and seeds only once', async () => {
    expect((await t.call('Notification', { ActionId: 22 })).status).toBe(401);
    await seedStatements(t.handle.db);
    const rows = await t.handle.db.select().from(statements).where(eq(statements.active, true));
    expect(rows).toHaveLength(DEMO_STATEMENTS.length);
  });
});
