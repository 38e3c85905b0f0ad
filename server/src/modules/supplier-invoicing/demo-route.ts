/**
 * DemoInvoice with ITEMDATA (issue 18): a demo CFDI of a supplier's pending receipt lines and its
 * PDF, within the supplier scope, for lines the send would take (one currency, one BSART and
 * AUART, twins joined, withholdings they carry). Only while the embedded tax authority answers
 * (the route itself answers 404 otherwise).
 */
import {
  selectionProblem,
  withholdingTypesOf,
  type SupplierProblem,
} from '../../../../src/domain/supplier-invoicing';
import type { Language } from '../../../../src/protocol/envelope';
import type { ReceiptLine } from '../../../../src/protocol/supplier-invoicing';
import type { PartnerKey } from '../../adapters/erp/invoicing';
import { ok, refuse, type AuthSession } from '../../api/types';
import type { AppDeps } from '../../deps';
import { invoicedCompany } from '../invoicing/send-checks';
import { issueReceiptDemo, receiptDemoRequest } from './demo-receipts';
import { problemsRefusal } from './send-support';
import { supplierRefusal, supplierScopeOf } from './scope';

interface DemoReceiptsInput {
  ITEMDATA?: { EBELN: string; EBELP: string; MBLNR: string; MJAHR: string; ZEILE: string }[];
  WITHTAXDATA?: { WITHT: string }[];
}

const named = (l: ReceiptLine, r: NonNullable<DemoReceiptsInput['ITEMDATA']>[number]) =>
  l.EBELN === r.EBELN &&
  l.EBELP === r.EBELP &&
  l.MBLNR === r.MBLNR &&
  l.MJAHR === r.MJAHR &&
  l.ZEILE === r.ZEILE;

export async function receiptDemoInvoice(
  deps: AppDeps,
  auth: AuthSession,
  key: PartnerKey,
  input: DemoReceiptsInput,
  lang: Language,
) {
  const scope = await supplierScopeOf(deps.db, auth);
  const refused = supplierRefusal(scope, key, lang);
  if (refused) return refused;
  const company = await invoicedCompany(deps.db, key.bukrs);
  if (!company) return refuse('invoicingCompanyNotAssigned', lang, 403);
  const refs = input.ITEMDATA ?? [];
  const pending = await deps.supplier.receipts(scope, {
    ...key,
    withholdings: true,
    receipts: refs.map((r) => ({
      mblnr: r.MBLNR,
      mjahr: r.MJAHR,
      zeile: r.ZEILE,
      ebeln: r.EBELN,
      ebelp: r.EBELP,
    })),
  });
  const lines = pending.filter((l) => refs.some((r) => named(l, r)));
  const missing = refs.filter((r) => !lines.some((l) => named(l, r)));
  if (missing.length > 0)
    return problemsRefusal(
      [
        {
          key: 'receiptsNotFound',
          params: { list: missing.map((r) => `${r.EBELN}/${r.EBELP}/${r.MBLNR}`).join(', ') },
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
  const demo = await receiptDemoRequest(deps, key, lines, chosen, company);
  if (!demo.ok) return problemsRefusal([demo.problem], lang, 404);
  const { issued, pdf } = await issueReceiptDemo(deps, demo.request, demo.use, company);
  return ok({
    XMLBase64: Buffer.from(issued.xml, 'utf8').toString('base64'),
    PDFBase64: Buffer.from(pdf).toString('base64'),
    ID: issued.uuid,
    FACTURA: issued.factura,
  });
}
