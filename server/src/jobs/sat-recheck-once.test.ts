/**
 * `npm run sat:recheck` as an operator runs it: on a portal's embedded database, with
 * the server stopped, an invoice cancelled at the SAT since its registration is found cancelled by
 * the command's one pass — the state the statements show and an alert for administrators — and
 * the command says what it asked and what changed. On the PostgreSQL run of the suite the same
 * pass runs through the server (sat-watch.test.ts); the command's own file handling is PGlite's.
 */
import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromPglite } from '../db/client';
import { erpInvoices, satAlerts, satCfdiRegistry, satWatch } from '../db/schema';
import { demoInvoice, electronicBody, pendingPeriods } from '../testing/invoicing-send-kit';
import { createTestApp, PARTNER_MODULES, type TestApp } from '../testing/test-app';

let t: TestApp;
let dir = '';

beforeAll(async () => {
  t = await createTestApp();
  // The administrator registers and reads lessor invoices here too: granted the lessor modules.
  await t.grantModules('admin', PARTNER_MODULES);
  dir = await mkdtemp(path.join(os.tmpdir(), 'portalpro-sat-recheck-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs the command as `npm run sat:recheck` does, on DATA_DIR; answers its exit code and output. */
function runCommand(dataDir: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'server/src/jobs/sat-recheck-once.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

it('finds an invoice cancelled at the SAT and records it, for the statement and the administrators', async (ctx) => {
  if (t.handle.kind !== 'pglite') return ctx.skip();
  const admin = await t.tokenFor('admin');
  const lessor = await t.tokenFor('arrendador');
  const [period] = await pendingPeriods(t, admin, 'MX10', '0000100001', '4000000103');
  const demo = await demoInvoice(t, lessor, [period!]);
  const sent = await t.call('InvoiceLessor', electronicBody([period!], demo), lessor);
  expect(sent.body.Result, JSON.stringify(sent.body)).toBe(true);
  const uuid = demo.ID.toUpperCase();
  const [invoice] = await t.handle.db
    .select({ id: erpInvoices.id })
    .from(erpInvoices)
    .where(eq(erpInvoices.uuid, uuid));
  // The SAT cancels it after its registration.
  await t.handle.db
    .update(satCfdiRegistry)
    .set({ estado: 'Cancelado', estatusCancelacion: 'Cancelado sin aceptación' })
    .where(eq(satCfdiRegistry.uuid, uuid));

  // The portal's data directory, the server stopped.
  const dataDir = path.join(dir, 'pglite');
  const disk = new PGlite(dataDir, { loadDataDir: await t.handle.client.dumpDataDir('none') });
  await disk.waitReady;
  await disk.close();

  const { code, out } = await runCommand(dir);
  expect(code, out).toBe(0);
  const said = /SAT re-check: (\d+) invoices checked with (\d+) status calls .* (\d+) changes/.exec(
    out,
  );
  expect(said, out).not.toBeNull();
  expect(Number(said![1])).toBeGreaterThan(0);
  expect(Number(said![3])).toBeGreaterThanOrEqual(1);
  expect(out).toMatch(/Against the real service: [\d.]+ calls\/s \(capped by SAT_RECHECK_RATE=5\)/);

  const after = fromPglite(new PGlite(dataDir));
  try {
    const [watched] = await after.db
      .select({ state: satWatch.state, estado: satWatch.estado })
      .from(satWatch)
      .where(eq(satWatch.invoiceId, invoice!.id));
    expect(watched).toEqual({ state: 'cancelled', estado: 'Cancelado' });
    const alerts = await after.db
      .select({ oldValue: satAlerts.oldValue, newValue: satAlerts.newValue })
      .from(satAlerts)
      .where(eq(satAlerts.invoiceId, invoice!.id));
    expect(alerts).toEqual([{ oldValue: 'vigente', newValue: 'cancelled' }]);
  } finally {
    await after.close();
  }
}, 180_000);
