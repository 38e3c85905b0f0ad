/**
 * The client of the SAT's certificate status service, OCSP (RFC 6960): asks whether an issuer's
 * certificate is revoked, and believes only an answer the certificate's own authority signed,
 * directly or through a responder certificate it issued for that purpose, about that very
 * certificate, fresh, and (when the responder echoes it) carrying this request's nonce.
 */
import {
  BasicOCSPResponse,
  CertID,
  OCSPRequest,
  OCSPResponse,
  OCSPResponseStatus,
  Request,
  TBSRequest,
  id_kp_OCSPSigning,
  id_pkix_ocsp_basic,
  id_pkix_ocsp_nonce,
} from '@peculiar/asn1-ocsp';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { AlgorithmIdentifier, CRLReasons, Extension } from '@peculiar/asn1-x509';
import { SatServiceError } from '../service-error';
import { exchange } from './http';
import type { CertificateStatus } from './types';
import {
  derChildren,
  extendedKeyUsages,
  issuedBy,
  readCertificate,
  rsaSignatureHash,
  sameBytes,
  validAt,
  verifyRsa,
  type ReadCertificate,
} from './x509';

/** The SAT's OCSP service for the certificates it issues (SAT_OCSP_URL). */
export const SAT_OCSP_URL = 'https://cfdi.sat.gob.mx/edofiel';
/** How far the responder's clock may run ahead of or behind this server's. */
export const CLOCK_SKEW_MS = 5 * 60_000;
/** An answer about one certificate, with a responder certificate or two, is a few kilobytes. */
const MAX_ANSWER_BYTES = 256 * 1024;
const SHA1 = '1.3.14.3.2.26';
const ASN1_NULL = new Uint8Array([0x05, 0x00]).buffer;
const NONCE_BYTES = 16;

/** One status question: the request as sent, and what its answer must match. */
export interface OcspQuestion {
  /** The OCSPRequest's DER, the body posted. */
  der: Uint8Array<ArrayBuffer>;
  certId: CertID;
  /** The nonce extension's value as sent: the DER of the Nonce OCTET STRING. */
  nonce: Uint8Array<ArrayBuffer>;
  /** The nonce's own bytes, which some responders echo without the OCTET STRING around them. */
  nonceBytes: Uint8Array<ArrayBuffer>;
  issuer: ReadCertificate;
}

const malformed = (message: string) => new SatServiceError('malformed', message);

async function sha1(data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-1', data);
}

/**
 * The request about a certificate (DER) issued by `issuer` (DER): one CertID, with SHA-1 of the
 * issuer's name and public key and the certificate's serial, and a fresh nonce. Certificates that
 * cannot be read, or an issuer whose name is not the certificate's issuer, are refused before any
 * call (SatServiceError 'request').
 */
export async function ocspQuestion(
  certificate: Uint8Array,
  issuer: Uint8Array,
): Promise<OcspQuestion> {
  const subject = readCertificate(certificate);
  if (!subject) throw new SatServiceError('request', 'the certificate is not X.509 (DER)');
  const authority = readCertificate(issuer);
  if (!authority) throw new SatServiceError('request', 'the issuer is not an X.509 certificate');
  if (!sameBytes(subject.issuerName, authority.subjectName))
    throw new SatServiceError('request', 'the certificate names another issuer');
  const certId = new CertID({
    hashAlgorithm: new AlgorithmIdentifier({ algorithm: SHA1, parameters: ASN1_NULL }),
    issuerNameHash: new OctetString(await sha1(subject.issuerName)),
    issuerKeyHash: new OctetString(await sha1(authority.publicKey)),
    serialNumber: subject.parsed.tbsCertificate.serialNumber,
  });
  const nonceBytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const nonce = new Uint8Array(AsnConvert.serialize(new OctetString(nonceBytes)));
  const request = new OCSPRequest({
    tbsRequest: new TBSRequest({
      requestList: [new Request({ reqCert: certId })],
      requestExtensions: [
        new Extension({
          extnID: id_pkix_ocsp_nonce,
          critical: false,
          extnValue: new OctetString(nonce),
        }),
      ],
    }),
  });
  return {
    der: new Uint8Array(AsnConvert.serialize(request)),
    certId,
    nonce,
    nonceBytes,
    issuer: authority,
  };
}

function sameCertId(a: CertID, b: CertID): boolean {
  return (
    a.hashAlgorithm.algorithm === b.hashAlgorithm.algorithm &&
    sameBytes(a.issuerNameHash.buffer, b.issuerNameHash.buffer) &&
    sameBytes(a.issuerKeyHash.buffer, b.issuerKeyHash.buffer) &&
    sameBytes(a.serialNumber, b.serialNumber)
  );
}

/** A delegated responder: issued by the authority for OCSP signing, and valid now. */
async function authorizedResponder(
  responder: ReadCertificate,
  issuer: ReadCertificate,
  now: Date,
): Promise<string | null> {
  if (!(await issuedBy(responder, issuer)))
    return 'signed by a responder certificate the issuer did not issue';
  if (!extendedKeyUsages(responder).includes(id_kp_OCSPSigning))
    return 'signed by a responder certificate not authorized for OCSP signing';
  if (!validAt(responder, now, CLOCK_SKEW_MS))
    return 'signed by a responder certificate outside its validity';
  return null;
}

/**
 * Checks the BasicOCSPResponse's signature (RSA PKCS#1 v1.5) over its exact ResponseData bytes:
 * by the issuer's own key, or by a responder certificate included in the answer that the issuer
 * issued with the OCSP-signing usage (RFC 6960 §4.2.2.2). Anything else is refused.
 */
async function checkSigner(
  basic: BasicOCSPResponse,
  basicDer: Uint8Array<ArrayBuffer>,
  issuer: ReadCertificate,
  now: Date,
): Promise<void> {
  const algorithm = basic.signatureAlgorithm.algorithm;
  if (rsaSignatureHash(algorithm) === null)
    throw malformed(`answer signed with ${algorithm}, not RSA PKCS#1 v1.5`);
  const [tbs, , , certsField] = derChildren(basicDer);
  if (!tbs) throw malformed('answer has no ResponseData');
  if (await verifyRsa(issuer.spki, algorithm, basic.signature, tbs)) return;
  // certs [0] EXPLICIT SEQUENCE OF Certificate: their exact DER, as the issuer signed them.
  const sequence = certsField?.[0] === 0xa0 ? derChildren(certsField)[0] : undefined;
  const included = sequence ? derChildren(sequence) : [];
  let refusal = 'answer not signed by the issuer nor by a responder certificate it includes';
  for (const der of included) {
    const responder = readCertificate(der);
    if (!responder || !(await verifyRsa(responder.spki, algorithm, basic.signature, tbs))) continue;
    const problem = await authorizedResponder(responder, issuer, now);
    if (problem === null) return;
    refusal = `answer ${problem}`;
  }
  throw malformed(refusal);
}

function reasonName(reason: CRLReasons | undefined): string {
  if (reason === undefined) return 'unspecified';
  return CRLReasons[reason] ?? `reason ${reason}`;
}

/**
 * Reads the responder's answer (an OCSPResponse's DER) to `question`: its status must be
 * successful, its BasicOCSPResponse signed by the issuer or a responder it authorized, echo the
 * nonce if it carries one, answer for the CertID asked, and its thisUpdate must not be in the
 * future nor its nextUpdate in the past (give or take CLOCK_SKEW_MS). Every failure is a
 * SatServiceError: an answer that cannot be believed is no answer.
 */
export async function readOcspAnswer(
  body: Uint8Array,
  question: OcspQuestion,
  now: Date = new Date(),
): Promise<CertificateStatus> {
  let response: OCSPResponse;
  try {
    response = AsnConvert.parse(body, OCSPResponse);
  } catch {
    throw malformed('answer is not an OCSP response');
  }
  if (response.responseStatus !== OCSPResponseStatus.successful) {
    const name = OCSPResponseStatus[response.responseStatus] ?? String(response.responseStatus);
    throw new SatServiceError('fault', `OCSP responder answered ${name}`);
  }
  const bytes = response.responseBytes;
  if (!bytes) throw malformed('successful answer without a response');
  if (bytes.responseType !== id_pkix_ocsp_basic)
    throw malformed(`answer of type ${bytes.responseType}, not a basic OCSP response`);
  const basicDer = new Uint8Array(bytes.response.buffer);
  let basic: BasicOCSPResponse;
  try {
    basic = AsnConvert.parse(basicDer, BasicOCSPResponse);
  } catch {
    throw malformed('answer holds no readable basic OCSP response');
  }
  try {
    await checkSigner(basic, basicDer, question.issuer, now);
  } catch (err) {
    if (err instanceof SatServiceError) throw err;
    throw malformed('answer holds no readable basic OCSP response');
  }

  const data = basic.tbsResponseData;
  // Extensions this client does not understand are ignored, unless marked critical (§4.4).
  const critical = data.responseExtensions?.find(
    (e) => e.critical && e.extnID !== id_pkix_ocsp_nonce,
  );
  if (critical) throw malformed(`answer has the unknown critical extension ${critical.extnID}`);
  const echoed = data.responseExtensions?.find((e) => e.extnID === id_pkix_ocsp_nonce);
  if (
    echoed &&
    !sameBytes(echoed.extnValue.buffer, question.nonce) &&
    !sameBytes(echoed.extnValue.buffer, question.nonceBytes)
  )
    throw malformed("answer's nonce is not the request's");
  const single = data.responses.find((r) => sameCertId(r.certID, question.certId));
  if (!single) throw malformed('answer is not about the certificate asked');
  const criticalSingle = single.singleExtensions?.find((e) => e.critical);
  if (criticalSingle)
    throw malformed(`answer has the unknown critical extension ${criticalSingle.extnID}`);
  if (single.thisUpdate.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw malformed(`answer's thisUpdate ${single.thisUpdate.toISOString()} is in the future`);
  if (single.nextUpdate && single.nextUpdate.getTime() < now.getTime() - CLOCK_SKEW_MS)
    throw malformed(`answer expired at its nextUpdate ${single.nextUpdate.toISOString()}`);

  const status = single.certStatus;
  if (status.revoked)
    return {
      status: 'revoked',
      revokedAt: status.revoked.revocationTime,
      reason: reasonName(status.revoked.revocationReason?.reason),
    };
  if (status.good !== undefined) return { status: 'good' };
  if (status.unknown !== undefined) return { status: 'unknown' };
  throw malformed('answer has no certificate status');
}

export interface OcspClientOptions {
  url: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/** The OCSP client: one POST (application/ocsp-request) per question, within the time limit. */
export function createOcspClient(opts: OcspClientOptions) {
  const fetchImpl = opts.fetchImpl ?? fetch;
  return {
    async status(certificate: Uint8Array, issuer: Uint8Array): Promise<CertificateStatus> {
      const question = await ocspQuestion(certificate, issuer);
      const answer = await exchange({
        url: opts.url,
        init: {
          method: 'POST',
          headers: {
            'Content-Type': 'application/ocsp-request',
            Accept: 'application/ocsp-response',
          },
          body: question.der,
        },
        timeoutMs: opts.timeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
        fetchImpl,
      });
      if (!answer.ok) throw new SatServiceError('http', `HTTP ${answer.status}`);
      return readOcspAnswer(answer.body, question);
    },
  };
}
