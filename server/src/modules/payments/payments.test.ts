/**
 * PendingPayments and PaymentAttachment through the API (spec 2 §5 "Payment complement", §7):
 * a partner's pending items with the complement's values and deadline, its scope per
 * role, the demo complement registered once (items covered, audit, files), every rule of §5 as a
 * table, the duplicate message, and 20 concurrent sends registering once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '../../../../src/domain/invoicing/statement';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import type { PendingPaymentItem } from '../../../../src/protocol/payments';
import {
  auditEvents,
  companies,
  erpPaymentComplements,
  mailOutbox,
  satCfdiRegistry,
  satReception,
} from '../../db/schema';
import {
  createTestApp,
  PARTNER_MODULES,
  type CallResult,
  type TestApp,
} from '../../testing/test-app';
import { noticeComplementsDue } from '../notices/notify';

let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['proveedor', 'arrendador', 'admin', 'visor', 'mantenimiento'];
const SUPPLIER = { bukrs: 'MX10', lifnr: '0000200001' };
const LESSOR = { bukrs: 'MX10', lifnr: '0000100001' };

beforeAll(async () => {
  t = await createTestApp();
  await t.grantModules('admin', PARTNER_MODULES);
  for (const u of USERS) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

const call = (user: string, name: string, body: Record<string, unknown>, actionId = 21) =>
  t.call(name, { ActionId: actionId, ...body }, tokens[user]);

async function pending(user = 'proveedor', key = SUPPLIER): Promise<PendingPaymentItem[]> {
  const res = await call(user, 'PendingPayments', key);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.List as PendingPaymentItem[];
}

interface Demo {
  XMLBase64: string;
  PDFBase64: string;
  UUID: string;
  XBLNR: string;
}
async function demo(item: PendingPaymentItem, user = 'proveedor', key = SUPPLIER): Promise<Demo> {
  const res = await call(user, 'DemoPaymentComplement', {
    ...key,
    augbl: item.AUGBL,
    gjahr: item.GJAHR,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Demo;
}

const attach = (
  d: Demo,
  item: PendingPaymentItem,
  more: Record<string, unknown> = {},
  user = 'proveedor',
  key = SUPPLIER,
) =>
  call(
    user,
    'PaymentAttachment',
    {
      ...key,
      belnr: item.AUGBL,
      gjahr: item.GJAHR,
      xblnr: d.XBLNR,
      uuid: d.UUID,
      pdfbase64: d.PDFBase64,
      xmlbase64: d.XMLBase64,
      ...more,
    },
    11,
  );
const messagesOf = (res: CallResult) =>
  ((res.body.Errors as { MESSAGE: string }[] | undefined) ?? []).map((e) => e.MESSAGE).join(' | ');
const editedXml = (d: Demo, edit: (xml: string) => string) =>
  Buffer.from(edit(Buffer.from(d.XMLBase64, 'base64').toString('utf8')), 'utf8').toString('base64');

describe('PendingPayments', () => {
  it("lists the supplier's paid PPD items with the complement's values and deadline", async () => {
    const items = await pending();
    expect(items.length).toBeGreaterThanOrEqual(2);
    const today = mexicoCityToday(new Date());
    for (const i of items) {
      expect(i.UUID).toMatch(/^[0-9A-F-]{36}$/);
      expect(i.LIFNR).toBe('0000200001');
      const [d, m, y] = i.AUGDT.split('-').map(Number);
      const next = m === 12 ? [1, y! + 1] : [m! + 1, y!];
      expect(i.DEADLINE).toBe(`10-${String(next[0]).padStart(2, '0')}-${next[1]}`);
      expect(d).toBeGreaterThan(0);
      expect(typeof i.DAYS_LEFT).toBe('number');
      expect(i.ImpPagado).toBe(i.WRBTR);
      const cents = (s: string) => BigInt(s.replace('.', ''));
      expect(cents(i.ImpSaldoAnt) - cents(i.ImpPagado)).toBe(cents(i.ImpSaldoInsoluto));
    }
    expect(today).toMatch(/^\d{4}-/);
    // The invoice paid in two parts: installment 1 leaves a balance, installment 2 pays the rest.
    const parts = items.filter((i) => items.filter((j) => j.UUID === i.UUID).length === 2);
    expect(parts.map((p) => p.NumParcialidad).sort()).toEqual([1, 2]);
    const [first, second] = [...parts].sort((a, b) => a.NumParcialidad - b.NumParcialidad);
    expect(first!.ImpSaldoAnt).toBe(first!.TOTAL_D);
    expect(second!.ImpSaldoAnt).toBe(first!.ImpSaldoInsoluto);
    expect(second!.ImpSaldoInsoluto).toBe('0.00');
  });

  it.each<[string, { bukrs: string; lifnr: string }, number]>([
    ['proveedor', SUPPLIER, 200],
    ['proveedor', LESSOR, 403],
    ['arrendador', LESSOR, 200],
    ['arrendador', SUPPLIER, 403],
    ['admin', SUPPLIER, 200],
    ['visor', LESSOR, 200],
    ['mantenimiento', SUPPLIER, 403],
  ])('%s asking for %o: %i', async (user, key, status) => {
    const res = await call(user, 'PendingPayments', key);
    expect(res.status).toBe(status);
    if (status === 200) expect((res.body.List as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('mails about complements', () => {
  const ORIGIN = 'https://portal.example.mx';
  const mails = (template: string) =>
    t.handle.db
      .select({ body: mailOutbox.body, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, template));

  it('a payment whose complement is due within 3 days is told once; not before', async () => {
    const [item] = (await pending()) as [PendingPaymentItem];
    const [day, month, year] = item.DEADLINE.split('-');
    const deadline = `${year}-${month}-${day}`;
    const before = (await mails('complementDue')).length;
    // Four days ahead of the deadline: no reminder for this payment yet.
    await noticeComplementsDue(t.handle.db, addCalendarDays(deadline, -4), ORIGIN);
    expect((await mails('complementDue')).some((m) => m.body.includes(item.AUGBL))).toBe(false);
    // Two days ahead: the reminder, naming the payment and its invoice, once.
    expect(
      await noticeComplementsDue(t.handle.db, addCalendarDays(deadline, -2), ORIGIN),
    ).toBeGreaterThan(0);
    const told = (await mails('complementDue')).filter((m) => m.body.includes(item.AUGBL));
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.body).toContain(item.UUID);
    expect(told[0]!.subject).toContain(item.DEADLINE);
    const after = (await mails('complementDue')).length;
    expect(after).toBeGreaterThan(before);
    await noticeComplementsDue(t.handle.db, addCalendarDays(deadline, -1), ORIGIN);
    expect((await mails('complementDue')).filter((m) => m.body.includes(item.AUGBL))).toHaveLength(
      told.length,
    );
  });
});

describe('PaymentAttachment', () => {
  it('registers the demo complement once: items covered, files and audit kept', async () => {
    const [item] = await pending();
    const d = await demo(item!);
    const res = await attach(d, item!);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result).toBe(true);
    expect(res.body.Message).toBe(`Complemento de pago ${d.UUID} registrado exitosamente`);
    const covered = res.body.List as PendingPaymentItem[];
    expect(covered.map((c) => c.AUGBL)).toEqual([item!.AUGBL]);
    const after = await pending();
    expect(after.some((p) => p.AUGBL === item!.AUGBL && p.GJAHR === item!.GJAHR)).toBe(false);
    const [stored] = await t.handle.db
      .select()
      .from(erpPaymentComplements)
      .where(eq(erpPaymentComplements.uuid, d.UUID));
    expect(stored).toMatchObject({ augbl: item!.AUGBL, lifnr: '0000200001' });
    expect(stored!.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.xmlSha256).toMatch(/^[0-9a-f]{64}$/);
    const audit = await t.handle.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.resource, 'PaymentAttachment'),
          eq(auditEvents.target, `MX10 ${item!.AUGBL}/${item!.GJAHR}`),
        ),
      );
    expect(audit).toHaveLength(1);
    // The same complement again: the spec's duplicate message.
    const again = await attach(d, item!);
    expect(again.body.Result).toBe(false);
    expect(again.body.Message).toBe('ID de factura ya ha sido registrado');
  });

  it('20 concurrent sends of one complement register it once', async () => {
    const [item] = await pending();
    const d = await demo(item!);
    const results = await Promise.all(Array.from({ length: 20 }, () => attach(d, item!)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.Result === true)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.Result !== true))
      expect(r.body.Message).toBe('ID de factura ya ha sido registrado');
    const rows = await t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(erpPaymentComplements)
      .where(eq(erpPaymentComplements.uuid, d.UUID));
    expect(rows[0]!.n).toBe(1);
  });

  it('Visualizar cannot send (403) and a supplier cannot send for a lessor', async () => {
    const [item] = await pending('admin', LESSOR);
    const d = await demo(item!, 'admin', LESSOR);
    expect((await attach(d, item!, {}, 'visor', LESSOR)).status).toBe(403);
    expect((await attach(d, item!, {}, 'proveedor', LESSOR)).status).toBe(403);
  });

  it('a lessor registers the complement of its own payment', async () => {
    const [item] = await pending('arrendador', LESSOR);
    const d = await demo(item!, 'arrendador', LESSOR);
    const res = await attach(d, item!, {}, 'arrendador', LESSOR);
    expect(res.body.Result, messagesOf(res)).toBe(true);
  });

  describe('the rules of spec 2 §5, each refused with its message', () => {
    let item: PendingPaymentItem;
    let d: Demo;
    beforeAll(async () => {
      [item] = (await pending()) as [PendingPaymentItem];
      d = await demo(item);
    });
    const cases: [string, () => Record<string, unknown>, number, RegExp][] = [
      ['no PDF (placeholderFile)', () => ({ pdfbase64: '' }), 400, /Seleccione el archivo PDF/],
      [
        'a PDF that is not one (msjDefaultPdfFile)',
        () => ({ pdfbase64: Buffer.from('hello').toString('base64') }),
        415,
        /El archivo PDF no es válido/,
      ],
      ['no XML after the PDF', () => ({ xmlbase64: '' }), 400, /Seleccione el archivo XML/],
      [
        'an XML that cannot be read (msjDefaultXmlFile)',
        () => ({ xmlbase64: Buffer.from('<cfdi:Comprobante').toString('base64') }),
        200,
        /XML/,
      ],
      [
        'stamped another year (xmlYear)',
        () => ({
          xmlbase64: editedXml(d, (x) => x.replace(/FechaTimbrado="\d{4}/, 'FechaTimbrado="2019')),
        }),
        200,
        /El año de timbrado del XML no corresponde al año en curso/,
      ],
      [
        'voucher type I (siteMessageValidationTipoDeComprobanteError)',
        () => ({
          xmlbase64: editedXml(d, (x) =>
            x.replace('TipoDeComprobante="P"', 'TipoDeComprobante="I"'),
          ),
        }),
        200,
        /El tipo de comprobante no es válido: "I"/,
      ],
      [
        'UUIDs that are not the pending items (errorPaymentComplementNotMatchUuid)',
        () => ({
          xmlbase64: editedXml(d, (x) =>
            x.replace(
              `IdDocumento="${item.UUID}"`,
              'IdDocumento="99999999-9999-4999-8999-999999999999"',
            ),
          ),
        }),
        200,
        /UUIDs asociados del XML no coinciden/,
      ],
      [
        'another payment than the complement relates (errorPaymentComplementNotMatchUuid)',
        () => ({ belnr: '1' }),
        200,
        /UUIDs asociados del XML no coinciden/,
      ],
      [
        'an id that is not the XML one',
        () => ({ uuid: '99999999-9999-4999-8999-999999999999' }),
        200,
        /no es el del XML/,
      ],
    ];
    it('a complement refused after its checks is mailed with its reasons to the partner', async () => {
      const refusedMails = () =>
        t.handle.db
          .select({ body: mailOutbox.body })
          .from(mailOutbox)
          .where(eq(mailOutbox.template, 'complementRefused'));
      const before = (await refusedMails()).length;
      const res = await attach(d, item, {
        xmlbase64: editedXml(d, (x) => x.replace('TipoDeComprobante="P"', 'TipoDeComprobante="I"')),
      });
      expect(res.body.Result).toBe(false);
      const added = (await refusedMails()).slice(before);
      expect(added.length).toBeGreaterThan(0);
      expect(added[0]!.body).toMatch(/El tipo de comprobante no es válido: "I"/);
      // A PDF that is not one never reached the checks: no mail.
      await attach(d, item, { pdfbase64: Buffer.from('hello').toString('base64') });
      expect(await refusedMails()).toHaveLength(before + added.length);
    });

    it.each(cases)('%s', async (_n, more, status, text) => {
      const res = await attach(d, item, more());
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.Result).toBe(false);
      expect(`${String(res.body.Message)} | ${messagesOf(res)}`).toMatch(text);
    });

    it("issuer not in the user's list: RFC Emisor no asignado", async () => {
      const [lessorItem] = await pending('admin', LESSOR);
      const lessorDemo = await demo(lessorItem!, 'admin', LESSOR);
      const res = await attach(lessorDemo, item, {}, 'admin', SUPPLIER);
      expect(messagesOf(res)).toMatch(/RFC Emisor no asignado/);
      expect(messagesOf(res)).toMatch(/UUIDs asociados del XML no coinciden/);
    });

    it('outside the company window: msjOutRange', async () => {
      const [company] = await t.handle.db
        .select()
        .from(companies)
        .where(eq(companies.code, 'MX10'));
      const day = Number(mexicoCityToday(new Date()).slice(8, 10));
      const other = day === 1 ? 2 : 1;
      await t.handle.db
        .update(companies)
        .set({ supplierBeginDay: other, supplierEndDay: other })
        .where(eq(companies.code, 'MX10'));
      try {
        const res = await attach(d, item);
        expect(res.body.Result).toBe(false);
        expect(String(res.body.Message)).toMatch(/fuera|rango|periodo/i);
        expect(res.body.Errors).toEqual([expect.objectContaining({ ID: 'msjOutRange' })]);
      } finally {
        await t.handle.db
          .update(companies)
          .set({
            supplierBeginDay: company!.supplierBeginDay,
            supplierEndDay: company!.supplierEndDay,
          })
          .where(eq(companies.code, 'MX10'));
      }
    });

    it('cancelled at the SAT: the cancellation status is reported', async () => {
      const [, second] = await pending('admin', LESSOR);
      const cancelled = await demo(second!, 'admin', LESSOR);
      await t.handle.db
        .update(satCfdiRegistry)
        .set({ estado: 'Cancelado', estatusCancelacion: 'Cancelado sin aceptación' })
        .where(eq(satCfdiRegistry.uuid, cancelled.UUID));
      const res = await attach(cancelled, second!, {}, 'admin', LESSOR);
      expect(res.body.Result).toBe(false);
      expect(messagesOf(res)).toMatch(/Cancelado sin aceptación/);
    });

    it('a seal-malformed reception answer is only a warning: the complement registers', async () => {
      await t.handle.db.insert(satReception).values({
        uuid: d.UUID,
        recepcionOk: false,
        recibidos: 1,
        validos: 0,
        error: null,
        mensaje: 'Sello mal formado',
      });
      const res = await attach(d, item);
      expect(res.body.Result, messagesOf(res)).toBe(true);
    });

    it('no pending items left: selectNoData', async () => {
      for (const p of await pending()) {
        const x = await demo(p);
        const r = await attach(x, p);
        expect(r.body.Result, messagesOf(r)).toBe(true);
      }
      const fresh = { ...d, UUID: '12345678-1234-4234-8234-123456789012' };
      const res = await attach(fresh, item);
      expect(messagesOf(res)).toMatch(/No hay datos para seleccionar/);
    });
  });
});
