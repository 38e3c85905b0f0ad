/**
 * api/InvoiceLessor: the server re-runs the page's whole pipeline on what it receives and
 * registers only what passes — once per company and UUID, its periods to 02, its files kept, an
 * audit row — and answers a forged request with the refusal and the messages the page shows.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evaluateCfdiWithSeal, translateEvaluation } from '../../../../src/domain/cfdi';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import { Module } from '../../../../src/domain/menu-tree';
import { toErpDate, toWireDate } from '../../../../src/domain/maintenance/calendar';
import type { PeriodRow } from '../../../../src/protocol/invoicing';
import { message } from '../../../../src/protocol/messages';
import { auditEvents, erpInvoices, fileBlobs, leasePeriods, suppliers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  amountsOf,
  b64,
  dayOfThisMonth,
  demoInvoice,
  electronicBody,
  errorsOf,
  nonElectronicBody,
  pendingPeriods,
  unb64,
} from '../../testing/invoicing-send-kit';

let t: TestApp;
let clock = new Date();
const tokens: Record<string, string> = {};
const USERS = ['arrendador', 'arrendador.hijo', 'mantto.fijo', 'dev', 'visor'];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const u of USERS) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date();
});

/**
 * Runs with the clock on a day of this month, as the developer account (every module) signed in on that day (a session
 * of today would look expired, or not yet started, to a clock days away).
 */
async function atDay(day: number, run: (devToken: string) => Promise<void>): Promise<void> {
  clock = dayOfThisMonth(day);
  try {
    await run(await t.tokenFor('dev'));
  } finally {
    clock = new Date();
  }
}

const send = (
  body: Record<string, unknown>,
  user = 'arrendador',
  headers: Record<string, string> = {},
) => t.call('InvoiceLessor', body, tokens[user], headers);
const pending = (bukrs: string, lifnr: string, recnnr: string) =>
  pendingPeriods(t, tokens.dev!, bukrs, lifnr, recnnr);

async function invoiceRows(uuid: string) {
  return t.handle.db.select().from(erpInvoices).where(eq(erpInvoices.uuid, uuid.toUpperCase()));
}
async function statusOf(periods: readonly PeriodRow[]) {
  const rows = await t.handle.db
    .select({ id: leasePeriods.cfpayguid, status: leasePeriods.status })
    .from(leasePeriods)
    .where(
      inArray(
        leasePeriods.cfpayguid,
        periods.map((p) => p.CFPAYGUID),
      ),
    );
  return new Set(rows.map((r) => r.status));
}

/** The page's own text of a check on a CFDI (the validation item's message). */
async function pageMessage(xml: string, id: string): Promise<string | undefined> {
  const checked = translateEvaluation(
    await evaluateCfdiWithSeal(xml, { today: mexicoCityToday(clock) }),
    'es',
  );
  return checked.checks.find((c) => c.id === id)?.message;
}

describe('registering an electronic lessor invoice', () => {
  it('registers a demo invoice after the whole pipeline: BELNR, periods 02, files, audit row', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000102');
    const demo = await demoInvoice(t, tokens.arrendador!, [period!]);
    const res = await send(electronicBody([period!], demo));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ Result: true, Message: null });
    const belnr = res.body.BELNR as string;
    expect(belnr).toMatch(/^\d{10}$/);
    expect(res.body.BUDAT).toBe(toErpDate(mexicoCityToday(clock)));
    expect(res.body.List).toEqual([
      expect.objectContaining({
        CFPAYGUID: period!.CFPAYGUID,
        STATUS: '02',
        BELNR: belnr,
        XBLNR: demo.FACTURA,
      }),
    ]);
    const [row] = await invoiceRows(demo.ID);
    expect(row).toMatchObject({
      belnr,
      electronic: true,
      kind: 'LEASE',
      total: period!.MONTO_TOTAL,
    });
    const blobs = await t.handle.db
      .select({ sha256: fileBlobs.sha256, mime: fileBlobs.mime, data: fileBlobs.data })
      .from(fileBlobs)
      .where(inArray(fileBlobs.sha256, [row!.xmlSha256!, row!.pdfSha256!]));
    const xml = blobs.find((b) => b.sha256 === row!.xmlSha256);
    expect(Buffer.from(xml!.data).toString('utf8')).toBe(unb64(demo.XMLBase64));
    expect(blobs.find((b) => b.sha256 === row!.pdfSha256)?.mime).toBe('application/pdf');
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.resource, 'InvoiceLessor'),
          eq(auditEvents.target, `MX10 ${belnr}/${row!.gjahr}`),
        ),
      );
    expect(audit).toMatchObject({
      actionId: 11,
      userDisplayName: expect.any(String),
      detail: expect.objectContaining({
        uuid: demo.ID,
        electronic: true,
        periods: [period!.CFPAYGUID],
      }),
    });
  });

  it.each([
    ['a lease (A001) of a legal entity', 'MX10', '0000100001', '4000000103', 1],
    ['a lease with two periods due together (the catch-up)', 'MX10', '0000100001', '4000000101', 2],
    ['a lease in USD', 'MX10', '0000100001', '4000000104', 1],
    [
      'a natural person’s lease: ISR, IVA and cedular withheld',
      'MX10',
      '0000100002',
      '4000000112',
      1,
    ],
    ['fixed maintenance (A003)', 'MX10', '0000100002', '4000000311', 1],
    ['adjustments (A004), every year due together', 'MX10', '0000100002', '4000000411', 0],
    ['a consolidated month (A002)', 'MX10', '0000100001', '4000000201', 'month'],
    [
      'an advance payment of type 01: rent with its discount apart',
      'MX10',
      '0000100001',
      '4000000501',
      2,
    ],
    ['an advance payment of type 02: the discount included', 'MX10', '0000100001', '4000000502', 1],
  ] as const)('registers %s', async (_, bukrs, lifnr, recnnr, take) => {
    const open = await pending(bukrs, lifnr, recnnr);
    const chosen =
      take === 'month'
        ? open.filter((p) => p.DBERBIS === open[0]!.DBERBIS)
        : take === 0
          ? open.filter((p) => p.DFAELL === open[0]!.DFAELL)
          : open.slice(0, take);
    expect(chosen.length).toBeGreaterThan(0);
    const demo = await demoInvoice(t, tokens.dev!, chosen);
    const res = await send(electronicBody(chosen, demo), 'dev');
    expect(res.body.Errors ?? [], JSON.stringify(res.body)).toEqual([]);
    expect(res.status).toBe(200);
    expect((res.body.List as PeriodRow[]).map((p) => p.STATUS)).toEqual(chosen.map(() => '02'));
  });

  it('lets each lessor account send for its own lessor', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000302');
    const demo = await demoInvoice(t, tokens['arrendador.hijo']!, [period!]);
    expect((await send(electronicBody([period!], demo), 'arrendador.hijo')).status).toBe(200);
  });

  it('lets a fixed-maintenance account send only once granted the invoicing module', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000302');
    const demo = await demoInvoice(t, tokens.dev!, [period!]);
    const refused = await send(electronicBody([period!], demo), 'mantto.fijo');
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe(message('moduleNotGranted', 'es'));
    await t.grantModules('mantto.fijo', [Module.LessorInvoicing]);
    expect((await send(electronicBody([period!], demo), 'mantto.fijo')).status).toBe(200);
  });
});

describe('registering a non-electronic lessor invoice', () => {
  it('registers the PDF with the amounts typed by hand under the id the page generated', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000301');
    const body = nonElectronicBody([period!]);
    const res = await send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await invoiceRows(body.FACTURA_H_S.ID);
    expect(row).toMatchObject({
      electronic: false,
      xmlSha256: null,
      bldat: mexicoCityToday(clock),
    });
    expect(await statusOf([period!])).toEqual(new Set(['02']));
  });

  it('takes the invoice date typed, and refuses one after today', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000301');
    const today = mexicoCityToday(clock);
    const tomorrow = new Date(clock.getTime() + 86_400_000);
    const future = await send(
      nonElectronicBody([period!], { DDATE: toWireDate(mexicoCityToday(tomorrow)) }),
    );
    expect(future.body.Message).toBe(
      `La fecha de la factura (${mexicoCityToday(tomorrow)}) no puede ser posterior a hoy.`,
    );
    const body = nonElectronicBody([period!], { DDATE: toWireDate(today) });
    expect((await send(body)).status).toBe(200);
    expect((await invoiceRows(body.FACTURA_H_S.ID))[0]?.bldat).toBe(today);
  });

  it('answers an invoice dated in a closed month with the ERP’s M8 535', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000301');
    const lastMonth = new Date(dayOfThisMonth(1, clock).getTime() - 86_400_000 * 3);
    const res = await send(
      nonElectronicBody([period!], { DDATE: toWireDate(mexicoCityToday(lastMonth)) }),
    );
    expect(res.body).toMatchObject({
      Result: false,
      Message: 'Periodo de facturación cerrado. Consultar con el departamento de compras',
      Errors: [
        {
          LINE: 1,
          TYPE: 'E',
          ID: 'M8',
          NUMBER: '535',
          MESSAGE: 'Periodo de facturación cerrado. Consultar con el departamento de compras',
        },
      ],
    });
    expect(await statusOf([period!])).toEqual(new Set(['01']));
  });

  it('lists each amount typed that does not match the periods (tolerance 5)', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000301');
    const body = nonElectronicBody([period!]);
    const a = amountsOf([period!]);
    const within = {
      ...body,
      FACTURA_H_S: { ...body.FACTURA_H_S, TOTAL: (Number(a.TOTAL) + 5).toFixed(2) },
    };
    const off = {
      ...body,
      FACTURA_H_S: {
        ...body.FACTURA_H_S,
        BALANCE: '1.00',
        TOTAL: (Number(a.TOTAL) + 5.01).toFixed(2),
      },
    };
    const refused = await send(off);
    expect(refused.body.Message).toBe('Uno o más montos de la factura no coinciden');
    expect(errorsOf(refused)).toEqual([
      'Uno o más montos de la factura no coinciden',
      `BALANCE: la factura dice 1.00, se esperaba ${a.BALANCE}`,
      `TOTAL: la factura dice ${(Number(a.TOTAL) + 5.01).toFixed(2)}, se esperaba ${a.TOTAL}`,
    ]);
    expect(await statusOf([period!])).toEqual(new Set(['01']));
    expect((await send(within)).status).toBe(200);
  });

  it('needs the reference, at most 16 characters, and the PDF', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000301');
    const body = nonElectronicBody([period!]);
    const withH = (h: Record<string, unknown>) => ({
      ...body,
      FACTURA_H_S: { ...body.FACTURA_H_S, ...h },
    });
    expect((await send(withH({ FACTURA: ' ' }))).body.Message).toBe('Este campo es obligatorio');
    expect((await send(withH({ FACTURA: 'A'.repeat(17) }))).body.Message).toBe(
      'El campo noReference admite máximo 16 caracteres.',
    );
    const noPdf = await send(withH({ PDFBase64: '' }));
    expect(noPdf.status).toBe(400);
    expect(noPdf.body.Message).toBe('Seleccione el archivo PDF.');
  });
});

describe('a forged request that skips the page', () => {
  it('refuses an XML of other amounts with the page’s amounts message', async () => {
    const [a] = await pending('MX10', '0000100001', '4000000103');
    const [other] = await pending('MX10', '0000100001', '4000000104');
    const demo = await demoInvoice(t, tokens.arrendador!, [other!]);
    const res = await send(electronicBody([a!], demo));
    expect(res.body.Result).toBe(false);
    expect(res.body.Message).toMatch(/^Uno o más montos de la factura no coinciden: /);
    expect(await statusOf([a!])).toEqual(new Set(['01']));
  });

  it('refuses amounts typed apart from the XML’s periods', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000103');
    const demo = await demoInvoice(t, tokens.arrendador!, [period!]);
    const body = electronicBody([period!], demo);
    const res = await send({ ...body, FACTURA_H_S: { ...body.FACTURA_H_S, IMPUESTOS: '0.00' } });
    expect(errorsOf(res)).toEqual([
      'Uno o más montos de la factura no coinciden',
      `IMPUESTOS: la factura dice 0.00, se esperaba ${period!.TAXVALUE}`,
    ]);
    expect(await invoiceRows(demo.ID)).toEqual([]);
  });

  it('refuses another lessor’s period (404) and another lessor by name (403)', async () => {
    const [foreign] = await pending('MX10', '0000100002', '4000000111');
    const body = nonElectronicBody([foreign!]);
    const named = await send(body);
    expect(named.status).toBe(403);
    expect(named.body.Message).toBe('Arrendador 0000100002 no asignado');
    const hidden = await send({ ...body, LIFNR: '0000100001' });
    expect(hidden.status).toBe(404);
    expect(await statusOf([foreign!])).toEqual(new Set(['01']));
  });

  it('refuses a newer period before the oldest of its due date (lessorsAlertOldestInvoice)', async () => {
    await atDay(5, async (dev) => {
      // A rescheduled contract of MX20: last month's and this month's periods due together.
      const open = await pending('MX20', '0000100003', '4200000102');
      const sharing = open.filter((p) => p.DFAELL === open[0]!.DFAELL);
      expect(sharing.length).toBeGreaterThan(1);
      const latest = sharing.at(-1)!;
      const demo = await demoInvoice(t, dev, [latest]);
      const res = await t.call('InvoiceLessor', electronicBody([latest], demo), dev);
      expect(res.body).toMatchObject({
        Result: false,
        Message: `Debe facturar primero el periodo más antiguo con vencimiento ${sharing[0]!.DFAELL}: ${sharing[0]!.TEXT_D}.`,
        Errors: [expect.objectContaining({ ID: 'lessorsAlertOldestInvoice' })],
      });
      expect(await statusOf([latest])).toEqual(new Set(['01']));
      const both = await demoInvoice(t, dev, sharing);
      expect((await t.call('InvoiceLessor', electronicBody(sharing, both), dev)).status).toBe(200);
    });
  });

  it('refuses MX20 invoices after day 10 (msjOutRange), and takes them on day 5', async () => {
    const [period] = await pending('MX20', '0000100005', '4200000111');
    await atDay(15, async (dev) => {
      const closed = await t.call('InvoiceLessor', nonElectronicBody([period!]), dev);
      expect(closed.body).toMatchObject({
        Result: false,
        Message:
          'Fuera del periodo de recepción de facturas: se reciben del día 1 al 10 de cada mes.',
      });
    });
    await atDay(5, async (dev) => {
      const open = await t.call('InvoiceLessor', nonElectronicBody([period!]), dev);
      expect(open.status, JSON.stringify(open.body)).toBe(200);
    });
  });

  it('refuses a tampered XML with the seal’s error, as the page shows it', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000103');
    const demo = await demoInvoice(t, tokens.arrendador!, [period!]);
    const tampered = unb64(demo.XMLBase64).replace(
      /Descripcion="[^"]*"/,
      'Descripcion="Otra cosa"',
    );
    const res = await send(electronicBody([period!], { ...demo, XMLBase64: b64(tampered) }));
    const sealError = await pageMessage(tampered, 'seal.signature');
    expect(sealError).toMatch(/sello/i);
    expect(errorsOf(res)).toEqual([sealError]);
    expect(await invoiceRows(demo.ID)).toEqual([]);
  });

  it('refuses a UUID already registered: ‘ID de factura ya ha sido registrado’', async () => {
    const [first, second] = await pending('MX10', '0000100001', '4000000104');
    const demo = await demoInvoice(t, tokens.arrendador!, [first!]);
    expect((await send(electronicBody([first!], demo))).status).toBe(200);
    const again = await send(electronicBody([first!], demo));
    expect(again.body).toMatchObject({
      Result: false,
      Message: 'ID de factura ya ha sido registrado',
    });
    // A non-electronic invoice under an id the company already has, on another period.
    const reused = nonElectronicBody([second!]);
    const res = await send({ ...reused, FACTURA_H_S: { ...reused.FACTURA_H_S, ID: demo.ID } });
    expect(res.body.Message).toBe('ID de factura ya ha sido registrado');
  });

  it('refuses an ID that is not the XML’s UUID', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000104');
    const demo = await demoInvoice(t, tokens.arrendador!, [period!]);
    const res = await send(
      electronicBody([period!], { ...demo, ID: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(res.body.Message).toBe(
      `El ID de la factura (00000000-0000-4000-8000-000000000000) no es el UUID del XML (${demo.ID}).`,
    );
  });

  it('refuses an electronic invoice of a non-deductible lessor, and takes its non-electronic one', async () => {
    await t.handle.db
      .update(suppliers)
      .set({ isNonDeductible: true })
      .where(eq(suppliers.code, '0000100002'));
    try {
      const [period] = await pending('MX10', '0000100002', '4000000111');
      const demo = await demoInvoice(t, tokens.dev!, [period!]);
      const res = await send(electronicBody([period!], demo), 'dev');
      expect(res.body.Message).toBe(
        'El arrendador 0000100002 es no deducible: sus facturas se registran como no electrónicas.',
      );
      expect((await send(nonElectronicBody([period!]), 'dev')).status).toBe(200);
    } finally {
      await t.handle.db
        .update(suppliers)
        .set({ isNonDeductible: false })
        .where(eq(suppliers.code, '0000100002'));
    }
  });

  it('refuses Visualizar (403) whatever it sends', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000301');
    const res = await send(nonElectronicBody([period!]), 'visor');
    expect(res.status).toBe(403);
    expect(await statusOf([period!])).toEqual(new Set(['01']));
  });
});

describe('exactly once', () => {
  it('registers 20 sends of the same invoice at once once: one BELNR, 19 duplicates', async () => {
    const [period] = await pending('MX10', '0000100004', '4000000122');
    const demo = await demoInvoice(t, tokens.dev!, [period!]);
    const body = electronicBody([period!], demo);
    const results = await Promise.all(Array.from({ length: 20 }, () => send(body, 'dev')));
    const registered = results.filter((r) => r.status === 200 && r.body.Result === true);
    expect(registered).toHaveLength(1);
    const refused = results.filter((r) => r.body.Result === false);
    expect(refused.map((r) => r.body.Message)).toEqual(
      Array.from({ length: 19 }, () => 'ID de factura ya ha sido registrado'),
    );
    const rows = await invoiceRows(demo.ID);
    expect(rows.map((r) => r.belnr)).toEqual([registered[0]!.body.BELNR]);
    const [stored] = await t.handle.db
      .select({ status: leasePeriods.status, invoiceId: leasePeriods.invoiceId })
      .from(leasePeriods)
      .where(eq(leasePeriods.cfpayguid, period!.CFPAYGUID));
    expect(stored).toEqual({ status: '02', invoiceId: rows[0]!.id });
  });

  it('answers a replay under the same Idempotency-Key with the same answer, once', async () => {
    const [period] = await pending('MX10', '0000100004', '4000000122');
    const body = nonElectronicBody([period!]);
    const key = { 'Idempotency-Key': `send-${body.FACTURA_H_S.ID}` };
    const first = await send(body, 'dev', key);
    const replay = await send(body, 'dev', key);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await invoiceRows(body.FACTURA_H_S.ID)).toHaveLength(1);
    const other = await send(
      { ...body, FACTURA_H_S: { ...body.FACTURA_H_S, FACTURA: 'OTRA' } },
      'dev',
      key,
    );
    expect(other.status).toBe(409);
  });

  it('registers once when ten attempts under one Idempotency-Key arrive together', async () => {
    const [period] = await pending('MX10', '0000100004', '4000000121');
    const body = nonElectronicBody([period!]);
    const key = { 'Idempotency-Key': `send-together-${body.FACTURA_H_S.ID}` };
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(body, 'dev', key)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(answers[0]!.body.Result).toBe(true);
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(answers.filter((a) => a.headers.get('Idempotency-Replayed') === 'true')).toHaveLength(9);
    const rows = await invoiceRows(body.FACTURA_H_S.ID);
    expect(rows.map((r) => r.belnr)).toEqual([answers[0]!.body.BELNR]);
    const audits = await t.handle.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.resource, 'InvoiceLessor'),
          eq(auditEvents.target, `MX10 ${rows[0]!.belnr}/${rows[0]!.gjahr}`),
        ),
      );
    expect(audits).toHaveLength(1);
  });
});

describe('bad input is a 4xx with a message, never a 500', () => {
  const tooLarge = 'A'.repeat(4_000_004);

  it.each([
    ['a PDF that is not base64', { PDFBase64: 'no es base64!' }, 400, undefined],
    [
      'a PDF of other content',
      { PDFBase64: b64('hola') },
      415,
      'El archivo PDF no es válido: su contenido no es un PDF.',
    ],
    [
      'a PDF that runs JavaScript',
      {
        PDFBase64: b64(
          '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF',
        ),
      },
      415,
      undefined,
    ],
    [
      'a PDF over 3,000,000 bytes',
      { PDFBase64: tooLarge },
      413,
      'El archivo excede el tamaño máximo permitido (3,000,000 bytes).',
    ],
    [
      'an XML over 3,000,000 bytes',
      { XMLBase64: tooLarge },
      413,
      'El archivo excede el tamaño máximo permitido (3,000,000 bytes).',
    ],
  ])('refuses %s', async (_, files, status, message) => {
    const [period] = await pending('MX10', '0000100001', '4000000302');
    const body = { ...nonElectronicBody([period!]), Fac_Elect: true };
    const res = await send({
      ...body,
      FACTURA_H_S: { ...body.FACTURA_H_S, XMLBase64: b64('<x/>'), ...files },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(status);
    expect(res.body.Result).toBe(false);
    if (message) expect(res.body.Message).toBe(message);
  });

  it.each([
    ['text that is not XML', 'no soy un XML', 'El archivo XML no es válido.'],
    [
      'XML with a DOCTYPE',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>',
      'El archivo XML no es válido.',
    ],
    ['XML that is not a CFDI', '<?xml version="1.0"?><factura/>', 'El archivo XML no es válido.'],
  ])('answers %s with the page’s XML message', async (_, xml, message) => {
    const [period] = await pending('MX10', '0000100001', '4000000302');
    const body = { ...nonElectronicBody([period!]), Fac_Elect: true };
    const res = await send({ ...body, FACTURA_H_S: { ...body.FACTURA_H_S, XMLBase64: b64(xml) } });
    expect(res.status).toBe(200);
    expect(res.body.Result).toBe(false);
    expect(String(res.body.Message).startsWith(message)).toBe(true);
  });

  it('refuses a body over the send limit with 413 before reading it', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000302');
    const body = nonElectronicBody([period!]);
    const res = await send({
      ...body,
      FACTURA_H_S: { ...body.FACTURA_H_S, PDFBase64: 'A'.repeat(14 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
  });
});
