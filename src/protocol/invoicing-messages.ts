/**
 * Messages of lessor invoicing (the invoicing calls) in Spanish and English: the refusals of the
 * read calls, and the rule texts of src/domain/invoicing, so a refusal says what the page says.
 */
import { INVOICING_RULE_MESSAGES } from '../domain/invoicing/messages';

export const INVOICING_MESSAGES = {
  ...INVOICING_RULE_MESSAGES,
  invoicingCompanyNotAssigned: {
    es: 'Sociedad {bukrs} no asignada',
    en: 'Company {bukrs} not assigned',
  },
  invoicingPartnerNotAssigned: {
    es: 'Arrendador {lifnr} no asignado',
    en: 'Lessor {lifnr} not assigned',
  },
  periodNotFound: {
    es: 'El periodo de pago no existe o no está disponible para su usuario',
    en: 'The payment period does not exist or is not available to your user',
  },
  satUnavailable: {
    es: 'El servicio del SAT no respondió ({reason}); intente más tarde',
    en: 'The SAT service did not answer ({reason}); try again later',
  },
  invoiceNotFound: {
    es: 'La factura no existe o no está disponible para su usuario',
    en: 'The invoice does not exist or is not available to your user',
  },
} as const;
