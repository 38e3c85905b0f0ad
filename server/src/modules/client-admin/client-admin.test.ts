/**
 * The client administration on api/client 20, 21, 22, 11, 31, 41 (spec 3 §3.16, the named route
 * AdminClient) with api/event 20 for a client: the list with SAP names, children and users, the
 * search rule, the ERP look-up, every refusal of a save and a delete, the audit, who may call, and
 * what deactivating a client does to its users (sign-in, session, customer data).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClientLookupResponse,
  ClientRecordResponse,
  ClientSearchResponse,
} from '../../../../src/protocol/client-admin';
import type { Session } from '../../../../src/protocol/session';
import type { EventItem } from '../../../../src/protocol/user-admin';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['admin', 'dev', 'visor', 'cliente', 'cliente.norte', 'arrendador', 'proveedor'];
const PARENT = '0000300001';
const NORTE = '0000300002';
const SUR = '0000300003';
const PACIFICO = '0000300004';
const MAZATLAN = '0000300005';
const SURESTE = '0000300006';

const call = (user: string, body: Record<string, unknown>, name = 'client') =>
  t.call(name, { Language: 'es', ...body }, tokens[user]);
const save = (
  user: string,
  client: Record<string, unknown>,
  children: Record<string, unknown>[] = [],
  actionId = 11,
) =>
  call(user, {
    ActionId: actionId,
    Client: { Code: PACIFICO, CompanyId: 'MX10', Active: true, ...client },
    Children: children,
  });
const view = async (code: string) =>
  (await call('admin', { ActionId: 21, Client: { Code: code } })).body as ClientRecordResponse;

beforeAll(async () => {
  t = await createTestApp();
  for (const u of USERS) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

describe('api/client 20 list and search', () => {
  it('lists the principal clients with their SAP names, company, children and users', async () => {
    const res = await call('admin', { ActionId: 20 });
    expect(res.status).toBe(200);
    const body = res.body as ClientSearchResponse;
    expect(body.PageSize).toBe(50);
    const parent = body.List.find((c) => c.Code === PARENT);
    expect(parent).toMatchObject({
      Name: 'Cliente Corporativo, S.A. de C.V.',
      CompanyId: 'MX10',
      CompanyName: expect.any(String),
      Active: true,
      Users: 1,
    });
    expect(parent!.Children).toEqual([
      { Code: NORTE, Name: 'Cliente Corporativo Sucursal Norte', Active: true, Users: 1 },
      { Code: SUR, Name: 'Cliente Corporativo Sucursal Sur', Active: true, Users: 1 },
    ]);
    // Children are inside their principal's record, never rows of their own.
    expect(body.List.map((c) => c.Code)).not.toContain(NORTE);
  });

  it.each([
    ['free text by a child name without accents', { Text: 'sucursal norte' }, [PARENT]],
    ['free text by a number without zeros', { Text: '300001' }, [PARENT]],
    ['the dialog by name', { Name: 'corporativo' }, [PARENT]],
    ['the dialog by a child number', { Code: '0000300003' }, [PARENT]],
    ['free text matching nobody', { Text: 'pacifico' }, []],
  ])('%s', async (_, filter, codes) => {
    const res = await call('admin', { ActionId: 20, Filter: filter });
    expect((res.body as ClientSearchResponse).List.map((c) => c.Code)).toEqual(codes);
  });

  it('answers alertSearchClient for a dialog search with a blank name and code', async () => {
    const res = await call('admin', { ActionId: 20, Filter: { Name: ' ', Code: '' } });
    // Blank fields are no dialog search: the whole list.
    expect(res.body.Result).toBe(true);
    const long = await call('admin', { ActionId: 20, Filter: { Name: 'n'.repeat(513) } });
    expect(long.body).toMatchObject({
      Result: false,
      Message: 'El nombre a buscar admite como máximo 512 caracteres',
    });
  });
});

describe('api/client 22 looks a number up in the ERP customer master', () => {
  it.each([
    ['300004', { Code: PACIFICO, Name: expect.stringContaining('Pacífico'), InPortal: null }],
    [NORTE, { Code: NORTE, InPortal: 'child' }],
    [PARENT, { Code: PARENT, InPortal: 'principal', CompanyId: 'MX10' }],
  ])('%s', async (code, expected) => {
    const res = await call('admin', { ActionId: 22, Client: { Code: code } });
    expect(res.status).toBe(200);
    expect((res.body as ClientLookupResponse).Customer).toMatchObject(expected);
  });

  it.each(['0000399999', 'ABC'])('%s is not in SAP: 404 with the message', async (code) => {
    const res = await call('admin', { ActionId: 22, Client: { Code: code } });
    expect(res.status).toBe(404);
    expect(res.body.Message).toBe(`El cliente ${code} no existe en SAP`);
  });
});

describe('api/client 11 insert refuses, with the message a user reads', () => {
  it.each([
    ['no number', { Code: ' ' }, [], 'Capture el número de cliente'],
    [
      'a number of 11 digits',
      { Code: '12345678901' },
      [],
      'El número de cliente 12345678901 no es válido: capture de 1 a 10 dígitos',
    ],
    ['no company', { CompanyId: '' }, [], 'Elija la sociedad del cliente'],
    [
      'the principal as its own child',
      {},
      [{ Code: '300004' }],
      `El cliente ${PACIFICO} no puede ser asociado de sí mismo`,
    ],
    [
      'one child twice',
      {},
      [{ Code: MAZATLAN }, { Code: '300005' }],
      `El cliente asociado ${MAZATLAN} está repetido`,
    ],
    [
      'a number SAP does not know',
      { Code: '399999' },
      [],
      'El cliente 0000399999 no existe en SAP',
    ],
    [
      'a child SAP does not know',
      {},
      [{ Code: '399998' }],
      'El cliente 0000399998 no existe en SAP',
    ],
    [
      'a principal already there',
      { Code: PARENT },
      [],
      `El cliente ${PARENT} ya está dado de alta como cliente principal`,
    ],
    [
      'a number that is another principal’s child',
      { Code: NORTE },
      [],
      `El cliente ${NORTE} ya es cliente asociado de ${PARENT}`,
    ],
    [
      'a child that is a principal',
      {},
      [{ Code: PARENT }],
      `El cliente ${PARENT} es un cliente principal y no puede asociarse a otro`,
    ],
    [
      'a child of another principal',
      {},
      [{ Code: SUR }],
      `El cliente ${SUR} ya es cliente asociado de ${PARENT}`,
    ],
    ['an unknown company', { CompanyId: 'MX99' }, [], 'La sociedad MX99 no existe o está inactiva'],
  ])('%s', async (_, client, children, expected) => {
    const res = await save('admin', client, children);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Result: false, Message: expected });
  });

  it('refuses 51 children with the limit', async () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ Code: String(500000 + i) }));
    const res = await save('admin', {}, many);
    expect(res.body.Message).toBe('Un cliente principal admite como máximo 50 clientes asociados');
  });

  it('answers in English when asked', async () => {
    const res = await call('admin', {
      ActionId: 11,
      Language: 'en',
      Client: { Code: '399999', CompanyId: 'MX10' },
    });
    expect(res.body.Message).toBe('Client 0000399999 does not exist in SAP');
  });
});

describe('api/client 11, 31, 41 and the log', () => {
  it('creates a principal with a child, lists it, updates, removes the child and deletes it', async () => {
    const created = await save('dev', { Code: '300004' }, [{ Code: '300005' }]);
    expect(created.body).toMatchObject({ Result: true, Message: 'Registro creado exitosamente' });
    expect((created.body as ClientRecordResponse).Client).toMatchObject({
      Code: PACIFICO,
      Name: 'Grupo Constructor del Pacífico, S.A. de C.V.',
      Tin: 'GCP120830GH4',
      Children: [{ Code: MAZATLAN, Active: true, Users: 0 }],
      ModifiedBy: expect.any(String),
    });
    const listed = await call('admin', { ActionId: 20, Filter: { Text: 'pacifico' } });
    expect((listed.body as ClientSearchResponse).List.map((c) => c.Code)).toEqual([PACIFICO]);
    // The child is now taken: a look-up says so, another principal cannot have it.
    const lookup = await call('admin', { ActionId: 22, Client: { Code: MAZATLAN } });
    expect((lookup.body as ClientLookupResponse).Customer.InPortal).toBe('child');
    const other = await save('admin', { Code: SURESTE, CompanyId: 'MX20' }, [{ Code: MAZATLAN }]);
    expect(other.body.Message).toBe(`El cliente ${MAZATLAN} ya es cliente asociado de ${PACIFICO}`);

    const updated = await save('admin', { Active: false }, [{ Code: MAZATLAN, Active: false }], 31);
    expect(updated.body).toMatchObject({
      Result: true,
      Message: 'Registro actualizado exitosamente',
    });
    expect((await view(PACIFICO)).Client).toMatchObject({
      Active: false,
      Children: [{ Code: MAZATLAN, Active: false }],
    });
    const removed = await save('admin', { Active: true }, [], 31);
    expect(removed.body.Result).toBe(true);
    expect((await view(PACIFICO)).Client.Children).toEqual([]);
    // Freed, the child may go to another principal.
    const moved = await save('admin', { Code: SURESTE, CompanyId: 'MX20' }, [{ Code: MAZATLAN }]);
    expect(moved.body.Result).toBe(true);

    const deleted = await call('admin', { ActionId: 41, Client: { Code: '300004' } });
    expect(deleted.body).toMatchObject({
      Result: true,
      Message: 'Registro eliminado exitosamente',
    });
    const gone = await call('admin', { ActionId: 21, Client: { Code: PACIFICO } });
    expect(gone.status).toBe(404);
    expect(gone.body.Message).toBe('El cliente no existe');

    const log = await call(
      'admin',
      {
        ActionId: 20,
        Filter: { ReferenceId: '300004', Entity: 'Client' },
      },
      'event',
    );
    expect((log.body.List as EventItem[]).map((e) => e.ActionId)).toEqual([41, 31, 31, 11]);
  });

  it('updating or deleting a client that is not there answers 404', async () => {
    const update = await save('admin', { Code: NORTE }, [], 31);
    expect(update.status).toBe(404);
    const del = await call('admin', { ActionId: 41, Client: { Code: '399999' } });
    expect(del.status).toBe(404);
  });

  it('keeps a client with users: no delete, no removal of a child with users', async () => {
    const del = await call('admin', { ActionId: 41, Client: { Code: PARENT } });
    expect(del.body).toMatchObject({
      Result: false,
      Message: `El cliente ${PARENT} tiene usuarios asignados (3); elimínelos o desactive el cliente`,
    });
    const drop = await save('admin', { Code: PARENT }, [{ Code: SUR }], 31);
    expect(drop.body.Message).toBe(
      `El cliente asociado ${NORTE} tiene usuarios asignados (1); desactívelo en lugar de quitarlo`,
    );
    expect((await view(PARENT)).Client.Children.map((c) => c.Code)).toEqual([NORTE, SUR]);
  });

  it('associates one client once when two principals claim it at the same time', async () => {
    const freed = await save('admin', { Code: SURESTE, CompanyId: 'MX20' }, [], 31);
    expect(freed.body.Result).toBe(true);
    const [a, b] = await Promise.all([
      save('admin', { Code: '300004' }, [{ Code: '300005' }]),
      save('admin', { Code: SURESTE, CompanyId: 'MX20' }, [{ Code: '300005' }], 31),
    ]);
    const ok = [a, b].filter((r) => r.body.Result === true);
    expect(ok).toHaveLength(1);
    const listed = (await call('admin', { ActionId: 20, Filter: { Code: MAZATLAN } }))
      .body as ClientSearchResponse;
    expect(listed.List).toHaveLength(1);
  });
});

describe('who may administer clients', () => {
  it.each(['visor', 'cliente', 'arrendador', 'proveedor'])(
    '%s gets 403 on every call',
    async (u) => {
      for (const actionId of [20, 21, 22, 11, 31, 41]) {
        const res = await call(u, {
          ActionId: actionId,
          Client: { Code: PARENT, CompanyId: 'MX10' },
        });
        expect(res.status, `ActionId ${actionId}`).toBe(403);
      }
    },
  );
});

describe('a deactivated client closes its users’ access', () => {
  const children = (norte: boolean) => [
    { Code: NORTE, Active: norte },
    { Code: SUR, Active: true },
  ];
  const contracts = (user: string, kunnr: string) =>
    call(user, { ActionId: 21, BUKRS: 'MX10', KUNNR: kunnr }, 'OpenSalesContract');

  it('an inactive child: its user cannot sign in, the principal no longer sees it', async () => {
    expect((await save('admin', { Code: PARENT }, children(false), 31)).body.Result).toBe(true);
    const signIn = await t.login('cliente.norte');
    expect(signIn.body.Message).toBe('Número de cliente no relacionado, contacte al administrador');
    expect((await contracts('cliente.norte', NORTE)).status).toBe(403);
    expect((await contracts('cliente', NORTE)).status).toBe(403);
    const session = await t.call('session', { ActionId: 21 }, tokens.cliente);
    expect((session.body.Session as Session).ClientChildList).toEqual([SUR]);

    expect((await save('admin', { Code: PARENT }, children(true), 31)).body.Result).toBe(true);
    expect((await t.login('cliente.norte')).status).toBe(200);
    expect((await contracts('cliente', NORTE)).status).toBe(200);
  });

  it('an inactive principal: none of its users signs in or reads its data', async () => {
    expect(
      (await save('admin', { Code: PARENT, Active: false }, children(true), 31)).body.Result,
    ).toBe(true);
    for (const user of ['cliente', 'cliente.norte'])
      expect((await t.login(user)).body.Message, user).toBe(
        'Número de cliente no relacionado, contacte al administrador',
      );
    expect((await contracts('cliente', PARENT)).status).toBe(403);
    expect((await save('admin', { Code: PARENT }, children(true), 31)).body.Result).toBe(true);
    expect((await contracts('cliente', PARENT)).status).toBe(200);
  });
});
