/**
 * DemoInvoice of receipts: the CFDI 4.0 a supplier's billing system would write for
 * pending receipt lines — one concept per receipt line (its twins' conditions added to it), the
 * lines' own amounts, IVA and the chosen withholdings (ISR and IVA as the master says), issued by
 * the vendor's RFC to the company's, with the use of CFDI its order kind allows — sealed, stamped
 * and registered as Vigente by the embedded tax authority. It passes every check the send runs,
 * a lessor's (the receipt variant) as well: its use of CFDI is the lessor's G03.
 */

import type { IssueConcept } from '../../../../src/domain/cfdi/issue';
import { supplierUsoCfdi } from '../../../../src/domain/cfdi/checks/portal/rules';
import { isNaturalPersonRfc } from '../../../../src/domain/invoicing/amounts';
import { amountOf, formatAmount, sumCents } from '../../../../src/domain/invoicing/money';
import {
  receiptKey,
  receiptPurchaseKind,
  withholdingTypesOf,
  type ReceiptParty,
  type SupplierProblem,
} from '../../../../src/domain/supplier-invoicing';
import type { ReceiptLine } from '../../../../src/protocol/supplier-invoicing';
import type { PartnerKey } from '../../adapters/erp/invoicing';
import type { AppDeps } from '../../deps';
import { erpWithholdingTypes } from '../../db/schema';
import {
  demoInvoiceOf,
  demoReceiverOf,
  demoInvoicePdf,
  issueCfdi,
  type DemoCfdiRequest,
} from '../invoicing/demo-invoice';
import type { InvoicedCompany } from '../invoicing/send-checks';

/** Goods (item category 0): electrical equipment; services (9): maintenance of facilities. */
const PRODUCT_OF_PSTYP: Readonly<Record<string, string>> = { '0': '39121000', '9': '72101500' };
const SUPPLIER_UNITS = ['E48', 'H87', 'ACT', 'ZP', 'A9'];

/** The issuer's regime: a company under 601, a natural person with business activity under 612. */
const supplierRegime = (rfc: string) => (isNaturalPersonRfc(rfc) ? '612' : '601');

export async function receiptDemoRequest(
  deps: AppDeps,
  party: ReceiptParty,
  key: PartnerKey,
  lines: readonly ReceiptLine[],
  chosenWithholdings: readonly string[] | null,
  company: InvoicedCompany,
): Promise<
  { ok: true; request: DemoCfdiRequest; use: string } | { ok: false; problem: SupplierProblem }
> {
  const vendor = await deps.supplier.vendor(key.lifnr);
  if (!vendor)
    return { ok: false, problem: { key: 'receiptsNotFound', params: { list: key.lifnr } } };
  const chosen = chosenWithholdings ?? withholdingTypesOf(lines);
  const master = await deps.db.select().from(erpWithholdingTypes);
  const taxOf = new Map(master.map((w) => [w.witht, w.tax]));
  /** The master's percent ("4.0000", "10.6667") as a CFDI rate ("0.040000", "0.106667"). */
  const rateOf = new Map(
    master.map((w) => [w.witht, (Number(w.percent) / 100).toFixed(6)] as const),
  );
  const groups = new Map<string, ReceiptLine[]>();
  for (const l of lines) groups.set(receiptKey(l), [...(groups.get(receiptKey(l)) ?? []), l]);
  const concepts = [...groups.values()].map((group): IssueConcept => {
    const first = group[0]!;
    const sum = (pick: (l: ReceiptLine) => string[]) =>
      formatAmount(sumCents(group.flatMap(pick).map(amountOf)));
    const withheld = (tax: string) =>
      sum((l) =>
        l.WITHHOLDINGS.filter((w) => chosen.includes(w.WITHT) && taxOf.get(w.WITHT) === tax).map(
          (w) => w.WRBTR,
        ),
      );
    /** The rate of the concept's first chosen withholding of a tax (one per tax on a receipt). */
    const rate = (tax: string) =>
      group
        .flatMap((l) => l.WITHHOLDINGS)
        .map((w) => w.WITHT)
        .filter((witht) => chosen.includes(witht) && taxOf.get(witht) === tax)
        .map((witht) => rateOf.get(witht))[0];
    return {
      productKey: PRODUCT_OF_PSTYP[first.PSTYP] ?? PRODUCT_OF_PSTYP['9']!,
      unitKey: SUPPLIER_UNITS.includes(first.MEINS) ? first.MEINS : 'E48',
      description:
        `${first.TXZ01} - Pedido ${first.EBELN}/${first.EBELP} entrada ${first.MBLNR}`.slice(
          0,
          1000,
        ),
      amount: sum((l) => [l.WRBTR]),
      iva: sum((l) => [l.FWSTE]),
      isr: withheld('ISR'),
      ivaWithheld: withheld('IVA'),
      isrRate: rate('ISR'),
      ivaWithheldRate: rate('IVA'),
    };
  });
  const first = lines[0]!;
  const uses = supplierUsoCfdi(receiptPurchaseKind(party, first, key.bukrs));
  return {
    ok: true,
    use: uses[0] ?? 'G03',
    request: {
      issuer: {
        rfc: vendor.rfc,
        name: vendor.name.toUpperCase(),
        regime: supplierRegime(vendor.rfc),
      },
      receiver: demoReceiverOf(company),
      concepts,
      currency: first.WAERS.toUpperCase(),
    },
  };
}

/** Issues the demo CFDI of the receipts now, and its PDF. */
export async function issueReceiptDemo(
  deps: AppDeps,
  request: DemoCfdiRequest,
  use: string,
  company: InvoicedCompany,
) {
  const now = deps.now();
  const invoice = demoInvoiceOf(request, now);
  const issued = await issueCfdi(
    deps.db,
    { ...invoice, receiver: { ...invoice.receiver, use } },
    now,
  );
  return { issued, pdf: demoInvoicePdf(issued, request, company) };
}
