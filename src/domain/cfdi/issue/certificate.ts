/**
 * Demo seal certificates (CSD): an RSA key pair and a self-signed X.509 certificate issued to an
 * RFC, made with WebCrypto and the same ASN.1 library the seal checks read certificates with, so a
 * CFDI sealed with one passes seal.certificate, seal.certificateRfc, seal.certificateDates and
 * seal.signature. They prove nothing to the real tax authority: no SAT CA signed them.
 */
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  BasicConstraints,
  Certificate,
  Extension,
  Extensions,
  KeyUsage,
  KeyUsageFlags,
  Name,
  RelativeDistinguishedName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
  id_ce_basicConstraints,
  id_ce_keyUsage,
} from '@peculiar/asn1-x509';
import { decodeBase64, encodeBase64 } from '../seal/base64';

const SHA256_WITH_RSA = '1.2.840.113549.1.1.11';
const ASN1_NULL = new Uint8Array([0x05, 0x00]).buffer;
/** Where the SAT writes the RFC a certificate was issued to (seal/certificate.ts reads it). */
const X500_UNIQUE_IDENTIFIER = '2.5.4.45';
const COMMON_NAME = '2.5.4.3';
const ORGANIZATION = '2.5.4.10';

const RSA_KEY: RsaHashedKeyGenParams = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
};

/** A certificate and its private key, as they are stored. */
export interface IssuedCsd {
  /** The certificate number (NoCertificado): its serial's 20 digits. */
  number: string;
  /** The certificate's DER in base64 (what Comprobante@Certificado carries). */
  certificate: string;
  /** The private key, PKCS#8 DER in base64. */
  privateKey: string;
  notBefore: Date;
  notAfter: Date;
}

export interface CsdRequest {
  rfc: string;
  name: string;
  /** 20 digits: the serial, written as ASCII as the SAT's certificates are. */
  number: string;
  notBefore: Date;
  notAfter: Date;
}

function attribute(type: string, value: AttributeValue): RelativeDistinguishedName {
  return new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value })]);
}

/** PrintableString where the text allows it (an RFC with Ñ or & does not), UTF8String otherwise. */
function directoryString(text: string): AttributeValue {
  return /^[A-Za-z0-9 '()+,\-./:=?]*$/.test(text)
    ? new AttributeValue({ printableString: text })
    : new AttributeValue({ utf8String: text });
}

function extension(extnID: string, critical: boolean, value: object): Extension {
  return new Extension({
    extnID,
    critical,
    extnValue: new OctetString(AsnConvert.serialize(value)),
  });
}

/** A new key pair and a self-signed certificate issued to the RFC for the dates. */
export async function issueCsd(request: CsdRequest): Promise<IssuedCsd> {
  if (!/^\d{20}$/.test(request.number))
    throw new RangeError(`a certificate number has 20 digits: ${request.number}`);
  const keys = await crypto.subtle.generateKey(RSA_KEY, true, ['sign', 'verify']);
  const spki = await crypto.subtle.exportKey('spki', keys.publicKey);
  const subject = new Name([
    attribute(COMMON_NAME, directoryString(request.name)),
    attribute(ORGANIZATION, directoryString(request.name)),
    attribute(X500_UNIQUE_IDENTIFIER, directoryString(request.rfc)),
  ]);
  const algorithm = new AlgorithmIdentifier({
    algorithm: SHA256_WITH_RSA,
    parameters: ASN1_NULL,
  });
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: new TextEncoder().encode(request.number).buffer,
    signature: algorithm,
    issuer: subject,
    validity: new Validity({ notBefore: request.notBefore, notAfter: request.notAfter }),
    subject,
    subjectPublicKeyInfo: AsnConvert.parse(spki, SubjectPublicKeyInfo),
    extensions: new Extensions([
      extension(id_ce_basicConstraints, true, new BasicConstraints({ cA: false })),
      extension(
        id_ce_keyUsage,
        true,
        new KeyUsage(KeyUsageFlags.digitalSignature | KeyUsageFlags.nonRepudiation),
      ),
    ]),
  });
  const signature = await crypto.subtle.sign(
    RSA_KEY.name,
    keys.privateKey,
    AsnConvert.serialize(tbs),
  );
  const certificate = new Certificate({
    tbsCertificate: tbs,
    signatureAlgorithm: algorithm,
    signatureValue: signature,
  });
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', keys.privateKey);
  return {
    number: request.number,
    certificate: encodeBase64(new Uint8Array(AsnConvert.serialize(certificate))),
    privateKey: encodeBase64(new Uint8Array(pkcs8)),
    notBefore: tbs.validity.notBefore.getTime(),
    notAfter: tbs.validity.notAfter.getTime(),
  };
}

/** Signs texts (UTF-8) with RSA-SHA256 and answers the signature in base64, as a Sello. */
export type TextSigner = (text: string) => Promise<string>;

/** The signer of a stored private key (PKCS#8 in base64). */
export async function signerOf(privateKey: string): Promise<TextSigner> {
  const der = decodeBase64(privateKey);
  if (!der) throw new RangeError('the private key is not base64');
  const key = await crypto.subtle.importKey('pkcs8', der, RSA_KEY, false, ['sign']);
  return async (text) =>
    encodeBase64(
      new Uint8Array(await crypto.subtle.sign(RSA_KEY.name, key, new TextEncoder().encode(text))),
    );
}
