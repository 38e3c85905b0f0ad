/**
 * Messages of supplier invoicing in Spanish and English: the rule texts and refusals of
 * src/domain/supplier-invoicing, in the server's one message table, so a refusal and the page say
 * the same.
 */
import { SUPPLIER_RULE_MESSAGES } from '../domain/supplier-invoicing/messages';

export const SUPPLIER_INVOICING_MESSAGES = { ...SUPPLIER_RULE_MESSAGES };
