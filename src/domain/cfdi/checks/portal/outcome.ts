/**
 * Outcome builders for the `portal` group: the document-check helpers plus a warning and an
 * explicit message (the spec names some portal messages, e.g. 'RFC Emisor no asignado').
 */
import type { CfdiMessageKey, MessageRef } from '../../messages';
import { excluded, failure, pass, type CheckOutcome } from '../check';

export const ok = (id: string): CheckOutcome => pass(id, 'portal');
export const skip = (id: string): CheckOutcome => excluded(id, 'portal');
export const fail = (id: string, message: MessageRef): CheckOutcome =>
  failure(id, 'portal', [], message);
export const problem = (id: string, details: readonly string[]): CheckOutcome =>
  failure(id, 'portal', details);
export const warn = (id: string, key: CfdiMessageKey, detail?: string): CheckOutcome => ({
  id,
  group: 'portal',
  status: 'warning',
  message: detail === undefined ? { key } : { key, detail },
});
