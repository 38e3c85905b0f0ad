/**
 * Writes a CFDI 4.0 payment complement (voucher type P with Pagos 2.0) as an element tree, the way
 * an issuer's billing system does for a payment received (SAT's filling guide): the voucher at zero
 * in XXX with no payment form or method, receiver use CP01, the single concept 84111506 "Pago"
 * (ACT, ObjetoImp 01), then one Pago with one DoctoRelacionado per invoice it paid. Each related
 * document carries its installment and balances and its taxes prorated to what was paid
 * (BaseDR = the invoice's base × ImpPagado / Total), the payment sums them (ImpuestosP) and
 * Totales sums the payment in MXN. Neither sealed nor stamped here (seal.ts does that).
 */
import {
  add,
  divide,
  formatDecimal,
  isZero,
  mulExact,
  parseDecimal,
  round,
  ZERO,
  type Decimal,
} from '../decimal';
import { NS } from '../xml-node';
import type { IssueParty } from './invoice';
import { IVA_RATE } from './invoice';
import { el, type El } from './xml-writer';

/** One invoice the payment paid, with what the complement must say of it. */
export interface IssueRelatedDocument {
  uuid: string;
  serie?: string;
  folio?: string;
  /** The invoice's currency (the payment's: EquivalenciaDR 1). */
  currency: string;
  installment: number;
  balanceBefore: string;
  paid: string;
  balanceAfter: string;
  /** The invoice's own amounts, to prorate its taxes: its Total, base (subtotal) and taxes. */
  invoice: { total: string; base: string; iva: string; isr: string; ivaWithheld: string };
}

export interface IssuePaymentComplement {
  serie: string;
  folio: string;
  /** Fecha: local date-time of issue, 'YYYY-MM-DDTHH:mm:ss'. */
  fecha: string;
  expeditionPlace: string;
  issuer: IssueParty;
  receiver: IssueParty & { postalCode: string };
  payment: {
    /** FechaPago, 'YYYY-MM-DDTHH:mm:ss'. */
    date: string;
    /** FormaDePagoP (never 99). */
    form: string;
    currency: string;
    documents: readonly IssueRelatedDocument[];
  };
}

const P = 'cfdi';
const Q = 'pago20';
const two = (d: Decimal): string => formatDecimal(round(d, 2), 2);
const six = (d: Decimal): string => formatDecimal(round(d, 6), 6);

function dec(text: string, what: string): Decimal {
  const value = parseDecimal(text);
  if (!value) throw new RangeError(`${what}: not an amount: ${JSON.stringify(text)}`);
  return value;
}

type TaxKey = 'iva' | 'isr' | 'ivaWithheld';
interface DocumentTax {
  key: TaxKey;
  base: Decimal;
  rate: Decimal;
  amount: Decimal;
}

/**
 * The document's taxes for the part paid: the base prorated to two decimals, each tax at the
 * invoice's rate (IVA 16 %; a withholding's own rate, the invoice's amount over its base).
 */
function documentTaxes(d: IssueRelatedDocument): DocumentTax[] {
  const total = dec(d.invoice.total, 'Total');
  const invoiceBase = dec(d.invoice.base, 'base');
  if (isZero(total) || isZero(invoiceBase)) return [];
  const base = round(divide(mulExact(invoiceBase, dec(d.paid, 'ImpPagado')), total, 6), 2);
  const taxes: DocumentTax[] = [];
  const withRate = (key: TaxKey, amountText: string, fixed?: string) => {
    const amount = dec(amountText, key);
    if (isZero(amount)) return;
    const rate = fixed ? dec(fixed, 'rate') : round(divide(amount, invoiceBase, 8), 6);
    taxes.push({ key, base, rate, amount: round(mulExact(base, rate), 2) });
  };
  withRate('iva', d.invoice.iva, IVA_RATE);
  withRate('isr', d.invoice.isr);
  withRate('ivaWithheld', d.invoice.ivaWithheld);
  return taxes;
}

const TAX_CODE: Record<TaxKey, string> = { iva: '002', isr: '001', ivaWithheld: '002' };

function documentElement(d: IssueRelatedDocument, taxes: readonly DocumentTax[]): El {
  const withheld = taxes.filter((t) => t.key !== 'iva');
  const transferred = taxes.filter((t) => t.key === 'iva');
  const line = (name: string, t: DocumentTax) =>
    el(`${Q}:${name}`, {
      BaseDR: six(t.base),
      ImpuestoDR: TAX_CODE[t.key],
      TipoFactorDR: 'Tasa',
      TasaOCuotaDR: six(t.rate),
      ImporteDR: six(t.amount),
    });
  return el(
    `${Q}:DoctoRelacionado`,
    {
      IdDocumento: d.uuid,
      ...(d.serie ? { Serie: d.serie } : {}),
      ...(d.folio ? { Folio: d.folio } : {}),
      MonedaDR: d.currency,
      EquivalenciaDR: '1',
      NumParcialidad: String(d.installment),
      ImpSaldoAnt: two(dec(d.balanceBefore, 'ImpSaldoAnt')),
      ImpPagado: two(dec(d.paid, 'ImpPagado')),
      ImpSaldoInsoluto: two(dec(d.balanceAfter, 'ImpSaldoInsoluto')),
      ObjetoImpDR: taxes.length > 0 ? '02' : '01',
    },
    taxes.length === 0
      ? []
      : [
          el(`${Q}:ImpuestosDR`, {}, [
            ...(withheld.length > 0
              ? [
                  el(
                    `${Q}:RetencionesDR`,
                    {},
                    withheld.map((t) => line('RetencionDR', t)),
                  ),
                ]
              : []),
            ...(transferred.length > 0
              ? [
                  el(
                    `${Q}:TrasladosDR`,
                    {},
                    transferred.map((t) => line('TrasladoDR', t)),
                  ),
                ]
              : []),
          ]),
        ],
  );
}

/** The payment complement's element tree, with NoCertificado, Certificado and Sello empty. */
export function paymentComplementTree(input: IssuePaymentComplement): El {
  const { payment } = input;
  if (payment.documents.length === 0) throw new RangeError('a payment needs a related document');
  const perDocument = payment.documents.map(documentTaxes);
  const monto = payment.documents.reduce<Decimal>((a, d) => add(a, dec(d.paid, 'ImpPagado')), ZERO);
  // The payment's lines: IVA transferred (base and amount), ISR and IVA withheld (amounts).
  const sumOf = (key: TaxKey, part: 'base' | 'amount') =>
    perDocument.flat().reduce<Decimal>((a, t) => (t.key === key ? add(a, t[part]) : a), ZERO);
  const has = (key: TaxKey) => perDocument.flat().some((t) => t.key === key);
  const ivaBase = sumOf('iva', 'base');
  const iva = sumOf('iva', 'amount');
  const isr = sumOf('isr', 'amount');
  const ivaWithheld = sumOf('ivaWithheld', 'amount');
  const paymentTaxes = [
    ...(has('isr') || has('ivaWithheld')
      ? [
          el(`${Q}:RetencionesP`, {}, [
            ...(has('isr')
              ? [el(`${Q}:RetencionP`, { ImpuestoP: '001', ImporteP: six(isr) })]
              : []),
            ...(has('ivaWithheld')
              ? [el(`${Q}:RetencionP`, { ImpuestoP: '002', ImporteP: six(ivaWithheld) })]
              : []),
          ]),
        ]
      : []),
    ...(has('iva')
      ? [
          el(`${Q}:TrasladosP`, {}, [
            el(`${Q}:TrasladoP`, {
              BaseP: six(ivaBase),
              ImpuestoP: '002',
              TipoFactorP: 'Tasa',
              TasaOCuotaP: IVA_RATE,
              ImporteP: six(iva),
            }),
          ]),
        ]
      : []),
  ];
  // Totales in MXN: the payment is in MXN here (TipoCambioP 1), rounded to two decimals.
  const totals = {
    ...(has('ivaWithheld') ? { TotalRetencionesIVA: two(ivaWithheld) } : {}),
    ...(has('isr') ? { TotalRetencionesISR: two(isr) } : {}),
    ...(has('iva')
      ? { TotalTrasladosBaseIVA16: two(ivaBase), TotalTrasladosImpuestoIVA16: two(iva) }
      : {}),
    MontoTotalPagos: two(monto),
  };
  const pagos = el(`${Q}:Pagos`, { [`xmlns:${Q}`]: NS.pago20, Version: '2.0' }, [
    el(`${Q}:Totales`, totals),
    el(
      `${Q}:Pago`,
      {
        FechaPago: payment.date,
        FormaDePagoP: payment.form,
        MonedaP: payment.currency,
        TipoCambioP: '1',
        Monto: two(monto),
      },
      [
        ...payment.documents.map((d, i) => documentElement(d, perDocument[i]!)),
        ...(paymentTaxes.length > 0 ? [el(`${Q}:ImpuestosP`, {}, paymentTaxes)] : []),
      ],
    ),
  ]);
  return el(
    `${P}:Comprobante`,
    {
      [`xmlns:${P}`]: NS.cfdi40,
      Version: '4.0',
      Serie: input.serie,
      Folio: input.folio,
      Fecha: input.fecha,
      Sello: '',
      NoCertificado: '',
      Certificado: '',
      SubTotal: '0',
      Moneda: 'XXX',
      Total: '0',
      TipoDeComprobante: 'P',
      Exportacion: '01',
      LugarExpedicion: input.expeditionPlace,
    },
    [
      el(`${P}:Emisor`, {
        Rfc: input.issuer.rfc,
        Nombre: input.issuer.name,
        RegimenFiscal: input.issuer.regime,
      }),
      el(`${P}:Receptor`, {
        Rfc: input.receiver.rfc,
        Nombre: input.receiver.name,
        DomicilioFiscalReceptor: input.receiver.postalCode,
        RegimenFiscalReceptor: input.receiver.regime,
        UsoCFDI: 'CP01',
      }),
      el(`${P}:Conceptos`, {}, [
        el(`${P}:Concepto`, {
          ClaveProdServ: '84111506',
          Cantidad: '1',
          ClaveUnidad: 'ACT',
          Descripcion: 'Pago',
          ValorUnitario: '0',
          Importe: '0',
          ObjetoImp: '01',
        }),
      ]),
      el(`${P}:Complemento`, {}, [pagos]),
    ],
  );
}
