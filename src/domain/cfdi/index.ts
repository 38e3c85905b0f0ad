/**
 * Public face of the CFDI engine: validate a CFDI (string or bytes) the same way in the browser and
 * on the server, read its data under the spec's names, and drive the validation items of spec 2 §4.
 */
export { validateCfdi, evaluateCfdi } from './validate';
export type {
  CfdiCheck,
  CfdiEvaluation,
  CfdiValidation,
  PortalContext,
  ValidateOptions,
} from './validate';
export type { CheckGroup, CheckOutcome, CheckStatus } from './checks/check';
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
