/**
 * Every text the CFDI engine shows, in Spanish (default) and English, in one catalogue. Keys the
 * spec names (msjDefaultXmlFile, textCommonsXml, xmlYear, ...) are kept; each check has its title
 * (`<id>`, shown on success) and its fault (`<id>.error`, with a language-neutral {detail}).
 */

import type { CfdiLang } from './lang';
import { CATALOG_MESSAGES } from './catalog-messages';
import { PORTAL_MESSAGES } from './portal-messages';
import { RECEIVER_MESSAGES } from './receiver-messages';
import { TRUST_MESSAGES } from './trust-messages';
import { WELL_FORMED_MESSAGES } from './well-formed-messages';

export type { CfdiLang } from './lang';

export const CFDI_MESSAGES = {
  ...PORTAL_MESSAGES,
  ...WELL_FORMED_MESSAGES,
  ...TRUST_MESSAGES,
  ...CATALOG_MESSAGES,
  ...RECEIVER_MESSAGES,
  // Spec 2 §5 "Files" and "XML parsing".
  msjDefaultXmlFile: { es: 'El archivo XML no es válido.', en: 'The XML file is not valid.' },
  msjsizeFile: {
    es: 'El archivo excede el tamaño máximo permitido (3,000,000 bytes).',
    en: 'The file exceeds the maximum size allowed (3,000,000 bytes).',
  },
  textCommonsXml: {
    es: 'no se encontró en el XML, verifique el archivo.',
    en: 'was not found in the XML, check the file.',
  },
  xmlYear: {
    es: 'El año de timbrado del XML no corresponde al año en curso.',
    en: 'The XML stamp year is not the current year.',
  },
  xmlFechaTimbrado: {
    es: 'El XML no contiene la fecha de timbrado.',
    en: 'The XML has no stamp date.',
  },
  nifEmisor: { es: 'RFC Emisor', en: 'Issuer RFC' },
  nifReceptor: { es: 'RFC Receptor', en: 'Receiver RFC' },
  NombreEmisor: { es: 'Nombre Emisor', en: 'Issuer name' },
  NombreReceptor: { es: 'Nombre Receptor', en: 'Receiver name' },
  idFactura: { es: 'UUID (folio fiscal)', en: 'UUID (fiscal folio)' },
  FechaHoraEmision: { es: 'Fecha de emisión', en: 'Issue date' },
  subTotal: { es: 'Subtotal', en: 'Subtotal' },
  total: { es: 'Total', en: 'Total' },
  CodigoMoneda: { es: 'Moneda', en: 'Currency' },
  xmlRfcProvCertif: { es: 'RFC del proveedor de certificación', en: 'Certifier RFC' },
  // Why parsing refused the file (appended to msjDefaultXmlFile).
  // Those with a position say where (detail "3, col. 15") and are followed by the wf.* fault.
  parseNotUtf8: {
    es: 'No está codificado en UTF-8 (línea {detail}):',
    en: 'It is not UTF-8 encoded (line {detail}):',
  },
  parseEncoding: {
    es: 'Declara la codificación "{detail}"; un CFDI debe ser UTF-8.',
    en: 'It declares the encoding "{detail}"; a CFDI must be UTF-8.',
  },
  parseDoctype: {
    es: 'Contiene declaraciones DOCTYPE o ENTITY, que no se permiten.',
    en: 'It contains DOCTYPE or ENTITY declarations, which are not allowed.',
  },
  parseTooDeep: {
    es: 'Tiene más de {detail} niveles de anidamiento.',
    en: 'It nests more than {detail} levels deep.',
  },
  // The structural limits (xml-limits.ts), each quoting its figure.
  parseTooManyAttributes: {
    es: 'Un elemento tiene más de {detail} atributos.',
    en: 'An element has more than {detail} attributes.',
  },
  parseTooManyElements: {
    es: 'Tiene más de {detail} elementos.',
    en: 'It has more than {detail} elements.',
  },
  parseTooManyAttributesInAll: {
    es: 'Tiene más de {detail} atributos en total.',
    en: 'It has more than {detail} attributes in all.',
  },
  parseValueTooLong: {
    es: 'Un atributo tiene un valor de más de {detail} caracteres.',
    en: 'An attribute has a value longer than {detail} characters.',
  },
  // The server's validation of a sent XML did not run to its end.
  xmlCheckTooSlow: {
    es: 'La validación del XML se detuvo tras {detail} segundos; revise el archivo o intente de nuevo más tarde.',
    en: 'The XML validation was stopped after {detail} seconds; check the file or try again later.',
  },
  xmlCheckBusy: {
    es: 'El servidor está validando muchos XML en este momento; intente de nuevo en unos minutos.',
    en: 'The server is validating many XML files right now; try again in a few minutes.',
  },
  parseInvalidChars: {
    es: 'Contiene caracteres que XML no permite (línea {detail}):',
    en: 'It contains characters XML does not allow (line {detail}):',
  },
  parseMalformed: {
    es: 'No está bien formado (línea {detail}):',
    en: 'It is not well-formed (line {detail}):',
  },
  parseBadReference: {
    es: 'Contiene una referencia no válida (línea {detail}):',
    en: 'It contains an invalid reference (line {detail}):',
  },
  parseUnreadable: { es: 'No se pudo leer: {detail}', en: 'It could not be read: {detail}' },
  parseEmpty: { es: 'El archivo está vacío.', en: 'The file is empty.' },
  // Statuses a check can have without running.
  notApplicable: { es: 'No aplica a este documento.', en: 'Does not apply to this document.' },
  needsPortalContext: {
    es: 'No evaluado: requiere el contexto del portal.',
    en: 'Not evaluated: needs the portal context.',
  },
  needsSat: {
    es: 'No evaluado: requiere la consulta al SAT.',
    en: 'Not evaluated: needs the tax authority query.',
  },
  needsSeal: {
    es: 'No evaluado: requiere la verificación del sello.',
    en: 'Not evaluated: needs the seal verification.',
  },
  // xml
  'xml.wellFormed': { es: 'XML bien formado.', en: 'Well-formed XML.' },
  'xml.root': { es: 'El elemento raíz es Comprobante.', en: 'The root element is Comprobante.' },
  'xml.root.error': {
    es: 'El elemento raíz es {detail}; se esperaba cfdi:Comprobante.',
    en: 'The root element is {detail}; cfdi:Comprobante was expected.',
  },
  'xml.namespace': { es: 'Espacio de nombres de CFDI.', en: 'CFDI namespace.' },
  'xml.namespace.error': {
    es: 'El espacio de nombres "{detail}" no es el de CFDI 3.3 ni 4.0.',
    en: 'The namespace "{detail}" is neither CFDI 3.3 nor 4.0.',
  },
  'xml.version': { es: 'Versión de CFDI soportada.', en: 'Supported CFDI version.' },
  'xml.version.error': {
    es: 'La versión "{detail}" no corresponde al espacio de nombres del comprobante.',
    en: 'Version "{detail}" does not match the voucher namespace.',
  },
  // schema
  'schema.required': { es: 'Datos obligatorios presentes.', en: 'Required data present.' },
  'schema.required.error': {
    es: 'Faltan datos obligatorios: {detail}',
    en: 'Required data missing: {detail}',
  },
  'schema.amountFormat': { es: 'Formato de importes.', en: 'Amount format.' },
  'schema.amountFormat.error': {
    es: 'Importes con formato no válido: {detail}',
    en: 'Amounts with an invalid format: {detail}',
  },
  'schema.rfcPattern': { es: 'Formato de RFC.', en: 'RFC format.' },
  'schema.rfcPattern.error': {
    es: 'RFC con formato no válido: {detail}',
    en: 'RFC with an invalid format: {detail}',
  },
  'schema.dateFormat': { es: 'Formato de fechas.', en: 'Date format.' },
  'schema.dateFormat.error': {
    es: 'Fechas con formato no válido: {detail}',
    en: 'Dates with an invalid format: {detail}',
  },
  'schema.moneda': { es: 'Moneda del catálogo c_Moneda.', en: 'Currency from c_Moneda.' },
  'schema.moneda.error': {
    es: 'Moneda fuera del catálogo c_Moneda: {detail}',
    en: 'Currency not in c_Moneda: {detail}',
  },
  'schema.tipoDeComprobante': { es: 'Tipo de comprobante.', en: 'Voucher type.' },
  'schema.tipoDeComprobante.error': {
    es: 'Tipo de comprobante no válido: {detail}',
    en: 'Invalid voucher type: {detail}',
  },
  'schema.objetoImp': { es: 'Objeto de impuesto.', en: 'Tax object.' },
  'schema.objetoImp.error': {
    es: 'Objeto de impuesto no válido: {detail}',
    en: 'Invalid tax object: {detail}',
  },
  'schema.tipoFactor': { es: 'Tipo de factor de impuestos.', en: 'Tax factor type.' },
  'schema.tipoFactor.error': {
    es: 'Impuestos con tipo de factor, impuesto o tasa no válidos: {detail}',
    en: 'Taxes with an invalid factor type, tax or rate: {detail}',
  },
  // sums
  'sums.conceptImporte': {
    es: 'Importe de conceptos = Cantidad × ValorUnitario.',
    en: 'Concept amount = quantity × unit value.',
  },
  'sums.conceptImporte.error': {
    es: 'Importe fuera de los límites de Cantidad × ValorUnitario: {detail}',
    en: 'Amount outside the limits of quantity × unit value: {detail}',
  },
  'sums.conceptTaxes': {
    es: 'Impuestos de conceptos = Base × TasaOCuota.',
    en: 'Concept taxes = base × rate.',
  },
  'sums.conceptTaxes.error': {
    es: 'Impuesto fuera de los límites de Base × TasaOCuota: {detail}',
    en: 'Tax outside the limits of base × rate: {detail}',
  },
  'sums.subTotal': { es: 'SubTotal = suma de importes.', en: 'Subtotal = sum of amounts.' },
  'sums.subTotal.error': {
    es: 'El SubTotal no es la suma de los importes: {detail}',
    en: 'The subtotal is not the sum of the amounts: {detail}',
  },
  'sums.descuento': { es: 'Descuento = suma de descuentos.', en: 'Discount = sum of discounts.' },
  'sums.descuento.error': {
    es: 'El Descuento no es la suma de los descuentos de conceptos: {detail}',
    en: 'The discount is not the sum of the concept discounts: {detail}',
  },
  'sums.taxTotals': {
    es: 'Resumen de impuestos = suma por impuesto, factor y tasa.',
    en: 'Tax summary = sum by tax, factor and rate.',
  },
  'sums.taxTotals.error': {
    es: 'El resumen de impuestos no coincide con los conceptos: {detail}',
    en: 'The tax summary does not match the concepts: {detail}',
  },
  'sums.totalTaxes': {
    es: 'Totales de impuestos trasladados y retenidos.',
    en: 'Transferred and withheld tax totals.',
  },
  'sums.totalTaxes.error': {
    es: 'Los totales de impuestos no coinciden con el resumen: {detail}',
    en: 'The tax totals do not match the summary: {detail}',
  },
  'sums.localTaxes': { es: 'Totales de impuestos locales.', en: 'Local tax totals.' },
  'sums.localTaxes.error': {
    es: 'Los totales de impuestos locales no coinciden: {detail}',
    en: 'The local tax totals do not match: {detail}',
  },
  'sums.total': {
    es: 'Total = SubTotal − Descuento + trasladados − retenidos.',
    en: 'Total = subtotal − discount + transferred − withheld.',
  },
  'sums.total.error': {
    es: 'El Total no cuadra: {detail}',
    en: 'The total does not add up: {detail}',
  },
  // rfc and regime
  'rfc.issuer': { es: 'RFC del emisor válido.', en: 'Valid issuer RFC.' },
  'rfc.issuer.error': {
    es: 'El RFC del emisor no tiene una fecha real: {detail}',
    en: 'The issuer RFC has no real date: {detail}',
  },
  'rfc.receiver': { es: 'RFC del receptor válido.', en: 'Valid receiver RFC.' },
  'rfc.receiver.error': {
    es: 'El RFC del receptor no tiene una fecha real: {detail}',
    en: 'The receiver RFC has no real date: {detail}',
  },
  'rfc.issuerNotGeneric': {
    es: 'El emisor no usa un RFC genérico.',
    en: 'The issuer RFC is not generic.',
  },
  'rfc.issuerNotGeneric.error': {
    es: 'El emisor usa el RFC genérico {detail}.',
    en: 'The issuer uses the generic RFC {detail}.',
  },
  'regime.issuer': { es: 'Régimen fiscal del emisor.', en: 'Issuer tax regime.' },
  'regime.issuer.error': {
    es: 'El régimen fiscal del emisor no aplica a su tipo de RFC: {detail}',
    en: 'The issuer tax regime does not apply to its kind of RFC: {detail}',
  },
  'regime.receiver': { es: 'Régimen fiscal del receptor.', en: 'Receiver tax regime.' },
  'regime.receiver.error': {
    es: 'El régimen fiscal del receptor no aplica a su tipo de RFC: {detail}',
    en: 'The receiver tax regime does not apply to its kind of RFC: {detail}',
  },
  // tfd
  'tfd.present': { es: 'Timbre fiscal digital 1.1.', en: 'Digital tax stamp 1.1.' },
  'tfd.present.error': {
    es: 'Se esperaba exactamente un TimbreFiscalDigital 1.1: {detail}',
    en: 'Exactly one TimbreFiscalDigital 1.1 was expected: {detail}',
  },
  'tfd.uuid': { es: 'UUID del timbre.', en: 'Stamp UUID.' },
  'tfd.uuid.error': { es: 'UUID no válido: {detail}', en: 'Invalid UUID: {detail}' },
  'tfd.selloCfd': {
    es: 'SelloCFD igual al Sello del comprobante.',
    en: 'SelloCFD equals the voucher seal.',
  },
  'tfd.selloCfd.error': {
    es: 'El sello no es válido: {detail}',
    en: 'The seal is not valid: {detail}',
  },
  'tfd.certifier': { es: 'RFC del proveedor de certificación.', en: 'Certifier RFC.' },
  'tfd.fechaTimbrado': { es: 'Fecha de timbrado.', en: 'Stamp date.' },
  // dates
  'dates.stampAfterIssue': {
    es: 'Timbrado posterior a la emisión.',
    en: 'Stamped after it was issued.',
  },
  'dates.stampAfterIssue.error': {
    es: 'La fecha de timbrado es anterior a la de emisión: {detail}',
    en: 'The stamp date is before the issue date: {detail}',
  },
  'dates.stampWithin72h': {
    es: 'Timbrado dentro de las 72 horas de la emisión.',
    en: 'Stamped within 72 hours of issue.',
  },
  'dates.stampWithin72h.error': {
    es: 'Timbrado más de 72 horas después de la emisión: {detail}',
    en: 'Stamped more than 72 hours after issue: {detail}',
  },
  'dates.issueNotFuture': {
    es: 'Fecha de emisión no futura.',
    en: 'Issue date not in the future.',
  },
  'dates.issueNotFuture.error': {
    es: 'La fecha de emisión es posterior a hoy: {detail}',
    en: 'The issue date is after today: {detail}',
  },
  // pagos
  'pagos.complement': { es: 'Complemento de pagos.', en: 'Payment complement.' },
  'pagos.complement.error': {
    es: 'Complemento de pagos ausente o de versión incorrecta: {detail}',
    en: 'Payment complement missing or of the wrong version: {detail}',
  },
  'pagos.voucherAmounts': { es: 'SubTotal y Total en 0.', en: 'Subtotal and total are 0.' },
  'pagos.voucherAmounts.error': {
    es: 'Un CFDI de pago debe tener SubTotal y Total 0: {detail}',
    en: 'A payment CFDI must have subtotal and total 0: {detail}',
  },
  'pagos.currency': { es: 'Moneda XXX.', en: 'Currency XXX.' },
  'pagos.currency.error': {
    es: 'Un CFDI de pago debe usar la moneda XXX: {detail}',
    en: 'A payment CFDI must use currency XXX: {detail}',
  },
  'pagos.noPaymentFormMethod': {
    es: 'Sin forma ni método de pago en el comprobante.',
    en: 'No payment form or method on the voucher.',
  },
  'pagos.noPaymentFormMethod.error': {
    es: 'Un CFDI de pago no lleva FormaPago ni MetodoPago: {detail}',
    en: 'A payment CFDI has no FormaPago or MetodoPago: {detail}',
  },
  'pagos.payment': { es: 'Datos de cada pago.', en: 'Data of each payment.' },
  'pagos.payment.error': { es: 'Pago no válido: {detail}', en: 'Invalid payment: {detail}' },
  'pagos.relatedDocument': {
    es: 'Datos de cada documento relacionado.',
    en: 'Data of each related document.',
  },
  'pagos.relatedDocument.error': {
    es: 'Documento relacionado incompleto: {detail}',
    en: 'Incomplete related document: {detail}',
  },
  'pagos.idDocumento': {
    es: 'Cada documento relacionado tiene IdDocumento.',
    en: 'Each related document has an IdDocumento.',
  },
  'pagos.idDocumento.error': {
    es: 'Documento relacionado sin IdDocumento válido: {detail}',
    en: 'Related document without a valid IdDocumento: {detail}',
  },
  'pagos.saldoInsoluto': {
    es: 'ImpSaldoInsoluto = ImpSaldoAnt − ImpPagado ≥ 0.',
    en: 'ImpSaldoInsoluto = ImpSaldoAnt − ImpPagado ≥ 0.',
  },
  'pagos.saldoInsoluto.error': {
    es: 'Saldo insoluto incorrecto: {detail}',
    en: 'Wrong outstanding balance: {detail}',
  },
  'pagos.montoCoversPagado': {
    es: 'El monto de cada pago cubre lo pagado.',
    en: 'Each payment amount covers what was paid.',
  },
  'pagos.montoCoversPagado.error': {
    es: 'La suma de ImpPagado excede el Monto del pago: {detail}',
    en: 'The sum of ImpPagado exceeds the payment amount: {detail}',
  },
  'pagos.accounts': {
    es: 'Cuentas según la forma de pago.',
    en: 'Accounts as the payment form allows.',
  },
  'pagos.accounts.error': {
    es: 'Cuenta no permitida o con formato incorrecto para la forma de pago: {detail}',
    en: 'Account not allowed or badly formed for the payment form: {detail}',
  },
  'pagos.totales': { es: 'Totales del complemento de pagos.', en: 'Payment complement totals.' },
  'pagos.totales.error': {
    es: 'Los totales de pagos no coinciden: {detail}',
    en: 'The payment totals do not match: {detail}',
  },
  // seal
  'seal.needsCertificate': {
    es: 'No evaluado: requiere un certificado legible.',
    en: 'Not evaluated: needs a readable certificate.',
  },
  'seal.certificate': {
    es: 'Certificado del emisor legible y con el número declarado.',
    en: 'Issuer certificate readable, with the declared number.',
  },
  'seal.certificate.error': {
    es: 'El Certificado no es válido: se esperaba {detail}.',
    en: 'The Certificado is not valid: {detail} was expected.',
  },
  'seal.certificate.empty': {
    es: 'El comprobante no incluye el certificado del emisor (Certificado vacío).',
    en: 'The voucher does not include the issuer certificate (Certificado is empty).',
  },
  'seal.certificate.number': {
    es: 'El NoCertificado no es el número del certificado: {detail}',
    en: 'NoCertificado is not the certificate number: {detail}',
  },
  'seal.certificateRfc': {
    es: 'El certificado es del RFC emisor.',
    en: 'The certificate belongs to the issuer RFC.',
  },
  'seal.certificateRfc.error': {
    es: 'El certificado no es del RFC emisor: {detail}',
    en: 'The certificate does not belong to the issuer RFC: {detail}',
  },
  'seal.certificateDates': {
    es: 'Fecha de emisión dentro de la vigencia del certificado.',
    en: 'Issue date within the certificate validity.',
  },
  'seal.certificateDates.error': {
    es: 'La fecha de emisión está fuera de la vigencia del certificado: {detail}',
    en: 'The issue date is outside the certificate validity: {detail}',
  },
  'seal.signature': {
    es: 'Sello del emisor verificado: el comprobante no cambió después de sellarse.',
    en: 'Issuer seal verified: the voucher has not changed since it was sealed.',
  },
  'seal.signature.error': {
    es: 'El sello no corresponde al contenido: el comprobante se alteró después de sellarse o el sello es de otro documento.',
    en: 'The seal does not match the content: the voucher was altered after it was sealed, or the seal belongs to another document.',
  },
  'seal.signature.empty': {
    es: 'El comprobante no incluye el sello del emisor (Sello vacío).',
    en: 'The voucher does not include the issuer seal (Sello is empty).',
  },
  'seal.signature.notBase64': {
    es: 'El Sello no está codificado en base64.',
    en: 'The Sello is not base64 encoded.',
  },
  'seal.signature.unsupported': {
    es: 'El sello no se puede verificar: el portal no reconoce el complemento {detail}.',
    en: 'The seal cannot be verified: the portal does not know the complement {detail}.',
  },
  // sat (spec 2 §5 tax-authority checks, §8 siteMessageValidationIDerror / GenError)
  siteMessageValidationIDerror: {
    es: 'ID de factura ya ha sido registrado',
    en: 'Invoice ID has already been registered',
  },
  siteMessageValidationGenError: {
    es: 'Error al generar validación',
    en: 'Error generating the validation',
  },
  'sat.unavailable': {
    es: '(el servicio del SAT no respondió: {detail})',
    en: '(the tax authority service did not answer: {detail})',
  },
  'sat.serviceMessage': { es: '{detail}', en: '{detail}' },
  'sat.blacklist': {
    es: 'RFC fuera de la lista del artículo 69-B (EFOS).',
    en: 'RFC not on the article 69-B list (EFOS).',
  },
  'sat.blacklist.error': {
    es: 'El RFC receptor no es válido.',
    en: 'The receiver RFC is not valid.',
  },
  'sat.blacklist.listed': {
    es: 'El RFC {detail} está en la lista del artículo 69-B del SAT.',
    en: 'The RFC {detail} is on the SAT article 69-B list.',
  },
  'sat.duplicateId': {
    es: 'ID de factura no registrado antes.',
    en: 'Invoice ID not registered before.',
  },
  'sat.status': { es: 'CFDI vigente ante el SAT.', en: 'CFDI valid (Vigente) at the SAT.' },
  'sat.status.error': {
    es: 'El SAT no confirma el CFDI como vigente: {detail}',
    en: 'The SAT does not confirm the CFDI as valid: {detail}',
  },
  'sat.status.cancelled': {
    es: 'Estado del CFDI: Cancelado. Estatus de cancelación: {detail}',
    en: 'CFDI status: Cancelado (cancelled). Cancellation status: {detail}',
  },
  'sat.reception': { es: 'Recepción del CFDI.', en: 'CFDI reception.' },
  'sat.reception.warning': {
    es: 'El CFDI fue recibido pero no resultó válido: {detail}',
    en: 'The CFDI was received but is not valid: {detail}',
  },
  'sat.reception.sealError': {
    es: 'El sello del CFDI no es válido: {detail}',
    en: 'The CFDI seal is not valid: {detail}',
  },
  'sat.reception.error': {
    es: 'La recepción del CFDI falló: {detail}',
    en: 'The CFDI reception failed: {detail}',
  },
  'sat.reception.skipped': {
    es: 'No aplica: CFDI timbrado por {detail}.',
    en: 'Does not apply: CFDI stamped by {detail}.',
  },
} as const satisfies Record<string, Record<CfdiLang, string>>;

export type CfdiMessageKey = keyof typeof CFDI_MESSAGES;

/** A message to translate later: a key, a language-neutral detail, and parts to append. */
export interface MessageRef {
  readonly key: CfdiMessageKey;
  readonly detail?: string;
  readonly then?: readonly MessageRef[];
}

export function isMessageKey(key: string): key is CfdiMessageKey {
  return Object.hasOwn(CFDI_MESSAGES, key);
}

/** The text of a message in a language: {detail} filled in, then each appended part after a space. */
export function cfdiMessage(ref: MessageRef, lang: CfdiLang): string {
  const template = CFDI_MESSAGES[ref.key][lang];
  // A function replacement: details quote the document, whose `$&` or `$'` must stay as written.
  let text = template.includes('{detail}')
    ? template.replace('{detail}', () => ref.detail ?? '')
    : template;
  if (ref.then) for (const part of ref.then) text += ` ${cfdiMessage(part, lang)}`;
  return text;
}
