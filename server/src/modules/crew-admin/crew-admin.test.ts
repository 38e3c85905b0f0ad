/**
 * api/Crew 11, 20, 21, 22, 31, 41 and api/Region 11, 20, 21, 31, 41 (spec 3 §3.9, §3.10, §5.6,
 * §7.3, §7.5) with api/event 20 for a crew: the rules as a caller sees them, the audit, who may
 * read and write, and the crew assignment of an order refusing an inactive crew.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareDates } from '../../../../src/domain/maintenance';
import type {
  CrewRecordResponse,
  CrewSearchResponse,
  RegionSearchResponse,
} from '../../../../src/protocol/crew-admin';
import type { Session } from '../../../../src/protocol/session';
import type { EventItem } from '../../../../src/protocol/user-admin';
import { ordersOf } from '../../testing/maintenance-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { mexicoCityToday } from '../maintenance/write-routes';

let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = [
  'admin',
  'dev',
  'visor',
  'mantenimiento',
  'mantto.fijo',
  'proveedor',
  'arrendador',
  'cliente',
];
const call = (user: string, body: Record<string, unknown>, name = 'Crew') =>
  t.call(name, body, tokens[user]);
let lessorId = 0;
let supplierId = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const u of USERS) tokens[u] = await t.tokenFor(u);
  const res = await call('admin', { ActionId: 21, Crew: { Code: 'ARC-CEN-01' } });
  lessorId = (res.body as CrewRecordResponse).Supplier!.Id;
  const sup = await call('admin', { ActionId: 21, Crew: { Code: 'CUA-NOR-01' } });
  supplierId = (sup.body as CrewRecordResponse).Supplier!.Id;
});
afterAll(() => t.close());

const crewBody = (
  over: Record<string, unknown> = {},
  supplier: number | null = lessorId,
  actionId = 11,
) => ({
  ActionId: actionId,
  Crew: {
    Code: 'ARC-SUR-01',
    Name: 'Cuadrilla Los Arcos Sur',
    Active: true,
    CompanyCode: 'MX10',
    RegionCode: 'SUR',
    ...over,
  },
  Supplier: { Id: supplier },
});

describe('api/Crew 20 list and search', () => {
  it('lists crews by name with supplier, kind and company, 50 a page', async () => {
    const res = await call('admin', { ActionId: 20 });
    expect(res.status).toBe(200);
    const body = res.body as CrewSearchResponse;
    expect(body.PageSize).toBe(50);
    expect(body.Total).toBeGreaterThanOrEqual(6);
    const names = body.List.map((c) => c.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const arcos = body.List.find((c) => c.Code === 'ARC-NOR-01');
    expect(arcos).toMatchObject({
      CompanyCode: 'MX10',
      CompanyName: expect.stringContaining('Torres'),
      Supplier: { Code: '0000100001', IsLessor: true, IsSupplier: false },
    });
    const page = (await call('admin', { ActionId: 20, PageSize: 25, Page: 1 })).body;
    expect((page as CrewSearchResponse).List.length).toBeLessThanOrEqual(25);
    expect((await call('admin', { ActionId: 20, PageSize: 10 })).status).toBe(400);
  });

  it('searches by name or code; neither is alertSearchCrew, a long name is refused', async () => {
    const byName = (await call('visor', { ActionId: 20, Filter: { Name: 'norte' } }))
      .body as CrewSearchResponse;
    expect(byName.List.map((c) => c.Code)).toEqual(expect.arrayContaining(['CUA-NOR-01']));
    expect(byName.List.every((c) => /norte/i.test(c.Name))).toBe(true);
    const byCode = (await call('admin', { ActionId: 20, Filter: { Code: 'arc-' } }))
      .body as CrewSearchResponse;
    expect(byCode.List.every((c) => c.Code.startsWith('ARC-'))).toBe(true);
    const neither = await call('admin', { ActionId: 20, Filter: { Name: ' ', Code: null } });
    expect(neither.body).toMatchObject({ Result: true });
    const empty = await call('admin', { ActionId: 22, Filter: { Code: ' ' } });
    expect(empty.body).toMatchObject({
      Result: false,
      Message: 'Capture el nombre o el código de la cuadrilla para buscar',
    });
    const long = await call('admin', { ActionId: 20, Filter: { Name: 'n'.repeat(513) } });
    expect(long.body.Result).toBe(false);
    expect(long.body.Message).toBe('El campo Name admite como máximo 512 caracteres');
  });

  it('22 answers the crews whose code starts with the text', async () => {
    const res = await call('mantenimiento', { ActionId: 22, Filter: { Code: 'cua-' } });
    expect(res.status).toBe(200);
    expect((res.body.List as { Code: string }[]).every((c) => c.Code.startsWith('CUA-'))).toBe(
      true,
    );
  });
});

describe('api/Crew 11, 21, 31, 41 and its log', () => {
  it('creates, reads, updates and deletes a crew, audited and logged', async () => {
    const created = await call('admin', crewBody({ Code: ' arc-occ-09 ' }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      Result: true,
      Message: 'Registro creado exitosamente',
      Crew: { Code: 'ARC-OCC-09', Active: true, ModifiedBy: expect.any(String) },
      Supplier: { Id: lessorId },
    });
    const again = await call('admin', crewBody({ Code: 'ARC-OCC-09' }));
    expect(again.body).toMatchObject({
      Result: false,
      Message: 'Ya existe una cuadrilla con el código ARC-OCC-09',
    });
    const view = await call('visor', { ActionId: 21, Crew: { Code: 'arc-occ-09' } });
    expect(view.body).toMatchObject({ Crew: { Name: 'Cuadrilla Los Arcos Sur' } });
    const updated = await call(
      'admin',
      crewBody(
        { Code: 'ARC-OCC-09', Name: 'Cuadrilla Arcos Occidente', Active: false },
        lessorId,
        31,
      ),
    );
    expect(updated.body).toMatchObject({
      Result: true,
      Message: 'Registro actualizado exitosamente',
      Crew: { Name: 'Cuadrilla Arcos Occidente', Active: false },
    });
    const removed = await call('admin', { ActionId: 41, Crew: { Code: 'ARC-OCC-09' } });
    expect(removed.body).toMatchObject({
      Result: true,
      Message: 'Registro eliminado exitosamente',
    });
    expect((await call('admin', { ActionId: 21, Crew: { Code: 'ARC-OCC-09' } })).status).toBe(404);
    expect((await call('admin', { ActionId: 41, Crew: { Code: 'ARC-OCC-09' } })).status).toBe(404);
    const listed = (await call('admin', { ActionId: 20, PageSize: 0 })).body as CrewSearchResponse;
    expect(listed.List.some((c) => c.Code === 'ARC-OCC-09')).toBe(false);
    // A deleted crew's code stays taken.
    expect((await call('admin', crewBody({ Code: 'ARC-OCC-09' }))).body.Result).toBe(false);

    const log = await call(
      'visor',
      { ActionId: 20, Filter: { ReferenceId: 'ARC-OCC-09', Entity: 'Crew' } },
      'event',
    );
    expect(log.status).toBe(200);
    expect((log.body.List as EventItem[]).map((e) => e.ActionId)).toEqual([41, 31, 11]);
    const adminLog = await call(
      'proveedor',
      { ActionId: 20, Filter: { ReferenceId: 'ARC-OCC-09', Entity: 'Crew' } },
      'event',
    );
    expect(adminLog.status).toBe(403);
  });

  it.each([
    ['no name', { Name: ' ' }, 'lessor', 'El campo Name es obligatorio'],
    [
      'a name of 257',
      { Name: 'n'.repeat(257) },
      'lessor',
      'El campo Name admite como máximo 256 caracteres',
    ],
    ['no code', { Code: '' }, 'lessor', 'El campo Code es obligatorio'],
    [
      'a code of 11',
      { Code: 'C'.repeat(11) },
      'lessor',
      'El campo Code admite como máximo 10 caracteres',
    ],
    ['no supplier', {}, null, 'El campo Supplier es obligatorio'],
    ['no company', { CompanyCode: '' }, 'lessor', 'El campo Company es obligatorio'],
    [
      'a company the supplier does not work for',
      { CompanyCode: 'MX20' },
      'lessor',
      'El proveedor no existe, está inactivo o no trabaja para la empresa elegida',
    ],
    ['an unknown region', { RegionCode: 'XXX' }, 'lessor', 'La región no existe o está inactiva'],
  ])('refuses %s with a translated message', async (_, over, supplier, text) => {
    const res = await call(
      'admin',
      crewBody({ Code: 'ARC-BAD-01', ...over }, supplier === 'lessor' ? lessorId : null),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Result: false, Message: text });
  });

  it('answers in English when asked', async () => {
    const res = await call('admin', { ...crewBody({ Name: '' }), Language: 'en' });
    expect(res.body.Message).toBe('The field Name is required');
  });

  it('updating an unknown crew is 404', async () => {
    const res = await call('admin', crewBody({ Code: 'NOPE-1' }, lessorId, 31));
    expect(res.status).toBe(404);
  });
});

describe('who may call api/Crew and api/Region', () => {
  it('administrators write; Visualizar and Mantenimiento read only; others neither', async () => {
    for (const user of ['visor', 'mantenimiento']) {
      expect((await call(user, { ActionId: 20 })).status).toBe(200);
      expect((await call(user, { ActionId: 20 }, 'Region')).status).toBe(200);
      expect((await call(user, crewBody({ Code: 'NO-WRITE' }))).status).toBe(403);
      expect((await call(user, { ActionId: 41, Crew: { Code: 'CUA-SUR-01' } })).status).toBe(403);
      expect(
        (await call(user, { ActionId: 11, Region: { Code: 'NW', Name: 'No' } }, 'Region')).status,
      ).toBe(403);
    }
    for (const user of ['mantto.fijo', 'proveedor', 'arrendador', 'cliente']) {
      expect((await call(user, { ActionId: 20 })).status).toBe(403);
      expect((await call(user, { ActionId: 21, Crew: { Code: 'CUA-SUR-01' } })).status).toBe(403);
      expect((await call(user, { ActionId: 20 }, 'Region')).status).toBe(403);
    }
    expect((await call('dev', crewBody({ Code: 'DEV-01' }, supplierId))).body.Result).toBe(true);
  });
});

describe('api/Region', () => {
  it('lists, searches, creates, updates, deletes and logs a region', async () => {
    const list = (await call('admin', { ActionId: 20 }, 'Region')).body as RegionSearchResponse;
    expect(list.List.map((r) => r.Code)).toEqual(
      expect.arrayContaining(['NOR', 'CEN', 'SUR', 'OCC']),
    );
    const search = await call('admin', { ActionId: 20, Filter: { Name: '', Code: '' } }, 'Region');
    expect(search.body.Result).toBe(true);
    const found = (await call('admin', { ActionId: 20, Filter: { Name: 'cent' } }, 'Region'))
      .body as RegionSearchResponse;
    expect(found.List.map((r) => r.Code)).toEqual(['CEN']);
    const made = await call(
      'admin',
      { ActionId: 11, Region: { Code: 'noe', Name: 'Noreste' } },
      'Region',
    );
    expect(made.body).toMatchObject({ Result: true, Region: { Code: 'NOE', Active: true } });
    const taken = await call(
      'admin',
      { ActionId: 11, Region: { Code: 'NOE', Name: 'Otra' } },
      'Region',
    );
    expect(taken.body).toMatchObject({
      Result: false,
      Message: 'Ya existe una región con el código NOE',
    });
    const bad = await call(
      'admin',
      { ActionId: 11, Region: { Code: 'X'.repeat(11), Name: 'x' } },
      'Region',
    );
    expect(bad.body.Message).toBe('El campo Code admite como máximo 10 caracteres');
    const upd = await call(
      'admin',
      { ActionId: 31, Region: { Code: 'NOE', Name: 'Noreste', Active: false } },
      'Region',
    );
    expect(upd.body).toMatchObject({ Result: true, Region: { Active: false } });
    // An inactive region is no longer offered to crews.
    const crew = await call('admin', crewBody({ Code: 'ARC-NOE-01', RegionCode: 'NOE' }));
    expect(crew.body.Message).toBe('La región no existe o está inactiva');
    expect(
      (await call('admin', { ActionId: 41, Region: { Code: 'NOE' } }, 'Region')).body.Result,
    ).toBe(true);
    expect((await call('admin', { ActionId: 21, Region: { Code: 'NOE' } }, 'Region')).status).toBe(
      404,
    );
    const log = await call(
      'admin',
      { ActionId: 20, Filter: { ReferenceId: 'NOE', Entity: 'Region' } },
      'event',
    );
    expect((log.body.List as EventItem[]).map((e) => e.ActionId)).toEqual([41, 31, 11]);
  });
});

describe('assigning a crew to an order (spec 3 §4.11)', () => {
  it('a new active crew is in the session and assignable; an inactive one is refused', async () => {
    const made = await call('admin', crewBody({ Code: 'ARC-NEW-01', Name: 'Cuadrilla Nueva' }));
    expect(made.body.Result).toBe(true);
    const off = await call(
      'admin',
      crewBody({ Code: 'ARC-OFF-01', Name: 'Cuadrilla Inactiva', Active: false }),
    );
    expect(off.body.Result).toBe(true);

    // The lessor-side maintenance account gets the new crews at its next session answer.
    const session = await t.call('session', { ActionId: 21 }, await t.tokenFor('mantto.fijo'));
    expect(session.status).toBe(200);
    const crews = (session.body.Session as Session).CompanyList.flatMap((c) => c.Crew);
    expect(crews.find((c) => c.Code === 'ARC-NEW-01')).toMatchObject({ Active: true });
    expect(crews.find((c) => c.Code === 'ARC-OFF-01')).toMatchObject({ Active: false });

    const today = mexicoCityToday(new Date());
    const orders = (await ordersOf(t, '0000100001', '01')).filter(
      (o) => compareDates(o.fsavd, today) > 0,
    );
    const order = orders.at(-1)!;
    const assign = (crew: string) =>
      t.call(
        'UpdateOrderMP',
        { ActionId: 31, aufnr: order.aufnr, work_cntr: crew },
        tokens['mantto.fijo'],
      );
    const refused = await assign('ARC-OFF-01');
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toBe(
      'La cuadrilla ARC-OFF-01 está inactiva y no puede asignarse a una orden',
    );
    const done = await assign('ARC-NEW-01');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // Deleting the crew makes it unassignable too.
    await call('admin', { ActionId: 41, Crew: { Code: 'ARC-NEW-01' } });
    const [other] = orders;
    const gone = await t.call(
      'UpdateOrderMP',
      { ActionId: 31, aufnr: other!.aufnr, work_cntr: 'ARC-NEW-01' },
      tokens['mantto.fijo'],
    );
    expect(gone.status).toBe(409);
  });
});
