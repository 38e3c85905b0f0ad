/**
 * api/user 10 and 20 a page at a time (spec 1 §2.8, §9: 25, 50, 100 or all): walking every page
 * by its cursor gives exactly the rows, in the same order (role name, then user name), that "all"
 * gives for the same filter and caller; a page number still finds the same page; each role's users
 * are counted up to a limit; a bad cursor is a 400 in words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RoleName } from '../../../../src/domain/roles';
import { encodeListCursor } from '../../../../src/protocol/list-cursor';
import { USER_COUNT_LIMIT, type UserListResponse } from '../../../../src/protocol/user-admin';
import { suppliers, userCompany, userSupplier, users } from '../../db/schema';
import {
  call,
  OTHER_SUPPLIER,
  roleId,
  SUPPLIER,
  t,
  useUserAdminApp,
} from '../../testing/user-admin-kit';

useUserAdminApp();

/** Roles of the seeded users, each with the companies and suppliers such a user has. */
const SEEDED_ROLES = [
  RoleName.Proveedor,
  RoleName.Arrendador,
  RoleName.Visualizar,
  RoleName.CuadrillaMantenimiento,
  RoleName.Mantenimiento,
  RoleName.ArrendMasManttoFijo,
];

/**
 * User names in an order unlike the insertion order and unlike each other's case and punctuation,
 * so the test sees the database's own text order kept across pages.
 */
const PREFIXES = ['pag.', 'Pag.', 'pag-', 'PAG_', 'pag.z', 'pag.ñ'];

beforeAll(async () => {
  const db = t.handle.db;
  const codes = await db.select({ id: suppliers.id, code: suppliers.code }).from(suppliers);
  const supplierId = (code: string) => codes.find((s) => s.code === code)!.id;
  const rows = Array.from({ length: 330 }, (_, i) => ({
    userName: `${PREFIXES[i % PREFIXES.length]}${String((i * 37) % 1000).padStart(3, '0')}`,
    name: `Usuario Paginado ${i % 2 === 0 ? 'Norte' : 'Sur'} ${i}`,
    email: `pag${i}@example.mx`,
    roleId: roleId(SEEDED_ROLES[i % SEEDED_ROLES.length]!),
    active: i % 5 !== 0,
    companyCode: 'MX10',
    modifiedDate: new Date(Date.UTC(2026, 0, 1 + (i % 20))),
  }));
  const inserted = await db.insert(users).values(rows).returning({ id: users.id });
  await db.insert(userCompany).values(
    inserted.flatMap(({ id }, i) =>
      i % 7 === 0
        ? [
            { userId: id, companyCode: 'MX10' },
            { userId: id, companyCode: 'MX20' },
          ]
        : [{ userId: id, companyCode: Math.floor(i / 6) % 5 === 0 ? 'MX20' : 'MX10' }],
    ),
  );
  await db.insert(userSupplier).values(
    inserted.map(({ id }, i) => ({
      userId: id,
      supplierId: supplierId(Math.floor(i / 6) % 8 === 1 ? OTHER_SUPPLIER : SUPPLIER),
    })),
  );
  // One role with more users than the count goes to.
  await db.insert(users).values(
    Array.from({ length: USER_COUNT_LIMIT + 25 }, (_, i) => ({
      userName: `cap.${String(i).padStart(4, '0')}`,
      name: `Tope ${i}`,
      roleId: roleId(RoleName.Visualizar),
    })),
  );
});

async function list(user: string, body: Record<string, unknown>) {
  const res = await call(user, 'user', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.Result, JSON.stringify(res.body)).toBe(true);
  return res.body as UserListResponse;
}

/** Every page of `size`, each from the Next of the one before, until a page has none. */
async function walk(user: string, body: Record<string, unknown>, size: number) {
  const pages: UserListResponse[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(user, {
      ...body,
      PageSize: size,
      Page: pages.length + 1,
      Cursor: cursor,
    });
    pages.push(page);
    cursor = page.Next;
    expect(pages.length).toBeLessThan(100);
  } while (cursor !== null);
  return pages;
}

/**
 * What a page says of how many match, from the exact counts of "all": the same counts when there
 * are no more than the limit; past it, the limit and "more", each role's count a lower bound.
 */
function expectCounted(page: UserListResponse, whole: UserListResponse) {
  if (whole.Total <= USER_COUNT_LIMIT) {
    expect(page).toMatchObject({
      Total: whole.Total,
      TotalMore: false,
      Groups: whole.Groups.map((g) => ({ ...g, More: false })),
    });
    return;
  }
  expect(page).toMatchObject({ Total: USER_COUNT_LIMIT, TotalMore: true });
  for (const group of page.Groups) {
    const exact = whole.Groups.find((g) => g.RoleName === group.RoleName);
    expect(group.More).toBe(true);
    expect(group.Count).toBeLessThanOrEqual(exact?.Count ?? 0);
  }
}

const names = (pages: readonly UserListResponse[]) =>
  pages.flatMap((p) => p.List.map((r) => `${r.RoleName}/${r.UserName}`));

/** Callers and filters: the list (10) and the search (20) of each kind of reader. */
const CASES: { user: string; body: Record<string, unknown> }[] = [
  { user: 'admin', body: { ActionId: 10 } },
  { user: 'admin', body: { ActionId: 10, Filter: { Active: false } } },
  { user: 'admin', body: { ActionId: 10, Filter: { CompanyId: 'MX20' } } },
  { user: 'admin', body: { ActionId: 10, Filter: { RoleId: roleId(RoleName.Proveedor) } } },
  { user: 'admin', body: { ActionId: 20, Filter: { Name: 'paginado norte' } } },
  {
    user: 'admin',
    body: {
      ActionId: 20,
      Filter: { UserName: 'pag', StartDate: '2026-01-05', EndDate: '2026-01-12' },
    },
  },
  {
    user: 'admin',
    body: { ActionId: 20, Filter: { UserName: 'pag', SupplierId: OTHER_SUPPLIER } },
  },
  { user: 'visor', body: { ActionId: 10 } },
  { user: 'mantenimiento', body: { ActionId: 10 } },
  { user: 'proveedor', body: { ActionId: 10 } },
  { user: 'proveedor', body: { ActionId: 20, Filter: { UserName: 'pag' } } },
  { user: 'arrendador', body: { ActionId: 10 } },
];

describe('api/user 10 and 20, paged', () => {
  it.each(CASES)(
    'gives $user every row page after page, in the table order ($body)',
    async ({ user, body }) => {
      const whole = await list(user, { ...body, PageSize: 0 });
      expect(whole.Next).toBeNull();
      expect(whole.Total).toBe(whole.List.length);
      for (const size of [25, 50, 100]) {
        const pages = await walk(user, body, size);
        expect(names(pages), `PageSize ${size}`).toEqual(names([whole]));
        for (const page of pages.slice(0, -1)) expect(page.List).toHaveLength(size);
        // Every page says how many there are, grouped as "all" groups them, up to the limit.
        for (const page of pages) expectCounted(page, whole);
      }
      // A page number without a cursor (a caller that jumps to a page) finds the same rows.
      const third = await list(user, { ...body, PageSize: 25, Page: 3 });
      expect(names([third])).toEqual(names([whole]).slice(50, 75));
    },
  );

  it('keeps a Proveedor Principal to the Proveedor users of its own supplier on every page', async () => {
    const pages = await walk('proveedor', { ActionId: 10 }, 25);
    const rows = pages.flatMap((p) => p.List);
    expect(rows.length).toBeGreaterThan(25);
    expect(new Set(rows.map((r) => r.RoleName))).toEqual(new Set([RoleName.Proveedor]));
    expect(rows.every((r) => r.SupplierUser.every((s) => s.Code === SUPPLIER))).toBe(true);
  });

  it('counts each role up to the limit and says there are more, yet pages to the last user', async () => {
    const body = { ActionId: 20, Filter: { UserName: 'cap.' } };
    const pages = await walk('admin', body, 100);
    expect(pages[0]).toMatchObject({
      Total: USER_COUNT_LIMIT,
      TotalMore: true,
      Groups: [{ RoleName: RoleName.Visualizar, Count: USER_COUNT_LIMIT, More: true }],
    });
    const all = await list('admin', { ...body, PageSize: 0 });
    expect(all).toMatchObject({
      Total: USER_COUNT_LIMIT + 25,
      TotalMore: false,
      Groups: [{ RoleName: RoleName.Visualizar, Count: USER_COUNT_LIMIT + 25, More: false }],
    });
    expect(names(pages)).toEqual(names([all]));
  });
});

describe('api/user 10, a bad page request', () => {
  const refused = async (body: Record<string, unknown>) => {
    const res = await call('admin', 'user', { ActionId: 10, PageSize: 25, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.Result).toBe(false);
    return res.body.Message as string;
  };

  it.each([
    ['not base64url', 'no es un cursor!'],
    ['not JSON', 'bm90IGpzb24'],
    ['of another list', encodeListCursor(['2026-01-05', '08:00:00', '400000100001'])],
    ['a negative role', encodeListCursor([-1, 'pag.001'])],
    ['an empty user name', encodeListCursor([roleId(RoleName.Proveedor), ''])],
    ['a control character', encodeListCursor([roleId(RoleName.Proveedor), 'pag\u0000'])],
    ['of a role the list does not show', encodeListCursor([roleId(RoleName.Administrador), 'a'])],
    ['of a role that does not exist', encodeListCursor([9999, 'a'])],
  ])('refuses a cursor that is %s, naming the field', async (_, Cursor) => {
    expect(await refused({ Cursor })).toBe('La solicitud no es válida: Cursor');
  });

  it('says it in English when asked in English', async () => {
    expect(await refused({ Language: 'en', Cursor: 'x!' })).toBe(
      'The request is not valid: Cursor',
    );
  });

  it('refuses a principal the cursor of a role it does not see, like any other bad cursor', async () => {
    const res = await call('proveedor', 'user', {
      ActionId: 10,
      PageSize: 25,
      Cursor: encodeListCursor([roleId(RoleName.Visualizar), 'cap.0001']),
    });
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('La solicitud no es válida: Cursor');
  });
});
