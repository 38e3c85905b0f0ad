/**
 * The CFDI engine's entry point, the same in the browser, the command line and the server: parse
 * securely, read the document, extract the spec's data and run every document check group, then
 * the `portal` group when a PortalContext is given and the `sat` group when the tax authority's
 * answers are given (recorded ones, synchronously) or a SAT checker can be asked for them (the
 * server's adapter, asynchronously). Without them those groups are listed as `exclude`.
 *
 * The `seal` group verifies the issuer's seal with WebCrypto, which is asynchronous: it runs in
 * evaluateCfdiWithSeal and evaluateCfdiWithSat (and their validate* forms), loading its code on
 * first use, and is judged after the synchronous checks. The synchronous evaluateCfdi /
 * validateCfdi list it as `exclude`; a verdict that lets an invoice through must come from one of
 * the asynchronous ones.
 */
import {
  CATALOG_IDS,
  catalogChecks,
  catalogueAnswerChecks,
  type CatalogueAnswers,
} from './checks/catalog';
import { datesChecks } from './checks/dates';
import {
  excluded,
  failure,
  pass,
  type CheckGroup,
  type CheckOutcome,
  type CheckStatus,
} from './checks/check';
import { pagosChecks } from './checks/pagos';
import { PORTAL_IDS, portalChecks, type PortalContext } from './checks/portal';
import { SAT_IDS, satChecks, type SatAnswers, type SatFlow } from './checks/sat';
import { regimeChecks, rfcChecks } from './checks/parties';
import { schemaChecks } from './checks/schema';
import { sumsChecks } from './checks/sums';
import { tfdChecks } from './checks/tfd';
import { readDocument, type CfdiDocument, type CfdiVersion } from './document';
import { extractData, loadStepMessages, type CfdiData } from './extract';
import { cfdiMessage, type CfdiLang, type CfdiMessageKey, type MessageRef } from './messages';
import { SEAL_IDS, type SealFacts } from './seal/ids';
import type { TrustOptions } from './seal/trust';
import { revocationCheck, type RevocationAnswer } from './seal/revocation';
import { parseXml, type ParseFailureReason } from './secure-parse';
import { NS, type XNode } from './xml-node';

export interface ValidateOptions {
  /** Today's date (YYYY-MM-DD, Mexico local), from the caller: rules never read the clock. */
  readonly today: string;
  readonly lang?: CfdiLang;
  /** With a context the `portal` group runs; without one it is listed as `exclude`. */
  readonly portal?: PortalContext;
  /**
   * The tax authority's answers about this CFDI: with them the `sat` group runs, judged for the
   * flow of `satFlowOf`. Checks without an answer, and every one when this is absent, are `exclude`.
   */
  readonly sat?: SatAnswers;
  /**
   * The certification authorities and certifier certificates the seal checks trust: with them the
   * issuer's certificate chain, its kind and name, and the stamp's seal are judged; without them
   * those checks are listed as not run.
   */
  readonly trust?: TrustOptions;
}

/**
 * Asks the tax authority (the server's SAT adapter) what the `sat` group needs about a CFDI whose
 * data could be read. Called once, after the document groups, by validateCfdiWithSat.
 */
export type SatChecker = (data: CfdiData, flow: SatFlow, seal?: SealFacts) => Promise<SatAnswers>;

export interface ValidateWithSatOptions extends Omit<ValidateOptions, 'sat'> {
  readonly sat: SatChecker;
}

export interface CfdiCheck {
  readonly id: string;
  readonly group: CheckGroup;
  readonly status: CheckStatus;
  readonly message: string;
}

export interface CfdiEvaluation {
  readonly valid: boolean;
  readonly version: string | null;
  readonly type: string | null;
  readonly uuid: string | null;
  readonly data: CfdiData | null;
  readonly outcomes: readonly CheckOutcome[];
  /** Spec 2 §5 load-step messages (msjDefaultXmlFile, missing fields, xmlYear, xmlFechaTimbrado). */
  readonly loadMessages: readonly MessageRef[];
  /** What the seal checks learnt for the server's next questions (absent until they ran). */
  readonly seal?: SealFacts;
}

export interface CfdiValidation extends Omit<CfdiEvaluation, 'outcomes' | 'loadMessages'> {
  readonly checks: readonly CfdiCheck[];
  readonly loadMessages: readonly string[];
}

/** Every document check in order, so an early stop can list the rest as not run. */
const DOCUMENT_IDS: readonly (readonly [string, CheckGroup])[] = [
  ...['wellFormed', 'root', 'namespace', 'version'].map((n) => [`xml.${n}`, 'xml'] as const),
  ...[
    'required',
    'amountFormat',
    'rfcPattern',
    'dateFormat',
    'moneda',
    'tipoDeComprobante',
    'objetoImp',
    'tipoFactor',
  ].map((n) => [`schema.${n}`, 'schema'] as const),
  ...[
    'conceptImporte',
    'conceptTaxes',
    'subTotal',
    'descuento',
    'taxTotals',
    'totalTaxes',
    'localTaxes',
    'total',
  ].map((n) => [`sums.${n}`, 'sums'] as const),
  ...['issuer', 'receiver', 'issuerNotGeneric'].map((n) => [`rfc.${n}`, 'rfc'] as const),
  ...['issuer', 'receiver'].map((n) => [`regime.${n}`, 'regime'] as const),
  ...['present', 'uuid', 'selloCfd', 'certifier', 'fechaTimbrado'].map(
    (n) => [`tfd.${n}`, 'tfd'] as const,
  ),
  ...['stampAfterIssue', 'stampWithin72h', 'issueNotFuture'].map(
    (n) => [`dates.${n}`, 'dates'] as const,
  ),
  ...[
    'complement',
    'voucherAmounts',
    'currency',
    'noPaymentFormMethod',
    'payment',
    'relatedDocument',
    'idDocumento',
    'saldoInsoluto',
    'montoCoversPagado',
    'accounts',
    'totales',
  ].map((n) => [`pagos.${n}`, 'pagos'] as const),
  ...CATALOG_IDS.map((id) => [id, 'catalog'] as const),
  ...SEAL_IDS.map((id) => [id, 'seal'] as const),
];

const REASON_KEYS: Readonly<Record<ParseFailureReason, CfdiMessageKey>> = {
  tooLarge: 'msjsizeFile',
  notUtf8: 'parseNotUtf8',
  encoding: 'parseEncoding',
  doctype: 'parseDoctype',
  tooDeep: 'parseTooDeep',
  tooManyAttributes: 'parseTooManyAttributes',
  tooManyElements: 'parseTooManyElements',
  tooManyAttributesInAll: 'parseTooManyAttributesInAll',
  valueTooLong: 'parseValueTooLong',
  invalidChars: 'parseInvalidChars',
  malformed: 'parseMalformed',
  badReference: 'parseBadReference',
  empty: 'parseEmpty',
  unreadable: 'parseUnreadable',
};

/** The same for every CFDI validated without a context or answers (outcomes are read-only). */
const PORTAL_NOT_RUN = PORTAL_IDS.map((id) => excluded(id, 'portal', 'needsPortalContext'));
const SAT_NOT_RUN = SAT_IDS.map((id) => excluded(id, 'sat', 'needsSat'));
const SEAL_NOT_RUN = SEAL_IDS.map((id) => excluded(id, 'seal', 'needsSeal'));

function laterGroups(portal: CheckOutcome[] | null = null): CheckOutcome[] {
  return [...(portal ?? PORTAL_NOT_RUN), ...SAT_NOT_RUN];
}

/** Stops after a failed `xml` check: that check, the ones before it, the rest not run. */
function stopped(done: CheckOutcome[], version: string | null): CfdiEvaluation {
  const ran = new Set(done.map((o) => o.id));
  const rest = DOCUMENT_IDS.filter(([id]) => !ran.has(id)).map(([id, g]) => excluded(id, g));
  return {
    valid: false,
    version,
    type: null,
    uuid: null,
    data: null,
    outcomes: [...done, ...rest, ...laterGroups()],
    loadMessages: [{ key: 'msjDefaultXmlFile' }],
  };
}

/**
 * Which flow the `sat` group judges: the portal context's, or without one a type P CFDI as a
 * payment complement and anything else as an invoice outside the variable-maintenance flow.
 */
export function satFlowOf(data: CfdiData, portal?: PortalContext): SatFlow {
  return portal
    ? { document: portal.document, variableFlow: portal.variableFlow }
    : {
        document: data.xmlTipoDeComprobante === 'P' ? 'paymentComplement' : 'invoice',
        variableFlow: false,
      };
}

const isValid = (outcomes: readonly CheckOutcome[]): boolean =>
  outcomes.every((o) => o.status === 'success' || o.status === 'warning' || o.status === 'exclude');

/** The evaluation with one group's outcomes replaced where the group stands, judged again. */
function withGroup(
  evaluation: CfdiEvaluation,
  group: CheckGroup,
  outcomes: readonly CheckOutcome[],
): CfdiEvaluation {
  const at = evaluation.outcomes.findIndex((o) => o.group === group);
  const rest = evaluation.outcomes.filter((o) => o.group !== group);
  const next =
    at < 0 ? [...rest, ...outcomes] : [...rest.slice(0, at), ...outcomes, ...rest.slice(at)];
  return { ...evaluation, outcomes: next, valid: isValid(next) };
}

/**
 * The evaluation with its `sat` group judged from the answers (no-op when nothing was read). The
 * server calls it on an evaluation a worker thread made, once its SAT adapter has answered.
 */
export function withSat(
  evaluation: CfdiEvaluation,
  answers: SatAnswers,
  portal?: PortalContext,
): CfdiEvaluation {
  if (!evaluation.data) return evaluation;
  // Whether the stamp was verified is the seal checks' to say when they ran, not the answers'.
  const judged = evaluation.seal
    ? { ...answers, stampCertifierRfc: evaluation.seal.verifiedCertifierRfc }
    : answers;
  return withGroup(
    evaluation,
    'sat',
    satChecks(evaluation.data, judged, satFlowOf(evaluation.data, portal)),
  );
}

/**
 * The evaluation with `seal.revocation` judged from the certificate status service's answer about
 * the issuer's certificate (the server asks it once the seal checks named the certificate and
 * its authority).
 */
export function withRevocation(
  evaluation: CfdiEvaluation,
  answer: RevocationAnswer,
  certificateNumber: string,
): CfdiEvaluation {
  const fecha = evaluation.data?.FechaHoraEmision ?? null;
  const judged = revocationCheck(answer, fecha, certificateNumber);
  const outcomes = evaluation.outcomes.map((o) => (o.id === 'seal.revocation' ? judged : o));
  return { ...evaluation, outcomes, valid: isValid(outcomes) };
}

/**
 * The evaluation with catalog.claveProdServ and catalog.codigoPostal judged from what the server
 * knows of the catalogues the browser does not carry (no-op when nothing was read). The server
 * calls it with catalogueAnswersFor's answers, as it calls withSat with its SAT adapter's.
 */
export function withCatalogueAnswers(
  evaluation: CfdiEvaluation,
  answers: CatalogueAnswers,
): CfdiEvaluation {
  if (!evaluation.data) return evaluation;
  const judged = new Map(catalogueAnswerChecks(evaluation.data, answers).map((o) => [o.id, o]));
  const outcomes = evaluation.outcomes.map((o) => judged.get(o.id) ?? o);
  return { ...evaluation, outcomes, valid: isValid(outcomes) };
}

export type { CatalogueAnswers } from './checks/catalog';

const loadSealCode = () => import('./seal/checks');
type SealCode = Awaited<ReturnType<typeof loadSealCode>>;
let sealCode: SealCode | null = null;
let sealCodeLoading: Promise<SealCode> | null = null;

/**
 * Starts the `seal` group of a document just read. Its code and the ASN.1 library come with a
 * dynamic import on first use, so that they stay out of the bundle of any page that never checks
 * a file. Once loaded it is called at once: the seal's synchronous part (cadena, certificate) runs
 * now and WebCrypto verifies while the synchronous checks run.
 */
type SealResult = Awaited<ReturnType<SealCode['sealChecks']>>;

function startSeal(root: XNode, doc: CfdiDocument, trust?: TrustOptions): Promise<SealResult> {
  if (sealCode) return sealCode.sealChecks(root, doc, trust);
  // A load that failed (a chunk fetched while offline) is tried again by the next check.
  sealCodeLoading ??= loadSealCode().then(
    (code) => (sealCode = code),
    (e: unknown) => {
      sealCodeLoading = null;
      throw e;
    },
  );
  return sealCodeLoading.then((code) => code.sealChecks(root, doc, trust));
}

/** The document checks with the `seal` group started as soon as the document is read. */
function evaluateStartingSeal(
  input: string | Uint8Array,
  options: Omit<ValidateOptions, 'sat'>,
): { evaluation: CfdiEvaluation; seal: Promise<SealResult> | null } {
  let seal: Promise<SealResult> | null = null;
  const evaluation = evaluateDocument(input, options, (root, doc) => {
    seal = startSeal(root, doc, options.trust);
  });
  return { evaluation, seal };
}

/** The evaluation with the seal group's outcomes in place and its facts kept. */
function sealed(evaluation: CfdiEvaluation, result: SealResult): CfdiEvaluation {
  return { ...withGroup(evaluation, 'seal', result.outcomes), seal: result.facts };
}

/**
 * Runs every synchronous check and keeps messages untranslated (the server and tests read the
 * keys). The `seal` group is listed as `exclude`: see evaluateCfdiWithSeal.
 */
export function evaluateCfdi(input: string | Uint8Array, options: ValidateOptions): CfdiEvaluation {
  const evaluation = evaluateDocument(input, options);
  return options.sat ? withSat(evaluation, options.sat, options.portal) : evaluation;
}

/**
 * evaluateCfdi with the `seal` group run: the verdict the browser's invoicing screens and the
 * command line act on (the server's is evaluateCfdiWithSat).
 */
export async function evaluateCfdiWithSeal(
  input: string | Uint8Array,
  options: ValidateOptions,
): Promise<CfdiEvaluation> {
  const started = evaluateStartingSeal(input, options);
  const evaluation = started.seal
    ? sealed(started.evaluation, await started.seal)
    : started.evaluation;
  return options.sat ? withSat(evaluation, options.sat, options.portal) : evaluation;
}

/**
 * evaluateCfdiWithSeal with the `sat` group's answers asked of a checker, once, after the document
 * was read (a file that cannot be read asks nothing), while the seal is verified. The checker's
 * failures are its own to report: it should answer `{ unavailable }` for a call that could not be
 * made.
 */
export async function evaluateCfdiWithSat(
  input: string | Uint8Array,
  options: ValidateWithSatOptions,
): Promise<CfdiEvaluation> {
  const { sat, ...rest } = options;
  const { evaluation, seal } = evaluateStartingSeal(input, rest);
  if (!evaluation.data) return evaluation;
  // The seal first: whether the stamp is verified decides whether reception may be skipped.
  const withSeal = seal ? sealed(evaluation, await seal) : evaluation;
  const answers = await sat(
    evaluation.data,
    satFlowOf(evaluation.data, options.portal),
    withSeal.seal,
  );
  return withSat(withSeal, answers, options.portal);
}

/** The synchronous checks; `onRead` is given the document once it could be read. */
function evaluateDocument(
  input: string | Uint8Array,
  options: Omit<ValidateOptions, 'sat'>,
  onRead?: (root: XNode, doc: CfdiDocument) => void,
): CfdiEvaluation {
  const parsed = parseXml(input);
  if (!parsed.ok) {
    const reason: MessageRef = { key: REASON_KEYS[parsed.reason], detail: parsed.detail };
    const { fault } = parsed;
    const then = fault ? [reason, { key: fault.key, detail: fault.detail }] : [reason];
    const message: MessageRef =
      parsed.reason === 'tooLarge' ? reason : { key: 'msjDefaultXmlFile', then };
    return stopped([failure('xml.wellFormed', 'xml', [], message)], null);
  }
  const root = parsed.root;
  const done = [pass('xml.wellFormed', 'xml')];
  const version = root.attrs['Version'] ?? null;
  if (root.name !== 'Comprobante')
    return stopped([...done, failure('xml.root', 'xml', [root.name])], version);
  done.push(pass('xml.root', 'xml'));
  if (root.ns !== NS.cfdi33 && root.ns !== NS.cfdi40)
    return stopped([...done, failure('xml.namespace', 'xml', [root.ns ?? ''])], version);
  done.push(pass('xml.namespace', 'xml'));
  const expected: CfdiVersion = root.ns === NS.cfdi40 ? '4.0' : '3.3';
  if (version !== expected)
    return stopped([...done, failure('xml.version', 'xml', [version ?? ''])], version);
  done.push(pass('xml.version', 'xml'));

  const doc = readDocument(root, expected);
  onRead?.(root, doc);
  const data = extractData(doc);
  const outcomes = [
    ...done,
    ...schemaChecks(doc),
    ...sumsChecks(doc),
    ...rfcChecks(doc),
    ...regimeChecks(doc),
    ...tfdChecks(doc),
    ...datesChecks(doc, options.today),
    ...pagosChecks(doc),
    ...catalogChecks(doc, data),
    ...SEAL_NOT_RUN,
    ...laterGroups(options.portal ? portalChecks(doc, data, options.portal, options.today) : null),
  ];
  return {
    valid: isValid(outcomes),
    version,
    type: data.xmlTipoDeComprobante,
    uuid: data.idFactura,
    data,
    outcomes,
    loadMessages: loadStepMessages(data, options.today),
  };
}

/** An evaluation with every message in the language (Spanish by default). */
export function translateEvaluation(
  evaluation: CfdiEvaluation,
  lang: CfdiLang = 'es',
): CfdiValidation {
  const { outcomes, loadMessages, ...rest } = evaluation;
  return {
    ...rest,
    checks: outcomes.map((o) => ({
      id: o.id,
      group: o.group,
      status: o.status,
      message: cfdiMessage(o.message, lang),
    })),
    loadMessages: loadMessages.map((m) => cfdiMessage(m, lang)),
  };
}

/**
 * Parses and validates one CFDI, with every message in the requested language (Spanish by
 * default): the synchronous checks, the `seal` group listed as `exclude` (see validateCfdiWithSeal).
 */
export function validateCfdi(input: string | Uint8Array, options: ValidateOptions): CfdiValidation {
  return translateEvaluation(evaluateCfdi(input, options), options.lang);
}

/** validateCfdi with the `seal` group run (asynchronous): see evaluateCfdiWithSeal. */
export async function validateCfdiWithSeal(
  input: string | Uint8Array,
  options: ValidateOptions,
): Promise<CfdiValidation> {
  return translateEvaluation(await evaluateCfdiWithSeal(input, options), options.lang);
}

/** validateCfdi with the `seal` group and the `sat` group asked of a checker (the server's SAT adapter). */
export async function validateCfdiWithSat(
  input: string | Uint8Array,
  options: ValidateWithSatOptions,
): Promise<CfdiValidation> {
  return translateEvaluation(await evaluateCfdiWithSat(input, options), options.lang);
}
