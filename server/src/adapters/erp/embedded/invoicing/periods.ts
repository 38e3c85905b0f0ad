/**
 * The embedded ERP's payment periods (ContractList, ContractDetails, ConsolidatedItems,
 * AdvancePayment): each read joins a period to its contract, lessor and invoice, within the scope.
 */
import { and, asc, eq, gte, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Language } from '../../../../../../src/protocol/envelope';
import type {
  AdvanceRow,
  ConsolidatedItem,
  ContractInfo,
  ContractRef,
  PeriodRow,
} from '../../../../../../src/protocol/invoicing';
import type { Db } from '../../../../db/client';
import {
  erpInvoices as i,
  leaseContracts as c,
  leaseLessors as l,
  leasePeriodItems as it,
  leasePeriods as p,
} from '../../../../db/schema';
import type { AdvanceFilter, InvoicingScope, PeriodFilter } from '../../invoicing';
import { invoicingScopeCondition } from './scope';
import {
  toAdvanceRow,
  toContractInfo,
  toContractRef,
  toPeriodRow,
  type PeriodJoined,
} from './wire';

/** A list never answers more rows than this; narrower filters find the rest. */
export const MAX_PERIOD_ROWS = 5000;

/** Periods with their contract, lessor and invoice, within the scope, matching `where`. */
export async function joinedPeriods(
  db: Db,
  scope: InvoicingScope,
  where: SQL | undefined,
  lock = false,
): Promise<PeriodJoined[]> {
  const query = db
    .select({ p, c, l, i })
    .from(p)
    .innerJoin(c, and(eq(c.bukrs, p.bukrs), eq(c.recnnr, p.recnnr)))
    .innerJoin(l, eq(l.lifnr, c.lifnr))
    .leftJoin(i, eq(i.id, p.invoiceId))
    .where(and(invoicingScopeCondition(scope, p.bukrs, p.lifnr), where))
    .orderBy(asc(p.dfaell), asc(p.recnnr), asc(p.dberbis), asc(p.condtype), asc(p.cfpayguid))
    .limit(MAX_PERIOD_ROWS);
  return lock ? query.for('update', { of: p }) : query;
}

function filterCondition(f: PeriodFilter): SQL | undefined {
  return and(
    eq(p.bukrs, f.bukrs),
    eq(p.lifnr, f.lifnr),
    f.recnnr ? eq(p.recnnr, f.recnnr) : undefined,
    f.status ? eq(p.status, f.status) : undefined,
    f.dueFrom ? gte(p.dfaell, f.dueFrom) : undefined,
    f.dueTo ? lte(p.dfaell, f.dueTo) : undefined,
    f.condtype ? eq(p.condtype, f.condtype) : undefined,
    f.recntype ? eq(p.recntype, f.recntype) : undefined,
  );
}

export async function periods(
  db: Db,
  scope: InvoicingScope,
  filter: PeriodFilter,
  lang: Language,
): Promise<PeriodRow[]> {
  const rows = await joinedPeriods(db, scope, filterCondition(filter));
  return rows.map((r) => toPeriodRow(r, lang));
}

/** The visible periods among the ids, or null when any of them is not visible. */
async function visiblePeriods(
  db: Db,
  scope: InvoicingScope,
  ids: readonly string[],
): Promise<PeriodJoined[] | null> {
  if (ids.length === 0) return [];
  const rows = await joinedPeriods(db, scope, inArray(p.cfpayguid, [...ids]));
  return rows.length === new Set(ids).size ? rows : null;
}

export async function periodDetails(
  db: Db,
  scope: InvoicingScope,
  ids: readonly string[],
  lang: Language,
): Promise<{ periods: PeriodRow[]; contracts: ContractInfo[] } | null> {
  const rows = await visiblePeriods(db, scope, ids);
  if (rows === null) return null;
  const contracts = new Map<string, ContractInfo>();
  for (const r of rows) contracts.set(`${r.c.bukrs}|${r.c.recnnr}`, toContractInfo(r.c, r.l));
  return { periods: rows.map((r) => toPeriodRow(r, lang)), contracts: [...contracts.values()] };
}

export async function consolidatedItems(
  db: Db,
  scope: InvoicingScope,
  ids: readonly string[],
): Promise<ConsolidatedItem[] | null> {
  const rows = await visiblePeriods(db, scope, ids);
  if (rows === null) return null;
  if (rows.length === 0) return [];
  const currency = new Map(rows.map((r) => [r.p.cfpayguid, r.p.currency]));
  const items = await db
    .select()
    .from(it)
    .where(inArray(it.cfpayguid, [...currency.keys()]))
    .orderBy(asc(it.cfpayguid), asc(it.posnr));
  return items.map((x) => ({
    CFPAYGUID: x.cfpayguid,
    POSNR: x.posnr,
    OBJECT_ID_ACCT: x.objectIdAcct,
    SITIO: x.siteName,
    TEXT: x.text,
    MENGE: x.menge,
    MEINS: x.meins,
    PREIS: x.preis,
    CONDVALUENET: x.condvaluenet,
    TAXVALUE: x.taxvalue,
    CONDVALUEGROSS: x.condvaluegross,
    MONEDA: currency.get(x.cfpayguid) ?? 'MXN',
  }));
}

/**
 * The rows of the condition types on contracts with an advance payment, and those contracts
 * (for the contract selector, whatever the contract and status filters).
 */
export async function advancePayments(
  db: Db,
  scope: InvoicingScope,
  f: AdvanceFilter,
  lang: Language,
): Promise<{ rows: AdvanceRow[]; contracts: ContractRef[] }> {
  const ofType = and(
    eq(p.bukrs, f.bukrs),
    eq(p.lifnr, f.lifnr),
    eq(p.recntype, f.recntype),
    inArray(p.condtype, [...f.conditions]),
    isNotNull(c.advanceType),
  );
  const [rows, contractRows] = await Promise.all([
    joinedPeriods(
      db,
      scope,
      and(
        ofType,
        f.recnnr ? eq(p.recnnr, f.recnnr) : undefined,
        f.status ? eq(p.status, f.status) : undefined,
      ),
    ),
    db
      .selectDistinct({ c })
      .from(p)
      .innerJoin(c, and(eq(c.bukrs, p.bukrs), eq(c.recnnr, p.recnnr)))
      .where(and(invoicingScopeCondition(scope, p.bukrs, p.lifnr), ofType))
      .orderBy(asc(c.recnnr)),
  ]);
  return {
    rows: rows.map((r) => toAdvanceRow(r, lang)),
    contracts: contractRows.map((r) => toContractRef(r.c)),
  };
}
