/**
 * The tax-authority adapter (spec 2 §5, §7): the answers the `sat` checks judge — the 69-B
 * blacklist, a registered invoice id, the CFDI's status and its reception. The embedded default
 * answers from this portal's database; SAT_MODE=soap asks the SAT's public status service instead.
 */
import {
  KNOWN_CERTIFIER_RFC,
  type SatAnswers,
  type SatFlow,
} from '../../../../src/domain/cfdi/checks/sat';
import type { CfdiData } from '../../../../src/domain/cfdi/extract';
import type { SealFacts } from '../../../../src/domain/cfdi/seal/ids';
import type { SatChecker } from '../../../../src/domain/cfdi/validate';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { SatAdapter } from './adapter';
import { createEmbeddedSat } from './embedded';
import { SAT_CERTIFICATES_URL, SAT_OCSP_URL } from './certificates';
import { createSoapStatusClient, SAT_STATUS_URL } from './soap';

import { answerOf } from './service-error';

export { answerOf, SatServiceError, type SatFailure } from './service-error';

export type { SatAdapter, StatusQuery } from './adapter';

export {
  createCertificateServices,
  type CertificateStatus,
  type SatCertificateServices,
} from './certificates';

export type SatMode = 'embedded' | 'soap';

export interface SatConfig {
  mode: SatMode;
  /** The ConsultaCFDIService endpoint (SAT_STATUS_URL). */
  statusUrl: string;
  /** The OCSP service answering the status of the SAT's certificates (SAT_OCSP_URL); the SAT's when unset. */
  ocspUrl?: string;
  /** The base of the SAT's certificate repository (SAT_CERTIFICATES_URL); the SAT's when unset. */
  certificatesUrl?: string;
  timeoutMs: number;
  /** The certifier whose CFDIs skip the reception check (SAT_KNOWN_CERTIFIER_RFC). */
  knownCertifierRfc: string;
}

/** The adapter's settings from the server configuration. */
export function satConfigFrom(env: Env): SatConfig {
  return {
    mode: env.SAT_MODE ?? 'embedded',
    statusUrl: env.SAT_STATUS_URL ?? SAT_STATUS_URL,
    ocspUrl: env.SAT_OCSP_URL ?? SAT_OCSP_URL,
    certificatesUrl: env.SAT_CERTIFICATES_URL ?? SAT_CERTIFICATES_URL,
    timeoutMs: env.SAT_TIMEOUT_MS ?? 10_000,
    knownCertifierRfc: env.SAT_KNOWN_CERTIFIER_RFC ?? KNOWN_CERTIFIER_RFC,
  };
}

/**
 * The configured adapter. The SAT publishes only the status service: with SAT_MODE=soap the status
 * comes from it, while the 69-B list (imported from the SAT's CSV), registered ids and reception
 * stay in the database.
 */
export function createSatAdapter(db: Db, config: SatConfig, fetchImpl?: typeof fetch): SatAdapter {
  const embedded = createEmbeddedSat(db);
  if (config.mode === 'embedded') return embedded;
  const soap = createSoapStatusClient({
    url: config.statusUrl,
    timeoutMs: config.timeoutMs,
    ...(fetchImpl ? { fetchImpl } : {}),
  });
  return { ...embedded, status: (query) => soap.status(query) };
}

/** What the server knows when it validates one CFDI for a supplier or lessor of a company. */
export interface SatRequest {
  data: CfdiData;
  xml: string | Uint8Array;
  bukrs: string;
  lifnr: string;
  flow: SatFlow;
  /** SatConfig.knownCertifierRfc: its CFDIs skip reception, so the service is not asked. */
  knownCertifierRfc: string;
  /** What the seal checks learnt: reception is skipped only for a verified stamp. */
  seal?: SealFacts;
}

/**
 * Asks the adapter what the flow's `sat` checks need, in parallel; a call the service could not
 * answer becomes `{ unavailable }`. The 69-B list names issuers of simulated operations, so the
 * blacklist is asked about the CFDI's issuer (spec 2 §7 labels ConsultarEFO's rfc "receiver tax
 * id", the original portal's name for the party that invoices the operator).
 */
export async function satAnswersFor(sat: SatAdapter, req: SatRequest): Promise<SatAnswers> {
  const { data, flow } = req;
  const complement = flow.document === 'paymentComplement';
  const issuer = data.nifEmisor ?? '';
  const receiver = data.nifReceptor ?? '';
  const uuid = data.idFactura ?? '';
  const known = req.knownCertifierRfc.trim().toUpperCase();
  // Only a stamp whose seal verified with the known certifier's certificate skips reception:
  // anyone can write RfcProvCertif="SAT970701NN3".
  const skipReception =
    (data.xmlRfcProvCertif ?? '').trim().toUpperCase() === known &&
    (req.seal?.verifiedCertifierRfc ?? '').toUpperCase() === known;
  const [blacklist, duplicate, status, reception] = await Promise.all([
    complement || issuer === '' ? undefined : answerOf(() => sat.blacklist(issuer)),
    complement || flow.variableFlow || uuid === ''
      ? undefined
      : answerOf(() => sat.isDuplicate(req.bukrs, req.lifnr, uuid)),
    uuid === '' || data.total === null
      ? undefined
      : answerOf(() =>
          sat.status({ issuerRfc: issuer, receiverRfc: receiver, total: data.total ?? '0', uuid }),
        ),
    skipReception ? undefined : answerOf(() => sat.reception(req.xml)),
  ]);
  return {
    ...(blacklist ? { blacklist } : {}),
    ...(duplicate ? { duplicate } : {}),
    ...(status ? { status } : {}),
    ...(reception ? { reception } : {}),
    knownCertifierRfc: known,
    stampCertifierRfc: req.seal?.verifiedCertifierRfc ?? null,
  };
}

/**
 * The adapter as the CFDI engine's SAT checker, for one CFDI a supplier or lessor of a company
 * sends: `validateCfdiWithSat(xml, { today, portal, sat: satCheckerFor(deps.sat, ...) })` runs
 * the same checks as the command line with recorded answers, the flow taken from the context.
 */
export function satCheckerFor(
  sat: SatAdapter,
  req: Omit<SatRequest, 'data' | 'flow' | 'seal'>,
): SatChecker {
  return (data, flow, seal) =>
    satAnswersFor(sat, { ...req, data, flow, ...(seal ? { seal } : {}) });
}
