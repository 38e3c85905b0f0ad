/**
 * Public face of the CFDI engine: validate a CFDI (string or bytes) the same way in the browser, the
 * command line and on the server (validateCfdiWithSeal in the browser and the command line; the
 * server adds its SAT adapter's answers through validateCfdiWithSat, which verifies the seal too),
 * read its data under the spec's names, and drive the validation items of spec 2 §4.
 * A file is given as its bytes (a browser File's `arrayBuffer()`, an upload's decoded base64, the
 * file the command line reads), never as text decoded on the way: `File.text()` or a lenient
 * TextDecoder turns bytes that are not UTF-8 into U+FFFD, hiding a fault the engine reports with
 * its line and column.
 */
export {
  validateCfdi,
  validateCfdiWithSeal,
  validateCfdiWithSat,
  evaluateCfdi,
  evaluateCfdiWithSeal,
  evaluateCfdiWithSat,
  satFlowOf,
  translateEvaluation,
} from './validate';
export type {
  CfdiCheck,
  CfdiEvaluation,
  CfdiValidation,
  SatChecker,
  ValidateOptions,
  ValidateWithSatOptions,
} from './validate';
export {
  parseSatAnswers,
  SatAnswersSchema,
  SAT_IDS,
  type SatAnswers,
  type SatFlow,
} from './checks/sat';
export {
  parsePortalContext,
  portalContext,
  PortalContextSchema,
  PORTAL_IDS,
  matchPaymentDocument,
  type PaymentDocumentMatch,
  type PendingPayment,
  type PortalAmounts,
  type PortalContext,
  type PortalContextInput,
} from './checks/portal';
export type { CheckGroup, CheckOutcome, CheckStatus } from './checks/check';
export { SEAL_IDS } from './seal/ids';
export type { CfdiData, PaymentData, RelatedDocumentData } from './extract';
export { loadStepMessages } from './extract';
export {
  cfdiMessage,
  CFDI_MESSAGES,
  type CfdiLang,
  type CfdiMessageKey,
  type MessageRef,
} from './messages';
export { MAX_XML_BYTES } from './secure-parse';
export * from './validation-items';
export * as decimal from './decimal';
