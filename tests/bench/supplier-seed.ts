/**
 * What the supplier benches seed on top of the demo data: for the demo supplier 0000200001 (user
 * `proveedor`) in MX10, 500 more purchase orders of the seed's order kinds in turn — materials (no
 * withholdings), corrective maintenance (R6), professional services (R1 and R2) and freight (R4),
 * one in ten in USD — of 4 items each, every item received 5 times over the last 360 days: 10,000
 * pending receipt lines (price condition PBXX, IVA 16 %), with the withholdings of their kind.
 * Order numbers from 4600000001 and material documents from 6000000001 on, far from the seed's.
 * "Today" is Mexico City's, as the portal's (after 18:00 there the database's UTC date is already
 * tomorrow, and receipts dated then would fall outside the last 365 days the search reads).
 */
import { sql } from 'drizzle-orm';
import { fillAnswers } from '../../server/src/adapters/erp/embedded/supplier/receipts';
import type { PgliteHandle } from '../../server/src/db/client';
import { mexicoCityToday } from '../../src/domain/invoicing/window';

export const BENCH_BUKRS = 'MX10';
export const BENCH_LIFNR = '0000200001';
export const BENCH_ORDERS = 500;
export const ITEMS_PER_ORDER = 4;
export const RECEIPTS_PER_ITEM = 5;
export const BENCH_LINES = BENCH_ORDERS * ITEMS_PER_ORDER * RECEIPTS_PER_ITEM;

/** The order kinds in turn (g % 4): BSART, AUART, item category, order type, unit, withholdings. */
const KINDS = sql`(values
  (0, 'OCPO', '', '0', '01', 'H87', '{}'::text[], 'Rectificador 48 VCD 3 kW'),
  (1, 'OCMT', 'TS01', '9', '02', 'E48', '{R6}'::text[], 'Mantenimiento correctivo de planta de emergencia'),
  (2, 'OCSV', '', '9', '02', 'ACT', '{R1,R2}'::text[], 'Estudio estructural de torre'),
  (3, 'OCSV', 'TS02', '9', '02', 'E48', '{R4}'::text[], 'Flete de equipo a sitio')
) as k(n, bsart, auart, pstyp, order_type, meins, withholdings, txz01)`;

export async function seedSupplierReceipts(handle: PgliteHandle): Promise<void> {
  const today = sql`${mexicoCityToday(new Date())}::date`;
  await handle.db.execute(sql`
    insert into purchase_orders (ebeln, bukrs, lifnr, bsart, auart, order_type, waers, aedat,
      recntxt, comentario, payment_days)
    select (4600000000 + g)::text, ${BENCH_BUKRS}, ${BENCH_LIFNR}, k.bsart, k.auart, k.order_type,
      case when g % 10 = 0 then 'USD' else 'MXN' end, ${today} - 5 - (g % 355),
      'MX-CEN-0101 Torre Tlalpan', '', 30
    from generate_series(1, ${BENCH_ORDERS}) g join ${KINDS} on k.n = g % 4`);
  await handle.db.execute(sql`
    insert into purchase_order_items (ebeln, ebelp, txz01, pstyp, mwskz, menge, meins, netpr,
      withholdings)
    select o.ebeln, lpad((i * 10)::text, 5, '0'), k.txz01, k.pstyp, 'V1', ${RECEIPTS_PER_ITEM},
      k.meins, (1800 + (o.ebeln::bigint * 37 + i * 101) % 46000)::numeric(15, 2), k.withholdings
    from purchase_orders o
    join ${KINDS} on k.n = (o.ebeln::bigint - 4600000000) % 4
    cross join generate_series(1, ${ITEMS_PER_ORDER}) i
    where o.ebeln like '46%'`);
  await handle.db.execute(sql`
    insert into goods_receipt_lines (bukrs, lifnr, ebeln, ebelp, mblnr, mjahr, zeile, kschl, budat,
      menge, meins, mwskz, wrbtr, fwste, waers, lfbnr, lfpos, txz01_essr, sgtxt, xblnr)
    select ${BENCH_BUKRS}, ${BENCH_LIFNR}, r.ebeln, r.ebelp, r.mblnr,
      to_char(r.budat, 'YYYY'), '0001', 'PBXX', r.budat, 1, r.meins, 'V1', r.netpr,
      round(r.netpr * 0.16, 2), r.waers, r.mblnr, '0001', '', left(r.txz01, 50), ''
    from (
      select i.ebeln, i.ebelp, i.meins, i.netpr, i.txz01, o.waers,
        (6000000000 + row_number() over (order by i.ebeln, i.ebelp, n))::text as mblnr,
        least(${today}, o.aedat + 1 + n * 3) as budat
      from purchase_order_items i
      join purchase_orders o on o.ebeln = i.ebeln
      cross join generate_series(0, ${RECEIPTS_PER_ITEM - 1}) n
      where i.ebeln like '46%'
    ) r`);
  await handle.db.execute(sql`
    insert into goods_receipt_withholdings (line_id, witht, amount)
    select l.id, w.witht, round(l.wrbtr * w.percent / 100, 2)
    from goods_receipt_lines l
    join purchase_order_items i on i.ebeln = l.ebeln and i.ebelp = l.ebelp
    join erp_withholding_types w on w.witht = any (i.withholdings)
    where l.ebeln like '46%'`);
  // As the seed does after posting receipts: each line's answer text written once.
  await fillAnswers(handle.db, undefined);
}
