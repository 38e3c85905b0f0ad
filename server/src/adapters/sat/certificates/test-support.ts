/**
 * Test support for the certificate services: a certification authority (RSA keys made with
 * WebCrypto, X.509 certificates built with @peculiar/asn1-x509, serials as ASCII digits as the SAT
 * writes them), OCSP answers (RFC 6960) signed as a responder signs them, and a local HTTP server
 * standing in for the SAT's services. Used by tests only.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CertID } from '@peculiar/asn1-ocsp';
import {
  BasicOCSPResponse,
  CertStatus,
  OCSPResponse,
  OCSPResponseStatus,
  ResponderID,
  ResponseBytes,
  ResponseData,
  RevokedInfo,
  SingleResponse,
  id_pkix_ocsp_basic,
  id_pkix_ocsp_nonce,
  KeyHash,
} from '@peculiar/asn1-ocsp';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  BasicConstraints,
  Certificate,
  CRLReason,
  type CRLReasons,
  ExtendedKeyUsage,
  Extension,
  Extensions,
  Name,
  RelativeDistinguishedName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
  id_ce_basicConstraints,
  id_ce_extKeyUsage,
} from '@peculiar/asn1-x509';

const RSA: RsaHashedKeyGenParams = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
};
const SIGNATURE_OIDS = { 'SHA-256': '1.2.840.113549.1.1.11', 'SHA-1': '1.2.840.113549.1.1.5' };
const ASN1_NULL = new Uint8Array([0x05, 0x00]).buffer;
const COMMON_NAME = '2.5.4.3';
const ORGANIZATION = '2.5.4.10';
const DAY = 86_400_000;

export type TestHash = keyof typeof SIGNATURE_OIDS;

/** A certificate made for a test, with the keys it certifies. */
export interface TestCertificate {
  der: Uint8Array<ArrayBuffer>;
  parsed: Certificate;
  name: Name;
  keys: CryptoKeyPair;
}

export async function newKeys(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(RSA, true, ['sign', 'verify']);
}

async function signWith(key: CryptoKey, hash: TestHash, data: ArrayBuffer): Promise<ArrayBuffer> {
  return crypto.subtle.sign({ name: 'RSASSA-PKCS1-v1_5', hash }, key, data);
}

/** Signing with another hash than the key was made for: import the private key anew. */
async function signerKey(keys: CryptoKeyPair, hash: TestHash): Promise<CryptoKey> {
  if (hash === 'SHA-256') return keys.privateKey;
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', keys.privateKey);
  return crypto.subtle.importKey('pkcs8', pkcs8, { ...RSA, hash }, false, ['sign']);
}

const algorithmOf = (hash: TestHash) =>
  new AlgorithmIdentifier({ algorithm: SIGNATURE_OIDS[hash], parameters: ASN1_NULL });

function nameOf(commonName: string): Name {
  const rdn = (type: string, text: string) =>
    new RelativeDistinguishedName([
      new AttributeTypeAndValue({ type, value: new AttributeValue({ utf8String: text }) }),
    ]);
  return new Name([rdn(COMMON_NAME, commonName), rdn(ORGANIZATION, 'Autoridad de prueba')]);
}

function extension(extnID: string, critical: boolean, value: object): Extension {
  return new Extension({
    extnID,
    critical,
    extnValue: new OctetString(AsnConvert.serialize(value)),
  });
}

export interface IssueRequest {
  /** The serial, written as ASCII text (20 digits for a SAT certificate). */
  number: string;
  commonName: string;
  /** The issuing authority; self-signed when absent. */
  issuer?: TestCertificate;
  /** The subject's keys; new ones when absent. */
  keys?: CryptoKeyPair;
  ca?: boolean;
  /** Extended key usages (id-kp-OCSPSigning for a delegated responder). */
  usages?: string[];
  notBefore?: Date;
  notAfter?: Date;
}

export async function issueCertificate(request: IssueRequest): Promise<TestCertificate> {
  const keys = request.keys ?? (await newKeys());
  const name = nameOf(request.commonName);
  const signer = request.issuer?.keys ?? keys;
  const extensions = [
    extension(id_ce_basicConstraints, true, new BasicConstraints({ cA: request.ca ?? false })),
  ];
  if (request.usages)
    extensions.push(extension(id_ce_extKeyUsage, false, new ExtendedKeyUsage(request.usages)));
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: new TextEncoder().encode(request.number).buffer,
    signature: algorithmOf('SHA-256'),
    issuer: request.issuer?.name ?? name,
    validity: new Validity({
      notBefore: request.notBefore ?? new Date(Date.now() - DAY),
      notAfter: request.notAfter ?? new Date(Date.now() + 365 * DAY),
    }),
    subject: name,
    subjectPublicKeyInfo: AsnConvert.parse(
      await crypto.subtle.exportKey('spki', keys.publicKey),
      SubjectPublicKeyInfo,
    ),
    extensions: new Extensions(extensions),
  });
  const parsed = new Certificate({
    tbsCertificate: tbs,
    signatureAlgorithm: algorithmOf('SHA-256'),
    signatureValue: await signWith(signer.privateKey, 'SHA-256', AsnConvert.serialize(tbs)),
  });
  return { der: new Uint8Array(AsnConvert.serialize(parsed)), parsed, name, keys };
}

/** What the responder answers about one certificate. */
export type TestStatus = 'good' | 'unknown' | { revokedAt: Date; reason?: CRLReasons };

export interface AnswerSpec {
  /** The CertID answered for (the request's, or another to test a mismatch). */
  certId: CertID;
  status: TestStatus;
  /** Whose key signs the answer. */
  signer: TestCertificate;
  /** Certificates included in the answer (a delegated responder's). */
  certs?: TestCertificate[];
  hash?: TestHash;
  thisUpdate?: Date;
  nextUpdate?: Date;
  /** The nonce extension's value to echo; none when absent. */
  nonce?: ArrayBuffer;
  /** Flip a bit of the signature after signing. */
  corrupt?: boolean;
  /** More response extensions, after the nonce. */
  extensions?: Extension[];
}

function certStatusOf(status: TestStatus): CertStatus {
  if (status === 'good') return new CertStatus({ good: null });
  if (status === 'unknown') return new CertStatus({ unknown: null });
  return new CertStatus({
    revoked: new RevokedInfo({
      revocationTime: status.revokedAt,
      ...(status.reason === undefined ? {} : { revocationReason: new CRLReason(status.reason) }),
    }),
  });
}

/** A successful OCSPResponse's DER: a BasicOCSPResponse signed by `spec.signer`. */
export async function ocspAnswer(spec: AnswerSpec): Promise<Uint8Array<ArrayBuffer>> {
  const hash = spec.hash ?? 'SHA-256';
  const spki = AsnConvert.parse(
    await crypto.subtle.exportKey('spki', spec.signer.keys.publicKey),
    SubjectPublicKeyInfo,
  );
  const keyHash = await crypto.subtle.digest('SHA-1', spki.subjectPublicKey);
  const data = new ResponseData({
    responderID: new ResponderID({ byKey: new KeyHash(keyHash) }),
    producedAt: new Date(),
    responses: [
      new SingleResponse({
        certID: spec.certId,
        certStatus: certStatusOf(spec.status),
        thisUpdate: spec.thisUpdate ?? new Date(Date.now() - 60_000),
        ...(spec.nextUpdate ? { nextUpdate: spec.nextUpdate } : {}),
      }),
    ],
    ...(spec.nonce || spec.extensions
      ? {
          responseExtensions: [
            ...(spec.nonce
              ? [
                  new Extension({
                    extnID: id_pkix_ocsp_nonce,
                    extnValue: new OctetString(spec.nonce),
                  }),
                ]
              : []),
            ...(spec.extensions ?? []),
          ],
        }
      : {}),
  });
  const signature = new Uint8Array(
    await signWith(await signerKey(spec.signer.keys, hash), hash, AsnConvert.serialize(data)),
  );
  const last = signature.length - 1;
  if (spec.corrupt) signature[last] = (signature[last] ?? 0) ^ 0x01;
  const basic = new BasicOCSPResponse({
    tbsResponseData: data,
    signatureAlgorithm: algorithmOf(hash),
    signature: signature.buffer,
    ...(spec.certs ? { certs: spec.certs.map((c) => c.parsed) } : {}),
  });
  const response = new OCSPResponse({
    responseStatus: OCSPResponseStatus.successful,
    responseBytes: new ResponseBytes({
      responseType: id_pkix_ocsp_basic,
      response: new OctetString(AsnConvert.serialize(basic)),
    }),
  });
  return new Uint8Array(AsnConvert.serialize(response));
}

/** An unsuccessful OCSPResponse (tryLater, internalError, ...): a status and no response. */
export function ocspFailure(status: OCSPResponseStatus): Uint8Array<ArrayBuffer> {
  return new Uint8Array(AsnConvert.serialize(new OCSPResponse({ responseStatus: status })));
}

/** A request as the local server received it. */
export interface Received {
  method: string;
  path: string;
  contentType: string | undefined;
  accept: string | undefined;
  body: Uint8Array<ArrayBuffer>;
}

export interface Reply {
  status?: number;
  body?: Uint8Array | string;
  contentType?: string;
  /** Answer only after this long (a slow service). */
  delayMs?: number;
}

export interface LocalServer {
  /** http://127.0.0.1:<port> */
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 (a free port) answering every request with `reply`. */
export async function startLocalServer(
  reply: (request: Received) => Reply | Promise<Reply>,
): Promise<LocalServer> {
  const received: Received[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: Received = {
        method: req.method ?? '',
        path: req.url ?? '',
        contentType: req.headers['content-type'],
        accept: req.headers.accept,
        body: new Uint8Array(Buffer.concat(chunks)),
      };
      received.push(request);
      void Promise.resolve(reply(request)).then((answer) => {
        const send = () => {
          timers.delete(timer);
          if (res.destroyed) return;
          res.writeHead(answer.status ?? 200, {
            'Content-Type': answer.contentType ?? 'application/octet-stream',
          });
          res.end(answer.body ?? '');
        };
        const timer = setTimeout(send, answer.delayMs ?? 0);
        timers.add(timer);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
