/**
 * `catalog` group (spec 2 §5 "Electronic validations"): the voucher's keys judged against the SAT's
 * CFDI 4.0 catalogues (sat-catalogues.generated.ts) — payment form and method, the issuer's regime
 * for its person type, the CFDI use for the receiver's person type and regime, unit keys, the
 * currency and the decimals it allows, export key, tax object, each tax line's Impuesto, TipoFactor
 * and TasaOCuota under the c_TasaOCuota rules, the receiver's country of residence — each one in
 * force on the voucher's Fecha.
 *
 * Product keys (c_ClaveProdServ, ~52,000) and postal codes (c_CodigoPostal, ~95,000) are too many
 * to carry to the browser: their shape (8 and 5 digits) is judged here, their existence from the
 * answers the server gives (catalogue-lookup.ts), as the `sat` group is from the tax authority's.
 * Without answers, or when the server has not loaded the catalogue, existence is a warning.
 *
 * One fault, one failing check: what the `schema` and `regime` groups already refuse by their own
 * slices of the catalogues (catalogues.ts) is theirs to report — an unknown currency, tax object,
 * tax or factor, a regime unknown or not for the RFC's person type — and is not judged again here.
 */
import { GENERIC_RFCS } from '../../rfc';
import { CURRENCY_DECIMALS, REGIMES, TAX_OBJECTS } from '../catalogues';
import { decimalsOf, isAmountText } from '../decimal';
import type { CfdiDocument } from '../document';
import type { CfdiData } from '../extract';
import type { MessageRef } from '../messages';
import { REGIMEN_FISCAL, USO_CFDI, type SatCatalogue } from '../sat-catalogues.generated';
import type { Attrs } from '../xml-node';
import { at, excluded, pass, type CheckOutcome } from './check';
import {
  currencyDecimals,
  dayOf,
  G,
  judged,
  keyProblem,
  listed,
  part,
  warning,
  type Problem,
} from './catalog-judge';
import { tasaOCuotaCheck } from './catalog-taxes';

export { catalogueKeys, currencyDecimals } from './catalog-judge';

/** The group's checks in report order. */
export const CATALOG_IDS = [
  'catalog.formaPago',
  'catalog.metodoPago',
  'catalog.regimenFiscal',
  'catalog.usoCfdi',
  'catalog.claveUnidad',
  'catalog.moneda',
  'catalog.exportacion',
  'catalog.objetoImp',
  'catalog.tasaOCuota',
  'catalog.residenciaFiscal',
  'catalog.claveProdServ',
  'catalog.codigoPostal',
] as const;

/**
 * What the server knows of the catalogues the browser does not carry: whether it has loaded each
 * one, and which of the document's keys it does not hold in force on the voucher's date.
 */
export interface CatalogueAnswer {
  readonly loaded: boolean;
  readonly unknown: readonly string[];
}
export type CatalogueAnswers = {
  productKeys?: CatalogueAnswer;
  postalCodes?: CatalogueAnswer;
};

type PersonType = 'legal' | 'natural';

/** 12 characters: a legal person (moral); 13: a natural person (física); else not judged here. */
function personOf(rfc: string | undefined): PersonType | null {
  const length = rfc?.trim().length;
  return length === 12 ? 'legal' : length === 13 ? 'natural' : null;
}

/**
 * Whether the `regime` group (checks/parties.ts) refuses this regime for this RFC: a generic RFC
 * must use 616; otherwise the regime must be one it knows for the RFC's person type.
 */
function regimeGroupRefuses(rfc: string | undefined, regime: string): boolean {
  if ((GENERIC_RFCS as readonly string[]).includes(rfc ?? '')) return regime !== '616';
  const entry = REGIMES.get(regime);
  if (!entry) return true;
  const person = personOf(rfc);
  if (person === null) return false;
  return person === 'legal' ? !entry.legal : !entry.natural;
}

const notForPerson = (person: PersonType): MessageRef =>
  part(person === 'legal' ? 'catalog.notForLegal' : 'catalog.notForNatural');

// --- Payment form and method ---------------------------------------------------------------

function formaPagoCheck(doc: CfdiDocument, day: string | null): CheckOutcome {
  const id = 'catalog.formaPago';
  const values: [string, string][] = [];
  const form = doc.voucher['FormaPago'];
  if (form !== undefined) values.push([at('Comprobante', 'FormaPago', form), form]);
  doc.paymentComplements.forEach((pc) =>
    pc.payments.forEach((p, i) => {
      const f = p.attrs['FormaDePagoP'];
      if (f !== undefined) values.push([at(`Pago[${i + 1}]`, 'FormaDePagoP', f), f]);
    }),
  );
  if (values.length === 0) return excluded(id, G);
  return judged(
    id,
    values.map(([where, v]) => keyProblem('c_FormaPago', where, v, day)),
  );
}

function voucherKeyCheck(
  id: string,
  doc: CfdiDocument,
  attr: string,
  catalogue: SatCatalogue,
  day: string | null,
): CheckOutcome {
  const v = doc.voucher[attr];
  if (v === undefined) return excluded(id, G);
  return judged(id, [keyProblem(catalogue, at('Comprobante', attr, v), v, day)]);
}

// --- Regimes and CFDI use ------------------------------------------------------------------

const regimesFor = (person: PersonType): string[] =>
  Object.entries(REGIMEN_FISCAL)
    .filter(([, [natural, legal]]) => (person === 'legal' ? legal : natural))
    .map(([code]) => code);

function regimenFiscalCheck(doc: CfdiDocument, day: string | null): CheckOutcome {
  const id = 'catalog.regimenFiscal';
  const regime = doc.issuer?.['RegimenFiscal'];
  if (regime === undefined || regimeGroupRefuses(doc.issuer?.['Rfc'], regime))
    return excluded(id, G);
  const where = at('Emisor', 'RegimenFiscal', regime);
  const missing = keyProblem('c_RegimenFiscal', where, regime, day);
  if (missing) return judged(id, [missing]);
  const person = personOf(doc.issuer?.['Rfc']);
  const entry = REGIMEN_FISCAL[regime];
  if (person === null || !entry) return pass(id, G);
  const applies = person === 'legal' ? entry[1] : entry[0];
  return judged(id, [
    applies
      ? null
      : [
          part('catalog.value', where),
          notForPerson(person),
          part('catalog.expected', listed(regimesFor(person))),
        ],
  ]);
}

/** CFDI 4.0: the use exists, applies to the receiver's person type and allows its regime. */
function usoCfdiCheck(doc: CfdiDocument, day: string | null): CheckOutcome {
  const id = 'catalog.usoCfdi';
  const use = doc.receiver?.['UsoCFDI'];
  if (doc.version !== '4.0' || use === undefined) return excluded(id, G);
  const where = at('Receptor', 'UsoCFDI', use);
  const missing = keyProblem('c_UsoCFDI', where, use, day);
  if (missing) return judged(id, [missing]);
  const entry = USO_CFDI[use];
  if (!entry) return pass(id, G);
  const problems: Problem[] = [];
  const person = personOf(doc.receiver?.['Rfc']);
  if (person !== null && !(person === 'legal' ? entry.legal : entry.natural)) {
    const fitting = Object.entries(USO_CFDI)
      .filter(([, u]) => (person === 'legal' ? u.legal : u.natural))
      .map(([code]) => code);
    problems.push([
      part('catalog.value', where),
      notForPerson(person),
      part('catalog.expected', listed(fitting)),
    ]);
  }
  const regime = doc.receiver?.['RegimenFiscalReceptor'];
  if (
    regime !== undefined &&
    !regimeGroupRefuses(doc.receiver?.['Rfc'], regime) &&
    !entry.regimes.includes(regime)
  )
    problems.push([
      part('catalog.value', where),
      part('catalog.usoCfdi.regime', regime),
      part('catalog.allows', listed(entry.regimes)),
    ]);
  return judged(id, problems);
}

// --- Concepts ------------------------------------------------------------------------------

function conceptKeyCheck(
  id: string,
  doc: CfdiDocument,
  attr: string,
  catalogue: SatCatalogue,
  day: string | null,
): CheckOutcome {
  const problems: (Problem | null)[] = [];
  doc.concepts.forEach((c, i) => {
    const v = c.attrs[attr];
    if (v !== undefined)
      problems.push(keyProblem(catalogue, at(`Concepto[${i + 1}]`, attr, v), v, day));
  });
  return problems.length === 0 ? excluded(id, G) : judged(id, problems);
}

/** CFDI 4.0: each concept's ObjetoImp, and each Pagos 2.0 related document's ObjetoImpDR. */
function objetoImpCheck(doc: CfdiDocument, day: string | null): CheckOutcome {
  const id = 'catalog.objetoImp';
  if (doc.version !== '4.0') return excluded(id, G);
  const problems: (Problem | null)[] = [];
  doc.concepts.forEach((c, i) => {
    const v = c.attrs['ObjetoImp'];
    if (v !== undefined && TAX_OBJECTS.has(v))
      problems.push(keyProblem('c_ObjetoImp', at(`Concepto[${i + 1}]`, 'ObjetoImp', v), v, day));
  });
  doc.paymentComplements.forEach((pc) =>
    pc.payments.forEach((p, i) =>
      p.documents.forEach((d, j) => {
        const v = d.attrs['ObjetoImpDR'];
        if (v !== undefined && TAX_OBJECTS.has(v)) {
          const where = at(`Pago[${i + 1}]/DoctoRelacionado[${j + 1}]`, 'ObjetoImpDR', v);
          problems.push(keyProblem('c_ObjetoImp', where, v, day));
        }
      }),
    ),
  );
  return problems.length === 0 ? excluded(id, G) : judged(id, problems);
}

// --- Currency ------------------------------------------------------------------------------

/**
 * The voucher's amounts a currency's decimals bound (Anexo 20: SubTotal, Descuento, Total and the
 * tax summary's totals, bases and amounts); concepts carry up to six decimals whatever the currency.
 */
function boundAmounts(doc: CfdiDocument): [string, string][] {
  const out: [string, string][] = [];
  const take = (attrs: Attrs | undefined, node: string, names: readonly string[]): void => {
    for (const n of names) {
      const v = attrs?.[n];
      if (v !== undefined && isAmountText(v)) out.push([at(node, n, v), v]);
    }
  };
  take(doc.voucher, 'Comprobante', ['SubTotal', 'Descuento', 'Total']);
  take(doc.summary?.attrs, 'Impuestos', ['TotalImpuestosTrasladados', 'TotalImpuestosRetenidos']);
  doc.summary?.taxes.forEach((t, i) =>
    take(t.attrs, `Impuestos/${t.kind}[${i + 1}]`, ['Base', 'Importe']),
  );
  return out;
}

function monedaCheck(doc: CfdiDocument, day: string | null): CheckOutcome {
  const id = 'catalog.moneda';
  const currency = doc.voucher['Moneda'];
  if (currency === undefined || !CURRENCY_DECIMALS.has(currency)) return excluded(id, G);
  const missing = keyProblem('c_Moneda', at('Comprobante', 'Moneda', currency), currency, day);
  if (missing) return judged(id, [missing]);
  const allowed = currencyDecimals(currency);
  if (allowed === undefined) return pass(id, G);
  return judged(
    id,
    boundAmounts(doc).map(([where, v]) =>
      decimalsOf(v) > allowed
        ? [part('catalog.value', where), part('catalog.decimals', `${currency} ${allowed}`)]
        : null,
    ),
  );
}

function residenciaFiscalCheck(doc: CfdiDocument, day: string | null): CheckOutcome {
  const id = 'catalog.residenciaFiscal';
  const country = doc.receiver?.['ResidenciaFiscal'];
  if (country === undefined) return excluded(id, G);
  return judged(id, [
    keyProblem('c_Pais', at('Receptor', 'ResidenciaFiscal', country), country, day),
  ]);
}

// --- Product keys and postal codes (judged from the server's answers) ----------------------

const PRODUCT_KEY = /^\d{8}$/;
const POSTAL_CODE = /^\d{5}$/;

/**
 * Keys whose existence the server judges: the shape is an error here; existence is an error when
 * the server's loaded catalogue lacks a key, and a warning when it has no catalogue loaded (or
 * gave no answer).
 */
function answeredCheck(
  id: 'catalog.claveProdServ' | 'catalog.codigoPostal',
  catalogue: string,
  values: readonly (readonly [string, string])[],
  shape: RegExp,
  answer: CatalogueAnswer | undefined,
): CheckOutcome {
  if (values.length === 0) return excluded(id, G);
  const badShape: Problem[] = values
    .filter(([, v]) => !shape.test(v))
    .map(([where]) => [part('catalog.value', where), part(`${id}.shape`)]);
  const unknown = answer?.loaded ? new Set(answer.unknown) : new Set<string>();
  const missing: Problem[] = values
    .filter(([, v]) => shape.test(v) && unknown.has(v))
    .map(([where]) => [part('catalog.value', where), part('catalog.notFound', catalogue)]);
  if (badShape.length > 0 || missing.length > 0) return judged(id, [...badShape, ...missing]);
  return answer?.loaded ? pass(id, G) : warning(id, `${id}.notLoaded`);
}

/** The two checks the server's answers judge: catalog.claveProdServ and catalog.codigoPostal. */
export function catalogueAnswerChecks(
  data: CfdiData,
  answers: CatalogueAnswers = {},
): CheckOutcome[] {
  const products = data.xmlClaveProdServ.flatMap((k, i) =>
    k === '' ? [] : [[at(`Concepto[${i + 1}]`, 'ClaveProdServ', k), k] as const],
  );
  const postal = [
    ...(data.LugarExpedicion === null
      ? []
      : [
          [
            at('Comprobante', 'LugarExpedicion', data.LugarExpedicion),
            data.LugarExpedicion,
          ] as const,
        ]),
    ...(data.DomicilioFiscalReceptor === null
      ? []
      : [
          [
            at('Receptor', 'DomicilioFiscalReceptor', data.DomicilioFiscalReceptor),
            data.DomicilioFiscalReceptor,
          ] as const,
        ]),
  ];
  return [
    answeredCheck(
      'catalog.claveProdServ',
      'c_ClaveProdServ',
      products,
      PRODUCT_KEY,
      answers.productKeys,
    ),
    answeredCheck(
      'catalog.codigoPostal',
      'c_CodigoPostal',
      postal,
      POSTAL_CODE,
      answers.postalCodes,
    ),
  ];
}

/** Every check of the group, in CATALOG_IDS order; the answered two without answers. */
export function catalogChecks(doc: CfdiDocument, data: CfdiData): CheckOutcome[] {
  const day = dayOf(doc);
  return [
    formaPagoCheck(doc, day),
    voucherKeyCheck('catalog.metodoPago', doc, 'MetodoPago', 'c_MetodoPago', day),
    regimenFiscalCheck(doc, day),
    usoCfdiCheck(doc, day),
    conceptKeyCheck('catalog.claveUnidad', doc, 'ClaveUnidad', 'c_ClaveUnidad', day),
    monedaCheck(doc, day),
    doc.version === '4.0'
      ? voucherKeyCheck('catalog.exportacion', doc, 'Exportacion', 'c_Exportacion', day)
      : excluded('catalog.exportacion', G),
    objetoImpCheck(doc, day),
    tasaOCuotaCheck(doc, day),
    residenciaFiscalCheck(doc, day),
    ...catalogueAnswerChecks(data),
  ];
}
