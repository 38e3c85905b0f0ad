/**
 * The data the portal takes from a CFDI, under the spec's names (2 §3 "Parsed XML data" and
 * "Payment complement data"), as decoded text; and the load-step messages of spec 2 §5
 * "XML parsing" (missing fields + textCommonsXml, xmlYear alone, xmlFechaTimbrado).
 */
import { add, formatDecimal, parseDecimal, ZERO, type Decimal } from './decimal';
import type { CfdiDocument } from './document';
import type { MessageRef } from './messages';
import type { Attrs } from './xml-node';

export interface RelatedDocumentData {
  IdDocumento: string | null;
  Serie: string | null;
  Folio: string | null;
  MonedaDR: string | null;
  EquivalenciaDR: string | null;
  MetodoDePagoDR: string | null;
  NumParcialidad: string | null;
  ImpSaldoAnt: string | null;
  ImpPagado: string | null;
  ImpSaldoInsoluto: string | null;
}

export interface PaymentData {
  FechaPago: string | null;
  FormaDePagoP: string | null;
  MonedaP: string | null;
  TipoCambioP: string | null;
  Monto: string | null;
  NumOperacion: string | null;
  DoctoRelacionado: RelatedDocumentData[];
}

export interface CfdiData {
  Version: string | null;
  nifEmisor: string | null;
  nifReceptor: string | null;
  NombreEmisor: string | null;
  NombreReceptor: string | null;
  idFactura: string | null;
  Serie: string | null;
  Folio: string | null;
  Factura: string | null;
  FechaHoraEmision: string | null;
  FechaTimbrado: string | null;
  subTotal: string | null;
  Descuento: string | null;
  impuestos: string | null;
  total: string | null;
  Retenciones: { ISR: string; IVA: string; cedular: string; total: string };
  TrasladosLocales: string;
  CodigoMoneda: string | null;
  TipoCambio: string | null;
  xmlFormaPago: string | null;
  xmlMetodoPago: string | null;
  xmlUsoCFDI: string | null;
  xmlClaveProdServ: string[];
  xmlClaveUnidad: string[];
  xmlTipoDeComprobante: string | null;
  xmlRegimenFiscalEmisor: string | null;
  xmlRegimenFiscalReceptor: string | null;
  xmlRfcProvCertif: string | null;
  CuentaPredial: string[];
  /** Payment complement (type P): each payment and related document; the UUIDs they settle. */
  Pagos: PaymentData[];
  uuidsAsociados: string[];
  /** Where the voucher was issued (postal code) and, in CFDI 4.0, the receiver's fiscal address. */
  LugarExpedicion: string | null;
  DomicilioFiscalReceptor: string | null;
}

const get = (attrs: Attrs | null | undefined, name: string): string | null => attrs?.[name] ?? null;

function total(values: readonly (string | undefined)[]): string {
  let acc: Decimal = ZERO;
  for (const v of values) acc = add(acc, parseDecimal(v) ?? ZERO);
  return formatDecimal(acc, Math.max(2, acc.scale));
}

export function extractData(doc: CfdiDocument): CfdiData {
  const v = doc.voucher;
  const stamp = doc.stamps[0]?.attrs;
  const summary = doc.summary;
  const withheld = (tax: string): string =>
    total(
      (summary?.taxes ?? [])
        .filter((t) => t.kind === 'retencion' && t.attrs['Impuesto'] === tax)
        .map((t) => t.attrs['Importe']),
    );
  const cedular = total((doc.localTaxes?.withholdings ?? []).map((a) => a['Importe']));
  const pagos = doc.paymentComplements.flatMap((pc) => pc.payments);
  const serie = get(v, 'Serie');
  const folio = get(v, 'Folio');
  return {
    Version: get(v, 'Version'),
    nifEmisor: get(doc.issuer, 'Rfc'),
    nifReceptor: get(doc.receiver, 'Rfc'),
    NombreEmisor: get(doc.issuer, 'Nombre'),
    NombreReceptor: get(doc.receiver, 'Nombre'),
    idFactura: get(stamp, 'UUID'),
    Serie: serie,
    Folio: folio,
    Factura: serie === null && folio === null ? null : `${serie ?? ''}${folio ?? ''}`,
    FechaHoraEmision: get(v, 'Fecha'),
    FechaTimbrado: get(stamp, 'FechaTimbrado'),
    subTotal: get(v, 'SubTotal'),
    Descuento: get(v, 'Descuento'),
    impuestos: get(summary?.attrs, 'TotalImpuestosTrasladados'),
    total: get(v, 'Total'),
    Retenciones: {
      ISR: withheld('001'),
      IVA: withheld('002'),
      cedular,
      total: total([summary?.attrs['TotalImpuestosRetenidos'], cedular]),
    },
    TrasladosLocales: total((doc.localTaxes?.transfers ?? []).map((a) => a['Importe'])),
    CodigoMoneda: get(v, 'Moneda'),
    TipoCambio: get(v, 'TipoCambio'),
    xmlFormaPago: get(v, 'FormaPago'),
    xmlMetodoPago: get(v, 'MetodoPago'),
    xmlUsoCFDI: get(doc.receiver, 'UsoCFDI'),
    xmlClaveProdServ: doc.concepts.map((c) => c.attrs['ClaveProdServ'] ?? ''),
    xmlClaveUnidad: doc.concepts.map((c) => c.attrs['ClaveUnidad'] ?? ''),
    xmlTipoDeComprobante: get(v, 'TipoDeComprobante'),
    xmlRegimenFiscalEmisor: get(doc.issuer, 'RegimenFiscal'),
    xmlRegimenFiscalReceptor: get(doc.receiver, 'RegimenFiscalReceptor'),
    xmlRfcProvCertif: get(stamp, 'RfcProvCertif'),
    CuentaPredial: doc.concepts.flatMap((c) => c.cuentaPredial),
    Pagos: pagos.map((p) => ({
      FechaPago: get(p.attrs, 'FechaPago'),
      FormaDePagoP: get(p.attrs, 'FormaDePagoP'),
      MonedaP: get(p.attrs, 'MonedaP'),
      TipoCambioP: get(p.attrs, 'TipoCambioP'),
      Monto: get(p.attrs, 'Monto'),
      NumOperacion: get(p.attrs, 'NumOperacion'),
      DoctoRelacionado: p.documents.map((d) => ({
        IdDocumento: get(d.attrs, 'IdDocumento'),
        Serie: get(d.attrs, 'Serie'),
        Folio: get(d.attrs, 'Folio'),
        MonedaDR: get(d.attrs, 'MonedaDR'),
        EquivalenciaDR: get(d.attrs, 'EquivalenciaDR'),
        MetodoDePagoDR: get(d.attrs, 'MetodoDePagoDR'),
        NumParcialidad: get(d.attrs, 'NumParcialidad'),
        ImpSaldoAnt: get(d.attrs, 'ImpSaldoAnt'),
        ImpPagado: get(d.attrs, 'ImpPagado'),
        ImpSaldoInsoluto: get(d.attrs, 'ImpSaldoInsoluto'),
      })),
    })),
    uuidsAsociados: pagos.flatMap((p) =>
      p.documents.flatMap((d) => (d.attrs['IdDocumento'] ? [d.attrs['IdDocumento']] : [])),
    ),
    LugarExpedicion: get(v, 'LugarExpedicion'),
    DomicilioFiscalReceptor: get(doc.receiver, 'DomicilioFiscalReceptor'),
  };
}

/** Spec 2 §5: the fields whose absence the load step names (in this order). */
const REQUIRED_FIELDS = [
  'nifEmisor',
  'nifReceptor',
  'NombreEmisor',
  'NombreReceptor',
  'idFactura',
  'FechaHoraEmision',
  'subTotal',
  'total',
  'CodigoMoneda',
  'xmlRfcProvCertif',
] as const;

/**
 * The messages the portal shows when it loads an XML: msjDefaultXmlFile when it cannot be read;
 * xmlYear alone when the stamp year is not today's; otherwise each missing field with
 * textCommonsXml, and xmlFechaTimbrado when the stamp date is missing. Empty when all is well.
 */
export function loadStepMessages(data: CfdiData | null, today: string): MessageRef[] {
  if (!data) return [{ key: 'msjDefaultXmlFile' }];
  const stampYear = data.FechaTimbrado?.slice(0, 4);
  if (data.FechaTimbrado && stampYear !== today.slice(0, 4)) return [{ key: 'xmlYear' }];
  const missing: MessageRef[] = REQUIRED_FIELDS.filter((f) => !data[f]).map((key) => ({
    key,
    then: [{ key: 'textCommonsXml' }],
  }));
  return data.FechaTimbrado ? missing : [...missing, { key: 'xmlFechaTimbrado' }];
}
