/**
 * The embedded ERP's invoicing records in wire form: period rows, contracts, variable-maintenance
 * invoices and accounting lines (dates dd-mm-yyyy, '' for none); account items are built in SQL.
 */
import {
  LEASING_TYPE_CODES,
  MT_POSTING,
  MT_STATUS_LABELS,
  PERIOD_STATUS_LABELS,
  type LeasingTypeCode,
  type MtStatusCode,
  type PeriodStatusCode,
} from '../../../../../../src/domain/invoicing/codes';
import { amountOf, formatAmount } from '../../../../../../src/domain/invoicing/money';
import type { Language } from '../../../../../../src/protocol/envelope';
import type {
  AdvanceRow,
  ContractInfo,
  ContractRef,
  MtInvoiceRow,
  PeriodRow,
} from '../../../../../../src/protocol/invoicing';
import type { AccountingLine } from '../../../../../../src/protocol/invoicing-account';
import type {
  erpInvoices,
  leaseContracts,
  leaseLessors,
  leasePeriods,
} from '../../../../db/schema';
import type { MtInvoiceDetail } from '../../invoicing';
import { toWireDate } from '../wire';

export type ContractRecord = typeof leaseContracts.$inferSelect;
export type PeriodRecord = typeof leasePeriods.$inferSelect;
export type InvoiceRecord = typeof erpInvoices.$inferSelect;
export type LessorRecord = typeof leaseLessors.$inferSelect;

/** A period with what its row shows of its contract, lessor and invoice. */
export interface PeriodJoined {
  p: PeriodRecord;
  c: ContractRecord;
  l: LessorRecord;
  i: InvoiceRecord | null;
}

export const asLeasingType = (code: string): LeasingTypeCode =>
  (LEASING_TYPE_CODES as readonly string[]).includes(code) ? (code as LeasingTypeCode) : 'A001';

export function toContractRef(c: ContractRecord): ContractRef {
  return {
    RECNNR: c.recnnr,
    RECNTXT: c.recntxt,
    RECNTYPE: asLeasingType(c.recntype),
    OBJECT_ID_ACCT: c.objectIdAcct,
  };
}

export function toContractInfo(c: ContractRecord, l: LessorRecord): ContractInfo {
  return {
    BUKRS: c.bukrs,
    RECNNR: c.recnnr,
    RECNTXT: c.recntxt,
    RECNTYPE: asLeasingType(c.recntype),
    LIFNR: c.lifnr,
    NAME2: l.name,
    STCD1: l.rfc,
    OBJECT_ID_ACCT: c.objectIdAcct,
    SITIO: c.siteName,
    REGIO: c.regio,
    RECNBEG: toWireDate(c.beginDate),
    RECNEND: toWireDate(c.endDate),
    MONEDA: c.currency,
    ADVANCE_TYPE: c.advanceType ?? '',
  };
}

const periodStatus = (status: string): PeriodStatusCode =>
  status === '02' || status === '03' ? status : '01';

export function toPeriodRow({ p, c, l, i }: PeriodJoined, lang: Language): PeriodRow {
  const status = periodStatus(p.status);
  return {
    CFPAYGUID: p.cfpayguid,
    BUKRS: p.bukrs,
    LIFNR: p.lifnr,
    NAME2: l.name,
    RECNNR: p.recnnr,
    RECNTXT: c.recntxt,
    RECNTYPE: asLeasingType(p.recntype),
    CONDTYPE: p.condtype,
    FLOWTYPE: p.flowtype as PeriodRow['FLOWTYPE'],
    DFAELL: toWireDate(p.dfaell),
    DBERBIS: toWireDate(p.dberbis),
    TEXT_D: p.textD,
    STATUS: status,
    STATUS_TXT: PERIOD_STATUS_LABELS[status][lang],
    AUGDT: toWireDate(i?.augdt ?? null),
    OBJECT_ID_ACCT: c.objectIdAcct,
    SGTXT: p.sgtxt,
    XBLNR: i?.xblnr ?? '',
    BELNR: i?.belnr ?? '',
    GJAHR: i?.gjahr ?? '',
    COMENTARIO: p.comentario,
    MONTH: p.dberbis.slice(5, 7),
    YEAR: p.dberbis.slice(0, 4),
    CONDVALUENET: p.condvaluenet,
    TAXVALUE: p.taxvalue,
    CONDVALUEGROSS: p.condvaluegross,
    RETENCION_C: p.retencionC,
    RETENCION_ISR: p.retencionIsr,
    RETENCION_IVA: p.retencionIva,
    MONTO_TOTAL: p.montoTotal,
    MONEDA: p.currency,
  };
}

export function toAdvanceRow(joined: PeriodJoined, lang: Language): AdvanceRow {
  const r = toPeriodRow(joined, lang);
  return {
    CFPAYGUID: r.CFPAYGUID,
    BUKRS: r.BUKRS,
    RECNNR: r.RECNNR,
    RECNTXT: r.RECNTXT,
    CONDTYPE: r.CONDTYPE,
    FLOWTYPE: r.FLOWTYPE,
    DFAELL: r.DFAELL,
    DBERBIS: r.DBERBIS,
    STATUS: r.STATUS,
    STATUS_TXT: r.STATUS_TXT,
    TEXT_D: r.TEXT_D,
    AUGDT: r.AUGDT,
    XBLNR: r.XBLNR,
    balance: r.CONDVALUENET,
    impuestos: r.TAXVALUE,
    monto: r.CONDVALUEGROSS,
    retenciones_c: r.RETENCION_C,
    retenciones_isr: r.RETENCION_ISR,
    retenciones_iva: r.RETENCION_IVA,
    total: r.MONTO_TOTAL,
    moneda: r.MONEDA,
  };
}

const mtStatus = (status: string): MtStatusCode =>
  status === '02' || status === '03' || status === '04' ? status : '01';

export function toMtInvoiceRow(
  i: InvoiceRecord,
  c: ContractRecord | null,
  lang: Language,
): MtInvoiceRow {
  const status = mtStatus(i.status);
  return {
    BUKRS: i.bukrs,
    LIFNR: i.lifnr,
    RECNNR: i.recnnr ?? '',
    OBJECT_ID_ACCT: c?.objectIdAcct ?? '',
    BELNR: i.belnr,
    GJAHR: i.gjahr,
    BLDAT: toWireDate(i.bldat),
    ID: i.uuid,
    FACTURA: i.xblnr,
    FAC_ELECT: i.electronic,
    DESCRIPCION: i.description ?? '',
    SITIO: i.site ?? '',
    SERVICE_MONTH: i.serviceMonth === null ? '' : String(i.serviceMonth).padStart(2, '0'),
    SERVICE_YEAR: i.serviceYear === null ? '' : String(i.serviceYear),
    STATUS: status,
    STATUS_TXT: MT_STATUS_LABELS[status][lang],
    COMENTARIO: i.comment,
    AUGDT: toWireDate(i.augdt),
    BALANCE: i.balance,
    IMPUESTOS: i.impuestos,
    MONTO: i.monto,
    RETENCIONES_C: i.retencionesC,
    RETENCIONES_ISR: i.retencionesIsr,
    RETENCIONES_IVA: i.retencionesIva,
    TOTAL: i.total,
    MONEDA: i.currency,
  };
}

/** A variable-maintenance invoice's posting: header KM, one ledger line, one tax line 2C 16.00. */
export function toMtInvoiceDetail(
  i: InvoiceRecord,
  c: ContractRecord | null,
  lang: Language,
): MtInvoiceDetail {
  const text = `${i.description ?? ''} ${i.site ?? ''}`.trim();
  return {
    INVOICEDATA: toMtInvoiceRow(i, c, lang),
    HEADERDATA: {
      BLART: i.blart,
      BUKRS: i.bukrs,
      BLDAT: toWireDate(i.bldat),
      BUDAT: toWireDate(i.budat),
      XBLNR: i.xblnr,
      BKTXT: `Mantenimiento variable ${i.recnnr ?? ''}`.trim(),
      SGTXT: text,
      EXT_PERSON: MT_POSTING.externalPerson,
    },
    GLACCOUNTDATA: [
      {
        HKONT: MT_POSTING.glAccount,
        COST_ITEM: MT_POSTING.costItem,
        MWSKZ: MT_POSTING.taxCode,
        WRBTR: i.balance,
        SGTXT: text,
      },
    ],
    TAXDATA: [
      { MWSKZ: MT_POSTING.taxCode, RATE: MT_POSTING.taxRate, BASE: i.balance, WRBTR: i.impuestos },
    ],
  };
}

/** The demo chart of accounts of an invoice's lines. */
const ACCOUNTS = {
  lessors: { HKONT: '2101000010', TXT50: 'Acreedores por arrendamiento' },
  lease: { HKONT: '6110100010', TXT50: 'Arrendamiento de sitios' },
  maintenance: { HKONT: MT_POSTING.glAccount, TXT50: 'Mantenimiento variable de sitios' },
  suppliers: { HKONT: '2101000020', TXT50: 'Proveedores nacionales' },
  receipts: { HKONT: '2105000010', TXT50: 'Mercancías y servicios recibidos por facturar' },
  iva: { HKONT: '1180100010', TXT50: 'IVA acreditable pendiente de pago' },
  isr: { HKONT: '2160100010', TXT50: 'ISR retenido por arrendamiento' },
  ivaWithheld: { HKONT: '2160200010', TXT50: 'IVA retenido' },
  cedular: { HKONT: '2160300010', TXT50: 'Impuesto cedular retenido' },
} as const;

/**
 * The lines of an invoice's document, balanced: the lessor credited the total, the expense and
 * the IVA debited, each withholding credited (lines with a zero amount are left out).
 */
export function toAccountingLines(i: InvoiceRecord): AccountingLine[] {
  const head = {
    BUKRS: i.bukrs,
    BELNR: i.belnr,
    GJAHR: i.gjahr,
    BLART: i.blart,
    BLDAT: toWireDate(i.bldat),
    BUDAT: toWireDate(i.budat),
    XBLNR: i.xblnr,
    WAERS: i.currency,
  };
  const parts: [keyof typeof ACCOUNTS, 'S' | 'H', string, string][] = [
    [i.kind === 'SUPPLIER' ? 'suppliers' : 'lessors', 'H', i.total, ''],
    [
      i.kind === 'MT'
        ? 'maintenance'
        : i.kind === 'SUPPLIER' || i.kind === 'RECEIPT'
          ? 'receipts'
          : 'lease',
      'S',
      i.balance,
      MT_POSTING.taxCode,
    ],
    ['iva', 'S', i.impuestos, MT_POSTING.taxCode],
    ['isr', 'H', i.retencionesIsr, ''],
    ['ivaWithheld', 'H', i.retencionesIva, ''],
    ['cedular', 'H', i.retencionesC, ''],
  ];
  return parts
    .filter(([, , amount], n) => n < 2 || amountOf(amount) !== 0n)
    .map(([account, side, amount, tax], n) => ({
      ...head,
      BUZEI: String(n + 1).padStart(3, '0'),
      ...ACCOUNTS[account],
      SHKZG: side,
      WRBTR: formatAmount(amountOf(amount)),
      MWSKZ: tax,
      SGTXT: `${ACCOUNTS[account].TXT50} ${i.xblnr}`,
      AUGDT: n === 0 ? toWireDate(i.augdt) : '',
      AUGBL: n === 0 ? (i.augbl ?? '') : '',
    }));
}
