/** Texts of the certificate-chain, revocation and stamp-seal checks (Spanish and English). */
export const TRUST_MESSAGES = {
  'seal.needsTrust': {
    es: 'No evaluado: el portal no tiene aquí las autoridades certificadoras del SAT.',
    en: "Not evaluated: the SAT's certification authorities are not available here.",
  },
  'seal.needsStamp': {
    es: 'No evaluado: requiere un timbre fiscal verificable.',
    en: 'Not evaluated: needs a verifiable stamp.',
  },
  'seal.chain': {
    es: 'El certificado del emisor fue emitido por el SAT.',
    en: 'The issuer certificate was issued by the SAT.',
  },
  'seal.chain.error': {
    es: 'El certificado no fue emitido por el SAT: lo emitió "{detail}", que no es una autoridad certificadora del SAT.',
    en: 'The certificate was not issued by the SAT: it was issued by "{detail}", which is not a SAT certification authority.',
  },
  'seal.chain.selfMade': {
    es: 'El certificado no fue emitido por el SAT: lo emitió "{detail}", que no es una autoridad certificadora del SAT. Un certificado hecho por el propio emisor no sirve para sellar facturas.',
    en: 'The certificate was not issued by the SAT: it was issued by "{detail}", which is not a SAT certification authority. A certificate made by the issuer itself cannot seal invoices.',
  },
  'seal.chain.test': {
    es: 'El certificado lo emitió la autoridad de pruebas del SAT ("{detail}"): sirve para pruebas, no tiene validez fiscal.',
    en: 'The certificate was issued by the SAT\'s test authority ("{detail}"): fine for tests, it has no fiscal validity.',
  },
  'seal.csd': {
    es: 'El certificado es un certificado de sello digital (CSD).',
    en: 'The certificate is a digital seal certificate (CSD).',
  },
  'seal.csd.efirma': {
    es: 'El comprobante se selló con una e.firma (FIEL), no con un certificado de sello digital (CSD): el SAT no acepta facturas selladas con la e.firma.',
    en: 'The voucher was sealed with an e.firma (FIEL), not a digital seal certificate (CSD): the SAT does not accept invoices sealed with the e.firma.',
  },
  'seal.csd.error': {
    es: 'El certificado no es un certificado de sello digital (CSD).',
    en: 'The certificate is not a digital seal certificate (CSD).',
  },
  'seal.certificateName': {
    es: 'El nombre del emisor es el del certificado.',
    en: "The issuer name is the certificate's.",
  },
  'seal.certificateName.error': {
    es: 'El nombre del emisor no es el del certificado (sin distinguir mayúsculas, acentos, puntos, comas ni el régimen societario como "SA DE CV"): {detail}',
    en: 'The issuer name is not the certificate\'s (ignoring case, accents, periods, commas and the company type such as "SA DE CV"): {detail}',
  },
  'seal.revocation': {
    es: 'El SAT confirma que el certificado del emisor no estaba revocado.',
    en: 'The SAT confirms the issuer certificate was not revoked.',
  },
  'seal.revocation.notAsked': {
    es: 'No consultado: la revocación del certificado se consulta al SAT al enviar.',
    en: 'Not asked: the certificate revocation is asked of the SAT when sending.',
  },
  'seal.revocation.error': {
    es: 'El certificado del emisor fue revocado por el SAT antes de la fecha de emisión: {detail}',
    en: 'The SAT revoked the issuer certificate before the issue date: {detail}',
  },
  'seal.revocation.unknown': {
    es: 'El SAT no reconoce el certificado del emisor {detail}.',
    en: 'The SAT does not know the issuer certificate {detail}.',
  },
  'seal.revocation.unavailable': {
    es: 'No se pudo verificar con el SAT si el certificado del emisor está revocado; intente más tarde. ({detail})',
    en: 'The SAT could not be asked whether the issuer certificate is revoked; try again later. ({detail})',
  },
  'seal.stamp': {
    es: 'El sello del timbre (SelloSAT) corresponde al certificado del PAC.',
    en: "The stamp seal (SelloSAT) matches the certifier's (PAC) certificate.",
  },
  'seal.stamp.error': {
    es: 'El sello del timbre no corresponde al certificado del PAC {detail}: el timbre se alteró o no lo hizo ese certificador.',
    en: "The stamp seal does not match the certifier's (PAC) certificate {detail}: the stamp was altered or that certifier did not make it.",
  },
  'seal.stamp.unavailable': {
    es: 'No se pudo obtener el certificado del PAC {detail} del SAT: el timbre no se pudo verificar.',
    en: "The certifier's (PAC) certificate {detail} could not be obtained from the SAT: the stamp could not be verified.",
  },
  'seal.stamp.wrongCertificate': {
    es: 'El certificado obtenido para el número {detail} no es el del PAC: el timbre no se pudo verificar.',
    en: "The certificate obtained for number {detail} is not the certifier's: the stamp could not be verified.",
  },
  'seal.stamp.untrusted': {
    es: 'El certificado del PAC {detail} no fue emitido por el SAT.',
    en: "The certifier's (PAC) certificate {detail} was not issued by the SAT.",
  },
  'seal.stamp.dates': {
    es: 'La fecha de timbrado está fuera de la vigencia del certificado del PAC {detail}.',
    en: "The stamp date is outside the certifier's (PAC) certificate validity {detail}.",
  },
  'seal.stampCertifier': {
    es: 'El RfcProvCertif es el del PAC del certificado del timbre.',
    en: "RfcProvCertif is the certifier of the stamp's certificate.",
  },
  'seal.stampCertifier.error': {
    es: 'El RfcProvCertif no es el PAC del certificado con que se timbró: {detail}',
    en: 'RfcProvCertif is not the certifier of the certificate that stamped it: {detail}',
  },
  'seal.stampCertifier.unnamed': {
    es: 'El certificado del timbre no nombra a su PAC, el RfcProvCertif no se pudo comprobar: {detail}',
    en: "The stamp's certificate does not name its certifier, RfcProvCertif could not be checked: {detail}",
  },
} as const;
