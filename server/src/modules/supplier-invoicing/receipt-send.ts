/**
 * Sending an invoice of receipts (InvoiceReceiptSupplier, InvoiceReceiptLessor; spec 2 §5, §8).
 * The server re-runs what the page ran, in its order: the partner's scope, the
 * company's supplier window, the invoicing block (suppliers), the supplier's configuration, the
 * reference and (non-electronic) the form, the files, the receipts (pending, the partner's, one
 * currency, one BSART and AUART, twins joined), the whole CFDI pipeline with the supplier portal
 * rules, the receipts' amounts and the company's fiscal data (electronic) or the duplicate id
 * (non-electronic), the typed amounts within the currency's tolerance; then registers in one ERP
 * transaction with its audit row, judging the locked lines again. An electronic invoice is booked
 * with its CFDI's own figures (invoicing/booking.ts), a non-electronic one with the typed ones,
 * which must add up to the cent. A forged request gets what the page would have shown.
 */
import {
  amountOf,
  formatAmount,
  parseAmount,
  sumCents,
} from '../../../../src/domain/invoicing/money';
import { companyTolerance } from '../company-config/tolerance';
import { referenceProblem } from '../../../../src/domain/invoicing/send';
import { invoicingWindowProblem, mexicoCityToday } from '../../../../src/domain/invoicing/window';
import {
  nonElectronicFormProblems,
  receiptKey,
  receiptPurchaseKind,
  receiptTotals,
  selectionProblem,
  supplierAmountMismatches,
  withholdingTypesOf,
  type ReceiptTotals,
  type SupplierProblem,
} from '../../../../src/domain/supplier-invoicing';
import { fromWireDate, toErpDate } from '../../../../src/domain/maintenance/calendar';
import type { Language } from '../../../../src/protocol/envelope';
import type { ReceiptLine } from '../../../../src/protocol/supplier-invoicing';
import type { InvoiceAmounts } from '../../../../src/domain/invoicing/amounts';
import type { PartnerKey } from '../../adapters/erp/invoicing';
import type { ReceiptKeyRef, ReceiptParty } from '../../adapters/erp/supplier';
import { ok, refuse, type AuthSession, type RouteReply } from '../../api/types';
import type { InvoiceReceiptResponse } from '../../../../src/protocol/supplier-invoicing-send';
import { erpWithholdingTypes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invoiceIdAnswer } from '../invoicing/registered-ids';
import { bookedFromCfdi, cfdiReceiptFigures, type BookedCfdi } from '../invoicing/booking';
import { companyPortalFacts, invoicedCompany, judgeSentCfdi } from '../invoicing/send-checks';
import { isRefusal, readSentFiles, type SentFileTexts } from '../invoicing/send-files';
import { ruleRefusal, sendRefusal } from '../invoicing/send-result';
import { duplicateRefusal, storeFiles, uuidOf } from '../invoicing/send-support';
import { supplierMessage } from '../../../../src/domain/supplier-invoicing/messages';
import {
  assignedTaxIds,
  auditReceiptInvoice,
  blockRefusal,
  configuredStatus,
  mismatchRefusal,
  partyScope,
  problemsRefusal,
} from './send-support';
import { portalOrigin } from '../account/outbox';
import { notifyInvoiceRegistered } from '../notices/notify';

/** What either send call carries, decoded. */
export interface ReceiptSend {
  party: ReceiptParty;
  electronic: boolean;
  key: PartnerKey;
  id: string;
  reference: string;
  /** 'YYYYMMDD' or '' (a non-electronic invoice's date). */
  date: string;
  subtotal: string;
  tax: string;
  withholdings: string;
  /** '' to compute it. */
  total: string;
  currency: string;
  files: SentFileTexts;
  refs: readonly ReceiptKeyRef[];
  /** The withholding types applied; null: all the lines carry. */
  withholdingTypes: readonly string[] | null;
}

const refMatches = (line: ReceiptLine, r: ReceiptKeyRef) =>
  line.MBLNR === r.mblnr &&
  line.MJAHR === r.mjahr &&
  line.ZEILE === r.zeile &&
  (r.ebeln === undefined || line.EBELN === r.ebeln) &&
  (r.ebelp === undefined || line.EBELP === r.ebelp);

const refText = (r: ReceiptKeyRef) =>
  [r.ebeln, r.ebelp, r.mblnr, r.mjahr, r.zeile].filter((x) => x !== undefined).join('/');

/** The problem of a set of lines one invoice would cover (selection and withholdings). */
function linesProblem(
  lines: readonly ReceiptLine[],
  chosen: readonly string[],
): SupplierProblem | null {
  const selection = selectionProblem(lines);
  if (selection?.kind === 'empty') return { key: 'receiptsNone', params: {} };
  if (selection?.kind === 'mixedCurrency') return { key: 'receiptsMixedCurrency', params: {} };
  if (selection?.kind === 'mixedOrderKind') return { key: 'receiptsMixedOrderKind', params: {} };
  const carried = withholdingTypesOf(lines);
  const foreign = chosen.find((w) => !carried.includes(w));
  return foreign ? { key: 'withholdingNotOnReceipts', params: { witht: foreign } } : null;
}

/** The withholdings of the lines by tax (ISR or IVA), of the chosen types. */
async function withheldByTax(
  deps: AppDeps,
  lines: readonly ReceiptLine[],
  chosen: readonly string[],
) {
  const master = await deps.db.select().from(erpWithholdingTypes);
  const taxOf = new Map(master.map((w) => [w.witht, w.tax]));
  const sum = (tax: string) =>
    sumCents(
      lines.flatMap((l) =>
        l.WITHHOLDINGS.filter((w) => chosen.includes(w.WITHT) && taxOf.get(w.WITHT) === tax).map(
          (w) => parseAmount(w.WRBTR) ?? 0n,
        ),
      ),
    );
  return { isr: sum('ISR'), iva: sum('IVA') };
}

/** The invoice row's amounts: as typed, the withholdings split by tax as the receipts carry them. */
function invoiceAmounts(
  s: ReceiptSend,
  totals: ReceiptTotals,
  byTax: { isr: bigint; iva: bigint },
): InvoiceAmounts {
  const subtotal = parseAmount(s.subtotal) ?? totals.subtotal;
  const tax = parseAmount(s.tax) ?? totals.tax;
  const withholdings = parseAmount(s.withholdings) ?? totals.withholdings;
  const total = s.total === '' ? subtotal + tax - withholdings : (parseAmount(s.total) ?? 0n);
  // The typed withholdings, ISR as the receipts carry it and the rest IVA (within tolerance).
  const isr = byTax.isr <= withholdings ? byTax.isr : withholdings;
  return {
    BALANCE: formatAmount(subtotal),
    IMPUESTOS: formatAmount(tax),
    MONTO: formatAmount(subtotal + tax),
    RETENCIONES_C: '0.00',
    RETENCIONES_ISR: formatAmount(isr),
    RETENCIONES_IVA: formatAmount(withholdings - isr),
    TOTAL: formatAmount(total),
    MONEDA: s.currency,
  };
}

export async function sendReceiptInvoice(
  deps: AppDeps,
  auth: AuthSession,
  s: ReceiptSend,
  lang: Language,
): Promise<RouteReply<typeof InvoiceReceiptResponse>> {
  const now = deps.now();
  const today = mexicoCityToday(now);
  const { key } = s;

  const scoped = await partyScope(deps.db, auth, s.party, key, lang);
  if (!scoped.ok) return scoped.refusal;
  const { scope } = scoped;
  const company = await invoicedCompany(deps.db, key.bukrs);
  if (!company) return refuse('invoicingCompanyNotAssigned', lang, 403);
  const window = invoicingWindowProblem(
    today,
    company,
    s.party === 'lessor' ? 'lessor' : 'supplier',
  );
  if (window) return ruleRefusal(window, lang);
  let status = 5;
  if (s.party === 'supplier') {
    const blocked = await blockRefusal(deps.db, today, lang);
    if (blocked) return blocked;
    const config = await configuredStatus(deps.db, key.lifnr, s.electronic);
    if (!config.ok) return problemsRefusal([config.problem], lang);
    status = config.status;
  }
  const reference = referenceProblem(s.reference);
  if (reference) return ruleRefusal(reference, lang);
  const documentDay = s.date ? (fromWireDate(s.date) ?? today) : today;
  if (!s.electronic) {
    const form = nonElectronicFormProblems(
      {
        number: s.reference,
        date: documentDay,
        subtotal: s.subtotal,
        tax: s.tax,
        withholdings: s.withholdings,
        currency: s.currency,
      },
      today,
    );
    if (documentDay > today)
      form.push({ key: 'nonElectronicDateYear', params: { year: today.slice(0, 4) } });
    if (form.length > 0) return problemsRefusal(form, lang);
  }
  const sent = await readSentFiles(s.files, s.electronic, lang);
  if (isRefusal(sent)) return sent;

  // An id already registered is a duplicate, whatever its receipts (they were consumed by it).
  const registeredAlready = async () =>
    (await invoiceIdAnswer(deps.sat, deps.invoicing, key.bukrs, key.lifnr, s.id)).EXISTE_ID;
  if (await registeredAlready()) return duplicateRefusal(lang);
  // The named lines (every condition: twins join), pending, of this company and partner.
  const pending = await deps.supplier.receipts(scope, {
    ...key,
    withholdings: true,
    receipts: s.refs,
  });
  const lines = pending.filter((l) => s.refs.some((r) => refMatches(l, r)));
  const missing = s.refs.filter((r) => !lines.some((l) => refMatches(l, r)));
  // Receipts gone since the check above may have gone to this very invoice, sent at the same
  // time (a second tap, a retry without its key): that is the duplicate, not a missing receipt.
  if (missing.length > 0 && (await registeredAlready())) return duplicateRefusal(lang);
  if (missing.length > 0)
    return problemsRefusal(
      [{ key: 'receiptsNotFound', params: { list: missing.map(refText).join(', ') } }],
      lang,
      404,
    );
  const chosen = s.withholdingTypes ?? withholdingTypesOf(lines);
  const problem = linesProblem(lines, chosen);
  if (problem) return problemsRefusal([problem], lang);
  const currency = lines[0]!.WAERS;
  const totals = receiptTotals(lines, chosen);
  // The company's configured total tolerance (spec 3 §3.11); the seeded one is the spec's.
  const tolerance = await companyTolerance(deps.db, key.bukrs, 'supplier', currency);
  const typed = {
    subtotal: s.subtotal,
    tax: s.tax,
    withholdings: s.withholdings,
    currency: s.currency,
  };

  // An electronic invoice's own figures, booked whatever was typed beside them.
  let fromCfdi: BookedCfdi | null = null;
  let cfdiFigures: ReturnType<typeof cfdiReceiptFigures> | null = null;
  if (sent.xml) {
    const vendor = await deps.supplier.vendor(key.lifnr);
    const ids = await assignedTaxIds(deps.db, scope, key, vendor?.rfc ?? '', company.tin);
    const first = lines[0]!;
    const verdict = await judgeSentCfdi(
      deps,
      {
        xml: sent.xml,
        ...key,
        today,
        portal: {
          ...companyPortalFacts(company),
          role: 'supplier',
          issuerTaxIds: ids.issuers,
          receiverTaxIds: ids.receivers,
          currency,
          tolerance,
          amounts: {
            subTotal: formatAmount(totals.subtotal),
            impuestos: formatAmount(totals.tax),
            retenciones: formatAmount(totals.withholdings),
          },
          // A lessor's receipts: the lessor's use G03 (spec 2 §5); a supplier's: the order's.
          purchase: receiptPurchaseKind(s.party, first, key.bukrs),
        },
      },
      lang,
    );
    if (!verdict.ok) return sendRefusal(verdict.lines);
    if (uuidOf(verdict.data) !== s.id)
      return ruleRefusal(
        { key: 'invoiceIdMismatch', params: { id: s.id, uuid: uuidOf(verdict.data) } },
        lang,
      );
    fromCfdi = bookedFromCfdi(verdict.data, s.reference, today);
    cfdiFigures = cfdiReceiptFigures(verdict.data);
  }
  const mismatches = supplierAmountMismatches(typed, totals, currency, amountOf(tolerance));
  if (mismatches.length > 0) return mismatchRefusal(mismatches, lang);
  // Typed figures are booked only without an XML: there they must add up to the cent.
  if (!fromCfdi && s.total !== '') {
    const computed =
      (parseAmount(s.subtotal) ?? 0n) +
      (parseAmount(s.tax) ?? 0n) -
      (parseAmount(s.withholdings) ?? 0n);
    if (parseAmount(s.total) !== computed)
      return problemsRefusal(
        [
          {
            key: 'nonElectronicTotal',
            params: { total: s.total, expected: formatAmount(computed) },
          },
        ],
        lang,
      );
  }

  const amounts =
    fromCfdi?.amounts ?? invoiceAmounts(s, totals, await withheldByTax(deps, lines, chosen));
  // What the locked lines are judged against again: the CFDI's figures as portal.amounts compares
  // them (SubTotal, taxes, every withholding), or the typed ones.
  const judged = cfdiFigures ?? typed;
  const stored = await storeFiles(deps, sent);
  const keys = new Set(lines.map(receiptKey));
  let lockedMismatches: ReturnType<typeof supplierAmountMismatches> = [];
  const result = await deps.supplier.registerReceiptInvoice(
    scope,
    {
      ...key,
      party: s.party,
      uuid: fromCfdi?.uuid ?? s.id,
      xblnr: fromCfdi?.xblnr ?? s.reference.trim(),
      electronic: s.electronic,
      documentDate: fromCfdi?.documentDate ?? documentDay,
      amounts,
      files: stored,
      registeredBy: auth.userId,
      receipts: s.refs,
    },
    now,
    {
      // The same rules on the lines as locked for this registration (twins included).
      decide: (locked) => {
        if (locked.some((l) => !keys.has(receiptKey(l))) || locked.length !== lines.length)
          return { key: 'receiptsNotFound', params: { list: '' } };
        const again = linesProblem(locked, chosen);
        if (again) return again;
        lockedMismatches = supplierAmountMismatches(
          judged,
          receiptTotals(locked, chosen),
          currency,
          amountOf(tolerance),
        );
        return lockedMismatches.length > 0
          ? { key: 'supplierAmountMismatchLine', params: { field: '', invoice: '', expected: '' } }
          : null;
      },
      alongside: async (tx, doc) => {
        await auditReceiptInvoice(
          tx,
          auth,
          s.party === 'supplier' ? 'InvoiceReceiptSupplier' : 'InvoiceReceiptLessor',
          doc,
          {
            ...key,
            uuid: fromCfdi?.uuid ?? s.id,
            electronic: s.electronic,
            status,
            receipts: s.refs.map(refText),
            withholdings: chosen,
            total: amounts.TOTAL,
            currency: amounts.MONEDA,
          },
          now,
        );
        await notifyInvoiceRegistered(
          tx,
          { bukrs: key.bukrs, uuid: fromCfdi?.uuid ?? s.id },
          lang,
          portalOrigin(deps.env),
        );
      },
    },
  );
  if (result.kind === 'registered')
    return ok({
      Message: supplierMessage(
        { key: 'supplierInvoiceSent', params: { number: result.belnr } },
        lang,
      ),
      BELNR: result.belnr,
      GJAHR: result.gjahr,
      BUDAT: toErpDate(result.budat),
      List: result.lines,
    });
  if (result.kind === 'duplicateId') return duplicateRefusal(lang);
  if (result.kind === 'receiptsNotFound' && (await registeredAlready()))
    return duplicateRefusal(lang);
  if (result.kind === 'receiptsNotFound')
    return problemsRefusal(
      [{ key: 'receiptsNotFound', params: { list: result.refs.join(', ') } }],
      lang,
      404,
    );
  if (lockedMismatches.length > 0) return mismatchRefusal(lockedMismatches, lang);
  return problemsRefusal([result.problem], lang);
}
