/**
 * Synthetic CFDIs for tests, benchmarks and demo data: valid by construction (4.0 and 3.3 invoices,
 * Pagos 2.0 and 1.0 complements), every amount computed in exact decimals, with `fault` to break
 * exactly one thing. Deterministic for a given seed. Sealed with the SAT's public test CSD
 * (seal-signer.ts, Node only) so that the seal verifies, unless `seal: false`.
 */
import {
  add,
  formatDecimal,
  fromMicros,
  mul,
  round,
  sub,
  sum,
  ZERO,
  type Decimal,
} from '../decimal';
import { NS } from '../xml-node';
import { applyFault } from './faults';
import type { GenerateOptions } from './generate-options';
import { paymentsBody } from './generate-payments';
import { prng, uuid } from './random';
import { appliesAfterSeal } from './seal-faults';
import { sealTree, TEST_CSD_NUMBER } from './seal-signer';

export { prng } from './random';
import { el, serialize, type El } from './xml-writer';

export type { Fault } from './faults';
export type { GenerateOptions } from './generate-options';

const RATE_IVA: Decimal = { units: 16n, scale: 2 };
const RATE_ZERO: Decimal = { units: 0n, scale: 6 };
const RATE_ISR: Decimal = { units: 10n, scale: 2 };
const RATE_IVA_RET: Decimal = { units: 106667n, scale: 6 };
const RATE_LOCAL: Decimal = { units: 3n, scale: 2 };
const six = (d: Decimal): string => formatDecimal(d, 6);
const two = (d: Decimal): string => formatDecimal(d, 2);

function plusMinutes(fecha: string, minutes: number): string {
  const d = new Date(`${fecha}Z`);
  d.setUTCMinutes(d.getUTCMinutes() + minutes);
  return d.toISOString().slice(0, 19);
}

function invoiceBody(
  o: Required<Pick<GenerateOptions, 'version' | 'concepts'>> & GenerateOptions,
  p: string,
  rand: () => number,
) {
  const v4 = o.version === '4.0';
  const ivaMode = o.iva ?? 'tasa16';
  const ivaRate = ivaMode === 'tasa0' ? RATE_ZERO : RATE_IVA;
  const concepts: El[] = [];
  const iva: { base: Decimal; amount: Decimal }[] = [];
  const isr: Decimal[] = [];
  const ivaRet: Decimal[] = [];
  const exemptBases: Decimal[] = [];
  const importes: Decimal[] = [];
  const discounts: Decimal[] = [];
  for (let i = 0; i < o.concepts; i++) {
    const qty: Decimal = { units: BigInt(1 + Math.floor(rand() * 20)), scale: 0 };
    const unit = fromMicros(BigInt(1_000_000 + Math.floor(rand() * 9_999_000_000)));
    const importe = mul(qty, unit, 6);
    const discount = o.discount ? round({ units: importe.units / 10n, scale: 6 }, 6) : ZERO;
    const base = sub(importe, discount);
    importes.push(importe);
    discounts.push(discount);
    const tras = ivaMode === 'exento' ? ZERO : mul(base, ivaRate, 6);
    iva.push({ base, amount: tras });
    const taxes: El[] = [
      el(`${p}:Traslados`, {}, [
        el(
          `${p}:Traslado`,
          ivaMode === 'exento'
            ? { Base: six(base), Impuesto: '002', TipoFactor: 'Exento' }
            : {
                Base: six(base),
                Impuesto: '002',
                TipoFactor: 'Tasa',
                TasaOCuota: six(ivaRate),
                Importe: six(tras),
              },
        ),
        ...(o.exempt
          ? [el(`${p}:Traslado`, { Base: six(base), Impuesto: '003', TipoFactor: 'Exento' })]
          : []),
      ]),
    ];
    if (o.exempt) exemptBases.push(base);
    if (o.withholdings) {
      const r1 = mul(base, RATE_ISR, 6);
      const r2 = mul(base, RATE_IVA_RET, 6);
      isr.push(r1);
      ivaRet.push(r2);
      taxes.push(
        el(`${p}:Retenciones`, {}, [
          el(`${p}:Retencion`, {
            Base: six(base),
            Impuesto: '001',
            TipoFactor: 'Tasa',
            TasaOCuota: '0.100000',
            Importe: six(r1),
          }),
          el(`${p}:Retencion`, {
            Base: six(base),
            Impuesto: '002',
            TipoFactor: 'Tasa',
            TasaOCuota: '0.106667',
            Importe: six(r2),
          }),
        ]),
      );
    }
    concepts.push(
      el(
        `${p}:Concepto`,
        {
          ClaveProdServ: '80131500',
          Cantidad: six(qty),
          ClaveUnidad: 'E48',
          Descripcion: `Renta del sitio ${i + 1} & servicios`,
          ValorUnitario: six(unit),
          Importe: six(importe),
          ...(o.discount ? { Descuento: six(discount) } : {}),
          ...(v4 ? { ObjetoImp: '02' } : {}),
        },
        [el(`${p}:Impuestos`, {}, taxes)],
      ),
    );
  }
  const ivaBase = round(sum(iva.map((x) => x.base)), 2);
  const ivaAmount = round(sum(iva.map((x) => x.amount)), 2);
  const isrTotal = round(sum(isr), 2);
  const ivaRetTotal = round(sum(ivaRet), 2);
  const withheld = add(isrTotal, ivaRetTotal);
  const subTotal = round(sum(importes), 2);
  const discount = round(sum(discounts), 2);
  const local = o.localTaxes ? mul(sub(subTotal, discount), RATE_LOCAL, 2) : ZERO;
  // The summary by the version's rules: 4.0 lists each exempt tax with its Base only; 3.3 leaves
  // exempt transfers out, and with nothing else to list has no Traslados (nor an empty node).
  const taxed = ivaMode !== 'exento';
  const transfers = [
    ...(taxed
      ? [
          el(`${p}:Traslado`, {
            ...(v4 ? { Base: two(ivaBase) } : {}),
            Impuesto: '002',
            TipoFactor: 'Tasa',
            TasaOCuota: six(ivaRate),
            Importe: two(ivaAmount),
          }),
        ]
      : []),
    ...(v4 && !taxed
      ? [el(`${p}:Traslado`, { Base: two(ivaBase), Impuesto: '002', TipoFactor: 'Exento' })]
      : []),
    ...(v4 && o.exempt
      ? [
          el(`${p}:Traslado`, {
            Base: two(round(sum(exemptBases), 2)),
            Impuesto: '003',
            TipoFactor: 'Exento',
          }),
        ]
      : []),
  ];
  const summaryParts = [
    ...(o.withholdings
      ? [
          el(`${p}:Retenciones`, {}, [
            el(`${p}:Retencion`, { Impuesto: '001', Importe: two(isrTotal) }),
            el(`${p}:Retencion`, { Impuesto: '002', Importe: two(ivaRetTotal) }),
          ]),
        ]
      : []),
    ...(transfers.length > 0 ? [el(`${p}:Traslados`, {}, transfers)] : []),
  ];
  const summary =
    summaryParts.length === 0
      ? null
      : el(
          `${p}:Impuestos`,
          {
            ...(o.withholdings ? { TotalImpuestosRetenidos: two(withheld) } : {}),
            ...(taxed ? { TotalImpuestosTrasladados: two(ivaAmount) } : {}),
          },
          summaryParts,
        );
  const total = sub(add(sub(subTotal, discount), ivaAmount), add(withheld, local));
  const complements = o.localTaxes
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
              ImpLocRetenido: 'Impuesto Cedular',
              TasadeRetencion: '3.00',
              Importe: two(local),
            }),
          ],
        ),
      ]
    : [];
  return {
    concepts,
    summary,
    complements,
    subTotal,
    discount: o.discount ? discount : null,
    total,
  };
}

/** Builds the element tree of a CFDI (exposed so faults and benchmarks can work on it). */
export function generateTree(options: GenerateOptions = {}): El {
  const version = options.version ?? '4.0';
  const type = options.type ?? 'I';
  const rand = prng(options.seed ?? 1);
  const v4 = version === '4.0';
  const p = 'cfdi';
  const fecha = options.fecha ?? '2026-03-10T10:00:00';
  // Drawn even when the document is sealed afterwards: the draws that follow (UUID, folios,
  // amounts) stay those of earlier versions, which the seeded demo data was made from.
  const sello = Array.from(
    { length: 344 },
    () =>
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[Math.floor(rand() * 64)] ??
      'A',
  ).join('');
  const stamp = el('tfd:TimbreFiscalDigital', {
    'xmlns:tfd': NS.tfd,
    Version: '1.1',
    UUID: uuid(rand),
    FechaTimbrado: plusMinutes(fecha, 2),
    RfcProvCertif: 'SAT970701NN3',
    SelloCFD: sello,
    NoCertificadoSAT: '30001000000500003456',
    SelloSAT: sello.split('').reverse().join(''),
  });
  const invoice =
    type === 'I'
      ? invoiceBody({ ...options, version, concepts: options.concepts ?? 3 }, p, rand)
      : null;
  const payConcept = el(`${p}:Concepto`, {
    ClaveProdServ: '84111506',
    Cantidad: '1',
    ClaveUnidad: 'ACT',
    Descripcion: 'Pago',
    ValorUnitario: '0',
    Importe: '0',
    ...(v4 ? { ObjetoImp: '01' } : {}),
  });
  const voucher = {
    [`xmlns:${p}`]: v4 ? NS.cfdi40 : NS.cfdi33,
    Version: version,
    Serie: type === 'P' ? 'P' : 'A',
    Folio: String(1000 + Math.floor(rand() * 9000)),
    Fecha: fecha,
    Sello: sello,
    NoCertificado: TEST_CSD_NUMBER,
    Certificado: 'MIIFsDCCA5igAwIBAgIUMzAwMDEwMDAwMDA1MDAwMDM0MTYw',
    ...(invoice ? { FormaPago: '03', MetodoPago: 'PUE' } : {}),
    SubTotal: invoice ? two(invoice.subTotal) : '0',
    ...(invoice?.discount ? { Descuento: two(invoice.discount) } : {}),
    Moneda: invoice ? 'MXN' : 'XXX',
    Total: invoice ? two(invoice.total) : '0',
    TipoDeComprobante: type,
    ...(v4 ? { Exportacion: '01' } : {}),
    LugarExpedicion: '06600',
  };
  return el(`${p}:Comprobante`, voucher, [
    el(`${p}:Emisor`, {
      Rfc: 'EKU9003173C9',
      Nombre: 'ESCUELA KEMPER URGATE',
      RegimenFiscal: '601',
    }),
    el(`${p}:Receptor`, {
      Rfc: 'H&E951128469',
      Nombre: 'HERRERÍA & ELÉCTRICOS ÑANDÚ',
      ...(v4 ? { DomicilioFiscalReceptor: '06600', RegimenFiscalReceptor: '601' } : {}),
      UsoCFDI: type === 'P' ? (v4 ? 'CP01' : 'P01') : 'G03',
    }),
    el(`${p}:Conceptos`, {}, invoice ? invoice.concepts : [payConcept]),
    ...(invoice?.summary ? [invoice.summary] : []),
    el(`${p}:Complemento`, {}, [
      ...(invoice?.complements ?? []),
      ...(type === 'P' ? [paymentsBody({ ...options, version }, rand)] : []),
      stamp,
    ]),
  ]);
}

/** A CFDI as XML text, valid unless `fault` (or `tamper`) names one thing to break. */
export function generateCfdi(options: GenerateOptions = {}): string {
  const { fault, tamper } = options;
  let tree = generateTree(options);
  if (fault && !appliesAfterSeal(fault)) tree = applyFault(tree, fault);
  if (options.seal !== false) tree = sealTree(tree);
  if (fault && appliesAfterSeal(fault)) tree = applyFault(tree, fault);
  if (tamper) tree = applyFault(tree, tamper);
  return serialize(tree);
}
