/**
 * The `portal` group's texts in Spanish and English (spec 2 §5, §8), merged into CFDI_MESSAGES.
 * The spec's own keys and texts are kept ('RFC Emisor no asignado', errorPaymentComplementNotMatchUuid
 * 'UUIDs asociados del XML no coinciden', 'Uno o más montos de la factura no coinciden', ...).
 */
import type { CfdiLang } from './lang';

export const PORTAL_MESSAGES = {
  rfcEmisorNoAsignado: { es: 'RFC Emisor no asignado', en: 'Issuer RFC not assigned' },
  rfcReceptorNoAsignado: { es: 'RFC Receptor no asignado', en: 'Receiver RFC not assigned' },
  msjDescNoCoincide: { es: 'no coincide.', en: 'does not match.' },
  siteMessageValidationTipoDeComprobanteError: {
    es: 'El tipo de comprobante no es válido: "{detail}".',
    en: 'The voucher type is not valid: "{detail}".',
  },
  errorPaymentComplementNotMatchUuid: {
    es: 'UUIDs asociados del XML no coinciden: {detail}',
    en: 'The XML related UUIDs do not match: {detail}',
  },
  selectNoData: { es: 'No hay datos para seleccionar.', en: 'There is no data to select.' },
  'portal.taxIds': { es: 'RFC emisor y receptor.', en: 'Issuer and receiver RFC.' },
  'portal.paymentFormMethod': { es: 'Forma y método de pago.', en: 'Payment form and method.' },
  'portal.paymentFormMethod.error': {
    es: 'La forma de pago y el método de pago no son válidos: {detail}',
    en: 'The payment form and method are not valid: {detail}',
  },
  'portal.amounts': { es: 'Montos de la factura.', en: 'Invoice amounts.' },
  'portal.amounts.error': {
    es: 'Uno o más montos de la factura no coinciden: {detail}',
    en: 'One or more invoice amounts do not match: {detail}',
  },
  'portal.productKeys': { es: 'Clave de producto o servicio.', en: 'Product or service key.' },
  'portal.productKeys.error': {
    es: 'La clave de producto o servicio no es válida: {detail}',
    en: 'The product or service key is not valid: {detail}',
  },
  'portal.unitKeys': { es: 'Clave de unidad.', en: 'Unit key.' },
  'portal.unitKeys.error': {
    es: 'La clave de unidad no es válida: {detail}',
    en: 'The unit key is not valid: {detail}',
  },
  'portal.usoCfdi': { es: 'Uso de CFDI.', en: 'CFDI use.' },
  'portal.usoCfdi.error': {
    es: 'El uso de CFDI no es válido: {detail}',
    en: 'The CFDI use is not valid: {detail}',
  },
  'portal.cuentaPredial': { es: 'Número de cuenta predial.', en: 'Property account number.' },
  'portal.cuentaPredial.warning': {
    es: 'El XML no contiene número de cuenta predial (informativo).',
    en: 'The XML has no property account number (informative).',
  },
  'portal.issuerRegime': { es: 'Régimen fiscal del emisor.', en: 'Issuer tax regime.' },
  'portal.issuerRegime.error': {
    es: 'El régimen fiscal del emisor no es válido: "{detail}".',
    en: 'The issuer tax regime is not valid: "{detail}".',
  },
  'portal.receiverRegime': { es: 'Régimen fiscal del receptor.', en: 'Receiver tax regime.' },
  'portal.receiverRegime.error': {
    es: 'El régimen fiscal del receptor debe ser 601, no "{detail}".',
    en: 'The receiver tax regime must be 601, not "{detail}".',
  },
  'portal.voucherType': { es: 'Tipo de comprobante.', en: 'Voucher type.' },
  'portal.discount': { es: 'Descuento.', en: 'Discount.' },
  'portal.discount.error': {
    es: 'El descuento no corresponde al tipo de descuento: {detail}',
    en: 'The discount does not fit the discount type: {detail}',
  },
  'portal.period': { es: 'Factura del mes en curso.', en: "Current month's invoice." },
  'portal.period.error': {
    es: 'Solo se aceptan facturas del mes en curso (emitida {detail}).',
    en: "Only the current month's invoices are accepted (issued {detail}).",
  },
  'portal.fiscalYear': { es: 'Factura del ejercicio fiscal.', en: 'Invoice in the fiscal year.' },
  'portal.version': { es: 'Versión de CFDI compatible.', en: 'Compatible CFDI version.' },
  'portal.version.error': {
    es: 'La versión de CFDI "{detail}" no es compatible.',
    en: 'CFDI version "{detail}" is not compatible.',
  },
  'portal.paymentUuids': {
    es: 'UUIDs asociados del complemento de pago.',
    en: 'Payment complement related UUIDs.',
  },
} as const satisfies Record<string, Record<CfdiLang, string>>;
