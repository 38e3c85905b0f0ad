/**
 * The Eventos user filter (AuditLogUsers 20): the users whose name or user name holds the typed
 * text, by name, at most AUDIT_USER_SEARCH_LIMIT, for administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_USER_SEARCH_LIMIT, type AuditLogUser } from '../../../../src/protocol/operations';
import { roles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
  const [role] = await t.handle.db.select({ id: roles.id }).from(roles).limit(1);
  await t.handle.db.insert(users).values([
    ...Array.from({ length: 30 }, (_, i) => ({
      userName: `tecleo.${String(i).padStart(2, '0')}`,
      name: `Zacarías Tecleo ${String(29 - i).padStart(2, '0')}`,
      roleId: role!.id,
    })),
    { userName: 'porcentaje', name: 'Cien 100% Ortiz', roleId: role!.id },
    { userName: 'guion_bajo', name: 'Beatriz Subrayado', roleId: role!.id },
    // "n_b" with _ as a wildcard would find her too.
    { userName: 'anabel.ruiz', name: 'Anabel Ruiz', roleId: role!.id },
  ]);
});
afterAll(() => t.close());

async function search(text: string, token = admin) {
  const res = await t.call('AuditLogUsers', { ActionId: 20, Text: text }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.List as AuditLogUser[];
}

describe('AuditLogUsers 20', () => {
  it('finds a user by part of the user name or of the name, as "name (user name)"', async () => {
    expect(await search('admi')).toContainEqual(
      expect.objectContaining({ Name: expect.stringMatching(/\(admin\)$/) }),
    );
    const byName = await search('subrayado');
    expect(byName.map((u) => u.Name)).toEqual(['Beatriz Subrayado (guion_bajo)']);
  });

  it('answers at most 20, ordered by name', async () => {
    const found = await search('tecleo');
    expect(found).toHaveLength(AUDIT_USER_SEARCH_LIMIT);
    expect(found[0]!.Name).toBe('Zacarías Tecleo 00 (tecleo.29)');
    const names = found.map((u) => u.Name);
    expect(names).toEqual([...names].sort());
  });

  it('takes % and _ as the characters they are, not as wildcards', async () => {
    expect((await search('0%')).map((u) => u.Name)).toEqual(['Cien 100% Ortiz (porcentaje)']);
    expect((await search('n_b')).map((u) => u.Name)).toEqual(['Beatriz Subrayado (guion_bajo)']);
    expect(await search('%%')).toEqual([]);
  });

  it('waits for two characters, and finds nobody for a text no one holds', async () => {
    expect(await search('a')).toEqual([]);
    expect(await search('  ')).toEqual([]);
    expect(await search('qqxxzz')).toEqual([]);
  });

  it('refuses a text longer than 64 characters or with control characters, with a message', async () => {
    for (const Text of ['x'.repeat(65), 'a\u0000b']) {
      const res = await t.call('AuditLogUsers', { ActionId: 20, Text }, admin);
      expect(res.status).toBe(400);
      expect(typeof res.body.Message).toBe('string');
    }
  });

  it('is for administrators only', async () => {
    expect((await t.call('AuditLogUsers', { ActionId: 20, Text: 'admin' }, null)).status).toBe(401);
    for (const user of ['visor', 'arrendador', 'proveedor']) {
      const res = await t.call(
        'AuditLogUsers',
        { ActionId: 20, Text: 'admin' },
        await t.tokenFor(user),
      );
      expect(res.status, user).toBe(403);
    }
  });
});
