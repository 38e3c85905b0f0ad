/**
 * Bad input is a 4xx, never a 500: every integer and string field of every request schema of the
 * route table (found by walking the schema) gets values the database cannot take — integers past
 * int4 or beyond 2^53, -1 where negatives mean nothing, strings with NUL or BEL — as a caller
 * allowed to reach validation. The schema must refuse that very field, and the API must answer it.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX } from '../../../src/protocol/bounds';
import { message } from '../../../src/protocol/messages';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  bodyWith,
  dotPath,
  pathLabel,
  scalarFields,
  type ScalarField,
} from '../testing/schema-fields';
import { CALLERS, EXPECTED_ACCESS, type Caller } from './authorization-table';
import { API_ROUTES } from './registry';
import { routeModulesAllow } from './route-modules';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { defaultModulesForRole } from '../../../src/domain/role-modules';
import type { ApiRoute } from './types';

/** 2^53 + 1 cannot be a JavaScript number; it travels as this literal in the JSON text. */
const BEYOND_SAFE = '9007199254740993';
const BEYOND_SAFE_MARK = '@@beyond-safe@@';

interface BadValue {
  label: string;
  /** The value put in the body (BEYOND_SAFE_MARK is replaced by the literal in the JSON). */
  value: unknown;
}

const BAD_INTEGERS: readonly BadValue[] = [
  { label: '2^31', value: INT4_MAX + 1 },
  { label: '2^53+1', value: BEYOND_SAFE_MARK },
];
const NEGATIVE: BadValue = { label: '-1', value: -1 };
const BAD_STRINGS: readonly BadValue[] = [
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'BEL', value: '\u0007' },
];

/** The envelope's own fields: ActionId picks the route (checked apart), Language is a picklist. */
const ENVELOPE = new Set(['ActionId', 'Language']);

/** Routes whose request carries nothing but the envelope. */
const NO_FIELDS = [
  'session 11',
  'session 41',
  'site 21',
  'client 10',
  'profile 21',
  'AttachmentType 21',
  'Region 10',
  'Module 10',
  // The supplier form's catalogues, every active entry.
  'PurchaseorderType 10',
  'InvoiceType 10',
  'InvoiceStatus 10',
  'InvoiceOption 10',
  'WithHoldingTaxOption 10',
  // The SAT watch: a pass run now, the alerts (a boolean filter) and the mail preferences (kinds
  // from a picklist, booleans): nothing a control character or an out-of-range number reaches.
  'SatRecheck 11',
  'SatAlerts 20',
  'NotificationPreferences 21',
  'NotificationPreferences 31',
  // The operations pages: the background jobs' list without fields.
  'Jobs 20',
  // The access requests held for review: a picklisted status.
  'AccessRequest 20',
  // The communiqué short list takes an empty filter.
  'Parameter 10',
  'Notification 10',
  // The banner and help video lists take nothing; a help video is restored by a picklisted page.
  'Banner 20',
  'HelpVideo 20',
  'HelpVideo 41',
].map((k) => k.toLowerCase());

const keyOf = (r: { name: string; actionId: number }) => `${r.name} ${r.actionId}`;

function badValues(field: ScalarField): readonly BadValue[] {
  if (field.kind === 'string') return BAD_STRINGS;
  // Negatives are meaningful only where the schema allows them (a latitude, an int32).
  const negativeMeaningless = field.min === undefined || field.min >= 0;
  return negativeMeaningless ? [...BAD_INTEGERS, NEGATIVE] : BAD_INTEGERS;
}

/** The first caller that may reach the route's validation: anonymous, a full session, else pending. */
/** The modules a demo caller is seeded with (its role's defaults and its extra ones). */
function seededModules(caller: Caller): readonly string[] {
  const account = DEMO_ACCOUNTS.find((a) => a.userName === CALLERS[caller]);
  return account ? [...defaultModulesForRole(account.role), ...(account.extraModules ?? [])] : [];
}

/** A caller the route lets through: its role allowed, and one of the route's modules active. */
function callerFor(route: ApiRoute): Caller {
  const allowed = (EXPECTED_ACCESS[keyOf(route)] ?? []).filter(
    (c) =>
      c === 'anonymous' || route.access === 'session' || routeModulesAllow(route, seededModules(c)),
  );
  const pick =
    allowed.find((c) => c === 'anonymous') ??
    allowed.find((c) => c !== 'pending') ??
    allowed.find((c) => c === 'pending');
  if (!pick) throw new Error(`${keyOf(route)}: nobody may call it`);
  return pick;
}

interface Case {
  key: string;
  route: ApiRoute;
  field: ScalarField;
  bad: BadValue;
}

const fieldsByRoute = new Map(
  API_ROUTES.map((route) => [
    route,
    scalarFields(route.request).filter((f) => !ENVELOPE.has(String(f.path[0]))),
  ]),
);
const CASES: Case[] = [...fieldsByRoute].flatMap(([route, fields]) =>
  fields.flatMap((field) =>
    badValues(field).map((bad) => ({ key: keyOf(route), route, field, bad })),
  ),
);

/** Every issue of a parse, those inside union alternatives included. */
function allIssues(issues: readonly v.BaseIssue<unknown>[] | undefined): v.BaseIssue<unknown>[] {
  return (issues ?? []).flatMap((i) => [i, ...allIssues(i.issues)]);
}

let t: TestApp;
const tokens = new Map<Caller, string | null>();

async function signIn(caller: Caller): Promise<string | null> {
  const userName = CALLERS[caller];
  if (userName === null) return null;
  if (caller !== 'pending') return t.tokenFor(userName);
  const res = await t.login(userName, '');
  const token = (res.body.Session as { Token?: string } | null)?.Token;
  if (!token) throw new Error(`sign-in of ${userName} without password failed`);
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const caller of new Set(API_ROUTES.map(callerFor))) tokens.set(caller, await signIn(caller));
});
afterAll(() => t.close());

describe('out-of-range integers and control characters in every request field', () => {
  it('walks a field of every route that has one, and only the envelope of the others', () => {
    const empty = API_ROUTES.filter((r) => fieldsByRoute.get(r)!.length === 0).map((r) =>
      keyOf(r).toLowerCase(),
    );
    expect(empty.sort()).toEqual([...NO_FIELDS].sort());
    const covered = new Set(CASES.map((c) => c.key));
    expect(covered.size).toBe(API_ROUTES.length - NO_FIELDS.length);
  });

  it('bounds every integer field below int4 and every number on both sides', () => {
    const unbounded = [...fieldsByRoute].flatMap(([route, fields]) =>
      fields
        .filter((f) => f.kind !== 'string')
        .filter((f) => f.min === undefined || f.max === undefined || f.max > INT4_MAX)
        .map((f) => `${keyOf(route)} ${pathLabel(f.path)}`),
    );
    expect(unbounded).toEqual([]);
  });

  let sent = 0;
  it.each(CASES.map((c) => [`${c.key} ${pathLabel(c.field.path)} = ${c.bad.label}`, c] as const))(
    'refuses %s with a 4xx and a message',
    async (_, { route, field, bad }) => {
      const body = bodyWith(field.path, bad.value, { ActionId: route.actionId, Language: 'es' });
      const raw = JSON.stringify(body).replace(`"${BEYOND_SAFE_MARK}"`, BEYOND_SAFE);

      // The schema itself refuses this very field (not just some other missing one).
      const parsed = v.safeParse(route.request, JSON.parse(raw));
      const at = dotPath(field.path, bad.value);
      expect(
        allIssues(parsed.issues).some((i) => v.getDotPath(i) === at),
        `${keyOf(route)}: no issue at ${at}`,
      ).toBe(true);

      const res = await t.call(route.name, raw, tokens.get(callerFor(route)));
      sent++;
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      expect(res.body.Result).toBe(false);
      expect(typeof res.body.Message).toBe('string');
      if (field.kind === 'string') {
        expect(res.body.Message).toBe(message('controlCharacters', 'es', { field: at }));
      }
    },
  );

  it('sent every case', () => {
    console.log(`input bounds: ${CASES.length} cases over ${API_ROUTES.length} routes`);
    expect(sent).toBe(CASES.length);
  });
});

describe('the issue report of the attack', () => {
  it('answers the public recovery token with an id past int4 as a 400 naming the field', async () => {
    const res = await t.call('user', { ActionId: 22, User: { Id: 2147483648, Token: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe(message('malformedBody', 'es', { field: 'User.Id' }));
  });

  it('answers a NUL in the sign-in id in the caller language', async () => {
    const res = await t.call('session', {
      ActionId: 31,
      Language: 'en',
      Login: { Id: 'admin\u0000', Password: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe(message('controlCharacters', 'en', { field: 'Login.Id' }));
  });

  it('still takes tab, line feed and carriage return in a text', async () => {
    const admin = tokens.get(callerFor(API_ROUTES.find((r) => keyOf(r) === 'Outbox 20')!));
    const res = await t.call('Outbox', { ActionId: 20, Filter: { To: 'a\tb\r\nc' } }, admin);
    expect(res.status).toBe(200);
  });
});
