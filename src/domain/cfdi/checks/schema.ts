/**
 * `schema` group: what the SAT XSDs impose on a CFDI 3.3 / 4.0 — required attributes, amount,
 * RFC and date formats, and the Moneda, TipoDeComprobante, ObjetoImp and TipoFactor catalogues.
 * The seal attributes (Sello, Certificado) are judged by the `tfd` group.
 */
import {
  CURRENCY_DECIMALS,
  SAT_DATE_TIME,
  SAT_RFC_PATTERN,
  TAXES,
  TAX_FACTORS,
  TAX_OBJECTS,
  VOUCHER_TYPES,
} from '../catalogues';
import { isAmountText } from '../decimal';
import type { CfdiDocument, TaxLine } from '../document';
import type { MessageRef } from '../messages';
import type { Attrs } from '../xml-node';
import { at, excluded, failure, judge, pass, type CheckOutcome } from './check';

const G = 'schema';

/** Spec 2 §5 names these fields; a missing one is reported with its label plus textCommonsXml. */
const SPEC_FIELDS: Readonly<Record<string, MessageRef['key']>> = {
  'Emisor@Rfc': 'nifEmisor',
  'Receptor@Rfc': 'nifReceptor',
  'Emisor@Nombre': 'NombreEmisor',
  'Receptor@Nombre': 'NombreReceptor',
  'Comprobante@Fecha': 'FechaHoraEmision',
  'Comprobante@SubTotal': 'subTotal',
  'Comprobante@Total': 'total',
  'Comprobante@Moneda': 'CodigoMoneda',
};

const REQUIRED = {
  '3.3': {
    Comprobante: [
      'Version',
      'Fecha',
      'NoCertificado',
      'SubTotal',
      'Moneda',
      'Total',
      'TipoDeComprobante',
      'LugarExpedicion',
    ],
    Emisor: ['Rfc', 'RegimenFiscal'],
    Receptor: ['Rfc', 'UsoCFDI'],
    Concepto: [
      'ClaveProdServ',
      'Cantidad',
      'ClaveUnidad',
      'Descripcion',
      'ValorUnitario',
      'Importe',
    ],
  },
  '4.0': {
    Comprobante: [
      'Version',
      'Fecha',
      'NoCertificado',
      'SubTotal',
      'Moneda',
      'Total',
      'TipoDeComprobante',
      'Exportacion',
      'LugarExpedicion',
    ],
    Emisor: ['Rfc', 'Nombre', 'RegimenFiscal'],
    Receptor: ['Rfc', 'Nombre', 'DomicilioFiscalReceptor', 'RegimenFiscalReceptor', 'UsoCFDI'],
    Concepto: [
      'ClaveProdServ',
      'Cantidad',
      'ClaveUnidad',
      'Descripcion',
      'ValorUnitario',
      'Importe',
      'ObjetoImp',
    ],
  },
} as const;

function missingIn(attrs: Attrs | null, node: string, names: readonly string[]): string[] {
  if (!attrs) return [node];
  return names.filter((n) => attrs[n] === undefined).map((n) => at(node, n));
}

function requiredCheck(doc: CfdiDocument): CheckOutcome {
  const req = REQUIRED[doc.version];
  const missing = [
    ...missingIn(doc.voucher, 'Comprobante', req.Comprobante),
    ...missingIn(doc.issuer, 'Emisor', req.Emisor),
    ...missingIn(doc.receiver, 'Receptor', req.Receptor),
    ...(doc.concepts.length === 0 ? ['Conceptos/Concepto'] : []),
  ];
  doc.concepts.forEach((c, i) => {
    if (req.Concepto.some((n) => c.attrs[n] === undefined))
      missing.push(...missingIn(c.attrs, `Concepto[${i + 1}]`, req.Concepto));
  });
  if (missing.length === 0) return pass('schema.required', G);
  const labelled = [
    ...missing.flatMap((m) => {
      const label = SPEC_FIELDS[m];
      return label ? [label] : [];
    }),
    ...(doc.issuer ? [] : (['nifEmisor'] as const)),
    ...(doc.receiver ? [] : (['nifReceptor'] as const)),
  ];
  return failure('schema.required', G, missing, {
    key: 'schema.required.error',
    detail: missing.join(', '),
    then: labelled.map((key) => ({ key, then: [{ key: 'textCommonsXml' }] })),
  });
}

/**
 * Every amount-like attribute whose text is not an amount, with its place. Places are named only
 * for the problems found: a 1,000-concept voucher has some 15,000 amounts to look at.
 */
function amountProblems(doc: CfdiDocument): string[] {
  const out: string[] = [];
  const take = (
    attrs: Attrs | null | undefined,
    node: string | (() => string),
    names: readonly string[],
    decimals = 6,
  ): void => {
    if (!attrs) return;
    for (const n of names) {
      const v = attrs[n];
      if (v !== undefined && !isAmountText(v, decimals))
        out.push(at(typeof node === 'string' ? node : node(), n, v));
    }
  };
  take(doc.voucher, 'Comprobante', ['SubTotal', 'Descuento', 'Total', 'TipoCambio']);
  const conceptNames = ['Cantidad', 'ValorUnitario', 'Importe', 'Descuento'];
  const taxNames = ['Base', 'Importe', 'TasaOCuota'];
  doc.concepts.forEach((c, i) => {
    take(c.attrs, () => `Concepto[${i + 1}]`, conceptNames);
    for (const t of c.taxes) take(t.attrs, () => `Concepto[${i + 1}]/${t.kind}`, taxNames);
  });
  take(doc.summary?.attrs, 'Impuestos', ['TotalImpuestosTrasladados', 'TotalImpuestosRetenidos']);
  doc.summary?.taxes.forEach((t) => take(t.attrs, `Impuestos/${t.kind}`, taxNames));
  take(doc.localTaxes?.attrs, 'ImpuestosLocales', ['TotaldeTraslados', 'TotaldeRetenciones']);
  doc.localTaxes?.transfers.forEach((a) =>
    take(a, 'TrasladosLocales', ['Importe', 'TasadeTraslado']),
  );
  doc.localTaxes?.withholdings.forEach((a) =>
    take(a, 'RetencionesLocales', ['Importe', 'TasadeRetencion']),
  );
  for (const pc of doc.paymentComplements) {
    // Totales are t_ImporteMXN: at most 2 decimals.
    if (pc.totals) take(pc.totals, 'Totales', Object.keys(pc.totals), 2);
    pc.payments.forEach((p, i) => {
      take(p.attrs, `Pago[${i + 1}]`, ['Monto', 'TipoCambioP']);
      p.documents.forEach((d, j) => {
        const node = `Pago[${i + 1}]/DoctoRelacionado[${j + 1}]`;
        take(d.attrs, node, ['ImpSaldoAnt', 'ImpPagado', 'ImpSaldoInsoluto', 'TipoCambioDR']);
        take(d.attrs, node, ['EquivalenciaDR'], 10);
      });
    });
  }
  return out;
}

const TAX_ATTRS = new Map(
  ['', 'P', 'DR'].map((suffix) => [
    suffix,
    {
      factor: `TipoFactor${suffix}`,
      rate: `TasaOCuota${suffix}`,
      amount: `Importe${suffix}`,
      tax: `Impuesto${suffix}`,
    },
  ]),
);

/**
 * Adds a tax line's catalogue and TipoFactor problems to `out`; `where` is named only on a problem.
 * `exemptCode` prefixes an exempt line's stray TasaOCuota or Importe (CFDI40213 in a 4.0 summary).
 */
function taxLineProblems(
  out: string[],
  line: TaxLine,
  where: () => string,
  suffix: '' | 'P' | 'DR',
  summary: boolean,
  exemptCode = '',
): void {
  const names = TAX_ATTRS.get(suffix);
  if (!names) return;
  const a = line.attrs;
  const factor = a[names.factor];
  const rate = a[names.rate];
  const amount = a[names.amount];
  const tax = a[names.tax];
  if (tax !== undefined && !TAXES.has(tax)) out.push(at(where(), names.tax, tax));
  // Summary withholdings carry only Impuesto and Importe.
  if (summary && line.kind === 'retencion') return;
  if (factor === undefined || !TAX_FACTORS.has(factor)) {
    out.push(at(where(), names.factor, factor));
  } else if (factor === 'Exento') {
    if (line.kind === 'retencion') out.push(`${where()}: Exento`);
    if (rate !== undefined) out.push(`${exemptCode}${at(where(), names.rate, rate)}`);
    if (amount !== undefined) out.push(`${exemptCode}${at(where(), names.amount, amount)}`);
  } else {
    if (rate === undefined) out.push(at(where(), names.rate));
    if (amount === undefined) out.push(at(where(), names.amount));
  }
}

function tipoFactorCheck(doc: CfdiDocument): CheckOutcome {
  const problems: string[] = [];
  doc.concepts.forEach((c, i) => {
    for (const t of c.taxes)
      taxLineProblems(problems, t, () => `Concepto[${i + 1}]/${t.kind}`, '', false);
  });
  const summaryExemptCode = doc.version === '4.0' ? 'CFDI40213 ' : '';
  doc.summary?.taxes.forEach((t) =>
    taxLineProblems(problems, t, () => `Impuestos/${t.kind}`, '', true, summaryExemptCode),
  );
  for (const pc of doc.paymentComplements) {
    pc.payments.forEach((p, i) => {
      p.taxes.forEach((t) =>
        taxLineProblems(
          problems,
          t,
          () => `Pago[${i + 1}]/${t.kind}P`,
          'P',
          t.kind === 'retencion',
        ),
      );
      p.documents.forEach((d, j) =>
        d.taxes.forEach((t) =>
          taxLineProblems(
            problems,
            t,
            () => `Pago[${i + 1}]/DoctoRelacionado[${j + 1}]/${t.kind}DR`,
            'DR',
            false,
          ),
        ),
      );
    });
  }
  return judge('schema.tipoFactor', G, problems);
}

function rfcPatternProblems(doc: CfdiDocument): string[] {
  return (
    [
      ['Emisor', doc.issuer?.['Rfc']],
      ['Receptor', doc.receiver?.['Rfc']],
    ] as const
  )
    .filter(([, v]) => v !== undefined && !SAT_RFC_PATTERN.test(v))
    .map(([node, v]) => at(node, 'Rfc', v));
}

export function rfcPatternOk(value: string | undefined): boolean {
  return value !== undefined && SAT_RFC_PATTERN.test(value);
}

export function schemaChecks(doc: CfdiDocument): CheckOutcome[] {
  const dates: string[] = [];
  const fecha = doc.voucher['Fecha'];
  if (fecha !== undefined && !SAT_DATE_TIME.test(fecha))
    dates.push(at('Comprobante', 'Fecha', fecha));
  doc.stamps.forEach((s) => {
    const f = s.attrs['FechaTimbrado'];
    if (f !== undefined && !SAT_DATE_TIME.test(f))
      dates.push(at('TimbreFiscalDigital', 'FechaTimbrado', f));
  });
  doc.paymentComplements.forEach((pc) =>
    pc.payments.forEach((p, i) => {
      const f = p.attrs['FechaPago'];
      if (f !== undefined && !SAT_DATE_TIME.test(f))
        dates.push(at(`Pago[${i + 1}]`, 'FechaPago', f));
    }),
  );
  const currencies = [
    ['Comprobante', 'Moneda', doc.voucher['Moneda']] as const,
    ...doc.paymentComplements.flatMap((pc) =>
      pc.payments.flatMap((p, i) => [
        [`Pago[${i + 1}]`, 'MonedaP', p.attrs['MonedaP']] as const,
        ...p.documents.map(
          (d, j) =>
            [`Pago[${i + 1}]/DoctoRelacionado[${j + 1}]`, 'MonedaDR', d.attrs['MonedaDR']] as const,
        ),
      ]),
    ),
  ];
  const type = doc.voucher['TipoDeComprobante'];
  return [
    requiredCheck(doc),
    judge('schema.amountFormat', G, amountProblems(doc)),
    judge('schema.rfcPattern', G, rfcPatternProblems(doc)),
    judge('schema.dateFormat', G, dates),
    judge(
      'schema.moneda',
      G,
      currencies
        .filter(([, , v]) => v !== undefined && !CURRENCY_DECIMALS.has(v))
        .map(([n, a, v]) => at(n, a, v)),
    ),
    type === undefined || VOUCHER_TYPES.has(type)
      ? pass('schema.tipoDeComprobante', G)
      : failure('schema.tipoDeComprobante', G, [at('Comprobante', 'TipoDeComprobante', type)]),
    doc.version === '4.0' ? objetoImpCheck(doc) : excluded('schema.objetoImp', G),
    tipoFactorCheck(doc),
  ];
}

function objetoImpCheck(doc: CfdiDocument): CheckOutcome {
  const problems: string[] = [];
  doc.concepts.forEach((c, i) => {
    const v = c.attrs['ObjetoImp'];
    if (v === undefined) return;
    if (!TAX_OBJECTS.has(v)) problems.push(at(`Concepto[${i + 1}]`, 'ObjetoImp', v));
    else if (v === '02' && !c.hasTaxes)
      problems.push(`Concepto[${i + 1}]: ObjetoImp 02 sin Impuestos`);
    else if (v === '01' && c.hasTaxes)
      problems.push(`Concepto[${i + 1}]: ObjetoImp 01 con Impuestos`);
  });
  return judge('schema.objetoImp', G, problems);
}
