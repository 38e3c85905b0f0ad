/**
 * The authorization sweep: every api/<name> + ActionId of the server's own route table against
 * every demo role, compared with the expected table beside it (the role's rule) and with the
 * caller's active modules against the route's (api/route-modules.ts), then attempts on other
 * users', other suppliers' and other lessors' ids (IDOR) on the user and maintenance-order calls.
 * Each module grant on its own is tried in module-grants.test.ts.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleName, roleByName } from '../../../src/domain/roles';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { maintenanceOrders, supplierCompany, suppliers, userModule, users } from '../db/schema';
import { createTestApp, type CallResult, type TestApp } from '../testing/test-app';
import {
  CALLERS,
  CALLER_KEYS,
  CALLER_ROLES,
  EXPECTED_ACCESS,
  VISIBLE_DEMO_USERS,
  type Caller,
} from './authorization-table';
import { API_ROUTE_TABLE } from './registry';
import { routeModulesAllow } from './route-modules';

let t: TestApp;
const tokens = new Map<Caller, string | null>();
/** Each signed-in caller's active modules, as the demo seed granted them. */
const modulesOf = new Map<Caller, string[]>();
const keyOf = (r: { name: string; actionId: number }) => `${r.name} ${r.actionId}`;
const denied = (res: CallResult) => res.status === 401 || res.status === 403;
/** An IDOR attempt is refused when the target answers as forbidden or missing. */
const refused = (res: CallResult) => denied(res) || res.status === 404;

async function signIn(caller: Caller): Promise<string | null> {
  const userName = CALLERS[caller];
  if (userName === null) return null;
  if (caller !== 'pending') return t.tokenFor(userName);
  const res = await t.login(userName, '');
  const token = (res.body.Session as { Token?: string } | null)?.Token;
  if (!token) throw new Error(`sign-in of ${userName} without password failed`);
  return token;
}

const FOREIGN_SUPPLIER = '0000200099';

beforeAll(async () => {
  t = await createTestApp();
  for (const caller of CALLER_KEYS) tokens.set(caller, await signIn(caller));
  for (const caller of CALLER_KEYS) {
    const userName = CALLERS[caller];
    if (userName === null) continue;
    const rows = await t.handle.db
      .select({ code: userModule.moduleCode })
      .from(userModule)
      .innerJoin(users, eq(users.id, userModule.userId))
      .where(and(eq(users.userName, userName), eq(userModule.active, true)));
    modulesOf.set(
      caller,
      rows.map((r) => r.code),
    );
  }
  // A supplier of MX10 with one user, whom no principal of the demo suppliers may reach.
  const [other] = await t.handle.db
    .insert(suppliers)
    .values({
      code: FOREIGN_SUPPLIER,
      name: 'Proveedor Ajeno',
      tin: 'PAJ010101AA1',
      isSupplier: true,
    })
    .returning({ id: suppliers.id });
  await t.handle.db.insert(supplierCompany).values({ supplierId: other!.id, companyCode: 'MX10' });
  const created = await t.call(
    'user',
    {
      ActionId: 11,
      User: {
        UserName: 'usuario.ajeno',
        Name: 'Usuario Ajeno',
        Email: 'ajeno@example.mx',
        RoleId: roleByName(RoleName.Proveedor)!.id,
      },
      Company: [{ Code: 'MX10' }],
      Supplier: [{ Code: FOREIGN_SUPPLIER }],
    },
    tokens.get('admin'),
  );
  if (created.status !== 200) throw new Error(`setup: ${JSON.stringify(created.body)}`);
});
afterAll(() => t.close());

describe('authorization of every endpoint for every role', () => {
  it('has an expected row for every route the server exposes, and none for a missing one', () => {
    const routes = new Set(API_ROUTE_TABLE.map(keyOf));
    const missing = [...routes].filter((k) => !(k in EXPECTED_ACCESS));
    const stale = Object.keys(EXPECTED_ACCESS).filter((k) => !routes.has(k));
    expect(
      missing,
      `routes missing from server/src/api/authorization-table.ts EXPECTED_ACCESS (add who may call them): ${missing.join(', ')}`,
    ).toEqual([]);
    expect(
      stale,
      `rows of EXPECTED_ACCESS for routes that no longer exist: ${stale.join(', ')}`,
    ).toEqual([]);
  });

  // One case per route, each calling it as every role. Sign-out revokes the token it is called
  // with, so it comes last and gets a fresh token per caller.
  const ordered = [...API_ROUTE_TABLE].sort(
    (a, b) => Number(keyOf(a) === 'session 41') - Number(keyOf(b) === 'session 41'),
  );
  let checked = 0;
  it.each(ordered.map((route) => [keyOf(route), route] as const))(
    'answers %s for each role as the table expects, with no escalation',
    async (key, route) => {
      const expected = EXPECTED_ACCESS[key] ?? [];
      const escalations: string[] = [];
      const overDenied: string[] = [];
      for (const caller of CALLER_KEYS) {
        const token = key === 'session 41' ? await signIn(caller) : tokens.get(caller);
        const res = await t.call(route.name, { ActionId: route.actionId, Language: 'es' }, token);
        checked++;
        expect(res.status, `${key} as ${caller}: ${JSON.stringify(res.body)}`).not.toBe(500);
        // The role's rule, and (for a full session) one of the route's modules active.
        const allowed =
          expected.includes(caller) &&
          (route.access === 'public' ||
            route.access === 'session' ||
            routeModulesAllow(route, modulesOf.get(caller) ?? []));
        const line = `${key} as ${caller} (${CALLER_ROLES[caller]}): HTTP ${res.status}`;
        if (!allowed && !denied(res)) escalations.push(line);
        if (allowed && denied(res)) overDenied.push(line);
      }
      expect(escalations, `escalations:\n${escalations.join('\n')}`).toEqual([]);
      expect(overDenied, `refused though the table allows them:\n${overDenied.join('\n')}`).toEqual(
        [],
      );
    },
  );

  it('called every endpoint as every role', () => {
    console.log(
      `authorization: ${API_ROUTE_TABLE.length} endpoints × ${CALLER_KEYS.length} roles = ${checked} checked`,
    );
    expect(checked).toBe(API_ROUTE_TABLE.length * CALLER_KEYS.length);
  });
});

/** Every user row that a refused write would have changed. */
async function usersSnapshot() {
  return t.handle.db
    .select({
      id: users.id,
      userName: users.userName,
      roleId: users.roleId,
      active: users.active,
      modifiedDate: users.modifiedDate,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .orderBy(asc(users.id));
}

/** A body each principal could legitimately save for its own child: only the Id is foreign. */
const OWN_CHILD: Partial<Record<Caller, Record<string, unknown>>> = {
  proveedor: { role: RoleName.Proveedor, Supplier: ['0000200001'], Region: [], Crew: [] },
  arrendador: { role: RoleName.Arrendador, Supplier: ['0000100001'], Region: ['NOR'], Crew: [] },
  'mantto.fijo': {
    role: RoleName.MantenimientoFijo,
    Supplier: ['0000100001'],
    Region: ['CEN'],
    Crew: [],
  },
  mantenimiento: {
    role: RoleName.CuadrillaMantenimiento,
    Supplier: ['0000200001'],
    Region: ['NOR'],
    Crew: ['CUA-NOR-01'],
  },
  cliente: { role: RoleName.Cliente, Supplier: [], Region: [], Crew: [] },
};

function childBody(caller: Caller, actionId: number, id: number | null, roleName?: string) {
  const c = OWN_CHILD[caller]!;
  const codes = (list: unknown) => (list as string[]).map((Code) => ({ Code }));
  return {
    ActionId: actionId,
    User: {
      ...(id === null ? {} : { Id: id }),
      UserName: `idor.${caller}`,
      Name: 'Intento',
      Email: 'intento@example.mx',
      RoleId: roleByName(roleName ?? (c.role as string))!.id,
    },
    Company: [{ Code: 'MX10' }],
    Supplier: codes(c.Supplier),
    Region: codes(c.Region),
    Crew: codes(c.Crew),
  };
}

describe('IDOR on the user calls', () => {
  it('keeps every principal to its own users whatever id the body carries', async () => {
    const before = await usersSnapshot();
    const ids = new Map(before.map((u) => [u.userName, u.id]));
    const targets = [...DEMO_ACCOUNTS.map((a) => a.userName), 'usuario.ajeno'];
    const escalations: string[] = [];
    let attempts = 0;
    for (const [caller, visible] of Object.entries(VISIBLE_DEMO_USERS) as [Caller, string[]][]) {
      const token = tokens.get(caller);
      const me = ids.get(CALLERS[caller]!)!;
      for (const userName of targets) {
        const id = ids.get(userName)!;
        const sees = visible.includes(userName);
        const view = await t.call('user', { ActionId: 21, User: { Id: id } }, token);
        const log = await t.call('event', { ActionId: 20, Filter: { ReferenceId: id } }, token);
        attempts += 2;
        for (const [what, res] of [
          ['view', view],
          ['event log', log],
        ] as const) {
          if (sees && res.status !== 200) {
            throw new Error(`${caller} should see ${userName} (${what}): ${res.status}`);
          }
          if (!sees && !refused(res))
            escalations.push(`${caller} ${what} of ${userName}: ${res.status}`);
        }
        if (sees) continue;
        const writes: [string, string, Record<string, unknown>][] = [
          ['update', 'user', childBody(caller, 31, id)],
          ['multiple update', 'user', { ActionId: 31, Multiple: { Ids: [id], Active: false } }],
          ['delete', 'user', { ActionId: 41, User: { Id: id } }],
          ['activation', 'user', { ActionId: 34, User: { Id: id } }],
        ];
        for (const [what, name, body] of writes) {
          const res = await t.call(name, body, token);
          attempts++;
          if (!refused(res)) escalations.push(`${caller} ${what} of ${userName}: ${res.status}`);
        }
      }
      // Raising one's own role, creating a role one may not assign, or a user of another supplier.
      const raises: [string, Record<string, unknown>][] = [
        ['own role to Administrador', childBody(caller, 31, me, RoleName.Administrador)],
        ['own role to Developer', childBody(caller, 31, me, RoleName.Developer)],
        ['a new Administrador', childBody(caller, 11, null, RoleName.Administrador)],
        // Only for child roles with a supplier: the others' bodies carry no supplier at all.
        ...((OWN_CHILD[caller]!.Supplier as string[]).length
          ? [
              [
                'a user of another supplier',
                { ...childBody(caller, 11, null), Supplier: [{ Code: FOREIGN_SUPPLIER }] },
              ] as [string, Record<string, unknown>],
            ]
          : []),
        [
          'a user of another company',
          { ...childBody(caller, 11, null), Company: [{ Code: 'MX20' }] },
        ],
      ];
      for (const [what, body] of raises) {
        const res = await t.call('user', body, token);
        attempts++;
        if (res.status === 200 && res.body.Result === true) escalations.push(`${caller} ${what}`);
      }
    }
    console.log(`user IDOR: ${attempts} attempts; escalations found: ${escalations.length}`);
    expect(escalations, escalations.join('\n')).toEqual([]);
    const after = await usersSnapshot();
    expect(after).toEqual(before);
  });

  it('keeps Visualizar from changing anyone', async () => {
    const before = await usersSnapshot();
    const id = before.find((u) => u.userName === 'bloqueado')!.id;
    for (const body of [
      { ActionId: 31, Multiple: { Ids: [id], Active: false } },
      { ActionId: 41, User: { Id: id } },
      { ActionId: 34, User: { Id: id } },
      childBody('proveedor', 11, null),
    ]) {
      expect((await t.call('user', body, tokens.get('visor'))).status).toBe(403);
    }
    expect(await usersSnapshot()).toEqual(before);
  });
});

describe('IDOR on maintenance orders', () => {
  /** Lessors and suppliers with the order of another lessor (and one of another company). */
  const PARTIES: Caller[] = [
    'arrendador',
    'arrendador.hijo',
    'proveedor',
    'mantto.fijo',
    'cuadrilla',
  ];

  it('refuses reads and writes of orders outside the caller’s lessors, suppliers and crews', async () => {
    const foreign = await t.handle.db
      .select()
      .from(maintenanceOrders)
      .where(inArray(maintenanceOrders.lifnr, ['0000100002', '0000100003']))
      .orderBy(asc(maintenanceOrders.aufnr));
    const targets = [
      foreign.find((o) => o.lifnr === '0000100002')!,
      foreign.find((o) => o.lifnr === '0000100003')!,
    ];
    const before = await t.handle.db
      .select()
      .from(maintenanceOrders)
      .where(
        inArray(
          maintenanceOrders.aufnr,
          targets.map((o) => o.aufnr),
        ),
      );
    const escalations: string[] = [];
    let attempts = 0;
    for (const caller of PARTIES) {
      const token = tokens.get(caller);
      const list = await t.call('reportOrders', { ActionId: 20 }, token);
      const rows = (list.body.List ?? []) as { LIFNR: string }[];
      const strays = rows.filter((r) => ['0000100002', '0000100003'].includes(r.LIFNR));
      if (strays.length) escalations.push(`${caller} lists ${strays.length} foreign orders`);
      attempts++;
      for (const order of targets) {
        const attemptsOf: [string, string, Record<string, unknown>][] = [
          ['details', 'ResultsOrderMP', { ActionId: 21, Process: '1', Aufnr: order.aufnr }],
          ['attachments', 'Attachment', { ActionId: 20, Filter: { OrderCode: order.aufnr } }],
          [
            'review',
            'ResultsOrderMP',
            {
              ActionId: 31,
              Process: '2',
              Aufnr: order.aufnr,
              Arbpl: '',
              Version: 1,
              Data: { orderCode: order.aufnr, groups: [], inventory: null },
              Base: {},
              RefreshOrderStatus: false,
            },
          ],
          [
            'crew assignment',
            'UpdateOrderMP',
            { ActionId: 31, aufnr: order.aufnr, work_cntr: 'CUA-NOR-01' },
          ],
          [
            'date reassignment',
            'UpdateOrderMP',
            { ActionId: 31, aufnr: order.aufnr, start_cons: '20300101', strttimcon: '10:00:00' },
          ],
        ];
        for (const [what, name, body] of attemptsOf) {
          const res = await t.call(name, body, token);
          attempts++;
          if (!refused(res)) {
            escalations.push(`${caller} ${what} of ${order.aufnr} (${order.lifnr}): ${res.status}`);
          }
        }
      }
    }
    console.log(`maintenance IDOR: ${attempts} attempts; escalations found: ${escalations.length}`);
    expect(escalations, escalations.join('\n')).toEqual([]);
    const after = await t.handle.db
      .select()
      .from(maintenanceOrders)
      .where(
        inArray(
          maintenanceOrders.aufnr,
          targets.map((o) => o.aufnr),
        ),
      );
    expect(after).toEqual(before);
  });

  it('answers the same order to its own lessor', async () => {
    const [own] = await t.handle.db
      .select()
      .from(maintenanceOrders)
      .where(eq(maintenanceOrders.lifnr, '0000100001'))
      .orderBy(asc(maintenanceOrders.aufnr))
      .limit(1);
    const res = await t.call(
      'ResultsOrderMP',
      { ActionId: 21, Process: '1', Aufnr: own!.aufnr },
      tokens.get('arrendador'),
    );
    expect(res.status).toBe(200);
  });
});
