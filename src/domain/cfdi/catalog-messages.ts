/**
 * Texts of the SAT catalogue checks (the `catalog` group, spec 2 §5), in Spanish and English. Each
 * check has its title (shown on success) and its `.error` lead; the problems follow it as parts
 * that name what was found and what the catalogue expects, e.g. «Receptor@UsoCFDI="G03" no admite
 * el régimen del receptor 605; admite 601, 603, 606, …».
 */
import type { CfdiLang } from './lang';

export const CATALOG_MESSAGES = {
  'catalog.formaPago': { es: 'Forma de pago (c_FormaPago).', en: 'Payment form (c_FormaPago).' },
  'catalog.formaPago.error': {
    es: 'La forma de pago no es válida según el catálogo del SAT:',
    en: 'The payment form is not valid under the SAT catalogue:',
  },
  'catalog.metodoPago': {
    es: 'Método de pago (c_MetodoPago).',
    en: 'Payment method (c_MetodoPago).',
  },
  'catalog.metodoPago.error': {
    es: 'El método de pago no es válido según el catálogo del SAT:',
    en: 'The payment method is not valid under the SAT catalogue:',
  },
  'catalog.regimenFiscal': {
    es: 'Régimen fiscal del emisor (c_RegimenFiscal).',
    en: 'Issuer tax regime (c_RegimenFiscal).',
  },
  'catalog.regimenFiscal.error': {
    es: 'El régimen fiscal del emisor no es válido según el catálogo del SAT:',
    en: 'The issuer tax regime is not valid under the SAT catalogue:',
  },
  'catalog.usoCfdi': {
    es: 'Uso de CFDI y régimen del receptor (c_UsoCFDI).',
    en: "CFDI use and the receiver's regime (c_UsoCFDI).",
  },
  'catalog.usoCfdi.error': {
    es: 'El uso de CFDI no es válido según el catálogo del SAT:',
    en: 'The CFDI use is not valid under the SAT catalogue:',
  },
  'catalog.claveUnidad': {
    es: 'Claves de unidad (c_ClaveUnidad).',
    en: 'Unit keys (c_ClaveUnidad).',
  },
  'catalog.claveUnidad.error': {
    es: 'Una clave de unidad no es válida según el catálogo del SAT:',
    en: 'A unit key is not valid under the SAT catalogue:',
  },
  'catalog.moneda': {
    es: 'Moneda y decimales de los importes (c_Moneda).',
    en: 'Currency and the decimals of the amounts (c_Moneda).',
  },
  'catalog.moneda.error': {
    es: 'La moneda o los decimales de los importes no son válidos según el catálogo del SAT:',
    en: 'The currency or the decimals of the amounts are not valid under the SAT catalogue:',
  },
  'catalog.exportacion': { es: 'Exportación (c_Exportacion).', en: 'Export (c_Exportacion).' },
  'catalog.exportacion.error': {
    es: 'La clave de exportación no es válida según el catálogo del SAT:',
    en: 'The export key is not valid under the SAT catalogue:',
  },
  'catalog.objetoImp': {
    es: 'Objeto de impuesto (c_ObjetoImp).',
    en: 'Tax object (c_ObjetoImp).',
  },
  'catalog.objetoImp.error': {
    es: 'Un objeto de impuesto no es válido según el catálogo del SAT:',
    en: 'A tax object is not valid under the SAT catalogue:',
  },
  'catalog.tasaOCuota': {
    es: 'Impuestos, tipos de factor y tasas o cuotas (c_Impuesto, c_TipoFactor, c_TasaOCuota).',
    en: 'Taxes, factor types and rates or quotas (c_Impuesto, c_TipoFactor, c_TasaOCuota).',
  },
  'catalog.tasaOCuota.error': {
    es: 'Un impuesto trasladado o retenido no es válido según los catálogos del SAT:',
    en: 'A transferred or withheld tax is not valid under the SAT catalogues:',
  },
  'catalog.residenciaFiscal': {
    es: 'Residencia fiscal del receptor (c_Pais).',
    en: "The receiver's tax residence (c_Pais).",
  },
  'catalog.residenciaFiscal.error': {
    es: 'La residencia fiscal del receptor no es válida según el catálogo del SAT:',
    en: "The receiver's tax residence is not valid under the SAT catalogue:",
  },
  'catalog.claveProdServ': {
    es: 'Claves de producto o servicio (c_ClaveProdServ).',
    en: 'Product or service keys (c_ClaveProdServ).',
  },
  'catalog.claveProdServ.error': {
    es: 'Una clave de producto o servicio no es válida según el catálogo del SAT:',
    en: 'A product or service key is not valid under the SAT catalogue:',
  },
  'catalog.claveProdServ.notLoaded': {
    es: 'Catálogo no cargado: el portal no tiene el catálogo c_ClaveProdServ, no se comprobó que las claves de producto o servicio existan.',
    en: 'Catalogue not loaded: the portal does not hold the c_ClaveProdServ catalogue, the product or service keys were not checked to exist.',
  },
  'catalog.claveProdServ.shape': { es: 'no son 8 dígitos.', en: 'is not 8 digits.' },
  'catalog.codigoPostal': {
    es: 'Códigos postales (c_CodigoPostal).',
    en: 'Postal codes (c_CodigoPostal).',
  },
  'catalog.codigoPostal.error': {
    es: 'Un código postal no es válido según el catálogo del SAT:',
    en: 'A postal code is not valid under the SAT catalogue:',
  },
  'catalog.codigoPostal.notLoaded': {
    es: 'Catálogo no cargado: el portal no tiene el catálogo c_CodigoPostal, no se comprobó que los códigos postales existan.',
    en: 'Catalogue not loaded: the portal does not hold the c_CodigoPostal catalogue, the postal codes were not checked to exist.',
  },
  'catalog.codigoPostal.shape': { es: 'no son 5 dígitos.', en: 'is not 5 digits.' },
  // The parts of a problem, appended to the lead in order: what was found, then why and what fits.
  'catalog.value': { es: '{detail}', en: '{detail}' },
  'catalog.notFound': {
    es: 'no existe en el catálogo {detail}.',
    en: 'is not in the {detail} catalogue.',
  },
  'catalog.notYet': {
    es: 'no está vigente en la fecha del comprobante: rige desde el {detail}.',
    en: "is not in force on the voucher's date: it applies from {detail}.",
  },
  'catalog.ended': {
    es: 'no está vigente en la fecha del comprobante: dejó de regir el {detail}.',
    en: "is not in force on the voucher's date: it ceased to apply on {detail}.",
  },
  'catalog.expected': { es: 'Se espera uno de: {detail}.', en: 'Expected one of: {detail}.' },
  'catalog.notForLegal': {
    es: 'no aplica a personas morales (RFC de 12 caracteres).',
    en: 'does not apply to legal persons (12-character RFC).',
  },
  'catalog.notForNatural': {
    es: 'no aplica a personas físicas (RFC de 13 caracteres).',
    en: 'does not apply to natural persons (13-character RFC).',
  },
  'catalog.usoCfdi.regime': {
    es: 'no admite el régimen del receptor {detail};',
    en: "does not allow the receiver's regime {detail};",
  },
  'catalog.allows': { es: 'admite {detail}.', en: 'it allows {detail}.' },
  'catalog.decimals': {
    es: 'tiene más decimales de los que admite la moneda: {detail}.',
    en: 'has more decimals than the currency allows: {detail}.',
  },
  'catalog.notTransfer': {
    es: 'no es un impuesto que se traslade (c_Impuesto).',
    en: 'is not a tax that is transferred (c_Impuesto).',
  },
  'catalog.notWithholding': {
    es: 'no es un impuesto que se retenga (c_Impuesto).',
    en: 'is not a tax that is withheld (c_Impuesto).',
  },
  'catalog.rate': {
    es: 'no corresponde a ninguna regla de c_TasaOCuota; se admite: {detail}.',
    en: 'matches no c_TasaOCuota rule; allowed: {detail}.',
  },
} as const satisfies Record<string, Record<CfdiLang, string>>;
