/**
 * Messages of lessor invoicing (the invoicing calls) in Spanish and English: the refusals of the
 * read and send calls, and the rule texts of src/domain/invoicing, so a refusal says what the page
 * says. The CFDI checks' texts are the engine's own (src/domain/cfdi/messages.ts).
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
  mtContractNotFound: {
    es: 'El contrato no existe, no tiene mantenimiento variable o no está disponible para su usuario',
    en: 'The contract does not exist, has no variable maintenance or is not available to your user',
  },
  // The send calls (InvoiceLessor, InvoiceMT, DemoInvoice), spec 2 §5 "Files" and §8.
  siteMessageValidationResultError: {
    es: 'La factura no pudo ser registrada:',
    en: 'The invoice could not be registered:',
  },
  msjDefaultPdfFile: {
    es: 'El archivo PDF no es válido: su contenido no es un PDF.',
    en: 'The PDF file is not valid: its content is not a PDF.',
  },
  placeholderFile: {
    es: 'Seleccione el archivo {file}.',
    en: 'Choose the {file} file.',
  },
  invoiceNotFound: {
    es: 'La factura no existe o no está disponible para su usuario',
    en: 'The invoice does not exist or is not available to your user',
  },
} as const;
