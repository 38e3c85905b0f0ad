/**
 * The SAT re-check over 50,000 registered invoices (target: one full pass ≤ 60 s): a
 * bench database with the demo seed plus 50,000 electronic invoices of the demo lessor 0000100001
 * in MX10, registered over the last 360 days, each known to the embedded SAT registry (one in a
 * hundred cancelled), then one pass of the job against the embedded adapter, as
 * `npm run sat:recheck` runs it: the pass time, the status calls and their rate here, and the rate
 * it would make against the real service (capped by SAT_RECHECK_RATE, default 5 a second) with the
 * time such a pass would take there. A second pass right after shows what the cadence leaves due.
 * Usage: npx tsx tests/bench/sat-recheck.bench.ts. Prints figures; never fails.
 */
import { sql } from 'drizzle-orm';
import { createEmbeddedSat } from '../../server/src/adapters/sat/embedded';
import type { PgliteHandle } from '../../server/src/db/client';
import { loadEnv } from '../../server/src/env';
import {
  describeRecheck,
  realServiceRate,
  runSatRecheck,
} from '../../server/src/modules/sat-watch/recheck';
import { startBenchApi } from './api-harness';
import { figure } from './figure';

const INVOICES = 50_000;
const BUKRS = 'MX10';
const LIFNR = '0000100001';

/** A UUID-shaped id from a number, upper case (the registry stores them so). */
const UUID_OF = (g: string) =>
  sql.raw(
    `upper(substr(md5(${g}::text), 1, 8) || '-' || substr(md5(${g}::text), 9, 4) || '-4' ||
    substr(md5(${g}::text), 14, 3) || '-a' || substr(md5(${g}::text), 18, 3) || '-' ||
    substr(md5(${g}::text), 21, 12))`,
  );

async function seedInvoices(handle: PgliteHandle): Promise<void> {
  await handle.db.execute(sql`
    insert into erp_invoices (kind, bukrs, lifnr, uuid, xblnr, electronic, belnr, gjahr, blart,
      bldat, budat, payment_days, balance, impuestos, monto, retenciones_c, retenciones_isr,
      retenciones_iva, total, currency, status, registered_at)
    select 'LEASE', ${BUKRS}, ${LIFNR}, ${UUID_OF('g')}, 'BENCH' || g, true,
      (5900000000 + g)::text, to_char(d, 'YYYY'), 'RE', d::date, d::date, 30,
      (10000 + g % 5000)::numeric(15, 2), ((10000 + g % 5000) * 0.16)::numeric(15, 2), 0, 0, 0, 0,
      ((10000 + g % 5000) * 1.16)::numeric(15, 2), 'MXN', '02', d
    from (select g, now() - make_interval(days => g % 360, mins => g % 600) as d
          from generate_series(1, ${INVOICES}) g) s`);
  await handle.db.execute(sql`
    insert into sat_cfdi_registry (uuid, issuer_rfc, receiver_rfc, total, estado, es_cancelable,
      estatus_cancelacion, validacion_efos)
    select i.uuid, l.rfc, c.tin, i.total,
      case when i.id % 100 = 0 then 'Cancelado' else 'Vigente' end, 'Cancelable con aceptación',
      case when i.id % 100 = 0 then 'Cancelado sin aceptación' end, '200'
    from erp_invoices i
    join lease_lessors l on l.lifnr = i.lifnr
    join companies c on c.code = i.bukrs
    where i.xblnr like 'BENCH%'`);
}

async function main(): Promise<void> {
  const api = await startBenchApi(seedInvoices);
  try {
    const db = api.handle.db;
    const [{ n } = { n: 0 }] = await db
      .execute<{ n: number }>(sql`select count(*)::int as n from erp_invoices where electronic`)
      .then((r) => r.rows);
    const cap = loadEnv({}).SAT_RECHECK_RATE;
    console.log(
      `bench database: ${n.toLocaleString('en')} registered electronic invoices (${INVOICES.toLocaleString('en')} added)`,
    );
    const options = {
      db,
      sat: createEmbeddedSat(db),
      now: () => new Date(),
      ratePerSecond: cap,
      paced: false,
    };
    const first = await runSatRecheck(options);
    if (!first) throw new Error('another pass held the job');
    console.log(describeRecheck(first));
    const second = await runSatRecheck(options);
    if (second) console.log(`right after: ${describeRecheck(second)}`);
    console.log('(target: one full pass over 50,000 registered invoices ≤ 60 s)');
    figure(
      `SAT re-check, one full pass over ${first.checked.toLocaleString('en')} invoices, embedded registry on PGlite`,
      `${(first.elapsedMs / 1000).toFixed(1)} s (${first.callsPerSecond.toFixed(0)} calls/s); ` +
        `against the real service ${realServiceRate(first).toFixed(0)} calls/s (SAT_RECHECK_RATE), ` +
        `${(first.calls / first.cappedRate / 3600).toFixed(1)} h`,
      'pass ≤ 60 s',
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
