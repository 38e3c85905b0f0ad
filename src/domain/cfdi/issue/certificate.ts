/**
 * Demo certificates: a demo certification authority, and seal certificates (CSD) it issues to an
 * RFC (or self-signed ones, as a forger would make), RSA key pairs and X.509 certificates made
 * with WebCrypto and the same ASN.1 library the seal checks read certificates with. A CFDI sealed
 * with a CSD of the demo authority passes the seal checks where that authority is trusted (the
 * embedded demo only). They prove nothing to the real tax authority: no SAT authority signed them.
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
const NAME = '2.5.4.41';
const ORGANIZATION = '2.5.4.10';
const ORGANIZATIONAL_UNIT = '2.5.4.11';

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
  /**
   * The organizational unit: a branch for a CSD; for a certifier's stamp certificate "PAC" and its
   * RFC, as the SAT writes it (seal/trust.ts certifierRfcOf reads it).
   */
  organizationalUnit?: string;
}

export interface AuthorityRequest {
  name: string;
  number: string;
  notBefore: Date;
  notAfter: Date;
}

/** Who signs a certificate: an authority's certificate and private key (both stored base64). */
export type CertificateIssuer = Pick<IssuedCsd, 'certificate' | 'privateKey'>;

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

const SIGNATURE_ALGORITHM = new AlgorithmIdentifier({
  algorithm: SHA256_WITH_RSA,
  parameters: ASN1_NULL,
});

/** The subject of a taxpayer's certificate, as the SAT writes it. */
export function taxpayerName(request: Omit<CsdRequest, 'number' | 'notBefore' | 'notAfter'>): Name {
  return new Name([
    attribute(COMMON_NAME, directoryString(request.name)),
    attribute(NAME, directoryString(request.name)),
    attribute(ORGANIZATION, directoryString(request.name)),
    attribute(X500_UNIQUE_IDENTIFIER, directoryString(request.rfc)),
    ...(request.organizationalUnit
      ? [attribute(ORGANIZATIONAL_UNIT, directoryString(request.organizationalUnit))]
      : []),
  ]);
}

/** The subject of a certification authority. */
export function authorityName(name: string): Name {
  return new Name([
    attribute(COMMON_NAME, directoryString(name)),
    attribute(ORGANIZATION, directoryString(name)),
  ]);
}

/**
 * The part of a certificate its issuer signs: a seal certificate (CSD: digitalSignature and
 * nonRepudiation only, as the SAT issues them) or a certification authority.
 */
export function certificateTbs(params: {
  number: string;
  subject: Name;
  issuer: Name;
  notBefore: Date;
  notAfter: Date;
  spki: ArrayBuffer;
  authority: boolean;
}): TBSCertificate {
  if (!/^\d{20}$/.test(params.number))
    throw new RangeError(`a certificate number has 20 digits: ${params.number}`);
  return new TBSCertificate({
    version: Version.v3,
    serialNumber: new TextEncoder().encode(params.number).buffer,
    signature: SIGNATURE_ALGORITHM,
    issuer: params.issuer,
    validity: new Validity({ notBefore: params.notBefore, notAfter: params.notAfter }),
    subject: params.subject,
    subjectPublicKeyInfo: AsnConvert.parse(params.spki, SubjectPublicKeyInfo),
    extensions: new Extensions([
      extension(id_ce_basicConstraints, true, new BasicConstraints({ cA: params.authority })),
      extension(
        id_ce_keyUsage,
        true,
        new KeyUsage(
          params.authority
            ? KeyUsageFlags.keyCertSign | KeyUsageFlags.cRLSign
            : KeyUsageFlags.digitalSignature | KeyUsageFlags.nonRepudiation,
        ),
      ),
    ]),
  });
}

/** The certificate (DER) of a signed part and its issuer's RSA-SHA256 signature over it. */
export function certificateDer(tbs: TBSCertificate, signature: ArrayBuffer): Uint8Array {
  return new Uint8Array(
    AsnConvert.serialize(
      new Certificate({
        tbsCertificate: tbs,
        signatureAlgorithm: SIGNATURE_ALGORITHM,
        signatureValue: signature,
      }),
    ),
  );
}

async function issue(
  number: string,
  subject: Name,
  validity: { notBefore: Date; notAfter: Date },
  authority: boolean,
  issuer: CertificateIssuer | null,
): Promise<IssuedCsd> {
  const keys = await crypto.subtle.generateKey(RSA_KEY, true, ['sign', 'verify']);
  const spki = await crypto.subtle.exportKey('spki', keys.publicKey);
  let issuerName = subject;
  let signingKey = keys.privateKey;
  if (issuer) {
    const der = decodeBase64(issuer.certificate);
    const key = decodeBase64(issuer.privateKey);
    if (!der || !key) throw new RangeError('the issuing authority is not base64');
    issuerName = AsnConvert.parse(der, Certificate).tbsCertificate.subject;
    signingKey = await crypto.subtle.importKey('pkcs8', key, RSA_KEY, false, ['sign']);
  }
  const tbs = certificateTbs({
    number,
    subject,
    issuer: issuerName,
    ...validity,
    spki,
    authority,
  });
  const signature = await crypto.subtle.sign(RSA_KEY.name, signingKey, AsnConvert.serialize(tbs));
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', keys.privateKey);
  return {
    number,
    certificate: encodeBase64(certificateDer(tbs, signature)),
    privateKey: encodeBase64(new Uint8Array(pkcs8)),
    notBefore: tbs.validity.notBefore.getTime(),
    notAfter: tbs.validity.notAfter.getTime(),
  };
}

/**
 * A new key pair and a seal certificate issued to the RFC for the dates: by the authority given
 * (the demo authority), or self-signed without one — what a forger makes, which the trust checks
 * refuse.
 */
export async function issueCsd(
  request: CsdRequest,
  issuer: CertificateIssuer | null = null,
): Promise<IssuedCsd> {
  return issue(request.number, taxpayerName(request), request, false, issuer);
}

/** A new self-signed certification authority (the embedded mode's demo authority). */
export async function issueAuthority(request: AuthorityRequest): Promise<IssuedCsd> {
  return issue(request.number, authorityName(request.name), request, true, null);
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
