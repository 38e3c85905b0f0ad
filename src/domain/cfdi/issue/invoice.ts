/**
 * Writes a CFDI 4.0 invoice (voucher type I; E for a credit note) as an element tree, the way an issuer's billing system
 * would: each concept with its IVA 16 % and withholdings (ISR, IVA), the tax summary, SubTotal,
 * Descuento and Total computed from them in exact decimals, and a local withholding (the state's
 * cedular tax) in the implocal complement. The tree is neither sealed nor stamped (seal.ts).
 *
 * A concept's tax amounts are the ones asked for when the SAT's limits allow them for the concept's
 * base (Anexo 20: Base × TasaOCuota within half a cent of the base), so an invoice can carry exactly
 * what a contract's periods add up to; otherwise the base × rate, rounded.
 */
import { withinProductLimits } from '../checks/sums';
import {
  add,
  formatDecimal,
  isZero,
  mulExact,
  parseDecimal,
  round,
  sub,
  sum,
  ZERO,
  type Decimal,
} from '../decimal';
import { NS } from '../xml-node';
import { el, type El } from './xml-writer';

/** The rates a lessor's invoice uses: IVA 16 %, ISR withheld 10 %, IVA withheld two thirds of 16 %. */
export const IVA_RATE = '0.160000';
export const ISR_RATE = '0.100000';
export const IVA_WITHHELD_RATE = '0.106667';

export interface IssueParty {
  rfc: string;
  name: string;
  /** RegimenFiscal (issuer) or RegimenFiscalReceptor (receiver). */
  regime: string;
}

export interface IssueReceiver extends IssueParty {
  /** DomicilioFiscalReceptor: the receiver's postal code. */
  postalCode: string;
  /** UsoCFDI (G03 for a lessor's invoice). */
  use: string;
}

/** One concept; amounts are decimal texts in the invoice's currency. */
export interface IssueConcept {
  productKey: string;
  unitKey: string;
  description: string;
  /** Importe (quantity 1, so also ValorUnitario). */
  amount: string;
  /** Descuento of the concept, when it has one. */
  discount?: string;
  /** The IVA transferred, as the issuer computed it. */
  iva: string;
  /** ISR and IVA withheld ('0.00' when none). */
  isr: string;
  ivaWithheld: string;
  /**
   * Their rates (TasaOCuota, six decimals) when not a lessor's (ISR_RATE, IVA_WITHHELD_RATE): a
   * supplier's withholding master has IVA withheld at 4 % (freight) or 6 % (maintenance), too.
   */
  isrRate?: string;
  ivaWithheldRate?: string;
  /** CuentaPredial@Numero: the property's account (letters and digits). */
  propertyAccount?: string;
}

/** A local withholding (implocal RetencionesLocales): its name, rate in percent and amount. */
export interface IssueLocalWithholding {
  name: string;
  rate: string;
  amount: string;
}

export interface IssueInvoice {
  /** TipoDeComprobante: I an invoice (the default), E a credit note. */
  voucherType?: 'I' | 'E';
  serie: string;
  folio: string;
  /** Fecha: local date-time of the place of issue, 'YYYY-MM-DDTHH:mm:ss'. */
  fecha: string;
  currency: string;
  /** TipoCambio, required for a currency other than MXN. */
  exchangeRate?: string;
  paymentForm: string;
  paymentMethod: string;
  /** LugarExpedicion: the issuer's postal code. */
  expeditionPlace: string;
  issuer: IssueParty;
  receiver: IssueReceiver;
  concepts: readonly IssueConcept[];
  localWithholding?: IssueLocalWithholding | null;
}

const P = 'cfdi';
const two = (d: Decimal): string => formatDecimal(round(d, 2), 2);

function amountOf(text: string | undefined, what: string): Decimal {
  const value = parseDecimal(text ?? '0');
  if (!value) throw new RangeError(`${what}: not an amount: ${JSON.stringify(text)}`);
  return value;
}

/** The asked amount of base × rate when the SAT's limits allow it, else the product rounded. */
function taxAmount(base: Decimal, rate: string, asked: Decimal): Decimal {
  const baseText = two(base);
  if (withinProductLimits(baseText, rate, two(asked), false) === true) return round(asked, 2);
  return round(mulExact(base, amountOf(rate, 'rate')), 2);
}

interface ConceptTaxes {
  base: Decimal;
  iva: Decimal;
  isr: Decimal;
  ivaWithheld: Decimal;
}

function conceptTaxes(c: IssueConcept): ConceptTaxes {
  const base = round(sub(amountOf(c.amount, 'Importe'), amountOf(c.discount, 'Descuento')), 2);
  const askedIsr = amountOf(c.isr, 'ISR');
  const askedIvaWithheld = amountOf(c.ivaWithheld, 'IVA withheld');
  return {
    base,
    iva: taxAmount(base, IVA_RATE, amountOf(c.iva, 'IVA')),
    isr: isZero(askedIsr) ? ZERO : taxAmount(base, c.isrRate ?? ISR_RATE, askedIsr),
    ivaWithheld: isZero(askedIvaWithheld)
      ? ZERO
      : taxAmount(base, c.ivaWithheldRate ?? IVA_WITHHELD_RATE, askedIvaWithheld),
  };
}

function conceptElement(c: IssueConcept, t: ConceptTaxes): El {
  const amount = two(amountOf(c.amount, 'Importe'));
  const discount = c.discount === undefined ? null : two(amountOf(c.discount, 'Descuento'));
  const base = two(t.base);
  const withheld = [
    ...(isZero(t.isr)
      ? []
      : [
          el(`${P}:Retencion`, {
            Base: base,
            Impuesto: '001',
            TipoFactor: 'Tasa',
            TasaOCuota: c.isrRate ?? ISR_RATE,
            Importe: two(t.isr),
          }),
        ]),
    ...(isZero(t.ivaWithheld)
      ? []
      : [
          el(`${P}:Retencion`, {
            Base: base,
            Impuesto: '002',
            TipoFactor: 'Tasa',
            TasaOCuota: c.ivaWithheldRate ?? IVA_WITHHELD_RATE,
            Importe: two(t.ivaWithheld),
          }),
        ]),
  ];
  const taxes = el(`${P}:Impuestos`, {}, [
    el(`${P}:Traslados`, {}, [
      el(`${P}:Traslado`, {
        Base: base,
        Impuesto: '002',
        TipoFactor: 'Tasa',
        TasaOCuota: IVA_RATE,
        Importe: two(t.iva),
      }),
    ]),
    ...(withheld.length > 0 ? [el(`${P}:Retenciones`, {}, withheld)] : []),
  ]);
  return el(
    `${P}:Concepto`,
    {
      ClaveProdServ: c.productKey,
      Cantidad: '1',
      ClaveUnidad: c.unitKey,
      Descripcion: c.description,
      ValorUnitario: amount,
      Importe: amount,
      ...(discount !== null ? { Descuento: discount } : {}),
      ObjetoImp: '02',
    },
    [
      taxes,
      ...(c.propertyAccount ? [el(`${P}:CuentaPredial`, { Numero: c.propertyAccount })] : []),
    ],
  );
}

/** The invoice's element tree, with NoCertificado, Certificado and Sello still empty. */
export function invoiceTree(input: IssueInvoice): El {
  if (input.concepts.length === 0) throw new RangeError('an invoice needs at least one concept');
  const taxes = input.concepts.map(conceptTaxes);
  const subTotal = sum(input.concepts.map((c) => round(amountOf(c.amount, 'Importe'), 2)));
  const discount = sum(input.concepts.map((c) => round(amountOf(c.discount, 'Descuento'), 2)));
  const hasDiscount = input.concepts.some((c) => c.discount !== undefined);
  const ivaBase = sum(taxes.map((t) => t.base));
  const iva = sum(taxes.map((t) => t.iva));
  const isr = sum(taxes.map((t) => t.isr));
  const ivaWithheld = sum(taxes.map((t) => t.ivaWithheld));
  const withheld = add(isr, ivaWithheld);
  const local = input.localWithholding
    ? round(amountOf(input.localWithholding.amount, 'local withholding'), 2)
    : ZERO;
  const total = sub(sub(add(sub(subTotal, discount), iva), withheld), local);

  const summaryWithheld = [
    ...(isZero(isr) ? [] : [el(`${P}:Retencion`, { Impuesto: '001', Importe: two(isr) })]),
    ...(isZero(ivaWithheld)
      ? []
      : [el(`${P}:Retencion`, { Impuesto: '002', Importe: two(ivaWithheld) })]),
  ];
  const summary = el(
    `${P}:Impuestos`,
    {
      ...(summaryWithheld.length > 0 ? { TotalImpuestosRetenidos: two(withheld) } : {}),
      TotalImpuestosTrasladados: two(iva),
    },
    [
      ...(summaryWithheld.length > 0 ? [el(`${P}:Retenciones`, {}, summaryWithheld)] : []),
      el(`${P}:Traslados`, {}, [
        el(`${P}:Traslado`, {
          Base: two(ivaBase),
          Impuesto: '002',
          TipoFactor: 'Tasa',
          TasaOCuota: IVA_RATE,
          Importe: two(iva),
        }),
      ]),
    ],
  );
  const localComplement = input.localWithholding
    ? [
        el(
          'implocal:ImpuestosLocales',
          {
            'xmlns:implocal': NS.implocal,
            version: '1.0',
            TotaldeRetenciones: two(local),
            TotaldeTraslados: '0.00',
          },
          [
            el('implocal:RetencionesLocales', {
              ImpLocRetenido: input.localWithholding.name,
              TasadeRetencion: two(amountOf(input.localWithholding.rate, 'local rate')),
              Importe: two(local),
            }),
          ],
        ),
      ]
    : [];
  const voucher = {
    [`xmlns:${P}`]: NS.cfdi40,
    Version: '4.0',
    Serie: input.serie,
    Folio: input.folio,
    Fecha: input.fecha,
    Sello: '',
    FormaPago: input.paymentForm,
    NoCertificado: '',
    Certificado: '',
    SubTotal: two(subTotal),
    ...(hasDiscount ? { Descuento: two(discount) } : {}),
    Moneda: input.currency,
    ...(input.exchangeRate ? { TipoCambio: input.exchangeRate } : {}),
    Total: two(total),
    TipoDeComprobante: input.voucherType ?? 'I',
    Exportacion: '01',
    MetodoPago: input.paymentMethod,
    LugarExpedicion: input.expeditionPlace,
  };
  return el(`${P}:Comprobante`, voucher, [
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
      UsoCFDI: input.receiver.use,
    }),
    el(
      `${P}:Conceptos`,
      {},
      input.concepts.map((c, i) => conceptElement(c, taxes[i]!)),
    ),
    summary,
    el(`${P}:Complemento`, {}, localComplement),
  ]);
}
