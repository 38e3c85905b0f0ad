/**
 * api/ReceiptSupplier over 10,000 pending lines (target p95 ≤ 200 ms): a bench database with the
 * demo seed plus 10,000 pending receipt lines of the demo supplier 0000200001 in MX10 over the
 * last 360 days (supplier-seed.ts), then the pending-receipts search as the supplier would open it
 * (no dates: the last 365 days, with the withholdings) over HTTP on loopback: p50 / p95 over 30
 * calls after 3 warm-ups, with the answer's size; and the same without withholdings, and one
 * order's lines, for comparison. Usage: npx tsx tests/bench/supplier-receipts.bench.ts.
 * Prints figures; never fails.
 */
import { ms, percentile, startBenchApi, type BenchApi } from './api-harness';
import { figure } from './figure';
import { BENCH_BUKRS, BENCH_LINES, BENCH_LIFNR, seedSupplierReceipts } from './supplier-seed';

const RUNS = 30;

async function timed(label: string, call: () => ReturnType<BenchApi['post']>) {
  for (let i = 0; i < 3; i++) await call();
  const times: number[] = [];
  let lines = 0;
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await call();
    times.push(performance.now() - start);
    if (res.status !== 200)
      throw new Error(`${label}: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    lines = (res.body.List as unknown[]).length;
    bytes = res.bytes;
  }
  const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
  console.log(
    `${label}: ${lines.toLocaleString('en')} lines, ${(bytes / 1e6).toFixed(2)} MB of JSON: p50 ${ms(p50)}, p95 ${ms(p95)}`,
  );
  return { p50, p95, lines };
}

async function main(): Promise<void> {
  const api = await startBenchApi(seedSupplierReceipts);
  try {
    const token = await api.tokenOf('proveedor');
    const search =
      (more: Record<string, unknown> = {}) =>
      () =>
        api.post(
          'ReceiptSupplier',
          { ActionId: 21, BUKRS: BENCH_BUKRS, LIFNR: BENCH_LIFNR, ...more },
          token,
        );
    console.log(
      `bench database: ${BENCH_LINES.toLocaleString('en')} more pending lines of ${BENCH_LIFNR}`,
    );
    const all = await timed('api/ReceiptSupplier, pending lines of the last 365 days', search());
    await timed(
      'api/ReceiptSupplier, the same without withholdings',
      search({ RETENCIONES: false }),
    );
    await timed('api/ReceiptSupplier, one order', search({ EBELN: '4600000250' }));
    console.log('(target: the pending receipts over 10,000 lines, p95 ≤ 200 ms)');
    figure(
      `supplier pending receipts (api/ReceiptSupplier) of ${all.lines.toLocaleString('en')} lines, PGlite: p50 / p95`,
      `${ms(all.p50)} / ${ms(all.p95)}`,
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
