/**
 * CFDI validation off the event loop: the document and seal checks run in the CFDI pool's threads
 * (cfdi-task.ts); the SAT adapter, which needs the database and the network, is asked here once the
 * document could be read, and its answers judged into the evaluation (the same verdict as
 * evaluateCfdiWithSat). A validation past its time limit, or with too many already waiting, is
 * answered as a refusal the caller turns into a translated message, never an error.
 */
import type { CfdiEvaluation, PortalContext, SatChecker } from '../../../src/domain/cfdi';
import type { CfdiMessageKey } from '../../../src/domain/cfdi/messages';
import type { RevocationAnswer } from '../../../src/domain/cfdi/seal/revocation';
import type { TrustOptions } from '../../../src/domain/cfdi/seal/trust';
import type { CfdiData } from '../../../src/domain/cfdi/extract';
import {
  satFlowOf,
  withCatalogueAnswers,
  withRevocation,
  withSat,
  type CatalogueAnswers,
} from '../../../src/domain/cfdi/validate';
import type { CfdiTask, CfdiTaskResult } from './cfdi-task';
import { lazyPool, WorkerPoolBusyError, WorkerTaskTimeoutError } from './pool';

/** A validation still running after this long is stopped (the largest real CFDI takes < 1 s). */
export const CFDI_TASK_TIMEOUT_MS = 20_000;

const cfdiPool = lazyPool<CfdiTask, CfdiTaskResult>({
  name: 'cfdi',
  task: new URL('./cfdi-task.ts', import.meta.url),
  timeoutMs: CFDI_TASK_TIMEOUT_MS,
  maxQueue: 64,
});

/** Why a CFDI was not validated: its message key and what the message quotes. */
export interface CfdiRefusal {
  readonly refused: CfdiMessageKey;
  readonly detail?: string;
}

async function runCfdi(task: CfdiTask): Promise<CfdiTaskResult | CfdiRefusal> {
  try {
    return await cfdiPool().run(task);
  } catch (e) {
    if (e instanceof WorkerTaskTimeoutError)
      return { refused: 'xmlCheckTooSlow', detail: `${Math.round(e.timeoutMs / 1000)}` };
    if (e instanceof WorkerPoolBusyError) return { refused: 'xmlCheckBusy' };
    throw e;
  }
}

export const isCfdiRefusal = (r: object): r is CfdiRefusal => 'refused' in r;

/**
 * Asks whether the issuer's certificate (DER, base64) issued by a trusted authority (DER, base64)
 * was revoked: the certificate status service (OCSP in SAT_MODE=soap).
 */
export type RevocationAsker = (certificate: string, authority: string) => Promise<RevocationAnswer>;

/**
 * evaluateCfdiWithSat, with the document and the seal checked in a pool thread; then, here, the
 * revocation of the issuer's certificate (when the seal checks named a trusted authority for it)
 * and the SAT's answers, given what the seal checks learnt (a verified stamp).
 */
export async function evaluateCfdiOffThread(
  xml: string | Uint8Array,
  options: {
    today: string;
    portal?: PortalContext;
    sat?: SatChecker;
    trust?: TrustOptions;
    revocation?: RevocationAsker;
    /** The big SAT catalogues (product keys, postal codes), asked of the database. */
    catalogues?: (data: CfdiData) => Promise<CatalogueAnswers>;
  },
): Promise<CfdiEvaluation | CfdiRefusal> {
  const { sat, revocation, catalogues, ...rest } = options;
  const result = await runCfdi({ kind: 'evaluate', xml, ...rest });
  if (isCfdiRefusal(result)) return result;
  if (result.kind !== 'evaluate') throw new Error('cfdi pool: unexpected answer');
  let { evaluation } = result;
  const facts = evaluation.seal;
  const [answers, revoked, looked] = await Promise.all([
    sat && evaluation.data
      ? sat(evaluation.data, satFlowOf(evaluation.data, options.portal), facts)
      : null,
    revocation && facts?.certificate && facts.authority
      ? revocation(facts.certificate, facts.authority)
      : null,
    catalogues && evaluation.data ? catalogues(evaluation.data) : null,
  ]);
  if (revoked) evaluation = withRevocation(evaluation, revoked, facts?.certificateNumber ?? '');
  if (looked) evaluation = withCatalogueAnswers(evaluation, looked);
  return answers ? withSat(evaluation, answers, options.portal) : evaluation;
}

/**
 * The UUID of a CFDI's stamp (TimbreFiscalDigital), read in a pool thread; null when the XML
 * cannot be read or has no stamp. Throws WorkerTaskTimeoutError or WorkerPoolBusyError.
 */
export async function stampUuidOffThread(xml: string | Uint8Array): Promise<string | null> {
  const result = await cfdiPool().run({ kind: 'stampUuid', xml });
  if (result.kind !== 'stampUuid') throw new Error('cfdi pool: unexpected answer');
  return result.uuid;
}
