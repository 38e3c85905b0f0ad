/**
 * Reads the namespace-resolved tree into the CFDI's parts (voucher, issuer, receiver, concepts and
 * their taxes, tax summary, local taxes, stamps, payments), keeping every value as its decoded text
 * so the checks can judge format and amounts themselves.
 */
import { NS, childOf, childrenOf, pathOf, type Attrs, type XNode } from './xml-node';

export type CfdiVersion = '3.3' | '4.0';

export interface TaxLine {
  readonly kind: 'traslado' | 'retencion';
  readonly attrs: Attrs;
}

export interface Concept {
  readonly attrs: Attrs;
  readonly hasTaxes: boolean;
  readonly taxes: readonly TaxLine[];
  readonly cuentaPredial: readonly string[];
}

export interface RelatedDocument {
  readonly attrs: Attrs;
  readonly taxes: readonly TaxLine[];
}

export interface Payment {
  readonly attrs: Attrs;
  readonly documents: readonly RelatedDocument[];
  /** Pagos 2.0 ImpuestosP lines (attribute names end in P). */
  readonly taxes: readonly TaxLine[];
}

export interface PaymentComplement {
  readonly ns: string;
  readonly attrs: Attrs;
  readonly totals: Attrs | null;
  readonly payments: readonly Payment[];
}

export interface CfdiDocument {
  readonly ns: string;
  readonly version: CfdiVersion;
  readonly voucher: Attrs;
  readonly issuer: Attrs | null;
  readonly receiver: Attrs | null;
  readonly concepts: readonly Concept[];
  readonly summary: { readonly attrs: Attrs; readonly taxes: readonly TaxLine[] } | null;
  readonly localTaxes: {
    readonly attrs: Attrs;
    readonly transfers: readonly Attrs[];
    readonly withholdings: readonly Attrs[];
  } | null;
  readonly stamps: readonly XNode[];
  readonly paymentComplements: readonly PaymentComplement[];
}

function taxLines(impuestos: XNode | null, ns: string, suffix = ''): TaxLine[] {
  return [
    ...pathOf(impuestos, ns, [`Traslados${suffix}`, `Traslado${suffix}`]).map((n) => ({
      kind: 'traslado' as const,
      attrs: n.attrs,
    })),
    ...pathOf(impuestos, ns, [`Retenciones${suffix}`, `Retencion${suffix}`]).map((n) => ({
      kind: 'retencion' as const,
      attrs: n.attrs,
    })),
  ];
}

function readPayments(node: XNode): PaymentComplement {
  const ns = node.ns ?? '';
  return {
    ns,
    attrs: node.attrs,
    totals: childOf(node, ns, 'Totales')?.attrs ?? null,
    payments: childrenOf(node, ns, 'Pago').map((p) => ({
      attrs: p.attrs,
      documents: childrenOf(p, ns, 'DoctoRelacionado').map((d) => ({
        attrs: d.attrs,
        taxes: taxLines(childOf(d, ns, 'ImpuestosDR'), ns, 'DR'),
      })),
      taxes: taxLines(childOf(p, ns, 'ImpuestosP'), ns, 'P'),
    })),
  };
}

/** Reads a Comprobante whose namespace and version are already known to agree. */
export function readDocument(root: XNode, version: CfdiVersion): CfdiDocument {
  const ns = version === '4.0' ? NS.cfdi40 : NS.cfdi33;
  const complements = childrenOf(root, ns, 'Complemento');
  const inComplements = (uri: string, name: string): XNode[] =>
    complements.flatMap((c) => childrenOf(c, uri, name));
  const summaryNode = childOf(root, ns, 'Impuestos');
  const local = inComplements(NS.implocal, 'ImpuestosLocales')[0] ?? null;
  return {
    ns,
    version,
    voucher: root.attrs,
    issuer: childOf(root, ns, 'Emisor')?.attrs ?? null,
    receiver: childOf(root, ns, 'Receptor')?.attrs ?? null,
    concepts: pathOf(root, ns, ['Conceptos', 'Concepto']).map((c) => {
      const impuestos = childOf(c, ns, 'Impuestos');
      return {
        attrs: c.attrs,
        hasTaxes: impuestos !== null,
        taxes: taxLines(impuestos, ns),
        cuentaPredial: childrenOf(c, ns, 'CuentaPredial').map((p) => p.attrs['Numero'] ?? ''),
      };
    }),
    summary: summaryNode ? { attrs: summaryNode.attrs, taxes: taxLines(summaryNode, ns) } : null,
    localTaxes: local
      ? {
          attrs: local.attrs,
          transfers: childrenOf(local, NS.implocal, 'TrasladosLocales').map((n) => n.attrs),
          withholdings: childrenOf(local, NS.implocal, 'RetencionesLocales').map((n) => n.attrs),
        }
      : null,
    stamps: inComplements(NS.tfd, 'TimbreFiscalDigital'),
    paymentComplements: [
      ...inComplements(NS.pago10, 'Pagos'),
      ...inComplements(NS.pago20, 'Pagos'),
    ].map(readPayments),
  };
}
