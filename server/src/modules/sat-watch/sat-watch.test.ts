/**
 * The SAT re-check against the embedded registry changing an invoice's state between
 * runs: cadence by age, one alert and one mail per change, nothing on an unchanged state, the
 * state on the statement, the administrators' alerts and their acknowledgement, the paid notice
 * exactly once, and the same pass through the SOAP client against recorded answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../../src/domain/sat-watch';
import type { StatementItem } from '../../../../src/protocol/invoicing-account';
import type { SatAlert } from '../../../../src/protocol/sat-watch';
import { createSatAdapter, type SatAdapter } from '../../adapters/sat';
import { createEmbeddedSat } from '../../adapters/sat/embedded';
import {
  auditEvents,
  erpInvoices,
  mailOutbox,
  sat69b,
  satAlerts,
  satCfdiRegistry,
  satChecks,
  satWatch,
} from '../../db/schema';
import { createTestApp, PARTNER_MODULES, type TestApp } from '../../testing/test-app';
import { demoInvoice, electronicBody, pendingPeriods } from '../../testing/invoicing-send-kit';
import { runSatRecheck, type RecheckSummary } from './recheck';

let t: TestApp;
const tokens: Record<string, string> = {};
/** The invoice registered for these tests: its row id and UUID. */
let invoice: { id: number; uuid: string; xblnr: string };
const start = new Date();
const at = (days: number) => new Date(start.getTime() + days * DAY_MS);

beforeAll(async () => {
  t = await createTestApp();
  // The administrator registers and reads lessor invoices here too: granted the lessor modules.
  await t.grantModules('admin', PARTNER_MODULES);
  for (const u of ['arrendador', 'admin']) tokens[u] = await t.tokenFor(u);
  const [period] = await pendingPeriods(t, tokens.admin!, 'MX10', '0000100001', '4000000103');
  const demo = await demoInvoice(t, tokens.arrendador!, [period!]);
  const res = await t.call('InvoiceLessor', electronicBody([period!], demo), tokens.arrendador);
  expect(res.body.Result, JSON.stringify(res.body)).toBe(true);
  const [row] = await t.handle.db
    .select({ id: erpInvoices.id, uuid: erpInvoices.uuid, xblnr: erpInvoices.xblnr })
    .from(erpInvoices)
    .where(eq(erpInvoices.uuid, demo.ID.toUpperCase()));
  invoice = row!;
});
afterAll(() => t.close());

const pass = (now: Date, sat: SatAdapter = createEmbeddedSat(t.handle.db)) =>
  runSatRecheck({ db: t.handle.db, sat, now: () => now, ratePerSecond: 5, paced: false });

async function mails(template: string) {
  return t.handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.template, template))
    .orderBy(mailOutbox.id);
}
async function alertsOf(invoiceId: number) {
  return t.handle.db
    .select()
    .from(satAlerts)
    .where(eq(satAlerts.invoiceId, invoiceId))
    .orderBy(satAlerts.id);
}
async function checksOf(invoiceId: number) {
  return t.handle.db.select().from(satChecks).where(eq(satChecks.invoiceId, invoiceId));
}
const setRegistry = (fields: Partial<typeof satCfdiRegistry.$inferInsert>) =>
  t.handle.db.update(satCfdiRegistry).set(fields).where(eq(satCfdiRegistry.uuid, invoice.uuid));

describe('telling people an invoice was registered', () => {
  it('queues one mail per user of the lessor, in the same transaction as the registration', async () => {
    const sent = (await mails('invoiceRegistered')).filter((m) => m.body.includes(invoice.uuid));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0]!.subject).toContain('registrada');
    expect(new Set(sent.map((m) => m.to)).size).toBe(sent.length);
  });
});

describe('the re-check pass against the embedded registry', () => {
  let first: RecheckSummary | null;

  it('checks a newly registered invoice: Vigente, no alert, no mail', async () => {
    first = await pass(at(0));
    expect(first).not.toBeNull();
    expect(first!.calls).toBe(first!.checked);
    expect(first!.checked).toBeGreaterThan(0);
    const [w] = await t.handle.db.select().from(satWatch).where(eq(satWatch.invoiceId, invoice.id));
    expect(w).toMatchObject({ state: 'vigente', estado: 'Vigente', listed69b: false });
    expect(await alertsOf(invoice.id)).toEqual([]);
  });

  it('asks nothing again the same day (daily cadence for a young invoice)', async () => {
    const again = await pass(at(0.5));
    expect(again!.calls).toBe(0);
    expect(await checksOf(invoice.id)).toHaveLength(1);
  });

  it('a day later finds it cancelled: one alert for administrators, one mail to the owner', async () => {
    await setRegistry({ estado: 'Cancelado', estatusCancelacion: 'Cancelado sin aceptación' });
    const before = (await mails('satChange')).length;
    const s = await pass(at(1));
    expect(s!.changes).toBeGreaterThanOrEqual(1);
    const alerts = await alertsOf(invoice.id);
    expect(alerts).toEqual([
      expect.objectContaining({ kind: 'state', oldValue: 'vigente', newValue: 'cancelled' }),
    ]);
    const sent = (await mails('satChange')).slice(before);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((m) => m.body.includes(invoice.uuid))).toBe(true);
    expect(sent[0]!.body).toContain('Cancelado (antes: Vigente)');
  });

  it('tells nothing more while the state stays the same', async () => {
    const alerts = (await alertsOf(invoice.id)).length;
    const sent = (await mails('satChange')).length;
    await pass(at(2));
    expect(await checksOf(invoice.id)).toHaveLength(3);
    expect(await alertsOf(invoice.id)).toHaveLength(alerts);
    expect(await mails('satChange')).toHaveLength(sent);
  });

  it('notes a cancellation in process and the issuer now on the 69-B list, each once', async () => {
    await setRegistry({ estado: 'Vigente', estatusCancelacion: 'En proceso' });
    const [reg] = await t.handle.db
      .select({ rfc: satCfdiRegistry.issuerRfc })
      .from(satCfdiRegistry)
      .where(eq(satCfdiRegistry.uuid, invoice.uuid));
    await t.handle.db
      .insert(sat69b)
      .values({ rfc: reg!.rfc, name: 'ARRENDADOR LISTADO', situacion: 'Presunto' })
      .onConflictDoNothing();
    await pass(at(3));
    const alerts = (await alertsOf(invoice.id)).slice(1);
    expect(alerts.map((a) => [a.kind, a.oldValue, a.newValue])).toEqual([
      ['state', 'cancelled', 'cancelling'],
      ['listed69b', 'no', 'yes'],
    ]);
    await pass(at(4));
    expect(await alertsOf(invoice.id)).toHaveLength(3);
    await t.handle.db.delete(sat69b).where(eq(sat69b.rfc, reg!.rfc));
  });

  it('asks weekly once the invoice is older than 30 days', async () => {
    await t.handle.db
      .update(erpInvoices)
      .set({ registeredAt: new Date(at(5).getTime() - 60 * DAY_MS) })
      .where(eq(erpInvoices.id, invoice.id));
    const n = (await checksOf(invoice.id)).length;
    await pass(at(6)); // two days after the last check: not due
    expect(await checksOf(invoice.id)).toHaveLength(n);
    await pass(at(11)); // seven days after
    expect(await checksOf(invoice.id)).toHaveLength(n + 1);
    await t.handle.db
      .update(erpInvoices)
      .set({ registeredAt: start })
      .where(eq(erpInvoices.id, invoice.id));
  });
});

describe('what people see', () => {
  it('the statement shows the invoice’s SAT state and when it was checked', async () => {
    const res = await t.call(
      'StatementItems',
      {
        ActionId: 21,
        bukrs: 'MX10',
        lifnr: '0000100001',
        tipoConsulta: '1',
        todate: start.toISOString().slice(0, 10).replaceAll('-', ''),
      },
      tokens.arrendador,
    );
    expect(res.body.Result, JSON.stringify(res.body)).toBe(true);
    const row = (res.body.List as StatementItem[]).find((r) => r.UUID === invoice.uuid);
    expect(row).toMatchObject({ SAT_STATE: 'cancelling', SAT_69B: false });
    expect(Date.parse(row!.SAT_CHECKED!)).toBe(at(11).getTime());
  });

  it('a variable-maintenance invoice’s detail shows its SAT state once checked', async () => {
    const [mt] = await t.handle.db
      .select({
        bukrs: erpInvoices.bukrs,
        lifnr: erpInvoices.lifnr,
        belnr: erpInvoices.belnr,
        gjahr: erpInvoices.gjahr,
        state: satWatch.state,
        checkedAt: satWatch.checkedAt,
      })
      .from(erpInvoices)
      .innerJoin(satWatch, eq(satWatch.invoiceId, erpInvoices.id))
      .where(and(eq(erpInvoices.kind, 'MT'), eq(erpInvoices.lifnr, '0000100001')))
      .limit(1);
    expect(mt, 'a checked MT invoice of the demo lessor').toBeDefined();
    const res = await t.call(
      'InvoiceDetailMT',
      { ActionId: 21, bukrs: mt!.bukrs, lifnr: mt!.lifnr, belnr: mt!.belnr, gjahr: mt!.gjahr },
      tokens.arrendador,
    );
    expect(res.body.Result, JSON.stringify(res.body)).toBe(true);
    expect(res.body.SAT).toEqual({
      SAT_STATE: mt!.state,
      SAT_CHECKED: mt!.checkedAt.toISOString(),
      SAT_69B: false,
    });
  });

  it('SatDemoStatus 31 sets a CFDI’s state in the embedded registry, for administrators', async () => {
    const set = (token: string | undefined, Estado: string) =>
      t.call('SatDemoStatus', { ActionId: 31, UUID: invoice.uuid, Estado }, token);
    expect((await set(tokens.admin, 'Vigente')).status).toBe(200);
    const [row] = await t.handle.db
      .select()
      .from(satCfdiRegistry)
      .where(eq(satCfdiRegistry.uuid, invoice.uuid));
    expect(row).toMatchObject({ estado: 'Vigente', estatusCancelacion: null });
    expect((await set(tokens.arrendador, 'Cancelado')).status).toBe(403);
    const unknown = await t.call(
      'SatDemoStatus',
      { ActionId: 31, UUID: '00000000-0000-4000-8000-000000000000', Estado: 'Cancelado' },
      tokens.admin,
    );
    expect(unknown.status).toBe(404);
    expect((await set(tokens.admin, 'Borrado')).status).toBe(400);
    // Back as the later tests expect it.
    await setRegistry({ estado: 'Vigente', estatusCancelacion: 'En proceso' });
  });

  it('administrators list the alerts and acknowledge one (audited); others may not', async () => {
    const list = await t.call('SatAlerts', { ActionId: 20 }, tokens.admin);
    expect(list.status).toBe(200);
    const mine = (list.body.List as SatAlert[]).filter((a) => a.UUID === invoice.uuid);
    // Newest first: the issuer left the list again, was listed, cancelling, cancelled.
    expect(mine.map((a) => a.NewValue)).toEqual(['no', 'yes', 'cancelling', 'cancelled']);
    expect(list.body.LastRun).toEqual(expect.any(String));
    const target = mine[3]!;
    const ack = await t.call('SatAlerts', { ActionId: 31, Id: target.Id }, tokens.admin);
    expect(ack.body).toMatchObject({ Result: true, Alert: { Id: target.Id } });
    expect((ack.body.Alert as SatAlert).Acknowledged).toEqual(expect.any(String));
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.resource, 'SatAlerts'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit?.detail).toMatchObject({ alertId: target.Id, to: 'cancelled' });
    const pending = await t.call(
      'SatAlerts',
      { ActionId: 20, Filter: { Pending: true } },
      tokens.admin,
    );
    expect((pending.body.List as SatAlert[]).some((a) => a.Id === target.Id)).toBe(false);
    const missing = await t.call('SatAlerts', { ActionId: 31, Id: 999_999 }, tokens.admin);
    expect(missing.status).toBe(404);
    expect(missing.body.Message).toBe('La alerta no existe');
    const lessor = await t.call('SatAlerts', { ActionId: 20 }, tokens.arrendador);
    expect(lessor.status).toBe(403);
  });

  it('tells the owner a registered invoice was paid, exactly once', async () => {
    const today = at(12).toISOString().slice(0, 10);
    await t.handle.db
      .update(erpInvoices)
      .set({ augdt: today, augbl: '1500009999' })
      .where(eq(erpInvoices.id, invoice.id));
    const before = (await mails('invoicePaid')).length;
    await pass(at(12));
    const sent = (await mails('invoicePaid')).slice(before);
    expect(sent.filter((m) => m.body.includes(invoice.uuid)).length).toBeGreaterThan(0);
    expect(sent[0]!.body).toContain('1500009999');
    const count = (await mails('invoicePaid')).length;
    await pass(at(13));
    expect(await mails('invoicePaid')).toHaveLength(count);
  });

  it('SatRecheck 11 runs a pass for an administrator and answers its summary', async () => {
    const res = await t.call('SatRecheck', { ActionId: 11 }, tokens.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Summary).toMatchObject({ Failures: 0 });
    const refused = await t.call('SatRecheck', { ActionId: 11 }, tokens.arrendador);
    expect(refused.status).toBe(403);
  });
});

/** Recorded answers of ConsultaCFDIService (as in the SOAP client's own tests). */
const soapResult = (fields: string) =>
  '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>' +
  '<ConsultaResponse xmlns="http://tempuri.org/"><ConsultaResult ' +
  'xmlns:a="http://schemas.datacontract.org/2004/07/Sat.Cfdi.Negocio.ConsultaCfdi.Servicio" ' +
  `xmlns:i="http://www.w3.org/2001/XMLSchema-instance">${fields}</ConsultaResult>` +
  '</ConsultaResponse></s:Body></s:Envelope>';
const RECORDED = {
  vigente: soapResult(
    '<a:CodigoEstatus>S - Comprobante obtenido satisfactoriamente.</a:CodigoEstatus>' +
      '<a:EsCancelable>Cancelable con aceptación</a:EsCancelable><a:Estado>Vigente</a:Estado>' +
      '<a:EstatusCancelacion/><a:ValidacionEFOS>200</a:ValidacionEFOS>',
  ),
  cancelado: soapResult(
    '<a:CodigoEstatus>S - Comprobante obtenido satisfactoriamente.</a:CodigoEstatus>' +
      '<a:EsCancelable>Cancelable sin aceptación</a:EsCancelable><a:Estado>Cancelado</a:Estado>' +
      '<a:EstatusCancelacion>Cancelado sin aceptación</a:EstatusCancelacion>' +
      '<a:ValidacionEFOS>200</a:ValidacionEFOS>',
  ),
  fault:
    '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault>' +
    '<faultcode>a:InternalServiceFault</faultcode>' +
    '<faultstring xml:lang="es-MX">The server was unable to process the request due to an internal error.</faultstring>' +
    '</s:Fault></s:Body></s:Envelope>',
};

describe('the re-check through the SOAP client against recorded answers', () => {
  let server: Server;
  let base = '';
  /** The answer the fake service gives for the watched UUID; others always Vigente. */
  let answer: keyof typeof RECORDED = 'vigente';
  let asked = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        asked += 1;
        const body = Buffer.concat(chunks).toString('utf8');
        const mine = body.includes(`id=${invoice.uuid}`);
        const key = mine ? answer : 'vigente';
        res.writeHead(key === 'fault' ? 500 : 200, { 'Content-Type': 'text/xml; charset=utf-8' });
        res.end(RECORDED[key]);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ConsultaCFDIService.svc`;
    // Start from a known state: the invoice Vigente and checked long ago.
    await t.handle.db
      .update(satWatch)
      .set({ state: 'vigente', estado: 'Vigente', estatusCancelacion: null, listed69b: false })
      .where(eq(satWatch.invoiceId, invoice.id));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const soap = () =>
    createSatAdapter(t.handle.db, {
      mode: 'soap',
      statusUrl: base,
      timeoutMs: 2000,
      knownCertifierRfc: 'SAT970701NN3',
    });
  /** Only the watched invoice is due: everything else was checked at `now`. */
  async function onlyMineDue(now: Date) {
    await t.handle.db
      .update(satWatch)
      .set({ attemptedAt: now })
      .where(sql`${satWatch.invoiceId} <> ${invoice.id}`);
    await t.handle.db
      .update(satWatch)
      .set({ attemptedAt: new Date(now.getTime() - 2 * DAY_MS) })
      .where(eq(satWatch.invoiceId, invoice.id));
  }

  it('an unanswered call (SOAP fault) is recorded as a failure, with no alert', async () => {
    answer = 'fault';
    const now = at(20);
    await onlyMineDue(now);
    const alerts = (await alertsOf(invoice.id)).length;
    const s = await pass(now, soap());
    expect(s).toMatchObject({ calls: 1, failures: 1, changes: 0 });
    const [last] = await t.handle.db
      .select()
      .from(satChecks)
      .where(and(eq(satChecks.invoiceId, invoice.id)))
      .orderBy(desc(satChecks.id))
      .limit(1);
    expect(last?.failure).toMatch(/SOAP fault/);
    expect(await alertsOf(invoice.id)).toHaveLength(alerts);
  });

  it('Vigente then Cancelado: one alert and one mail, through the real client', async () => {
    answer = 'vigente';
    let now = at(22);
    await onlyMineDue(now);
    asked = 0;
    expect(await pass(now, soap())).toMatchObject({ calls: 1, changes: 0 });
    expect(asked).toBe(1);
    answer = 'cancelado';
    now = at(24);
    await onlyMineDue(now);
    const alerts = (await alertsOf(invoice.id)).length;
    const sent = (await mails('satChange')).length;
    expect(await pass(now, soap())).toMatchObject({ calls: 1, changes: 1 });
    expect(await alertsOf(invoice.id)).toHaveLength(alerts + 1);
    expect((await mails('satChange')).length).toBeGreaterThan(sent);
  });

  it('paces calls to the real service at the configured rate', async () => {
    answer = 'vigente';
    const now = at(26);
    await t.handle.db.update(satWatch).set({ attemptedAt: new Date(now.getTime() - 8 * DAY_MS) });
    const waits: number[] = [];
    const s = await runSatRecheck({
      db: t.handle.db,
      sat: soap(),
      now: () => now,
      ratePerSecond: 50,
      paced: true,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    expect(s!.calls).toBeGreaterThan(2);
    // Every call after the first waited for its slot, 20 ms apart: never more than 50 a second.
    expect(waits.length).toBeGreaterThan(0);
    const last = Math.max(...waits);
    expect(last).toBeLessThanOrEqual((s!.calls - 1) * 20);
    expect(last).toBeGreaterThanOrEqual((s!.calls - 1) * 20 - s!.elapsedMs - 1);
  });
});
