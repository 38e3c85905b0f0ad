/**
 * api/PendingPayments (target p95 ≤ 200 ms): a bench database with the demo seed plus
 * 1,000 paid PPD invoices of the demo supplier 0000200001 in MX10, each paid in two parts over the
 * last 60 days (2,000 items waiting for a complement, each with its installment and balances
 * computed from every payment of its invoice), then the supplier's pending payments as the page
 * opens them, over HTTP on loopback: p50 / p95 over 30 calls after 3 warm-ups.
 * Usage: npx tsx tests/bench/pending-payments.bench.ts. Prints figures; never fails.
 */
import type { PgliteHandle } from '../../server/src/db/client';
import { ms, percentile, startBenchApi } from './api-harness';
import { figure } from './figure';

const RUNS = 30;
const INVOICES = 1_000;
const BUKRS = 'MX10';
const LIFNR = '0000200001';

/** 1,000 invoices of the supplier, each paid 40 % then 60 %, both items pending (PPD). */
async function seedPendingPayments(handle: PgliteHandle): Promise<void> {
  await handle.client.exec(`
    insert into erp_invoices (kind, bukrs, lifnr, uuid, xblnr, electronic, belnr, gjahr, blart,
      bldat, budat, payment_days, balance, impuestos, monto, retenciones_c, retenciones_isr,
      retenciones_iva, total, currency, status, augdt, augbl)
    select 'SUPPLIER', '${BUKRS}', '${LIFNR}',
      upper(md5('bench-invoice-' || n)::uuid::text), 'FB' || n, true, (8100000000 + n)::text,
      extract(year from current_date)::text, 'RE', current_date - 90, current_date - 90, 30,
      1000.00 + n, round((1000.00 + n) * 0.16, 2), round((1000.00 + n) * 1.16, 2), 0, 0, 0,
      round((1000.00 + n) * 1.16, 2), 'MXN', '03', current_date - (n % 30), (8200000000 + n)::text
    from generate_series(1, ${INVOICES}) n;
    insert into erp_payments (bukrs, lifnr, augbl, gjahr, augdt, amount, currency)
    select '${BUKRS}', '${LIFNR}', (8300000000 + n * 2 + part)::text,
      extract(year from current_date)::text, current_date - (n % 30) - (1 - part) * 20, 0, 'MXN'
    from generate_series(1, ${INVOICES}) n, generate_series(0, 1) part;
    insert into erp_payment_items (payment_id, invoice_id, bukrs, lifnr, amount, payment_method)
    select p.id, i.id, i.bukrs, i.lifnr,
      case when right(p.augbl, 1)::int % 2 = 0 then round(i.total * 0.4, 2) else i.total - round(i.total * 0.4, 2) end,
      'PPD'
    from erp_invoices i
    join erp_payments p on p.augbl in ((8300000000 + substr(i.belnr, 3)::int * 2)::text,
                                      (8300000000 + substr(i.belnr, 3)::int * 2 + 1)::text)
    where i.xblnr like 'FB%';
  `);
}

async function main(): Promise<void> {
  const api = await startBenchApi(seedPendingPayments);
  try {
    const token = await api.tokenOf('proveedor');
    const call = () =>
      api.post('PendingPayments', { ActionId: 21, bukrs: BUKRS, lifnr: LIFNR }, token);
    for (let i = 0; i < 3; i++) await call();
    const times: number[] = [];
    let items = 0;
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const res = await call();
      times.push(performance.now() - start);
      if (res.status !== 200)
        throw new Error(`HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      items = (res.body.List as unknown[]).length;
      bytes = res.bytes;
    }
    const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
    console.log(
      `api/PendingPayments: ${items.toLocaleString('en')} items, ${(bytes / 1e6).toFixed(2)} MB of JSON: p50 ${ms(p50)}, p95 ${ms(p95)}`,
    );
    console.log('(target: p95 ≤ 200 ms)');
    figure(
      `pending payments (api/PendingPayments) of ${items.toLocaleString('en')} items, PGlite: p50 / p95`,
      `${ms(p50)} / ${ms(p95)}`,
      'p95 ≤ 200 ms',
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
