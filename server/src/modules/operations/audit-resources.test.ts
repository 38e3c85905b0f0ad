/**
 * The Eventos entity filter offers AUDIT_RESOURCES, a fixed list, instead of a scan of the log:
 * every resource the server's code writes to the audit log must be in it, and nothing else.
 *
 * The server names an audit's resource in one of three ways, which this test reads in its source:
 * a literal (`resource: 'session'`, or a union of literals in a helper's parameter type), a
 * constant (`SUPPLIER_RESOURCE = 'Supplier'`), or the resource argument of the maintenance order
 * writes (`writeOrder(ctx, 'UpdateOrderMP', …)`). A new way needs its pattern here.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_RESOURCES } from '../../../../src/protocol/operations';
import { createTestApp, type TestApp } from '../../testing/test-app';

const SERVER_SRC = fileURLToPath(new URL('../../', import.meta.url));

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'testing' ? [] : sourceFiles(full);
      return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
    }),
  );
  return nested.flat();
}

const LITERALS = /'([^'\\]+)'/g;
const PATTERNS = [
  // resource: 'x'  or  resource: 'x' | 'y'
  /\bresource:\s*('[^']+'(?:\s*\|\s*'[^']+')*)/g,
  // SOME_RESOURCE = 'x'
  /\b[A-Z_]*RESOURCE\s*=\s*('[^']+')/g,
  // writeOrder(ctx, 'x', …)
  /\bwriteOrder\(\s*ctx,\s*('[^']+')/g,
];

/** Every resource the server's source names for an audit, with the files that name it. */
async function auditedResources(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const file of await sourceFiles(SERVER_SRC)) {
    const text = await readFile(file, 'utf8');
    for (const pattern of PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        for (const [, literal] of match[1]!.matchAll(LITERALS)) {
          found.set(literal!, [...(found.get(literal!) ?? []), path.relative(SERVER_SRC, file)]);
        }
      }
    }
  }
  return found;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('AUDIT_RESOURCES', () => {
  it('holds every resource the server audits, and only those', async () => {
    const found = await auditedResources();
    expect(found.size).toBeGreaterThanOrEqual(25);
    const missing = [...found.keys()].filter(
      (r) => !(AUDIT_RESOURCES as readonly string[]).includes(r),
    );
    expect(
      missing.map((r) => `${r} (${found.get(r)!.join(', ')})`),
      'audited but not offered by the entity filter',
    ).toEqual([]);
    expect(
      AUDIT_RESOURCES.filter((r) => !found.has(r)),
      'offered by the entity filter but never audited',
    ).toEqual([]);
    expect(new Set(AUDIT_RESOURCES).size).toBe(AUDIT_RESOURCES.length);
  });

  it('holds every resource of the events the seeded portal and a sign-in write', async () => {
    await t.tokenFor('admin');
    await t.login('admin', 'not the password');
    const rows = (await t.handle.db.execute(
      sql`select distinct resource from audit_events`,
    )) as unknown as { rows: { resource: string }[] };
    expect(rows.rows.map((r) => r.resource)).toContain('session');
    for (const { resource } of rows.rows)
      expect(AUDIT_RESOURCES as readonly string[]).toContain(resource);
  });

  it('answers the list as Entities of AuditLog 20, for callers of the earlier wire', async () => {
    const res = await t.call('AuditLog', { ActionId: 20 }, await t.tokenFor('admin'));
    expect(res.body.Entities).toEqual([...AUDIT_RESOURCES]);
  });
});
