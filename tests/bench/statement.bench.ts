/**
 * api/StatementItems over 5,000 items (target p95 ≤ 200 ms): a bench database with the demo seed
 * plus 5,000 open invoices (vendor items) of the demo lessor 0000100001 in MX10 over the last two
 * years, and as many cleared ones beside them (its paid history), then the pending-documents
 * statement (tipoConsulta 1 up to today: the 5,000 open items and the seed's own) as the lessor,
 * over HTTP on loopback: p50 / p95 over 30 calls after 3 warm-ups, with the answer's size; and the
 * paid statement of the last year for comparison. Usage: npx tsx tests/bench/statement.bench.ts.
 * Prints figures; never fails.
 */
import { sql } from 'drizzle-orm';
import { mexicoCityToday } from '../../src/domain/invoicing/window';
import { ms, percentile, startBenchApi, type BenchApi } from './api-harness';
import { figure } from './figure';

const ITEMS = 5_000;
const RUNS = 30;
const BUKRS = 'MX10';
const LIFNR = '0000100001';

/** `count` LEASE invoices of the lessor, a day apart back from today; cleared ones paid 30 days on. */
const seedItems = (count: number, cleared: boolean, firstNumber: number) => sql`
  insert into erp_invoices (kind, bukrs, lifnr, uuid, xblnr, electronic, belnr, gjahr, blart,
    bldat, budat, payment_days, balance, impuestos, monto, retenciones_c, retenciones_isr,
    retenciones_iva, total, currency, status, augdt, augbl)
  select 'LEASE', ${BUKRS}, ${LIFNR},
    upper(md5('bench-statement-' || (${firstNumber} + g)::text)),
    'B-' || (${firstNumber} + g)::text, true,
    lpad((${firstNumber} + g)::text, 10, '0'), to_char(current_date - (g % 730), 'YYYY'), 'RE',
    (current_date - (g % 730))::date, (current_date - (g % 730))::date, 30,
    '10000.00', '1600.00', '11600.00', '0.00', '0.00', '0.00', '11600.00', 'MXN',
    ${cleared ? '03' : '02'},
    ${cleared ? sql`(current_date - (g % 365))::date` : sql`null`},
    ${cleared ? sql`lpad((${firstNumber} + g)::text, 10, '0')` : sql`null`}
  from generate_series(1, ${count}) g`;

async function timed(label: string, call: () => ReturnType<BenchApi['post']>) {
  for (let i = 0; i < 3; i++) await call();
  const times: number[] = [];
  let items = 0;
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await call();
    times.push(performance.now() - start);
    if (res.status !== 200)
      throw new Error(`${label}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
    items = (res.body.List as unknown[]).length;
    bytes = res.bytes;
  }
  const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
  console.log(
    `${label}: ${items.toLocaleString('en')} items, ${(bytes / 1e6).toFixed(2)} MB of JSON: p50 ${ms(p50)}, p95 ${ms(p95)}`,
  );
  return { p50, p95, items };
}

async function main(): Promise<void> {
  const api = await startBenchApi(async (handle) => {
    // Document numbers from 9,000,001 on, far above the seed's and the sends' of any year.
    await handle.db.execute(seedItems(ITEMS, false, 9_000_000));
    await handle.db.execute(seedItems(ITEMS, true, 9_100_000));
  });
  try {
    const token = await api.tokenOf('arrendador');
    const today = mexicoCityToday(new Date()).replaceAll('-', '');
    const yearAgo = String(Number(today.slice(0, 4)) - 1) + today.slice(4);
    const open = await timed('api/StatementItems, pending documents up to today', () =>
      api.post(
        'StatementItems',
        { ActionId: 21, bukrs: BUKRS, lifnr: LIFNR, tipoConsulta: '1', todate: today },
        token,
      ),
    );
    await timed('api/StatementItems, paid documents of the last year', () =>
      api.post(
        'StatementItems',
        {
          ActionId: 21,
          bukrs: BUKRS,
          lifnr: LIFNR,
          tipoConsulta: '2',
          fromdate: yearAgo,
          todate: today,
        },
        token,
      ),
    );
    console.log('(target: the pending statement of 5,000 items, p95 ≤ 200 ms)');
    figure(
      `account statement (api/StatementItems) of ${open.items.toLocaleString('en')} items, PGlite: p50 / p95`,
      `${ms(open.p50)} / ${ms(open.p95)}`,
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
