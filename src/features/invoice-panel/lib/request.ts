/**
 * What the invoice pages send (spec 2 §3 "Lessor invoice request", "Variable-maintenance invoice
 * request"): the InvoiceLessor and InvoiceMT bodies, the id of a non-electronic invoice, the portal
 * context the browser's checks judge the CFDI with (the same the server builds), and a refused
 * send's errors as the page lists them.
 */
import type { PortalContextInput } from '../../../domain/cfdi/checks/portal/context';
import type { InvoiceAmounts } from '../../../domain/invoicing/amounts';
import type { LessorInvoiceExpectation } from '../../../domain/invoicing/send';
import type { InvoiceReceiver } from '../../../protocol/invoicing';
import type {
  InvoiceLessorRequest,
  InvoiceMTRequest,
  SendError,
} from '../../../protocol/invoicing-send';

/** The files as base64 ('' when none). */
export interface SentFiles {
  PDFBase64: string;
  XMLBase64: string;
  PDFABase64: string;
}

/**
 * The id of a non-electronic invoice: 'NE-', the time in base 36 and 12 random hexadecimal
 * digits, upper case (≤ 40 characters, the InvoiceId shape). The page makes it once per invoice
 * and keeps it across retries, so a retry the server already registered is a duplicate, never a
 * second invoice.
 */
export function newNonElectronicId(now: number = Date.now(), random: string = randomHex()): string {
  return `NE-${now.toString(36)}-${random}`.toUpperCase().slice(0, 40);
}

function randomHex(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** 'YYYY-MM-DD' as the wire's 'YYYYMMDD'. */
export const wireDay = (day: string): string => day.replaceAll('-', '');

export interface LessorSend {
  electronic: boolean;
  bukrs: string;
  lifnr: string;
  cfpayguids: readonly string[];
  /** The one contract of the periods, or '' when they span several. */
  recnnr: string;
  month: { month: string; year: string } | null;
  id: string;
  reference: string;
  /** A non-electronic invoice's date 'YYYY-MM-DD' ('' for an electronic one: the CFDI's). */
  date: string;
  amounts: InvoiceAmounts;
  files: SentFiles;
}

/** The InvoiceLessor body (ActionId and Language are added by callApi). */
export function lessorInvoiceBody(
  s: LessorSend,
): Omit<InvoiceLessorRequest, 'ActionId' | 'Language'> {
  return {
    Fac_Elect: s.electronic,
    CFPAYGUID: [...s.cfpayguids],
    BUKRS: s.bukrs,
    LIFNR: s.lifnr,
    RECNNR: s.recnnr,
    MONTH: s.month?.month ?? '',
    YEAR: s.month?.year ?? '',
    DDATE: s.electronic ? '' : wireDay(s.date),
    FACTURA_H_S: {
      ID: s.id,
      FACTURA: s.reference.trim(),
      ...s.amounts,
      PDFBase64: s.files.PDFBase64,
      XMLBase64: s.electronic ? s.files.XMLBase64 : '',
      PDFABase64: s.files.PDFABase64,
    },
  };
}

export interface MtSend {
  electronic: boolean;
  bukrs: string;
  lifnr: string;
  recnnr: string;
  id: string;
  reference: string;
  description: string;
  site: string;
  month: number;
  year: number;
  /** A non-electronic invoice's date 'YYYY-MM-DD' ('' for an electronic one). */
  date: string;
  amounts: InvoiceAmounts;
  files: SentFiles;
}

/** The InvoiceMT body (ActionId and Language are added by callApi). */
export function mtInvoiceBody(s: MtSend): Omit<InvoiceMTRequest, 'ActionId' | 'Language'> {
  return {
    Fac_Elect: s.electronic,
    BUKRS: s.bukrs,
    LIFNR: s.lifnr,
    RECNNR: s.recnnr,
    invoicestatus: 'A',
    INVOICEDATA: {
      ID: s.id,
      FACTURA: s.reference.trim(),
      BLDAT: s.electronic ? '' : wireDay(s.date),
      DESCRIPCION: s.description.trim(),
      SITIO: s.site.trim(),
      ...s.amounts,
      PDFBase64: s.files.PDFBase64,
      XMLBase64: s.electronic ? s.files.XMLBase64 : '',
      PDFABase64: s.files.PDFABase64,
      SERVICE_MONTH: String(s.month).padStart(2, '0'),
      SERVICE_YEAR: String(s.year),
    },
  };
}

/**
 * The portal context of a lessor invoice of periods, as the server's InvoiceLessor builds it: the
 * contract's RFC issues, the company's receives, the periods' amounts (tolerance 5) and, for an
 * advance payment, its discount type.
 */
export function lessorPortalInput(
  issuerRfc: string,
  companyTin: string,
  expected: LessorInvoiceExpectation,
  receiver?: InvoiceReceiver,
): PortalContextInput {
  const a = expected.amounts;
  return {
    role: 'lessor',
    issuerTaxIds: [issuerRfc],
    receiverTaxIds: [companyTin],
    ...(receiver ? { receiver } : {}),
    currency: a.MONEDA,
    amounts: {
      subTotal: a.BALANCE,
      impuestos: a.IMPUESTOS,
      monto: a.MONTO,
      cedular: a.RETENCIONES_C,
      ISR: a.RETENCIONES_ISR,
      IVA: a.RETENCIONES_IVA,
      total: a.TOTAL,
    },
    ...(expected.advanceType ? { discountType: expected.advanceType } : {}),
  };
}

/**
 * The variable flow's context: tax ids and the company's fiscal data (its amounts are the CFDI's
 * own).
 */
export function mtPortalInput(
  issuerRfc: string,
  companyTin: string,
  receiver?: InvoiceReceiver,
): PortalContextInput {
  return {
    role: 'lessor',
    variableFlow: true,
    issuerTaxIds: [issuerRfc],
    receiverTaxIds: [companyTin],
    ...(receiver ? { receiver } : {}),
  };
}

/** A refused send's errors as "LINE. MESSAGE" lines (spec 2 §8: a vertical list). */
export function errorLines(
  errors: readonly SendError[],
  textOf: (e: SendError) => string = (e) => e.MESSAGE,
): string[] {
  return errors.map((e) => `${e.LINE}. ${textOf(e)}`);
}

/** The Errors of a refusal's body, or [] when it carries none readable. */
export function sendErrorsOf(body: unknown): SendError[] {
  if (!body || typeof body !== 'object' || !('Errors' in body)) return [];
  const errors = (body as { Errors: unknown }).Errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is SendError =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as SendError).LINE === 'number' &&
      typeof (e as SendError).MESSAGE === 'string',
  );
}
