/**
 * The cadena original of a CFDI 4.0 or 3.3, built as the SAT's published stylesheets build it
 * (cadenaoriginal_4_0.xslt / _3_3.xslt with Pagos 1.0 / 2.0 and implocal), without an XSLT engine:
 * one table per node kind lists what the stylesheet writes for it, in the stylesheet's order.
 *
 * The stylesheets' rules, kept here:
 * - `Requerido` writes `|` and the value even when the attribute is absent (then empty);
 *   `Opcional` writes `|` and the value only when the attribute is present (even if empty).
 * - Every value goes through XPath normalize-space: runs of space, tab, CR and LF become one
 *   space and are trimmed at both ends (no other character counts as white space).
 * - The whole is wrapped in `||` ... `||`.
 * - Child nodes are visited in document order along the path the stylesheet selects; elements
 *   the stylesheet does not select (an addenda, unknown elements) add nothing.
 * - The TimbreFiscalDigital is not part of the issuer's cadena. A complement this table does not
 *   know cannot be reproduced, so the cadena is refused rather than guessed.
 */
import { NS, type XNode } from '../xml-node';

/**
 * What the stylesheet writes for one node kind, in order: an attribute (`Name` for Requerido,
 * `Name?` for Opcional), the nodes reached by a path of child names (each written with its own
 * table), or the complements found under a path (each dispatched by its namespace and name).
 */
export type CadenaItem =
  | string
  | { readonly path: readonly string[]; readonly node: CadenaNode }
  | { readonly path: readonly string[]; readonly complements: true };

type Step =
  | { readonly kind: 'attr'; readonly attr: string; readonly optional: boolean }
  | { readonly kind: 'node'; readonly path: readonly string[]; readonly node: CadenaNode }
  | { readonly kind: 'complements'; readonly path: readonly string[] };

export interface CadenaNode {
  /** The namespace of the node and of every name in its paths. */
  readonly ns: string;
  readonly steps: readonly Step[];
}

const each = (path: string, node: CadenaNode): CadenaItem => ({ path: path.split('/'), node });
const complementsIn = (path: string): CadenaItem => ({ path: path.split('/'), complements: true });
const node = (ns: string, items: readonly CadenaItem[]): CadenaNode => ({
  ns,
  steps: items.map((i): Step => {
    if (typeof i === 'string')
      return i.endsWith('?')
        ? { kind: 'attr', attr: i.slice(0, -1), optional: true }
        : { kind: 'attr', attr: i, optional: false };
    return 'node' in i
      ? { kind: 'node', path: i.path, node: i.node }
      : { kind: 'complements', path: i.path };
  }),
});

// CFDI 4.0 (cadenaoriginal_4_0.xslt).
const C40 = NS.cfdi40;
const aduanera40 = node(C40, ['NumeroPedimento']);
const traslado40 = node(C40, ['Base', 'Impuesto', 'TipoFactor', 'TasaOCuota?', 'Importe?']);
const parte40 = node(C40, [
  'ClaveProdServ',
  'NoIdentificacion?',
  'Cantidad',
  'Unidad?',
  'Descripcion',
  'ValorUnitario?',
  'Importe?',
  each('InformacionAduanera', aduanera40),
]);
const concepto40 = node(C40, [
  'ClaveProdServ',
  'NoIdentificacion?',
  'Cantidad',
  'ClaveUnidad',
  'Unidad?',
  'Descripcion',
  'ValorUnitario',
  'Importe',
  'Descuento?',
  'ObjetoImp',
  each('Impuestos/Traslados/Traslado', traslado40),
  each(
    'Impuestos/Retenciones/Retencion',
    node(C40, ['Base', 'Impuesto', 'TipoFactor', 'TasaOCuota', 'Importe']),
  ),
  each(
    'ACuentaTerceros',
    node(C40, [
      'RfcACuentaTerceros',
      'NombreACuentaTerceros',
      'RegimenFiscalACuentaTerceros',
      'DomicilioFiscalACuentaTerceros',
    ]),
  ),
  each('InformacionAduanera', aduanera40),
  each('CuentaPredial', node(C40, ['Numero'])),
  complementsIn('ComplementoConcepto'),
  each('Parte', parte40),
]);
const informacionGlobal40 = node(C40, ['Periodicidad', 'Meses', 'Año']);
const relacionados40 = node(C40, ['TipoRelacion', each('CfdiRelacionado', node(C40, ['UUID']))]);
const emisor40 = node(C40, ['Rfc', 'Nombre', 'RegimenFiscal', 'FacAtrAdquirente?']);
const receptor40 = node(C40, [
  'Rfc',
  'Nombre',
  'DomicilioFiscalReceptor',
  'ResidenciaFiscal?',
  'NumRegIdTrib?',
  'RegimenFiscalReceptor',
  'UsoCFDI',
]);
/** The voucher's tax summary: its own totals sit between the withholdings and the transfers. */
const impuestos40 = node(C40, [
  each('Retenciones/Retencion', node(C40, ['Impuesto', 'Importe'])),
  'TotalImpuestosRetenidos?',
  each('Traslados/Traslado', traslado40),
  'TotalImpuestosTrasladados?',
]);
const comprobante40 = node(C40, [
  'Version',
  'Serie?',
  'Folio?',
  'Fecha',
  'FormaPago?',
  'NoCertificado',
  'CondicionesDePago?',
  'SubTotal',
  'Descuento?',
  'Moneda',
  'TipoCambio?',
  'Total',
  'TipoDeComprobante',
  'Exportacion',
  'MetodoPago?',
  'LugarExpedicion',
  'Confirmacion?',
  each('InformacionGlobal', informacionGlobal40),
  each('CfdiRelacionados', relacionados40),
  each('Emisor', emisor40),
  each('Receptor', receptor40),
  each('Conceptos/Concepto', concepto40),
  each('Impuestos', impuestos40),
  complementsIn('Complemento'),
]);

/** The CFDI 4.0 tables by node kind. */
export const CFDI_40 = {
  Comprobante: comprobante40,
  InformacionGlobal: informacionGlobal40,
  CfdiRelacionados: relacionados40,
  Emisor: emisor40,
  Receptor: receptor40,
  Concepto: concepto40,
  Parte: parte40,
  Impuestos: impuestos40,
} as const;

// CFDI 3.3 (cadenaoriginal_3_3.xslt).
const C33 = NS.cfdi33;
const aduanera33 = node(C33, ['NumeroPedimento']);
const parte33 = node(C33, [
  'ClaveProdServ',
  'NoIdentificacion?',
  'Cantidad',
  'Unidad?',
  'Descripcion',
  'ValorUnitario?',
  'Importe?',
  each('InformacionAduanera', aduanera33),
]);
const concepto33 = node(C33, [
  'ClaveProdServ',
  'NoIdentificacion?',
  'Cantidad',
  'ClaveUnidad',
  'Unidad?',
  'Descripcion',
  'ValorUnitario',
  'Importe',
  'Descuento?',
  each(
    'Impuestos/Traslados/Traslado',
    node(C33, ['Base', 'Impuesto', 'TipoFactor', 'TasaOCuota?', 'Importe?']),
  ),
  each(
    'Impuestos/Retenciones/Retencion',
    node(C33, ['Base', 'Impuesto', 'TipoFactor', 'TasaOCuota', 'Importe']),
  ),
  each('InformacionAduanera', aduanera33),
  each('CuentaPredial', node(C33, ['Numero'])),
  complementsIn('ComplementoConcepto'),
  each('Parte', parte33),
]);
const relacionados33 = node(C33, ['TipoRelacion', each('CfdiRelacionado', node(C33, ['UUID']))]);
const emisor33 = node(C33, ['Rfc', 'Nombre?', 'RegimenFiscal']);
const receptor33 = node(C33, ['Rfc', 'Nombre?', 'ResidenciaFiscal?', 'NumRegIdTrib?', 'UsoCFDI']);
/** 3.3's summary transfers carry no Base and always a rate and an amount. */
const impuestos33 = node(C33, [
  each('Retenciones/Retencion', node(C33, ['Impuesto', 'Importe'])),
  'TotalImpuestosRetenidos?',
  each('Traslados/Traslado', node(C33, ['Impuesto', 'TipoFactor', 'TasaOCuota', 'Importe'])),
  'TotalImpuestosTrasladados?',
]);
const comprobante33 = node(C33, [
  'Version',
  'Serie?',
  'Folio?',
  'Fecha',
  'FormaPago?',
  'NoCertificado',
  'CondicionesDePago?',
  'SubTotal',
  'Descuento?',
  'Moneda',
  'TipoCambio?',
  'Total',
  'TipoDeComprobante',
  'MetodoPago?',
  'LugarExpedicion',
  'Confirmacion?',
  each('CfdiRelacionados', relacionados33),
  each('Emisor', emisor33),
  each('Receptor', receptor33),
  each('Conceptos/Concepto', concepto33),
  each('Impuestos', impuestos33),
  complementsIn('Complemento'),
]);

/** The CFDI 3.3 tables by node kind. */
export const CFDI_33 = {
  Comprobante: comprobante33,
  CfdiRelacionados: relacionados33,
  Emisor: emisor33,
  Receptor: receptor33,
  Concepto: concepto33,
  Parte: parte33,
  Impuestos: impuestos33,
} as const;

// Pagos 2.0 (Pagos20.xslt).
const P20 = NS.pago20;
const totales20 = node(P20, [
  'TotalRetencionesIVA?',
  'TotalRetencionesISR?',
  'TotalRetencionesIEPS?',
  'TotalTrasladosBaseIVA16?',
  'TotalTrasladosImpuestoIVA16?',
  'TotalTrasladosBaseIVA8?',
  'TotalTrasladosImpuestoIVA8?',
  'TotalTrasladosBaseIVA0?',
  'TotalTrasladosImpuestoIVA0?',
  'TotalTrasladosBaseIVAExento?',
  'MontoTotalPagos',
]);
const docto20 = node(P20, [
  'IdDocumento',
  'Serie?',
  'Folio?',
  'MonedaDR',
  'EquivalenciaDR?',
  'NumParcialidad',
  'ImpSaldoAnt',
  'ImpPagado',
  'ImpSaldoInsoluto',
  'ObjetoImpDR',
  each(
    'ImpuestosDR/RetencionesDR/RetencionDR',
    node(P20, ['BaseDR', 'ImpuestoDR', 'TipoFactorDR', 'TasaOCuotaDR', 'ImporteDR']),
  ),
  each(
    'ImpuestosDR/TrasladosDR/TrasladoDR',
    node(P20, ['BaseDR', 'ImpuestoDR', 'TipoFactorDR', 'TasaOCuotaDR?', 'ImporteDR?']),
  ),
]);
const impuestosP20 = node(P20, [
  each('RetencionesP/RetencionP', node(P20, ['ImpuestoP', 'ImporteP'])),
  each(
    'TrasladosP/TrasladoP',
    node(P20, ['BaseP', 'ImpuestoP', 'TipoFactorP', 'TasaOCuotaP?', 'ImporteP?']),
  ),
]);
/** The payment's own attributes, the same in Pagos 1.0 and 2.0. */
const PAGO = [
  'FechaPago',
  'FormaDePagoP',
  'MonedaP',
  'TipoCambioP?',
  'Monto',
  'NumOperacion?',
  'RfcEmisorCtaOrd?',
  'NomBancoOrdExt?',
  'CtaOrdenante?',
  'RfcEmisorCtaBen?',
  'CtaBeneficiario?',
  'TipoCadPago?',
  'CertPago?',
  'CadPago?',
  'SelloPago?',
];
const pago20 = node(P20, [
  ...PAGO,
  each('DoctoRelacionado', docto20),
  each('ImpuestosP', impuestosP20),
]);
const pagos20 = node(P20, ['Version', each('Totales', totales20), each('Pago', pago20)]);

/** The Pagos 2.0 tables by node kind. */
export const PAGOS_20 = {
  Pagos: pagos20,
  Totales: totales20,
  Pago: pago20,
  DoctoRelacionado: docto20,
  ImpuestosP: impuestosP20,
} as const;

// Pagos 1.0 (Pagos10.xslt).
const P10 = NS.pago10;
const docto10 = node(P10, [
  'IdDocumento',
  'Serie?',
  'Folio?',
  'MonedaDR',
  'TipoCambioDR?',
  'MetodoDePagoDR',
  'NumParcialidad?',
  'ImpSaldoAnt?',
  'ImpPagado?',
  'ImpSaldoInsoluto?',
]);
/** Pagos 1.0 writes the totals first, then the withholdings and the transfers. */
const impuestos10 = node(P10, [
  'TotalImpuestosRetenidos?',
  'TotalImpuestosTrasladados?',
  each('Retenciones/Retencion', node(P10, ['Impuesto', 'Importe'])),
  each('Traslados/Traslado', node(P10, ['Impuesto', 'TipoFactor', 'TasaOCuota', 'Importe'])),
]);
const pago10 = node(P10, [
  ...PAGO,
  each('DoctoRelacionado', docto10),
  each('Impuestos', impuestos10),
]);
const pagos10 = node(P10, ['Version', each('Pago', pago10)]);

/** The Pagos 1.0 tables by node kind. */
export const PAGOS_10 = {
  Pagos: pagos10,
  Pago: pago10,
  DoctoRelacionado: docto10,
  Impuestos: impuestos10,
} as const;

/** Impuestos locales 1.0 (implocal.xslt): every withholding, then every transfer. */
export const IMPUESTOS_LOCALES = node(NS.implocal, [
  'version',
  'TotaldeRetenciones',
  'TotaldeTraslados',
  each('RetencionesLocales', node(NS.implocal, ['ImpLocRetenido', 'TasadeRetencion', 'Importe'])),
  each('TrasladosLocales', node(NS.implocal, ['ImpLocTrasladado', 'TasadeTraslado', 'Importe'])),
]);

/**
 * The complements the portal receives, by namespace and name: the table that writes each, or
 * `excluded` for the stamp, which the certifier adds after the issuer sealed.
 */
const COMPLEMENTS: ReadonlyMap<string, CadenaNode | 'excluded'> = new Map<
  string,
  CadenaNode | 'excluded'
>([
  [`${NS.pago20} Pagos`, pagos20],
  [`${NS.pago10} Pagos`, pagos10],
  [`${NS.implocal} ImpuestosLocales`, IMPUESTOS_LOCALES],
  [`${NS.tfd} TimbreFiscalDigital`, 'excluded'],
]);

export type CadenaResult =
  | { readonly ok: true; readonly cadena: string }
  /** A complement with no table here: `{namespace}name`, as found. */
  | { readonly ok: false; readonly unsupported: string };

/** XPath normalize-space over XML white space only (String.trim would also remove NBSP). */
export function normalizeSpace(value: string): string {
  return NEEDS_NORMALIZING.test(value)
    ? value.replace(XML_SPACES, ' ').replace(EDGE_SPACE, '')
    : value;
}
const NEEDS_NORMALIZING = /^[ \t\r\n]|[ \t\r\n]$|[\t\r\n]| {2}/;
const XML_SPACES = /[ \t\r\n]+/g;
const EDGE_SPACE = /^ | $/g;

class Unsupported extends Error {
  constructor(readonly which: string) {
    super(which);
  }
}

function write(n: XNode, table: CadenaNode, out: string[]): void {
  for (const step of table.steps) {
    if (step.kind === 'attr') {
      // Names come from the tables, never from the document (see xml-node.ts).
      const value = n.attrs[step.attr];
      if (value !== undefined) out.push(normalizeSpace(value));
      else if (!step.optional) out.push('');
    } else visit(n, table.ns, step, 0, out);
  }
}

/**
 * Follows a step's path of local names (in the table's namespace) down from a node and writes
 * every node at its end, depth first: the document order in which the stylesheet selects them.
 */
function visit(
  from: XNode,
  ns: string,
  step: Exclude<Step, { kind: 'attr' }>,
  depth: number,
  out: string[],
): void {
  const name = step.path[depth];
  const last = depth === step.path.length - 1;
  for (const c of from.children) {
    if (c.name !== name || c.ns !== ns) continue;
    if (!last) visit(c, ns, step, depth + 1, out);
    else if (step.kind === 'node') write(c, step.node, out);
    else writeComplements(c, out);
  }
}

/** Each complement under a holder (Complemento, ComplementoConcepto), by its own table. */
function writeComplements(holder: XNode, out: string[]): void {
  for (const c of holder.children) {
    const complement = COMPLEMENTS.get(`${c.ns ?? ''} ${c.name}`);
    if (complement === undefined) throw new Unsupported(`{${c.ns ?? ''}}${c.name}`);
    if (complement !== 'excluded') write(c, complement, out);
  }
}

/** Writes one node with one table: the cadena of that node alone, `||` around it. */
export function cadenaOfNode(n: XNode, table: CadenaNode): CadenaResult {
  const out: string[] = [];
  try {
    write(n, table, out);
  } catch (e) {
    if (e instanceof Unsupported) return { ok: false, unsupported: e.which };
    throw e;
  }
  return { ok: true, cadena: `||${out.join('|')}||` };
}

/**
 * The cadena original of a Comprobante 4.0 or 3.3 (the root as the secure parser read it), or the
 * complement that keeps it from being built.
 */
export function cadenaOriginal(root: XNode): CadenaResult {
  return cadenaOfNode(root, root.ns === NS.cfdi40 ? comprobante40 : comprobante33);
}
