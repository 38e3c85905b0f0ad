/**
 * The demo invoicing data set as rows, from an anchor date (today): periods over the last two years
 * and the next, paid when they fell due more than 35 days ago, registered when less, pending from
 * today on (besides the planned special cases); the invoices that registered them with their
 * document numbers; variable-maintenance invoices in every status. Pure and deterministic.
 */
import {
  ADJUSTMENT_CONDITIONS,
  ADVANCE_DISCOUNT_CONDITION,
  ADVANCE_INCLUDED_CONDITION,
  CONSOLIDATED_CONDITION,
  FIXED_MAINTENANCE_CONDITION,
  LEASE_CONDITION,
  MT_POSTING,
  MT_STATUS,
  PERIOD_STATUS,
  type FlowTypeCode,
  type PeriodStatusCode,
} from '../../../../../src/domain/invoicing/codes';
import {
  invoiceAmountsOf,
  isNaturalPersonRfc,
  periodAmountsOf,
  type PeriodAmounts,
  type WithholdingProfile,
} from '../../../../../src/domain/invoicing/amounts';
import {
  amountOf,
  formatAmount,
  percentOf,
  type Cents,
} from '../../../../../src/domain/invoicing/money';
import { addCalendarDays } from '../../../../../src/domain/invoicing/statement';
import type {
  erpDocumentNumbers,
  erpInvoices,
  leaseContracts,
  leaseLessors,
  leasePeriodItems,
  leasePeriods,
} from '../../schema';
import { BELNR_BASE } from '../../../adapters/erp/embedded/invoicing/document-numbers';
import { LEASE_DOCUMENT_TYPE } from '../../../adapters/erp/embedded/invoicing/register';
import { createRng, type Rng } from '../maintenance/prng';
import { MONTH_NAMES } from '../maintenance/texts';
import {
  CEDULAR_PERCENT,
  CONTRACT_PLANS,
  DEMO_LESSORS,
  MT_DESCRIPTIONS,
  MT_INVOICE_MONTHS,
  MT_REJECTED_MONTH,
  MT_REJECTIONS,
  type AdjustmentPlan,
  type AdvancePlan,
  type ConsolidatedPlan,
  type ContractPlan,
  type MonthlyPlan,
} from './plan';

type LessorInsert = typeof leaseLessors.$inferInsert;
type ContractInsert = typeof leaseContracts.$inferInsert;
type ItemInsert = typeof leasePeriodItems.$inferInsert;
type DocumentNumberInsert = typeof erpDocumentNumbers.$inferInsert;
/** An invoice row before the database numbers it; periods find it by (bukrs, uuid). */
export type InvoiceInsert = Omit<typeof erpInvoices.$inferInsert, 'id'>;
/** A period row with the UUID of its invoice instead of the invoice's id. */
export type PeriodInsert = Omit<typeof leasePeriods.$inferInsert, 'invoiceId'> & {
  invoiceUuid: string | null;
};

export interface InvoicingData {
  lessors: LessorInsert[];
  contracts: ContractInsert[];
  periods: PeriodInsert[];
  items: ItemInsert[];
  invoices: InvoiceInsert[];
  documentNumbers: DocumentNumberInsert[];
}

/** Periods that fell due this many days before the anchor or earlier are paid; later, registered. */
export const PAID_AFTER_DAYS = 35;
/** Clearing (payment) documents of a company's year run 1500000001, 1500000002, … */
const AUGBL_BASE = 1_500_000_000;

/** A calendar month. */
interface Month {
  y: number;
  m: number;
}

const iso = (y: number, m: number, d: number) =>
  new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
const lastDayOf = ({ y, m }: Month) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const shift = ({ y, m }: Month, months: number): Month => {
  const index = y * 12 + (m - 1) + months;
  return { y: Math.floor(index / 12), m: (index % 12) + 1 };
};
const dayOf = (month: Month, day: number) => iso(month.y, month.m, Math.min(day, lastDayOf(month)));
const monthName = ({ y, m }: Month) => `${MONTH_NAMES[m - 1]} ${y}`;
const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const cents = (pesos: number): Cents => BigInt(Math.round(pesos * 100));

const hexGuid = (rng: Rng) =>
  Array.from({ length: 32 }, () => Math.floor(rng.next() * 16).toString(16))
    .join('')
    .toUpperCase();

/** A period as a plan makes it, before amounts and invoices. */
interface PeriodDraft {
  condtype: string;
  flowtype: FlowTypeCode;
  dfaell: string;
  dbervon: string;
  dberbis: string;
  textD: string;
  balance: Cents;
  /** A status the plan decides; otherwise it follows the due date. */
  status?: PeriodStatusCode;
  /** Periods with the same group go on one invoice; by default each its own. */
  group?: string;
  items?: Omit<ItemInsert, 'cfpayguid'>[];
}

/** The months of the demo window (two years back, one year ahead) the contract is in force. */
function monthsInForce(plan: ContractPlan, anchor: Month): { month: Month; offset: number }[] {
  const out: { month: Month; offset: number }[] = [];
  for (let offset = -24; offset <= 11; offset++) {
    if (offset < -plan.beganMonthsAgo) continue;
    if (plan.endsMonthsAhead !== undefined && offset > plan.endsMonthsAhead) continue;
    out.push({ month: shift(anchor, offset), offset });
  }
  return out;
}

/** The rent of a month: +4 % on each anniversary of the contract (rounded to cents each year). */
function escalated(rent: number, beganMonthsAgo: number, offset: number): Cents {
  let amount = cents(rent);
  const years = Math.floor((offset + beganMonthsAgo) / 12);
  for (let k = 0; k < years; k++) amount = percentOf(amount, 104n, 100n);
  return amount;
}

function monthlyDrafts(plan: MonthlyPlan, anchor: Month): PeriodDraft[] {
  const lease = plan.recntype === 'A001';
  const catchUpDue = dayOf(anchor, plan.dueDay);
  return monthsInForce(plan, anchor).map(({ month, offset }) => {
    const rescheduled = plan.catchUp !== undefined && offset >= -plan.catchUp && offset <= 0;
    const label = `${lease ? 'Renta' : 'Mantenimiento fijo'} ${monthName(month)}`;
    return {
      condtype: lease ? LEASE_CONDITION : FIXED_MAINTENANCE_CONDITION,
      flowtype: 'V100',
      dfaell: rescheduled ? catchUpDue : dayOf(month, plan.dueDay),
      dbervon: iso(month.y, month.m, 1),
      dberbis: dayOf(month, 31),
      textD: rescheduled && offset < 0 ? `${label} (reprogramada)` : label,
      balance: escalated(plan.rent, plan.beganMonthsAgo, offset),
      ...(rescheduled && { status: PERIOD_STATUS.pending }),
    };
  });
}

function consolidatedDrafts(plan: ConsolidatedPlan, anchor: Month): PeriodDraft[] {
  return monthsInForce(plan, anchor).map(({ month, offset }) => {
    const items: Omit<ItemInsert, 'cfpayguid'>[] = [];
    for (const site of plan.sites) {
      const joins = site.joinsMonthsAgo === undefined ? null : -site.joinsMonthsAgo;
      if (joins !== null && offset < joins) continue;
      // A site that joins on the 16th pays the rest of its first month.
      const last = lastDayOf(month);
      const milli = joins === offset ? Math.round(((last - 15) * 1000) / last) : 1000;
      const net = percentOf(cents(site.rent), BigInt(milli), 1000n);
      const tax = percentOf(net, 16n, 100n);
      items.push({
        posnr: String((items.length + 1) * 10).padStart(6, '0'),
        objectIdAcct: site.id,
        siteName: site.name,
        text: `Renta ${site.name} ${monthName(month)}`,
        menge: (milli / 1000).toFixed(3),
        meins: 'MES',
        preis: formatAmount(cents(site.rent)),
        condvaluenet: formatAmount(net),
        taxvalue: formatAmount(tax),
        condvaluegross: formatAmount(net + tax),
      });
    }
    return {
      condtype: CONSOLIDATED_CONDITION,
      flowtype: 'V100',
      dfaell: dayOf(month, plan.dueDay),
      dbervon: iso(month.y, month.m, 1),
      dberbis: dayOf(month, 31),
      textD: `Consolidado ${monthName(month)} (${items.length} sitios)`,
      balance: items.reduce((sum, it) => sum + amountOf(it.condvaluenet), 0n),
      items,
    };
  });
}

function adjustmentDrafts(plan: AdjustmentPlan, anchor: Month): PeriodDraft[] {
  const conditionOf = (year: number) =>
    Object.entries(ADJUSTMENT_CONDITIONS).find(([, y]) => y === year)?.[0] ?? 'Z102';
  const drafts: PeriodDraft[] = plan.years.map(({ year, amount }) => {
    const paid = year <= plan.paidThrough;
    return {
      condtype: conditionOf(year),
      flowtype: 'V100',
      dfaell: dayOf(shift(anchor, paid ? -18 : 0), plan.dueDay),
      dbervon: `${year}-01-01`,
      dberbis: `${year}-12-31`,
      textD: `Regularización ${year}`,
      balance: cents(amount),
      ...(!paid && { status: PERIOD_STATUS.pending }),
    };
  });
  const lastYear = plan.years[plan.years.length - 1];
  if (plan.complement !== undefined && lastYear) {
    drafts.push({
      condtype: conditionOf(lastYear.year),
      flowtype: 'V101',
      dfaell: dayOf(shift(anchor, 1), plan.dueDay),
      dbervon: `${lastYear.year}-01-01`,
      dberbis: `${lastYear.year}-12-31`,
      textD: `Complemento regularización ${lastYear.year}`,
      balance: cents(plan.complement),
      status: PERIOD_STATUS.pending,
    });
  }
  return drafts;
}

/**
 * Two advance payments of twelve months each: last year's (invoiced at once and paid) and this
 * year's (due together this month, pending).
 */
function advanceDrafts(plan: AdvancePlan, anchor: Month): PeriodDraft[] {
  const drafts: PeriodDraft[] = [];
  for (const start of [-12, 0]) {
    const due = dayOf(shift(anchor, start), plan.dueDay);
    for (let k = 0; k < 12; k++) {
      const offset = start + k;
      if (offset < -plan.beganMonthsAgo) continue;
      const month = shift(anchor, offset);
      const base = {
        dfaell: due,
        dbervon: iso(month.y, month.m, 1),
        dberbis: dayOf(month, 31),
        group: `advance${start}`,
        ...(start === 0 && { status: PERIOD_STATUS.pending }),
      };
      if (plan.advanceType === '01') {
        drafts.push(
          {
            ...base,
            condtype: LEASE_CONDITION,
            flowtype: 'Z030',
            textD: `Anticipo renta ${monthName(month)}`,
            balance: cents(plan.rent),
          },
          {
            ...base,
            condtype: ADVANCE_DISCOUNT_CONDITION,
            flowtype: 'Z030',
            textD: `Descuento anticipo ${monthName(month)}`,
            balance: -cents(plan.discount),
          },
        );
      } else {
        drafts.push({
          ...base,
          condtype: ADVANCE_INCLUDED_CONDITION,
          flowtype: 'V102',
          textD: `Anticipo renta ${monthName(month)} (descuento incluido)`,
          balance: cents(plan.rent - plan.discount),
        });
      }
    }
  }
  return drafts;
}

function draftsOf(plan: ContractPlan, anchor: Month): PeriodDraft[] {
  switch (plan.kind) {
    case 'monthly':
      return monthlyDrafts(plan, anchor);
    case 'consolidated':
      return consolidatedDrafts(plan, anchor);
    case 'adjustments':
      return adjustmentDrafts(plan, anchor);
    case 'advance':
      return advanceDrafts(plan, anchor);
  }
}

const RECNTYPE_OF_KIND = { consolidated: 'A002', adjustments: 'A004', advance: 'A001' } as const;
const recntypeOf = (plan: ContractPlan) =>
  plan.kind === 'monthly' ? plan.recntype : RECNTYPE_OF_KIND[plan.kind];

function statusByDue(dfaell: string, anchorDate: string): PeriodStatusCode {
  if (dfaell >= anchorDate) return PERIOD_STATUS.pending;
  return daysBetween(dfaell, anchorDate) < PAID_AFTER_DAYS
    ? PERIOD_STATUS.registered
    : PERIOD_STATUS.paid;
}

/** The invoice columns of the sum of periods' amounts (one currency per contract). */
function invoiceColumns(list: readonly PeriodAmounts[]) {
  const sum = invoiceAmountsOf(list);
  if (!sum.ok) throw new Error(`seed: an invoice's periods cannot be summed (${sum.problem})`);
  const a = sum.amounts;
  return {
    balance: a.BALANCE,
    impuestos: a.IMPUESTOS,
    monto: a.MONTO,
    retencionesC: a.RETENCIONES_C,
    retencionesIsr: a.RETENCIONES_ISR,
    retencionesIva: a.RETENCIONES_IVA,
    total: a.TOTAL,
    currency: a.MONEDA,
  };
}

/** Invoice dates: issued a few days before the due date, posted within two, paid after it. */
function invoiceDates(rng: Rng, due: string, status: PeriodStatusCode, anchorDate: string) {
  const bldat = minDate(addCalendarDays(due, -rng.int(2, 8)), anchorDate);
  const budat = minDate(addCalendarDays(bldat, rng.int(0, 2)), anchorDate);
  const augdt =
    status === PERIOD_STATUS.paid
      ? maxDate(
          minDate(addCalendarDays(due, rng.int(5, 25)), addCalendarDays(anchorDate, -1)),
          budat,
        )
      : null;
  return { bldat, budat, augdt };
}

export function generateInvoicingData(anchorDate: string): InvoicingData {
  const anchor: Month = { y: Number(anchorDate.slice(0, 4)), m: Number(anchorDate.slice(5, 7)) };
  const lessorOf = new Map(DEMO_LESSORS.map((l) => [l.lifnr, l]));
  const contracts: ContractInsert[] = [];
  const periods: PeriodInsert[] = [];
  const items: ItemInsert[] = [];
  const invoices: InvoiceInsert[] = [];

  for (const plan of CONTRACT_PLANS) {
    const lessor = lessorOf.get(plan.lifnr);
    if (!lessor) throw new Error(`seed: contract ${plan.recnnr} of unknown lessor ${plan.lifnr}`);
    // Each contract draws from its own stream: changing one leaves the others' data alone.
    const rng = createRng(Number(plan.recnnr) % 2 ** 31);
    const currency = plan.currency ?? 'MXN';
    const cedularPercent = CEDULAR_PERCENT[plan.site.regio] ?? '0';
    const profile: WithholdingProfile = {
      naturalPerson: isNaturalPersonRfc(lessor.rfc),
      cedularPercent,
    };
    const recntype = recntypeOf(plan);
    const began = shift(anchor, -plan.beganMonthsAgo);
    contracts.push({
      bukrs: plan.bukrs,
      recnnr: plan.recnnr,
      recntype,
      lifnr: plan.lifnr,
      recntxt: plan.recntxt,
      objectIdAcct: plan.site.id,
      siteName: plan.site.name,
      regio: plan.site.regio,
      cedularPercent,
      currency,
      paymentDays: 30,
      beginDate: iso(began.y, began.m, 1),
      endDate:
        plan.endsMonthsAhead === undefined ? null : dayOf(shift(anchor, plan.endsMonthsAhead), 31),
      variableMaintenance: plan.variableMaintenance ?? false,
      advanceType: plan.kind === 'advance' ? plan.advanceType : null,
    });

    const groups = new Map<string, { rows: PeriodInsert[]; amounts: PeriodAmounts[] }>();
    for (const draft of draftsOf(plan, anchor)) {
      const cfpayguid = hexGuid(rng);
      const status = draft.status ?? statusByDue(draft.dfaell, anchorDate);
      const amounts = periodAmountsOf(draft.balance, profile, currency);
      const row: PeriodInsert = {
        cfpayguid,
        bukrs: plan.bukrs,
        recnnr: plan.recnnr,
        lifnr: plan.lifnr,
        recntype,
        condtype: draft.condtype,
        flowtype: draft.flowtype,
        dfaell: draft.dfaell,
        dbervon: draft.dbervon,
        dberbis: draft.dberbis,
        textD: draft.textD,
        sgtxt: `${plan.site.id} ${plan.site.name}`,
        comentario: '',
        status,
        condvaluenet: amounts.CONDVALUENET,
        taxvalue: amounts.TAXVALUE,
        condvaluegross: amounts.CONDVALUEGROSS,
        retencionC: amounts.RETENCION_C,
        retencionIsr: amounts.RETENCION_ISR,
        retencionIva: amounts.RETENCION_IVA,
        montoTotal: amounts.MONTO_TOTAL,
        currency,
        invoiceUuid: null,
      };
      periods.push(row);
      for (const item of draft.items ?? []) items.push({ ...item, cfpayguid });
      if (status === PERIOD_STATUS.pending) continue;
      const key = `${draft.group ?? cfpayguid}|${status}`;
      const group = groups.get(key) ?? { rows: [], amounts: [] };
      group.rows.push(row);
      group.amounts.push(amounts);
      groups.set(key, group);
    }

    for (const { rows, amounts } of groups.values()) {
      const first = rows[0]!;
      const status = first.status as PeriodStatusCode;
      const due = rows.reduce((d, r) => minDate(d, r.dfaell), first.dfaell);
      const uuid = rng.uuid().toUpperCase();
      const dates = invoiceDates(rng, due, status, anchorDate);
      for (const r of rows) r.invoiceUuid = uuid;
      invoices.push({
        kind: 'LEASE',
        bukrs: plan.bukrs,
        lifnr: plan.lifnr,
        uuid,
        xblnr: '',
        electronic: !rng.chance(0.08),
        belnr: '',
        gjahr: dates.budat.slice(0, 4),
        blart: LEASE_DOCUMENT_TYPE,
        bldat: dates.bldat,
        budat: dates.budat,
        paymentDays: 30,
        ...invoiceColumns(amounts),
        status,
        augdt: dates.augdt,
        augbl: null,
      });
    }

    if (plan.variableMaintenance)
      invoices.push(...mtInvoices(plan, anchor, anchorDate, profile, rng));
  }

  number(invoices);
  return {
    lessors: DEMO_LESSORS.map(({ lifnr, name, rfc }) => ({ lifnr, name, rfc })),
    contracts,
    periods,
    items,
    invoices,
    documentNumbers: lastNumbers(invoices),
  };
}

/** A variable-maintenance contract's invoices: one in each planned month, in every status. */
function mtInvoices(
  plan: ContractPlan,
  anchor: Month,
  anchorDate: string,
  profile: WithholdingProfile,
  rng: Rng,
): InvoiceInsert[] {
  const out: InvoiceInsert[] = [];
  for (const offset of MT_INVOICE_MONTHS) {
    if (offset < -plan.beganMonthsAgo) continue;
    const month = shift(anchor, offset);
    const day = rng.int(3, 26);
    const bldat = minDate(dayOf(month, day), anchorDate);
    const budat = minDate(addCalendarDays(bldat, rng.int(0, 2)), anchorDate);
    const service = day < 10 ? shift(month, -1) : month;
    const amounts = periodAmountsOf(cents(rng.int(25, 180) * 100), profile, plan.currency ?? 'MXN');
    const age = daysBetween(bldat, anchorDate);
    const rejected = offset === MT_REJECTED_MONTH;
    const status = rejected
      ? MT_STATUS.rejected
      : age <= 30
        ? MT_STATUS.registered
        : age <= 75
          ? MT_STATUS.processed
          : MT_STATUS.paid;
    const augdt =
      status === MT_STATUS.paid
        ? minDate(addCalendarDays(bldat, rng.int(30, 50)), addCalendarDays(anchorDate, -1))
        : null;
    out.push({
      kind: 'MT',
      bukrs: plan.bukrs,
      lifnr: plan.lifnr,
      uuid: rng.uuid().toUpperCase(),
      xblnr: '',
      electronic: true,
      belnr: '',
      gjahr: budat.slice(0, 4),
      blart: MT_POSTING.documentType,
      bldat,
      budat,
      paymentDays: 30,
      ...invoiceColumns([amounts]),
      status,
      comment: rejected ? rng.pick(MT_REJECTIONS) : '',
      recnnr: plan.recnnr,
      description: rng.pick(MT_DESCRIPTIONS),
      site: plan.site.id,
      serviceMonth: service.m,
      serviceYear: service.y,
      augdt,
      augbl: null,
    });
  }
  return out;
}

/**
 * Gives the invoices their references (the lessor's series and folios, in date order), document
 * numbers (per company and posting year) and clearing documents (per company and clearing year).
 */
function number(invoices: InvoiceInsert[]): void {
  const series = new Map(DEMO_LESSORS.map((l) => [l.lifnr, l.series]));
  const byDate = [...invoices].sort(
    (a, b) => a.bldat.localeCompare(b.bldat) || a.uuid.localeCompare(b.uuid),
  );
  const counters = new Map<string, number>();
  const next = (key: string) => {
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    return n;
  };
  for (const inv of byDate)
    inv.xblnr = `${series.get(inv.lifnr) ?? 'F'}-${1000 + next(`x${inv.lifnr}`)}`;
  const byPosting = [...invoices].sort(
    (a, b) => a.budat.localeCompare(b.budat) || a.xblnr.localeCompare(b.xblnr),
  );
  for (const inv of byPosting) inv.belnr = String(BELNR_BASE + next(`b${inv.bukrs}${inv.gjahr}`));
  const byClearing = invoices
    .filter((inv) => inv.augdt)
    .sort((a, b) => (a.augdt ?? '').localeCompare(b.augdt ?? '') || a.belnr.localeCompare(b.belnr));
  for (const inv of byClearing) {
    inv.augbl = String(AUGBL_BASE + next(`c${inv.bukrs}${(inv.augdt ?? '').slice(0, 4)}`));
  }
}

/** The document number sequences as the invoices left them. */
function lastNumbers(invoices: readonly InvoiceInsert[]): DocumentNumberInsert[] {
  const last = new Map<string, DocumentNumberInsert>();
  for (const inv of invoices) {
    const key = `${inv.bukrs}|${inv.gjahr}`;
    const n = Number(inv.belnr) - BELNR_BASE;
    if ((last.get(key)?.lastNumber ?? 0) < n)
      last.set(key, { bukrs: inv.bukrs, gjahr: inv.gjahr, lastNumber: n });
  }
  return [...last.values()].sort(
    (a, b) => a.bukrs.localeCompare(b.bukrs) || a.gjahr.localeCompare(b.gjahr),
  );
}
