/**
 * api/InvoiceLessor on PGlite (target p95 ≤ 300 ms): a bench database with the demo seed plus
 * more pending periods on the demo lessor's contracts, then, one after another as a lessor would,
 * for each pending period in due order: a demo CFDI of it (api/DemoInvoice, not timed) and the
 * electronic send with its XML and PDF (api/InvoiceLessor, timed from request to answer over HTTP
 * on loopback: the whole pipeline — seal, tax-authority checks, amounts, the registration
 * transaction and the files). Prints median and p95. Usage: npx tsx tests/bench/invoice-send.bench.ts.
 * Prints figures; never fails.
 */
import { sql } from 'drizzle-orm';
import { invoiceAmountsOf } from '../../src/domain/invoicing/amounts';
import type { PeriodRow } from '../../src/protocol/invoicing';
import type { DemoInvoiceResponse } from '../../src/protocol/invoicing-send';
import { ms, percentile, startBenchApi } from './api-harness';
import { figure } from './figure';

const SENDS = 100;
const BUKRS = 'MX10';
const LIFNR = '0000100001';
/** The demo lessor's lease contracts (A001 without advance payment). */
const CONTRACTS = ['4000000101', '4000000102', '4000000103', '4000000104'];
/** Pending periods added to each contract, monthly after its last one. */
const EXTRA_PER_CONTRACT = 20;

async function main(): Promise<void> {
  const api = await startBenchApi(async (handle) => {
    // Copies of each contract's last pending period, one a month after it (new ids, same amounts).
    await handle.db.execute(sql`
      insert into lease_periods (cfpayguid, bukrs, recnnr, lifnr, recntype, condtype, flowtype,
        dfaell, dbervon, dberbis, text_d, sgtxt, comentario, status, condvaluenet, taxvalue,
        condvaluegross, retencion_c, retencion_isr, retencion_iva, monto_total, currency)
      select upper(md5(p.cfpayguid || g::text)), p.bukrs, p.recnnr, p.lifnr, p.recntype,
        p.condtype, p.flowtype, (p.dfaell + make_interval(months => g))::date,
        (p.dbervon + make_interval(months => g))::date,
        (date_trunc('month', p.dbervon + make_interval(months => g)) + interval '1 month' - interval '1 day')::date,
        p.text_d, p.sgtxt, '', '01', p.condvaluenet, p.taxvalue, p.condvaluegross, p.retencion_c,
        p.retencion_isr, p.retencion_iva, p.monto_total, p.currency
      from (select distinct on (recnnr) * from lease_periods
            where bukrs = ${BUKRS} and lifnr = ${LIFNR} and status = '01'
              and recnnr in (${sql.join(
                CONTRACTS.map((c) => sql`${c}`),
                sql`, `,
              )})
            order by recnnr, dfaell desc, dberbis desc) p,
        generate_series(1, ${EXTRA_PER_CONTRACT}) g`);
  });
  try {
    const token = await api.tokenOf('arrendador');
    const pending: PeriodRow[] = [];
    for (const recnnr of CONTRACTS) {
      const res = await api.post(
        'ContractList',
        { ActionId: 21, bukrs: BUKRS, Partner: LIFNR, recnnr, status: '01' },
        token,
      );
      pending.push(...(res.body.List as PeriodRow[]));
    }
    // The oldest-invoice rule: within a contract and due date, the period that ends first goes first.
    const iso = (wire: string) => wire.split('-').reverse().join('-');
    const order = (p: PeriodRow) => `${iso(p.DFAELL)} ${iso(p.DBERBIS)} ${p.RECNNR}`;
    pending.sort((a, b) => order(a).localeCompare(order(b)));
    console.log(
      `bench database: ${pending.length} pending periods on ${CONTRACTS.length} contracts of ${LIFNR}; ${SENDS} sends`,
    );

    const times: number[] = [];
    const refused: string[] = [];
    for (const period of pending.slice(0, SENDS)) {
      const demo = await api.post(
        'DemoInvoice',
        { ActionId: 21, BUKRS, LIFNR, CFPAYGUID: [period.CFPAYGUID] },
        token,
      );
      if (demo.status !== 200) {
        refused.push(`DemoInvoice ${period.RECNNR} ${period.DFAELL}: ${String(demo.body.Message)}`);
        continue;
      }
      const d = demo.body as DemoInvoiceResponse;
      const sum = invoiceAmountsOf([period]);
      if (!sum.ok) throw new Error(sum.problem);
      const body = {
        ActionId: 11,
        Fac_Elect: true,
        CFPAYGUID: [period.CFPAYGUID],
        BUKRS,
        LIFNR,
        FACTURA_H_S: {
          ID: d.ID,
          FACTURA: d.FACTURA,
          ...sum.amounts,
          PDFBase64: d.PDFBase64,
          XMLBase64: d.XMLBase64,
        },
      };
      const start = performance.now();
      const sent = await api.post('InvoiceLessor', body, token);
      const took = performance.now() - start;
      if (sent.status !== 200 || sent.body.Result !== true) {
        refused.push(
          `InvoiceLessor ${period.RECNNR} ${period.DFAELL}: ${JSON.stringify(sent.body)}`,
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
      `api/InvoiceLessor (electronic, one period), ${times.length} sends one after another: median ${ms(p50)}, p95 ${ms(p95)}, max ${ms(Math.max(...times))} (target p95 ≤ 300 ms)`,
    );
    figure(
      `lessor invoice send (api/InvoiceLessor, electronic), ${times.length} one after another, PGlite: median / p95`,
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
