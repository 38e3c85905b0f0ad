/**
 * api/InvoiceReceiptSupplier on PGlite (target p95 ≤ 300 ms): the bench database of
 * supplier-receipts.bench.ts (the demo seed plus 10,000 pending receipt lines of the demo supplier
 * 0000200001 in MX10), then, one after another as the supplier would, for one order item after
 * another (of materials or professional services: no 4 % or 6 % IVA withheld): a demo CFDI of
 * its five receipts (api/DemoInvoice with ITEMDATA, not timed) and the electronic send with its
 * XML and PDF (api/InvoiceReceiptSupplier, timed from request to answer
 * over HTTP on loopback: the whole pipeline — scope, window, configuration, the pending receipts,
 * seal, tax-authority checks, amounts, the registration transaction and the files). Prints median
 * and p95. Usage: npx tsx tests/bench/supplier-invoice-send.bench.ts. Prints figures; never fails.
 */
import type { DemoInvoiceResponse } from '../../src/protocol/invoicing-send';
import * as v from 'valibot';
import {
  ReceiptSupplierResponse,
  receiptLines,
  type ReceiptLine,
} from '../../src/protocol/supplier-invoicing';
import { ms, percentile, startBenchApi } from './api-harness';
import { figure } from './figure';
import { BENCH_BUKRS, BENCH_LINES, BENCH_LIFNR, seedSupplierReceipts } from './supplier-seed';

const SENDS = 100;

const cents = (s: string) => BigInt(s.replace('.', ''));
const fmt = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
const sum = (lines: readonly ReceiptLine[], pick: (l: ReceiptLine) => string) =>
  fmt(lines.reduce((a, l) => a + cents(pick(l)), 0n));
const ref = (l: ReceiptLine) => ({
  EBELN: l.EBELN,
  EBELP: l.EBELP,
  MBLNR: l.MBLNR,
  MJAHR: l.MJAHR,
  ZEILE: l.ZEILE,
});

async function main(): Promise<void> {
  const api = await startBenchApi(seedSupplierReceipts);
  try {
    const token = await api.tokenOf('proveedor');
    const listed = await api.post(
      'ReceiptSupplier',
      { ActionId: 21, BUKRS: BENCH_BUKRS, LIFNR: BENCH_LIFNR },
      token,
    );
    const pending = receiptLines(v.parse(ReceiptSupplierResponse, listed.body)).filter(
      (l) => l.EBELN.startsWith('46') && !l.isTwin,
    );
    // One invoice per order item: its receipts (one order, so one currency and order kind).
    const byItem = new Map<string, ReceiptLine[]>();
    for (const l of pending) {
      const key = `${l.EBELN}/${l.EBELP}`;
      byItem.set(key, [...(byItem.get(key) ?? []), l]);
    }
    const invoices = [...byItem.values()].slice(0, SENDS);
    console.log(
      `bench database: ${BENCH_LINES.toLocaleString('en')} more pending lines of ${BENCH_LIFNR}; ${invoices.length} sends of one order item's receipts each`,
    );

    const times: number[] = [];
    const refused: string[] = [];
    for (const lines of invoices) {
      const items = lines.map(ref);
      const demo = await api.post(
        'DemoInvoice',
        { ActionId: 21, BUKRS: BENCH_BUKRS, LIFNR: BENCH_LIFNR, ITEMDATA: items },
        token,
      );
      if (demo.status !== 200) {
        refused.push(`DemoInvoice ${lines[0]!.EBELN}: ${String(demo.body.Message)}`);
        continue;
      }
      const d = demo.body as DemoInvoiceResponse;
      const body = {
        ActionId: 11,
        FAC_ELECT: true,
        STATUS: '5',
        INVOICEDATA: {
          BUKRS: BENCH_BUKRS,
          LIFNR: BENCH_LIFNR,
          ID: d.ID,
          FACTURA: d.FACTURA,
          SUBTOTAL: sum(lines, (l) => l.WRBTR),
          IMPUESTO: sum(lines, (l) => l.FWSTE),
          RETENCIONES: sum(lines, (l) => l.RETENCIONES),
          MONEDA: lines[0]!.WAERS,
          PDFBASE64: d.PDFBase64,
          XMLBASE64: d.XMLBase64,
        },
        ITEMDATA: items,
      };
      const start = performance.now();
      const sent = await api.post('InvoiceReceiptSupplier', body, token);
      const took = performance.now() - start;
      if (sent.status !== 200 || sent.body.Result !== true) {
        refused.push(
          `InvoiceReceiptSupplier ${lines[0]!.EBELN}: ${JSON.stringify(sent.body).slice(0, 400)}`,
        );
        continue;
      }
      times.push(took);
    }
    if (refused.length > 0)
      console.log(`refused (not timed): ${refused.length}\n  ${refused.slice(0, 5).join('\n  ')}`);
    if (times.length === 0) throw new Error('no send registered');
    const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
    console.log(
      `api/InvoiceReceiptSupplier (electronic, 5 receipts), ${times.length} sends one after another: median ${ms(p50)}, p95 ${ms(p95)}, max ${ms(Math.max(...times))} (target p95 ≤ 300 ms)`,
    );
    figure(
      `supplier invoice of receipts (api/InvoiceReceiptSupplier, electronic), ${times.length} one after another over 10,000 pending lines, PGlite: median / p95`,
      `${ms(p50)} / ${ms(p95)}`,
      'p95 ≤ 300 ms',
    );
  } catch (e) {
    console.log(`not measured: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    await api.close();
  }
}

main().catch((e: unknown) => {
  console.log(`benchmark could not start: ${e instanceof Error ? e.message : String(e)}`);
});
