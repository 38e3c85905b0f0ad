/**
 * DemoInvoice with ITEMDATA: a demo CFDI of a supplier's pending receipt lines and its
 * PDF, within the supplier scope — or with FACTURA_D_T, of a lessor's (the lessor receipt
 * variant), within the lessor scope — for lines the send would take (one currency, one BSART and
 * AUART, twins joined, withholdings they carry). Only while the embedded tax authority answers
 * (the route itself answers 404 otherwise).
 */
import {
  selectionProblem,
  withholdingTypesOf,
  type ReceiptParty,
  type SupplierProblem,
} from '../../../../src/domain/supplier-invoicing';
import type { Language } from '../../../../src/protocol/envelope';
import type { ReceiptLine } from '../../../../src/protocol/supplier-invoicing';
import type { PartnerKey } from '../../adapters/erp/invoicing';
import type { ReceiptKeyRef } from '../../adapters/erp/supplier';
import { ok, refuse, type AuthSession } from '../../api/types';
import type { AppDeps } from '../../deps';
import { invoicedCompany } from '../invoicing/send-checks';
import { issueReceiptDemo, receiptDemoRequest } from './demo-receipts';
import { partyScope, problemsRefusal } from './send-support';

interface DemoReceiptsInput {
  ITEMDATA?: { EBELN: string; EBELP: string; MBLNR: string; MJAHR: string; ZEILE: string }[];
  FACTURA_D_T?: { GJAHR: string; BELNR: string; BUZEI: string }[];
  WITHTAXDATA?: { WITHT: string }[];
}

const named = (l: ReceiptLine, r: ReceiptKeyRef) =>
  l.MBLNR === r.mblnr &&
  l.MJAHR === r.mjahr &&
  l.ZEILE === r.zeile &&
  (r.ebeln === undefined || l.EBELN === r.ebeln) &&
  (r.ebelp === undefined || l.EBELP === r.ebelp);

const refText = (r: ReceiptKeyRef) =>
  [r.ebeln, r.ebelp, r.mblnr].filter((x) => x !== undefined).join('/');

export async function receiptDemoInvoice(
  deps: AppDeps,
  auth: AuthSession,
  key: PartnerKey,
  input: DemoReceiptsInput,
  lang: Language,
) {
  // ITEMDATA names a supplier's lines; FACTURA_D_T a lessor's (year, document and line), as the
  // send calls do, each within its party's scope.
  const party: ReceiptParty = input.FACTURA_D_T ? 'lessor' : 'supplier';
  const scoped = await partyScope(deps.db, auth, party, key, lang);
  if (!scoped.ok) return scoped.refusal;
  const { scope } = scoped;
  const company = await invoicedCompany(deps.db, key.bukrs);
  if (!company) return refuse('invoicingCompanyNotAssigned', lang, 403);
  const refs: ReceiptKeyRef[] = input.FACTURA_D_T
    ? input.FACTURA_D_T.map((r) => ({ mblnr: r.BELNR, mjahr: r.GJAHR, zeile: r.BUZEI }))
    : (input.ITEMDATA ?? []).map((r) => ({
        mblnr: r.MBLNR,
        mjahr: r.MJAHR,
        zeile: r.ZEILE,
        ebeln: r.EBELN,
        ebelp: r.EBELP,
      }));
  const pending = await deps.supplier.receipts(scope, {
    ...key,
    withholdings: true,
    receipts: refs,
  });
  const lines = pending.filter((l) => refs.some((r) => named(l, r)));
  const missing = refs.filter((r) => !lines.some((l) => named(l, r)));
  if (missing.length > 0)
    return problemsRefusal(
      [
        {
          key: 'receiptsNotFound',
          params: { list: missing.map(refText).join(', ') },
        },
      ],
      lang,
      404,
    );
  const selection = selectionProblem(lines);
  if (selection) {
    const problem: SupplierProblem = {
      key: selection.kind === 'mixedCurrency' ? 'receiptsMixedCurrency' : 'receiptsMixedOrderKind',
      params: {},
    };
    return problemsRefusal([problem], lang);
  }
  const chosen = input.WITHTAXDATA?.map((w) => w.WITHT) ?? null;
  const foreign = chosen?.find((w) => !withholdingTypesOf(lines).includes(w));
  if (foreign)
    return problemsRefusal([{ key: 'withholdingNotOnReceipts', params: { witht: foreign } }], lang);
  const demo = await receiptDemoRequest(deps, party, key, lines, chosen, company);
  if (!demo.ok) return problemsRefusal([demo.problem], lang, 404);
  const { issued, pdf } = await issueReceiptDemo(deps, demo.request, demo.use, company);
  return ok({
    XMLBase64: Buffer.from(issued.xml, 'utf8').toString('base64'),
    PDFBase64: Buffer.from(pdf).toString('base64'),
    ID: issued.uuid,
    FACTURA: issued.factura,
  });
}
