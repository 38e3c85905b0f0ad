/**
 * Messages of the payment calls in Spanish and English: the success of a registered
 * complement and the refusals around it. The complement's own rules speak with the CFDI engine's
 * texts (errorPaymentComplementNotMatchUuid, selectNoData, siteMessageValidationTipoDeComprobanteError).
 */
export const PAYMENTS_MESSAGES = {
  paymentComplementRegistered: {
    es: 'Complemento de pago {uuid} registrado exitosamente',
    en: 'Payment complement {uuid} registered successfully',
  },
  paymentNotFound: {
    es: 'El pago {augbl}/{gjahr} no existe, no está pendiente de complemento o no está disponible para su usuario',
    en: 'Payment {augbl}/{gjahr} does not exist, is not waiting for a complement or is not available to your user',
  },
  paymentComplementIdMismatch: {
    es: 'El UUID {uuid} no es el del XML ({xml})',
    en: "UUID {uuid} is not the XML's ({xml})",
  },
} as const;
