/** Texts of the receiver's fiscal data checks and of booking from the CFDI (Spanish and English). */
export const RECEIVER_MESSAGES = {
  // The company's fiscal data (spec 2 §5 "Electronic validations"): a CFDI names its receiver as
  // the SAT registers the company, so what it names is quoted beside what was expected.
  'portal.receiverName': {
    es: 'Nombre fiscal del receptor.',
    en: "Receiver's fiscal name.",
  },
  'portal.receiverName.error': {
    es: 'El nombre del receptor "{detail}" no es el nombre fiscal de la empresa',
    en: 'The receiver name "{detail}" is not the company\'s fiscal name',
  },
  'portal.receiverPostalCode': {
    es: 'Domicilio fiscal (código postal) del receptor.',
    en: "Receiver's fiscal address (postal code).",
  },
  'portal.receiverPostalCode.error': {
    es: 'El domicilio fiscal del receptor "{detail}" no es el código postal fiscal de la empresa',
    en: 'The receiver\'s fiscal address "{detail}" is not the company\'s fiscal postal code',
  },
  /** What was expected, appended to the two faults above. */
  'portal.receiver.expected': { es: '"{detail}".', en: '"{detail}".' },
  'portal.receiver.unknown': {
    es: 'No evaluado: no se conocen los datos fiscales de la empresa receptora.',
    en: "Not evaluated: the receiving company's fiscal data is not known.",
  },
  'portal.exportacion': {
    es: 'Exportación: factura nacional.',
    en: 'Export: domestic invoice.',
  },
  'portal.exportacion.error': {
    es: 'La clave de exportación del comprobante es "{detail}"; se esperaba "01" (No aplica): la empresa recibe facturas nacionales.',
    en: 'The voucher\'s export key is "{detail}"; "01" (not applicable) was expected: the company receives domestic invoices.',
  },
  'portal.lugarExpedicion': {
    es: 'Lugar de expedición.',
    en: 'Place of issue.',
  },
  'portal.lugarExpedicion.error': {
    es: 'El lugar de expedición "{detail}" no es un código postal de 5 dígitos.',
    en: 'The place of issue "{detail}" is not a 5-digit postal code.',
  },
  // Booking (spec 2 §5 "Non-electronic supplier form": total = subtotal + tax − withholdings): a
  // non-electronic invoice's typed figures must add up to the cent; the detail names them.
  'booking.typedTotal.error': {
    es: 'El saldo más impuestos menos retenciones no es el total de la factura: {detail}.',
    en: 'Balance plus tax minus withholdings is not the invoice total: {detail}.',
  },
} as const;
