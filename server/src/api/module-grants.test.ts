/**
 * One case per module grant (spec 1 §6): for every module, a route of it called by a user whose
 * role may call it is refused (403, "module not active") while none of the route's modules is
 * active for that user, and let through once an administrator's grant of that one module is
 * active — whatever the role allows, the grant decides.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Module, type ModuleCode } from '../../../src/domain/menu-tree';
import { message } from '../../../src/protocol/messages';
import { userModule, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CALLERS, EXPECTED_ACCESS, type Caller } from './authorization-table';
import { API_ROUTE_TABLE } from './registry';
import { ROUTE_MODULES } from './route-modules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** For a module: the first route of it that a signed-in demo caller's role may call, and that caller. */
function caseOf(module: ModuleCode) {
  for (const route of API_ROUTE_TABLE) {
    if (route.access === 'public' || route.access === 'session') continue;
    const key = `${route.name} ${route.actionId}`;
    const needed = ROUTE_MODULES[key];
    if (needed === undefined || needed === 'any' || !needed.includes(module)) continue;
    const caller = (EXPECTED_ACCESS[key] ?? []).find(
      (c): c is Exclude<Caller, 'anonymous' | 'pending'> => c !== 'anonymous' && c !== 'pending',
    );
    if (caller) return { route, key, needed, userName: CALLERS[caller] };
  }
  return null;
}

const MODULES = Object.values(Module);

describe('module grants decide, beside the role', () => {
  it('has a route for every module', () => {
    expect(MODULES.filter((m) => caseOf(m) === null)).toEqual([]);
  });

  it.each(MODULES)('%s: refused without the grant, allowed with it', async (module) => {
    const c = caseOf(module)!;
    const [user] = await t.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, c.userName));
    const token = await t.tokenFor(c.userName);
    const call = () => t.call(c.route.name, { ActionId: c.route.actionId, Language: 'es' }, token);
    const before = await t.handle.db
      .select()
      .from(userModule)
      .where(eq(userModule.userId, user!.id));
    try {
      // None of the route's modules active: the role alone does not open it.
      await t.handle.db
        .update(userModule)
        .set({ active: false })
        .where(and(eq(userModule.userId, user!.id), inArray(userModule.moduleCode, [...c.needed])));
      const refused = await call();
      expect(refused.status, `${c.key} as ${c.userName}`).toBe(403);
      expect(refused.body.Message).toBe(message('moduleNotGranted', 'es'));
      // The one module granted and active: let through (any answer but 401 / 403).
      await t.handle.db
        .insert(userModule)
        .values({ userId: user!.id, moduleCode: module, active: true })
        .onConflictDoUpdate({
          target: [userModule.userId, userModule.moduleCode],
          set: { active: true },
        });
      const allowed = await call();
      expect(
        [401, 403],
        `${c.key} as ${c.userName}: ${JSON.stringify(allowed.body)}`,
      ).not.toContain(allowed.status);
    } finally {
      await t.handle.db.delete(userModule).where(eq(userModule.userId, user!.id));
      if (before.length > 0) await t.handle.db.insert(userModule).values(before);
    }
  });
});

describe('a child lessor granted invoicing, lease and payments only', () => {
  it.each([
    ['ContractMT', 21],
    ['AdvancePayment', 21],
    ['reportOrders', 20],
    ['InvoiceMT', 11],
  ])('is refused %s %i, which its role alone would allow', async (name, actionId) => {
    const token = await t.tokenFor('arrendador.hijo');
    const res = await t.call(name, { ActionId: actionId, Language: 'en' }, token);
    expect(res.status).toBe(403);
    expect(res.body.Message).toBe(message('moduleNotGranted', 'en'));
  });
});
