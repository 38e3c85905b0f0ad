/**
 * api/Parameter 11, 20, 21, 22, 31, 41, 10 (spec 3 §2.4, §4.8, §5.5, §7.4), api/event for a
 * communiqué and api/Notification 22 (the home carousel): every rule of the form as the server
 * enforces it, who may call what, and which communiqués each role sees on its home page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import type {
  ParameterListResponse,
  ParameterRecordResponse,
} from '../../../../src/protocol/statement-admin';
import type { StatementListResponse } from '../../../../src/protocol/notification';
import { tinyPdf } from '../../db/seed/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const call = (user: string, body: Record<string, unknown>, name = 'Parameter') =>
  t.call(name, body, tokens[user]);

const USERS = ['admin', 'dev', 'visor', 'arrendador', 'proveedor', 'mantto.fijo', 'cliente'];
beforeAll(async () => {
  t = await createTestApp();
  for (const u of USERS) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

function dayPlus(days: number): string {
  const d = new Date(`${mexicoCityToday(new Date())}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const TODAY = () => dayPlus(0);

/** A 1x1 transparent PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64')}`;
const PDF = tinyPdf('Aviso', 'Prueba');
const SVG = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;

let seq = 0;
function body(over: Record<string, unknown> = {}, region: string[] = ['NOR'], actionId = 11) {
  seq += 1;
  return {
    ActionId: actionId,
    Parameter: {
      Name: `Comunicado de prueba ${seq} ${Date.now()}`,
      Active: true,
      StartDate: TODAY(),
      EndDate: dayPlus(30),
      ImageFile: PNG,
      PDFFile: null,
      ForLessor: true,
      ForSupplier: false,
      AllRegion: false,
      ...over,
    },
    Region: region.map((Id) => ({ Id })),
  };
}

async function insert(over: Record<string, unknown> = {}, region: string[] = ['NOR']) {
  const res = await call('admin', body(over, region));
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  expect(res.body.Result, JSON.stringify(res.body).slice(0, 300)).toBe(true);
  return res.body as ParameterRecordResponse;
}

async function homeIds(user: string): Promise<number[]> {
  const res = await call(user, { ActionId: 22, Filter: {} }, 'Notification');
  expect(res.status).toBe(200);
  return (res.body as StatementListResponse).List.map((s) => s.Id);
}

describe('api/Parameter 11 insert', () => {
  it('creates a communiqué with its regions, who and when, and audits it', async () => {
    const rec = await insert({ Name: '  Aviso Norte  ' });
    expect(rec.Message).toBe('Registro creado exitosamente');
    expect(rec.Parameter.Name).toBe('Aviso Norte');
    expect(rec.Region).toEqual([{ Id: 'NOR', Name: expect.any(String) }]);
    expect(rec.Parameter.ModifiedBy).toBeTruthy();
    const log = await call(
      'visor',
      { ActionId: 20, Filter: { ReferenceId: String(rec.Parameter.Id), Entity: 'Statement' } },
      'event',
    );
    expect(log.status).toBe(200);
    expect((log.body.List as { ActionId: number }[]).map((e) => e.ActionId)).toEqual([11]);
  });

  it.each([
    ['an empty name', { Name: '   ' }, [], 'El nombre es obligatorio.'],
    [
      'a name over 256',
      { Name: 'x'.repeat(257) },
      [],
      'El nombre admite como máximo 256 caracteres.',
    ],
    ['no start date', { StartDate: '' }, [], 'La fecha de inicio es obligatoria.'],
    [
      'a start before today',
      { StartDate: dayPlus(-1) },
      [],
      'La fecha de inicio no puede ser anterior a hoy.',
    ],
    ['no end date', { EndDate: '' }, [], 'La fecha de fin es obligatoria.'],
    [
      'an end before the start',
      { StartDate: dayPlus(2), EndDate: dayPlus(1) },
      [],
      'La fecha de fin no puede ser anterior a la fecha de inicio.',
    ],
    [
      'lessor and supplier without regions',
      { ForSupplier: true },
      [],
      'Seleccione al menos una región.',
    ],
    ['lessor without all regions nor regions', {}, [], 'Seleccione al menos una región.'],
    [
      'neither image nor PDF',
      { ImageFile: null, PDFFile: null },
      ['NOR'],
      'Adjunte una imagen o un PDF.',
    ],
    [
      'an SVG passed off as PNG',
      { ImageFile: SVG },
      ['NOR'],
      'El comunicado debe ser una imagen PNG, GIF o JPEG.',
    ],
    [
      'a PDF as the image',
      { ImageFile: PDF },
      ['NOR'],
      'El comunicado debe ser una imagen PNG, GIF o JPEG.',
    ],
    [
      'an image as the PDF',
      { ImageFile: null, PDFFile: PNG },
      ['NOR'],
      'El archivo del vínculo debe ser un PDF.',
    ],
    ['an unknown region', {}, ['XXX'], 'La región XXX no existe.'],
  ])('refuses %s with a translated message', async (_, over, region, text) => {
    const res = await call('admin', body(over, region));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Result: false, Message: text });
  });

  it('answers in English when asked', async () => {
    const res = await call('admin', { ...body({ StartDate: dayPlus(-3) }), Language: 'en' });
    expect(res.body.Message).toBe('The start date cannot be before today.');
  });

  it('refuses a file over 3,000,000 bytes with alertLess3MB (413)', async () => {
    const big = new Uint8Array(3_000_001);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const pdf = `data:application/pdf;base64,${Buffer.from(big).toString('base64')}`;
    const res = await call('admin', body({ ImageFile: null, PDFFile: pdf }));
    expect(res.status).toBe(413);
    expect(res.body.Message).toBe('El archivo excede el tamaño máximo de 3 Mega Bytes.');
  });

  it('takes png, gif and jpeg images and a PDF alone, stored under the type they are', async () => {
    for (const img of [PNG, GIF, JPEG]) await insert({ ImageFile: img });
    const rec = await insert({
      ImageFile: null,
      PDFFile: PDF.replace('application/pdf', 'text/plain'),
    });
    expect(rec.Parameter.ImageFile).toBeNull();
    expect(rec.Parameter.PDFFile?.startsWith('data:application/pdf;base64,')).toBe(true);
  });

  it('keeps supplier-only communiqués without regions and all-regions off', async () => {
    const rec = await insert({ ForLessor: false, ForSupplier: true, AllRegion: true }, ['NOR']);
    expect(rec.Parameter.AllRegion).toBe(false);
    expect(rec.Region).toEqual([]);
  });

  it('drops the region list when a lessor communiqué is for all regions', async () => {
    const rec = await insert({ AllRegion: true }, ['NOR']);
    expect(rec.Region).toEqual([]);
  });

  it('refuses an insert carrying an Id (400)', async () => {
    const res = await call('admin', body({ Id: 5 }));
    expect(res.status).toBe(400);
  });
});

describe('api/Notification, the same administration (spec 3 §7.4)', () => {
  it('creates, lists, views, updates and deletes a communiqué as api/Parameter does', async () => {
    const created = await call('admin', body(), 'Notification');
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(200);
    const record = created.body as ParameterRecordResponse;
    const id = record.Parameter.Id;
    const listed = await call(
      'visor',
      { ActionId: 20, Filter: { Code: String(id) }, Page: 1, PageSize: 50 },
      'Notification',
    );
    expect((listed.body as ParameterListResponse).List.map((p) => p.Id)).toEqual([id]);
    const viewed = await call('admin', { ActionId: 21, Parameter: { Id: id } }, 'Notification');
    expect((viewed.body as ParameterRecordResponse).Parameter.Name).toBe(record.Parameter.Name);
    const past = await call(
      'admin',
      { ...body({ Id: id, StartDate: dayPlus(-1) }, ['NOR'], 31) },
      'Notification',
    );
    expect(past.body.Result).toBe(false);
    const deleted = await call('admin', { ActionId: 41, Parameter: { Id: id } }, 'Notification');
    expect(deleted.body.Result).toBe(true);
    expect(await homeIds('arrendador')).not.toContain(id);
  });

  it('refuses its writes to Visualizar and to a lessor (403)', async () => {
    for (const user of ['visor', 'arrendador']) {
      const res = await call(user, body(), 'Notification');
      expect(res.status).toBe(403);
    }
  });
});

describe('api/Parameter 31 update, 41 delete, 21/22 view', () => {
  it('a new image replaces the stored PDF, and a new PDF the stored image', async () => {
    const rec = await insert({ ImageFile: null, PDFFile: PDF });
    const id = rec.Parameter.Id;
    const withImage = await call(
      'admin',
      body({ Id: id, ImageFile: PNG, PDFFile: PDF }, ['NOR'], 31),
    );
    expect(withImage.body.Result).toBe(true);
    expect((withImage.body as ParameterRecordResponse).Parameter.PDFFile).toBeNull();
    expect((withImage.body as ParameterRecordResponse).Message).toBe(
      'Registro actualizado exitosamente',
    );
    const withPdf = await call(
      'admin',
      body({ Id: id, ImageFile: PNG, PDFFile: PDF }, ['NOR'], 31),
    );
    expect((withPdf.body as ParameterRecordResponse).Parameter.ImageFile).toBeNull();
  });

  it('keeps a past start date that is not changed, but refuses moving it into the past', async () => {
    const rec = await insert();
    const id = rec.Parameter.Id;
    // Send it back as it is: allowed whatever day it is.
    const same = await call(
      'admin',
      body(
        { Id: id, StartDate: rec.Parameter.StartDate, ImageFile: rec.Parameter.ImageFile },
        ['NOR'],
        31,
      ),
    );
    expect(same.body.Result).toBe(true);
    const moved = await call('admin', body({ Id: id, StartDate: dayPlus(-2) }, ['NOR'], 31));
    expect(moved.body.Message).toBe('La fecha de inicio no puede ser anterior a hoy.');
  });

  it('views a communiqué (21 and the quiet 22) and deletes it (41), logged', async () => {
    const rec = await insert();
    const id = rec.Parameter.Id;
    for (const actionId of [21, 22]) {
      const view = await call('visor', { ActionId: actionId, Parameter: { Id: id } });
      expect(view.status).toBe(200);
      expect((view.body as ParameterRecordResponse).Parameter.ImageFile).toBe(PNG);
    }
    const del = await call('admin', { ActionId: 41, Parameter: { Id: id } });
    expect(del.body).toMatchObject({ Result: true, Message: 'Registro eliminado exitosamente' });
    const gone = await call('admin', { ActionId: 21, Parameter: { Id: id } });
    expect(gone.status).toBe(404);
    expect((await call('admin', { ActionId: 41, Parameter: { Id: id } })).status).toBe(404);
    const log = await call(
      'admin',
      { ActionId: 20, Filter: { ReferenceId: String(id), Entity: 'Statement' } },
      'event',
    );
    expect((log.body.List as { ActionId: number }[]).map((e) => e.ActionId)).toEqual([41, 11]);
  });

  it('updates an unknown communiqué as missing (404)', async () => {
    const res = await call('admin', body({ Id: 999_999 }, ['NOR'], 31));
    expect(res.status).toBe(404);
  });
});

describe('api/Parameter 20 and 10 lists', () => {
  it('searches by name and by number, pages, and carries no file contents', async () => {
    const rec = await insert({ Name: `Buscable ${Date.now()}` });
    const byName = await call('visor', { ActionId: 20, Filter: { Name: 'buscable' } });
    const list = byName.body as ParameterListResponse;
    expect(list.List.map((r) => r.Id)).toContain(rec.Parameter.Id);
    const row = list.List.find((r) => r.Id === rec.Parameter.Id)!;
    expect(row).toMatchObject({ HasImage: true, HasPdf: false, Regions: ['NOR'] });
    expect(JSON.stringify(row)).not.toContain('base64');
    expect(list.RegionList.map((r) => r.Id)).toContain('NOR');
    const byCode = await call('admin', {
      ActionId: 20,
      Filter: { Code: String(rec.Parameter.Id) },
    });
    expect((byCode.body as ParameterListResponse).List.map((r) => r.Id)).toEqual([
      rec.Parameter.Id,
    ]);
    const page = await call('admin', { ActionId: 20, PageSize: 25, Page: 1 });
    expect((page.body as ParameterListResponse).List.length).toBeLessThanOrEqual(25);
    const short = await call('admin', { ActionId: 10, Filter: {} });
    expect((short.body.ListS as { Id: number }[]).map((s) => s.Id)).toContain(rec.Parameter.Id);
  });
});

describe('access (spec 3 §6)', () => {
  it.each(['arrendador', 'proveedor', 'cliente'])(
    '%s may not list, view or change',
    async (user) => {
      for (const b of [
        { ActionId: 20 },
        { ActionId: 21, Parameter: { Id: 1 } },
        { ActionId: 10, Filter: {} },
        body(),
        body({ Id: 1 }, ['NOR'], 31),
        { ActionId: 41, Parameter: { Id: 1 } },
      ])
        expect((await call(user, b)).status, `${user} ${b.ActionId}`).toBe(403);
      const log = await call(
        user,
        { ActionId: 20, Filter: { ReferenceId: '1', Entity: 'Statement' } },
        'event',
      );
      expect(log.status).toBe(403);
    },
  );

  it('Visualizar reads but may not insert, update or delete', async () => {
    expect((await call('visor', { ActionId: 20 })).status).toBe(200);
    expect((await call('visor', body())).status).toBe(403);
    expect((await call('visor', body({ Id: 1 }, ['NOR'], 31))).status).toBe(403);
    expect((await call('visor', { ActionId: 41, Parameter: { Id: 1 } })).status).toBe(403);
  });

  it('Developer changes like an administrator', async () => {
    const res = await call('dev', body());
    expect(res.body.Result).toBe(true);
  });
});

describe('api/Notification 22: the home carousel shows exactly the active, targeted ones', () => {
  it('by role, region, dates, active flag and deletion', async () => {
    const nor = (await insert({}, ['NOR'])).Parameter.Id;
    const cen = (await insert({}, ['CEN'])).Parameter.Id;
    const allLessors = (await insert({ AllRegion: true })).Parameter.Id;
    const suppliers = (await insert({ ForLessor: false, ForSupplier: true })).Parameter.Id;
    const both = (await insert({ ForSupplier: true }, ['NOR'])).Parameter.Id;
    const later = (await insert({ StartDate: dayPlus(1), EndDate: dayPlus(3) }, ['NOR'])).Parameter
      .Id;
    const inactive = (await insert({ Active: false }, ['NOR'])).Parameter.Id;
    const deleted = (await insert({}, ['NOR'])).Parameter.Id;
    await call('admin', { ActionId: 41, Parameter: { Id: deleted } });

    const lessor = await homeIds('arrendador');
    expect(lessor).toEqual(expect.arrayContaining([nor, allLessors, both]));
    for (const id of [cen, suppliers, later, inactive, deleted]) expect(lessor).not.toContain(id);

    const supplier = await homeIds('proveedor');
    expect(supplier).toEqual(expect.arrayContaining([suppliers, both]));
    for (const id of [nor, cen, allLessors, later, inactive, deleted])
      expect(supplier).not.toContain(id);

    // A role that is neither lessor nor supplier sees only the general ones.
    const other = await homeIds('mantto.fijo');
    for (const id of [nor, cen, allLessors, suppliers, both, later])
      expect(other).not.toContain(id);
  });

  it('a communiqué running only today is shown today', async () => {
    const rec = await insert({ StartDate: TODAY(), EndDate: TODAY() }, ['NOR']);
    expect(await homeIds('arrendador')).toContain(rec.Parameter.Id);
  });
});
