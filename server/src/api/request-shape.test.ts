/**
 * Bodies the schemas alone would let through: a string with a lone surrogate (stored as U+FFFD)
 * and an array standing for an object (`"Filter": []`) are refused with 400 naming the field, on
 * every route that has a Filter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Module, type ModuleCode } from '../../../src/domain/menu-tree';
import { DEMO_ACCOUNTS } from '../db/seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { API_ROUTES } from './registry';
import { arrayWhereObjectAt, unpairedSurrogateAt } from './request-shape';
import type { ApiRoute } from './types';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

describe('unpairedSurrogateAt', () => {
  const at = (raw: string) => unpairedSurrogateAt(raw, JSON.parse(raw));
  it.each([
    ['{"Site":{"MsgStart":"a\\ud800"}}', 'Site.MsgStart'],
    ['{"Site":{"MsgStart":"\\udc00b"}}', 'Site.MsgStart'],
    ['{"List":["ok","\\uDBFF"]}', 'List.1'],
    ['{"\\ud800":1}', 'body'],
    ['{"Site":{"MsgStart":"\\ud83d\\ude00 emoji"}}', null],
    ['{"Site":{"MsgStart":"😀 sent as UTF-8"}}', null],
    ['{"Site":{"MsgStart":"\\u00e9"}}', null],
  ])('%s -> %s', (raw, path) => expect(at(raw)).toBe(path));

  it('walks a deeply nested body without overflowing the stack', () => {
    const raw = `${'['.repeat(100_000)}"\\ud800"${']'.repeat(100_000)}`;
    expect(at(raw)).toMatch(/^0(\.0)*$/);
  });
});

describe('a lone surrogate in a request', () => {
  it('is refused with 400 naming the field, and a surrogate pair is taken', async () => {
    const lone = await t.call('site', '{"ActionId":31,"Site":{"MsgStart":"Hola \\ud800"}}', admin);
    expect(lone.status).toBe(400);
    expect(lone.body.Message).toBe('La solicitud no es válida: Site.MsgStart');
    const pair = await t.call(
      'site',
      '{"ActionId":31,"Site":{"MsgStart":"Hola \\ud83d\\ude00"}}',
      admin,
    );
    expect(pair.status).toBe(200);
    const read = await t.call('site', { ActionId: 21 }, admin);
    expect((read.body.Site as { MsgStart: string }).MsgStart).toBe('Hola 😀');
  });
});

/** The routes whose request names a Filter. */
const withFilter = API_ROUTES.filter((r) => {
  const entries = (r.request as { entries?: Record<string, unknown> }).entries;
  return entries !== undefined && 'Filter' in entries;
});

describe('an array where an object is expected', () => {
  it('is found for the Filter of every route that has one', () => {
    expect(withFilter.length).toBeGreaterThan(20);
    for (const route of withFilter) {
      const body = { ActionId: route.actionId, Language: 'es', Filter: [] };
      expect(arrayWhereObjectAt(route.request, body), `${route.name} ${route.actionId}`).toBe(
        'Filter',
      );
    }
  });

  it('is found deeper, and an object or an array where one is expected is not', () => {
    const route = withFilter.find((r) => r.name === 'Attachment' && r.actionId === 20)!;
    expect(arrayWhereObjectAt(route.request, { Filter: { OrderCode: '1' } })).toBeNull();
    const orders = API_ROUTES.find((r) => r.name === 'site' && r.actionId === 31)!;
    expect(arrayWhereObjectAt(orders.request, { Site: [] })).toBe('Site');
  });

  /** A demo account whose role may call the route, granted every module. */
  const callerOf = (route: ApiRoute) => {
    const account =
      route.access === 'public' || route.access === 'session' || route.access === 'user'
        ? DEMO_ACCOUNTS.find((a) => a.userName === 'admin')
        : DEMO_ACCOUNTS.find(
            (a) =>
              (route.access as readonly string[]).includes(a.role) &&
              !['inactivo', 'bloqueado'].includes(a.userName),
          );
    return account?.userName ?? null;
  };

  it('answers 400 naming Filter on every route with a Filter, never 200', async () => {
    const tokens = new Map<string, string>();
    const all = Object.values(Module) as ModuleCode[];
    const problems: string[] = [];
    for (const route of withFilter) {
      const userName = callerOf(route);
      if (userName === null) {
        problems.push(`${route.name} ${route.actionId}: no demo account may call it`);
        continue;
      }
      if (!tokens.has(userName)) {
        await t.grantModules(userName, all);
        tokens.set(userName, await t.tokenFor(userName));
      }
      const res = await t.call(
        route.name,
        { ActionId: route.actionId, Filter: [] },
        tokens.get(userName),
      );
      if (res.status !== 400 || res.body.Message !== 'La solicitud no es válida: Filter') {
        problems.push(
          `${route.name} ${route.actionId} as ${userName}: ${res.status} ${String(res.body.Message)}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
