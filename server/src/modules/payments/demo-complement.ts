/**
 * The demo payment complement: what a lessor's or supplier's billing system would issue
 * for a payment it received — a CFDI 4.0 type P with Pagos 2.0 relating every invoice the payment
 * paid, with the installment and balances the ERP's payments give and the taxes prorated, issued
 * by the partner to the company, sealed with the partner's demo certificate, stamped by the demo
 * certifier and Vigente in the embedded registry — and its one-page PDF. It passes every check of
 * PaymentAttachment.
 */
import { isNaturalPersonRfc } from '../../../../src/domain/invoicing/amounts';
import type { InvoicingParty } from '../../../../src/domain/invoicing/window';
import { complementValues } from '../../../../src/domain/payments';
import {
  paymentComplementTree,
  type IssuePaymentComplement,
} from '../../../../src/domain/cfdi/issue';
import type { PendingPaymentRecord } from '../../adapters/erp/payments';
import { DEMO_CERTIFIER } from '../../adapters/sat/embedded/demo';
import type { Db } from '../../db/client';
import { makePdf } from '../../db/seed/maintenance/pdf';
import {
  demoReceiverOf,
  issueDemoTree,
  lessorRegime,
  mexicoCityDateTime,
} from '../invoicing/demo-invoice';
import type { InvoicedCompany } from '../invoicing/send-checks';

/** Series of the demo complements and their place of issue (the portal keeps no partner addresses). */
export const DEMO_COMPLEMENT_SERIES = 'CP';
const DEMO_POSTAL_CODE = '06600';

/** A supplier issues under 601 (a company) or 612 (a natural person with business activity). */
const regimeOf = (party: InvoicingParty, rfc: string) =>
  party === 'lessor' ? lessorRegime(rfc) : isNaturalPersonRfc(rfc) ? '612' : '601';

export function demoComplementInput(
  items: readonly PendingPaymentRecord[],
  issuer: { rfc: string; name: string },
  party: InvoicingParty,
  company: InvoicedCompany,
  now: Date,
): IssuePaymentComplement {
  const first = items[0]!;
  const issuedAt = mexicoCityDateTime(new Date(now.getTime() - 60_000));
  return {
    serie: DEMO_COMPLEMENT_SERIES,
    folio: String(now.getTime() % 1_000_000).padStart(6, '0'),
    fecha:
      issuedAt.slice(0, 10) === mexicoCityDateTime(now).slice(0, 10)
        ? issuedAt
        : `${mexicoCityDateTime(now).slice(0, 10)}T00:00:00`,
    expeditionPlace: DEMO_POSTAL_CODE,
    issuer: {
      rfc: issuer.rfc,
      name: issuer.name.toUpperCase(),
      regime: regimeOf(party, issuer.rfc),
    },
    // The company as the SAT registers it, as the receiver checks compare.
    receiver: { ...demoReceiverOf(company), regime: '601' },
    payment: {
      date: `${first.augdt}T12:00:00`,
      form: first.paymentForm,
      currency: first.currency,
      documents: items.map((r) => {
        const values = complementValues(r.invoice.total, r.invoicePayments, r);
        if (!values.ok)
          throw new Error(`payment ${r.augbl} of ${r.invoice.uuid}: ${values.problem}`);
        const v = values.values;
        const reference = /^(.*?)-?(\d+)$/.exec(r.invoice.xblnr);
        return {
          uuid: r.invoice.uuid,
          ...(reference?.[1] ? { serie: reference[1] } : {}),
          ...(reference?.[2] ? { folio: reference[2] } : {}),
          currency: r.invoice.currency,
          installment: v.NumParcialidad,
          balanceBefore: v.ImpSaldoAnt,
          paid: v.ImpPagado,
          balanceAfter: v.ImpSaldoInsoluto,
          invoice: {
            total: r.invoice.total,
            base: r.invoice.balance,
            iva: r.invoice.impuestos,
            isr: r.invoice.retencionesIsr,
            ivaWithheld: r.invoice.retencionesIva,
          },
        };
      }),
    },
  };
}

export interface DemoComplementRequest {
  items: readonly PendingPaymentRecord[];
  issuer: { rfc: string; name: string };
  party: InvoicingParty;
  company: InvoicedCompany;
  now: Date;
}

export async function demoComplementOf(db: Db, request: DemoComplementRequest) {
  const { items, issuer, party, company, now } = request;
  const input = demoComplementInput(items, issuer, party, company, now);
  const issued = await issueDemoTree(
    db,
    paymentComplementTree(input),
    { rfc: input.issuer.rfc, name: input.issuer.name },
    company.tin,
    now,
  );
  const lines = [
    'COMPLEMENTO DE PAGO DE EJEMPLO - DOCUMENTO DE DEMOSTRACION SIN VALIDEZ FISCAL',
    '',
    `Emisor: ${input.issuer.name} (RFC ${input.issuer.rfc}), regimen ${input.issuer.regime}`,
    `Receptor: ${input.receiver.name} (RFC ${company.tin}), regimen 601, uso CP01, ` +
      `C.P. ${input.receiver.postalCode}`,
    `Folio fiscal (UUID): ${issued.uuid}`,
    `Serie y folio: ${input.serie}${input.folio}    Fecha: ${input.fecha}`,
    `Pago ${items[0]!.augbl}/${items[0]!.gjahr} del ${items[0]!.augdt}, forma ${input.payment.form}`,
    '',
    'Documentos relacionados:',
    ...input.payment.documents.map(
      (d) =>
        `  ${d.uuid} parcialidad ${d.installment}: saldo anterior ${d.balanceBefore}, ` +
        `pagado ${d.paid}, insoluto ${d.balanceAfter} ${d.currency}`,
    ),
    '',
    `Timbrado por el certificador de demostracion ${DEMO_CERTIFIER.rfc}.`,
    'Registrado como Vigente solo en el SAT embebido del portal.',
  ];
  return {
    xml: issued.xml,
    uuid: issued.uuid,
    xblnr: `${input.serie}${input.folio}`,
    pdf: makePdf(lines.slice(0, 46)),
  };
}
