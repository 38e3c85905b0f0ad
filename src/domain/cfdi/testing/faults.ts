/**
 * One-fault edits of a generated CFDI, each paired with the only check it must make fail. Where a
 * fault would ripple into a second rule (changing a sum changes the Total), the edit compensates so
 * the document stays right in every other respect. The generator seals after the edit (so the seal
 * still verifies), except for the faults seal-faults.ts makes on the sealed document.
 */
import { add, decimalsOf, formatDecimal, parseDecimal, sub } from '../decimal';
import { SEAL_FAULTS } from './seal-faults';
import { editFirst, el, localName, mapTree, setAttr, type El } from './xml-writer';

/** Adds `delta` (e.g. "0.01", "-1") to an amount, keeping its written decimals. */
export function bump(text: string | undefined, delta: string): string {
  const value = parseDecimal(text ?? '0');
  const d = parseDecimal(delta.replace('-', ''));
  if (!value || !d) throw new Error(`not an amount: ${text ?? ''}`);
  const next = delta.startsWith('-') ? sub(value, d) : add(value, d);
  return formatDecimal(next, Math.max(decimalsOf(text ?? '0'), decimalsOf(delta)));
}

const attr = (name: string, fn: (v: string | undefined) => string | null) => (n: El) =>
  setAttr(n, name, fn(n.attrs[name]));
const root = (fn: (n: El) => El) => (tree: El) => fn(tree);
const first = (name: string, fn: (n: El) => El) => (tree: El) => editFirst(tree, name, fn);
const chain =
  (...edits: ((tree: El) => El)[]) =>
  (tree: El) =>
    edits.reduce((t, e) => e(t), tree);
const bumpTotal = (delta: string) => root(attr('Total', (v) => bump(v, delta)));
/** Rewrites the voucher's tax summary (the Impuestos that is the Comprobante's child). */
const summary = (fn: (n: El) => El) => (tree: El) => ({
  ...tree,
  children: tree.children.map((c) => (localName(c) === 'Impuestos' ? fn(c) : c)),
});
const isExemptLine = (n: El): boolean =>
  localName(n) === 'Traslado' && n.attrs['TipoFactor'] === 'Exento';

/** Fault -> [edit, the check ids that must fail and no others]. */
export const FAULTS = {
  // xml
  wrongRoot: [root((n) => ({ ...n, name: 'cfdi:Factura' })), ['xml.root']],
  wrongNamespace: [root(attr('xmlns:cfdi', () => 'http://example.com/cfd')), ['xml.namespace']],
  wrongVersion: [root(attr('Version', () => '3.2')), ['xml.version']],
  // schema
  missingRequired: [root(attr('LugarExpedicion', () => null)), ['schema.required']],
  missingIssuerName: [
    first(
      'Emisor',
      attr('Nombre', () => null),
    ),
    ['schema.required'],
  ],
  amountFormat: [root(attr('SubTotal', (v) => ` ${v ?? ''}`)), ['schema.amountFormat']],
  rfcPattern: [
    first(
      'Emisor',
      attr('Rfc', (v) => ` ${v ?? ''}`),
    ),
    ['schema.rfcPattern'],
  ],
  dateFormat: [root(attr('Fecha', (v) => (v ?? '').replace('T', ' '))), ['schema.dateFormat']],
  moneda: [root(attr('Moneda', () => 'MXP')), ['schema.moneda']],
  tipoDeComprobante: [root(attr('TipoDeComprobante', () => 'X')), ['schema.tipoDeComprobante']],
  objetoImp: [
    first(
      'Concepto',
      attr('ObjetoImp', () => '01'),
    ),
    ['schema.objetoImp'],
  ],
  exentoWithRate: [
    (tree: El) =>
      mapTree(tree, (n) =>
        localName(n) === 'Traslado' &&
        n.attrs['TipoFactor'] === 'Exento' &&
        n.attrs['Base'] &&
        n.attrs['Importe'] === undefined
          ? setAttr(n, 'TasaOCuota', '0.000000')
          : n,
      ),
    ['schema.tipoFactor'],
  ],
  // sums
  conceptImporte: [
    first(
      'Concepto',
      attr('ValorUnitario', (v) => bump(v, '1')),
    ),
    ['sums.conceptImporte'],
  ],
  conceptTaxBase: [
    (tree: El) => {
      let seen = 0;
      return mapTree(tree, (n) => {
        if (localName(n) !== 'Concepto') return n;
        seen++;
        const delta = seen === 1 ? '1' : seen === 2 ? '-1' : null;
        if (!delta) return n;
        return editFirst(
          n,
          'Traslado',
          attr('Base', (v) => bump(v, delta)),
        );
      });
    },
    ['sums.conceptTaxes'],
  ],
  subTotal: [
    chain(root(attr('SubTotal', (v) => bump(v, '0.01'))), bumpTotal('0.01')),
    ['sums.subTotal'],
  ],
  descuento: [
    chain(root(attr('Descuento', (v) => bump(v, '0.01'))), bumpTotal('-0.01')),
    ['sums.descuento'],
  ],
  taxSummary: [
    (tree: El) =>
      bumpTotal('0.01')(
        mapTree(tree, (n) =>
          localName(n) === 'Impuestos' && n.attrs['TotalImpuestosTrasladados'] !== undefined
            ? editFirst(
                setAttr(
                  n,
                  'TotalImpuestosTrasladados',
                  bump(n.attrs['TotalImpuestosTrasladados'], '0.01'),
                ),
                'Traslado',
                attr('Importe', (v) => bump(v, '0.01')),
              )
            : n,
        ),
      ),
    ['sums.taxTotals'],
  ],
  /** 4.0 already lists the exempt IEPS (now twice, CFDI40218); 3.3 never lists one. */
  exemptSummaryLine: [
    summary((n) =>
      mapTree(n, (c) =>
        localName(c) === 'Traslados'
          ? {
              ...c,
              children: [
                ...c.children,
                el('cfdi:Traslado', { Impuesto: '003', TipoFactor: 'Exento' }),
              ],
            }
          : c,
      ),
    ),
    ['sums.taxTotals'],
  ],
  /** 4.0 lists each exempt tax with its Base (CFDI40213, CFDI40215). */
  exemptSummaryLineMissing: [
    summary((n) =>
      mapTree(n, (c) => ({ ...c, children: c.children.filter((g) => !isExemptLine(g)) })),
    ),
    ['sums.taxTotals'],
  ],
  /** 4.0: a summary Base is the rounded sum of the concepts' (CFDI40215). */
  summaryBase: [
    summary((n) =>
      editFirst(
        n,
        'Traslado',
        attr('Base', (v) => bump(v, '0.01')),
      ),
    ),
    ['sums.taxTotals'],
  ],
  /** Taxed transfers require TotalImpuestosTrasladados (CFDI40212, CFDI33190); Total still adds up. */
  noTotalTraslados: [
    (tree: El) => {
      const declared = tree.children.find((c) => localName(c) === 'Impuestos')?.attrs[
        'TotalImpuestosTrasladados'
      ];
      return bumpTotal(`-${declared ?? '0'}`)(
        summary(attr('TotalImpuestosTrasladados', () => null))(tree),
      );
    },
    ['sums.totalTaxes'],
  ],
  totalTaxes: [
    (tree: El) =>
      bumpTotal('0.01')(
        mapTree(tree, (n) =>
          n.attrs['TotalImpuestosTrasladados'] !== undefined
            ? setAttr(
                n,
                'TotalImpuestosTrasladados',
                bump(n.attrs['TotalImpuestosTrasladados'], '0.01'),
              )
            : n,
        ),
      ),
    ['sums.totalTaxes'],
  ],
  localTotal: [
    chain(
      first(
        'ImpuestosLocales',
        attr('TotaldeRetenciones', (v) => bump(v, '0.01')),
      ),
      bumpTotal('-0.01'),
    ),
    ['sums.localTaxes'],
  ],
  total: [bumpTotal('0.01'), ['sums.total']],
  // rfc and regime
  // The generator's one certificate is EKU9003173C9's: another issuer RFC is not the certificate's.
  rfcDate: [
    first(
      'Emisor',
      attr('Rfc', () => 'EKU9002303C9'),
    ),
    ['rfc.issuer', 'seal.certificateRfc'],
  ],
  genericIssuer: [
    first('Emisor', (n) => setAttr(setAttr(n, 'Rfc', 'XAXX010101000'), 'RegimenFiscal', '616')),
    ['rfc.issuerNotGeneric', 'seal.certificateRfc'],
  ],
  issuerRegime: [
    first(
      'Emisor',
      attr('RegimenFiscal', () => '612'),
    ),
    ['regime.issuer'],
  ],
  receiverRegime: [
    first(
      'Receptor',
      attr('RegimenFiscalReceptor', () => '605'),
    ),
    ['regime.receiver'],
  ],
  // tfd
  noTfd: [
    (tree: El) =>
      mapTree(tree, (n) => ({
        ...n,
        children: n.children.filter((c) => localName(c) !== 'TimbreFiscalDigital'),
      })),
    ['tfd.present'],
  ],
  twoTfd: [
    (tree: El) =>
      mapTree(tree, (n) =>
        localName(n) === 'Complemento'
          ? {
              ...n,
              children: [
                ...n.children,
                ...n.children.filter((c) => localName(c) === 'TimbreFiscalDigital'),
              ],
            }
          : n,
      ),
    ['tfd.present'],
  ],
  tfdVersion: [
    first(
      'TimbreFiscalDigital',
      attr('Version', () => '1.0'),
    ),
    ['tfd.present'],
  ],
  uuid: [
    first(
      'TimbreFiscalDigital',
      attr('UUID', () => 'not-a-uuid'),
    ),
    ['tfd.uuid'],
  ],
  selloCfd: [
    first(
      'TimbreFiscalDigital',
      attr('SelloCFD', (v) => `X${v ?? ''}`),
    ),
    ['tfd.selloCfd'],
  ],
  noSello: [root(attr('Sello', () => null)), ['tfd.selloCfd', 'seal.signature']],
  noCertifier: [
    first(
      'TimbreFiscalDigital',
      attr('RfcProvCertif', () => null),
    ),
    ['tfd.certifier'],
  ],
  noFechaTimbrado: [
    first(
      'TimbreFiscalDigital',
      attr('FechaTimbrado', () => null),
    ),
    ['tfd.fechaTimbrado'],
  ],
  // dates
  stampBeforeIssue: [
    first(
      'TimbreFiscalDigital',
      attr('FechaTimbrado', (v) => (v ?? '').replace(/T\d\d/, 'T07')),
    ),
    ['dates.stampAfterIssue'],
  ],
  stampLate: [
    first(
      'TimbreFiscalDigital',
      attr('FechaTimbrado', (v) =>
        (v ?? '').replace(
          /-(\d\d)T/,
          (_m, d: string) => `-${String(Number(d) + 4).padStart(2, '0')}T`,
        ),
      ),
    ),
    ['dates.stampWithin72h'],
  ],
  /** A year on: after the tests' today, still within the test certificate's validity. */
  issueFuture: [
    chain(
      root(attr('Fecha', (v) => (v ?? '').replace(/^\d{4}/, '2027'))),
      first(
        'TimbreFiscalDigital',
        attr('FechaTimbrado', (v) => (v ?? '').replace(/^\d{4}/, '2027')),
      ),
    ),
    ['dates.issueNotFuture'],
  ],
  // pagos
  pagoAmounts: [
    chain(
      first('Concepto', (n) => setAttr(setAttr(n, 'ValorUnitario', '1'), 'Importe', '1')),
      root((n) => setAttr(setAttr(n, 'SubTotal', '1'), 'Total', '1')),
    ),
    ['pagos.voucherAmounts'],
  ],
  pagoCurrency: [root(attr('Moneda', () => 'MXN')), ['pagos.currency']],
  pagoFormaPago: [root(attr('FormaPago', () => '03')), ['pagos.noPaymentFormMethod']],
  pagoMetodoPago: [root(attr('MetodoPago', () => 'PPD')), ['pagos.noPaymentFormMethod']],
  paymentForm99: [
    first(
      'Pago',
      attr('FormaDePagoP', () => '99'),
    ),
    ['pagos.payment'],
  ],
  noIdDocumento: [
    first(
      'DoctoRelacionado',
      attr('IdDocumento', () => null),
    ),
    ['pagos.idDocumento'],
  ],
  saldoInsoluto: [
    first(
      'DoctoRelacionado',
      attr('ImpSaldoInsoluto', (v) => bump(v, '0.01')),
    ),
    ['pagos.saldoInsoluto'],
  ],
  /** Paid more than was owed: the balance would be negative (written 0.00, a valid amount). */
  saldoNegativo: [
    first('DoctoRelacionado', (n) =>
      setAttr(
        setAttr(n, 'ImpSaldoAnt', bump(n.attrs['ImpPagado'], '-0.01')),
        'ImpSaldoInsoluto',
        '0.00',
      ),
    ),
    ['pagos.saldoInsoluto'],
  ],
  /** Pagos 2.0 requires the balances; Pagos 1.0 for a PPD document (the generator's). */
  noImpSaldoAnt: [
    first(
      'DoctoRelacionado',
      attr('ImpSaldoAnt', () => null),
    ),
    ['pagos.relatedDocument'],
  ],
  /** Pagos 1.0 requires MetodoDePagoDR. */
  noMetodoDePagoDR: [
    first(
      'DoctoRelacionado',
      attr('MetodoDePagoDR', () => null),
    ),
    ['pagos.relatedDocument'],
  ],
  /** A document in another currency than its payment, without EquivalenciaDR (2.0) / TipoCambioDR (1.0). */
  foreignDocument: [
    first('DoctoRelacionado', (n) =>
      setAttr(setAttr(n, 'MonedaDR', 'EUR'), 'EquivalenciaDR', null),
    ),
    ['pagos.relatedDocument'],
  ],
  paidOverMonto: [
    first('DoctoRelacionado', (n) =>
      setAttr(
        setAttr(n, 'ImpPagado', bump(n.attrs['ImpPagado'], '0.01')),
        'ImpSaldoAnt',
        bump(n.attrs['ImpSaldoAnt'], '0.01'),
      ),
    ),
    ['pagos.montoCoversPagado'],
  ],
  /** A cent under Σ ImpPagado / EquivalenciaDR truncated (CRP20217); MontoTotalPagos follows. */
  montoBelowPaid: [
    chain(
      first(
        'Pago',
        attr('Monto', (v) => bump(v, '-0.01')),
      ),
      first(
        'Totales',
        attr('MontoTotalPagos', (v) => bump(v, '-0.01')),
      ),
    ),
    ['pagos.montoCoversPagado'],
  ],
  accounts: [
    first(
      'Pago',
      attr('FormaDePagoP', () => '01'),
    ),
    ['pagos.accounts'],
  ],
  montoTotalPagos: [
    first(
      'Totales',
      attr('MontoTotalPagos', (v) => bump(v, '0.01')),
    ),
    ['pagos.totales'],
  ],
  totalesIva: [
    first(
      'Totales',
      attr('TotalTrasladosImpuestoIVA16', (v) => bump(v, '0.01')),
    ),
    ['pagos.totales'],
  ],
  totalesRetencionIsr: [
    first(
      'Totales',
      attr('TotalRetencionesISR', (v) => bump(v, '0.01')),
    ),
    ['pagos.totales'],
  ],
  totalesBaseExento: [
    first(
      'Totales',
      attr('TotalTrasladosBaseIVAExento', (v) => bump(v, '-0.01')),
    ),
    ['pagos.totales'],
  ],
  noTotales: [
    (tree: El) =>
      mapTree(tree, (n) => ({
        ...n,
        children: n.children.filter((c) => localName(c) !== 'Totales'),
      })),
    ['pagos.totales'],
  ],
  pagosVersion: [
    first(
      'Pagos',
      attr('Version', () => '9.9'),
    ),
    ['pagos.complement'],
  ],
  ...SEAL_FAULTS,
} as const satisfies Record<string, readonly [(tree: El) => El, readonly string[]]>;

export type Fault = keyof typeof FAULTS;

export function applyFault(tree: El, fault: Fault): El {
  return FAULTS[fault][0](tree);
}

/** The check ids a fault must make fail (and no others). */
export function expectedFailures(fault: Fault): readonly string[] {
  return FAULTS[fault][1];
}
