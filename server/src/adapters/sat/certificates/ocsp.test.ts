import { createHash } from 'node:crypto';
import type { CertID } from '@peculiar/asn1-ocsp';
import {
  OCSPRequest,
  OCSPResponseStatus,
  id_kp_OCSPSigning,
  id_pkix_ocsp_nonce,
} from '@peculiar/asn1-ocsp';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { CRLReasons, Extension, id_kp_serverAuth } from '@peculiar/asn1-x509';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SatServiceError } from '../service-error';
import { CLOCK_SKEW_MS, createOcspClient } from './ocsp';
import {
  issueCertificate,
  ocspAnswer,
  ocspFailure,
  startLocalServer,
  type AnswerSpec,
  type LocalServer,
  type Received,
  type Reply,
  type TestCertificate,
} from './test-support';

const MINUTE = 60_000;

let authority: TestCertificate;
let issuerCsd: TestCertificate;
let otherCsd: TestCertificate;
let delegated: TestCertificate;
let withoutUsage: TestCertificate;
let impostor: TestCertificate;
let impostorResponder: TestCertificate;
let server: LocalServer;
/** What the responder answers to the request in hand; each test sets it. */
let respond: (request: OCSPRequest) => Reply | Promise<Reply>;

beforeAll(async () => {
  authority = await issueCertificate({
    number: '00001000000700000001',
    commonName: 'AC del SAT de prueba',
    ca: true,
  });
  issuerCsd = await issueCertificate({
    number: '00001000000708361114',
    commonName: 'Arrendador de prueba',
    issuer: authority,
  });
  otherCsd = await issueCertificate({
    number: '00001000000708361115',
    commonName: 'Otro arrendador',
    issuer: authority,
  });
  delegated = await issueCertificate({
    number: '00001000000700000002',
    commonName: 'Respondedor OCSP',
    issuer: authority,
    usages: [id_kp_OCSPSigning],
  });
  withoutUsage = await issueCertificate({
    number: '00001000000700000003',
    commonName: 'Servidor web',
    issuer: authority,
    usages: [id_kp_serverAuth],
  });
  // Another authority with the very same name: only its signature tells it apart.
  impostor = await issueCertificate({
    number: '00001000000700000001',
    commonName: 'AC del SAT de prueba',
    ca: true,
  });
  impostorResponder = await issueCertificate({
    number: '00001000000700000004',
    commonName: 'Respondedor OCSP',
    issuer: impostor,
    usages: [id_kp_OCSPSigning],
  });
  server = await startLocalServer((received: Received) =>
    respond(AsnConvert.parse(received.body, OCSPRequest)),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

const client = (timeoutMs = 2000) => createOcspClient({ url: `${server.url}/edofiel`, timeoutMs });
const ask = (certificate: TestCertificate = issuerCsd) =>
  client().status(certificate.der, authority.der);

const certIdOf = (request: OCSPRequest): CertID => request.tbsRequest.requestList[0]!.reqCert;
const nonceOf = (request: OCSPRequest): ArrayBuffer | undefined =>
  request.tbsRequest.requestExtensions?.find((e) => e.extnID === id_pkix_ocsp_nonce)?.extnValue
    .buffer;

/** Answers every request as a responder would: about the CertID asked, echoing its nonce. */
function answering(spec: Partial<AnswerSpec> & Pick<AnswerSpec, 'status'>) {
  respond = async (request) => ({
    contentType: 'application/ocsp-response',
    body: await ocspAnswer({
      certId: certIdOf(request),
      signer: authority,
      ...(nonceOf(request) ? { nonce: nonceOf(request) } : {}),
      ...spec,
    }),
  });
}

async function refusal(call: Promise<unknown>): Promise<SatServiceError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SatServiceError);
  return err as SatServiceError;
}

describe('the OCSP request', () => {
  it('posts one CertID (SHA-1 of the issuer name and key, the serial) and a nonce', async () => {
    answering({ status: 'good' });
    await ask();
    expect(server.received).toHaveLength(1);
    const received = server.received[0]!;
    expect(received.method).toBe('POST');
    expect(received.path).toBe('/edofiel');
    expect(received.contentType).toBe('application/ocsp-request');
    const request = AsnConvert.parse(received.body, OCSPRequest);
    expect(request.tbsRequest.requestList).toHaveLength(1);
    const certId = certIdOf(request);
    const sha1 = (data: ArrayBuffer) => createHash('sha1').update(new Uint8Array(data)).digest();
    expect(certId.hashAlgorithm.algorithm).toBe('1.3.14.3.2.26');
    expect(Buffer.from(certId.issuerNameHash.buffer)).toEqual(
      sha1(AsnConvert.serialize(authority.parsed.tbsCertificate.subject)),
    );
    expect(Buffer.from(certId.issuerKeyHash.buffer)).toEqual(
      sha1(authority.parsed.tbsCertificate.subjectPublicKeyInfo.subjectPublicKey),
    );
    expect(Buffer.from(certId.serialNumber).toString('latin1')).toBe('00001000000708361114');
    const nonce = AsnConvert.parse(nonceOf(request)!, OctetString);
    expect(nonce.byteLength).toBe(16);
  });

  it('sends a new nonce with every request', async () => {
    answering({ status: 'good' });
    await ask();
    await ask();
    const [a, b] = server.received.map((r) => nonceOf(AsnConvert.parse(r.body, OCSPRequest))!);
    expect(Buffer.from(a!).equals(Buffer.from(b!))).toBe(false);
  });

  it('refuses, without asking, a certificate the given issuer did not issue', async () => {
    const err = await refusal(client().status(issuerCsd.der, issuerCsd.der));
    expect(err.failure).toBe('request');
    expect((await refusal(client().status(new Uint8Array([1, 2, 3]), authority.der))).failure).toBe(
      'request',
    );
    expect(server.received).toHaveLength(0);
  });
});

describe('answers believed', () => {
  it('good, signed by the issuer', async () => {
    answering({ status: 'good' });
    expect(await ask()).toEqual({ status: 'good' });
  });

  it('revoked, with its time and reason', async () => {
    const revokedAt = new Date('2025-11-03T17:45:12Z');
    answering({ status: { revokedAt, reason: CRLReasons.keyCompromise } });
    expect(await ask()).toEqual({ status: 'revoked', revokedAt, reason: 'keyCompromise' });
  });

  it('revoked without a reason: unspecified', async () => {
    const revokedAt = new Date('2024-02-29T00:00:00Z');
    answering({ status: { revokedAt } });
    expect(await ask()).toEqual({ status: 'revoked', revokedAt, reason: 'unspecified' });
  });

  it('unknown: the responder does not know the certificate', async () => {
    answering({ status: 'unknown' });
    expect(await ask()).toEqual({ status: 'unknown' });
  });

  it('signed with RSA SHA-1', async () => {
    answering({ status: 'good', hash: 'SHA-1' });
    expect(await ask()).toEqual({ status: 'good' });
  });

  it('without the nonce echoed (a responder answering from pre-signed responses)', async () => {
    respond = async (request) => ({
      body: await ocspAnswer({ certId: certIdOf(request), status: 'good', signer: authority }),
    });
    expect(await ask()).toEqual({ status: 'good' });
  });

  it('signed by a delegated responder the issuer certified for OCSP signing', async () => {
    answering({ status: 'good', signer: delegated, certs: [delegated] });
    expect(await ask()).toEqual({ status: 'good' });
    answering({
      status: { revokedAt: new Date('2025-01-01T00:00:00Z'), reason: CRLReasons.superseded },
      signer: delegated,
      certs: [withoutUsage, delegated],
    });
    expect(await ask()).toMatchObject({ status: 'revoked', reason: 'superseded' });
  });

  it('with thisUpdate a little ahead of this clock (within the skew)', async () => {
    answering({ status: 'good', thisUpdate: new Date(Date.now() + CLOCK_SKEW_MS - MINUTE) });
    expect(await ask()).toEqual({ status: 'good' });
  });
});

describe('answers refused', () => {
  it.each([
    ['with a corrupted signature', { corrupt: true }],
    ['signed by the certificate itself, not its issuer', { signer: 'csd' }],
    [
      'signed by a responder the issuer did not certify (same name, another key)',
      { signer: 'impostorResponder', certs: ['impostorResponder'] },
    ],
    [
      'signed by a certificate of the issuer without the OCSP-signing usage',
      { signer: 'withoutUsage', certs: ['withoutUsage'] },
    ],
    ['signed by a delegated responder it does not include', { signer: 'delegated' }],
  ] as const)('%s', async (_name, spec) => {
    const pick = (name: string): TestCertificate =>
      ({ csd: issuerCsd, impostorResponder, withoutUsage, delegated })[name] ?? authority;
    answering({
      status: 'good',
      ...('corrupt' in spec ? { corrupt: spec.corrupt } : {}),
      ...('signer' in spec ? { signer: pick(spec.signer) } : {}),
      ...('certs' in spec ? { certs: spec.certs.map(pick) } : {}),
    });
    const err = await refusal(ask());
    expect(err.failure).toBe('malformed');
    expect(err.message).toMatch(/signed|signature/);
  });

  it('whose nonce is not the request’s (a replayed answer)', async () => {
    const replayed = new Uint8Array(AsnConvert.serialize(new OctetString(new Uint8Array(16))));
    answering({ status: 'good', nonce: replayed.buffer });
    const err = await refusal(ask());
    expect(err.message).toMatch(/nonce/);
  });

  it('about another certificate than the one asked', async () => {
    answering({ status: 'good' });
    const other = await client().status(otherCsd.der, authority.der);
    expect(other).toEqual({ status: 'good' });
    // The responder answers every request with what it said about the other certificate.
    const otherId = certIdOf(AsnConvert.parse(server.received.at(-1)!.body, OCSPRequest));
    answering({ status: 'good', certId: otherId });
    const err = await refusal(ask());
    expect(err.failure).toBe('malformed');
    expect(err.message).toMatch(/not about the certificate asked/);
  });

  it('with a critical extension this client does not understand', async () => {
    const extension = (critical: boolean) =>
      new Extension({ extnID: '1.3.6.1.4.1.99999.1', critical, extnValue: new OctetString(4) });
    answering({ status: 'good', extensions: [extension(false)] });
    expect(await ask()).toEqual({ status: 'good' });
    answering({ status: 'good', extensions: [extension(true)] });
    expect((await refusal(ask())).message).toBe(
      'answer has the unknown critical extension 1.3.6.1.4.1.99999.1',
    );
  });

  it('with thisUpdate beyond the clock skew in the future', async () => {
    answering({ status: 'good', thisUpdate: new Date(Date.now() + CLOCK_SKEW_MS + MINUTE) });
    expect((await refusal(ask())).message).toMatch(/thisUpdate .* in the future/);
  });

  it('past its nextUpdate', async () => {
    answering({
      status: 'good',
      thisUpdate: new Date(Date.now() - 3 * 60 * MINUTE),
      nextUpdate: new Date(Date.now() - 60 * MINUTE),
    });
    expect((await refusal(ask())).message).toMatch(/nextUpdate/);
  });

  it.each([
    ['tryLater', OCSPResponseStatus.tryLater],
    ['internalError', OCSPResponseStatus.internalError],
    ['unauthorized', OCSPResponseStatus.unauthorized],
  ])('when the responder answers %s', async (name, status) => {
    respond = () => ({ body: ocspFailure(status) });
    const err = await refusal(ask());
    expect(err.failure).toBe('fault');
    expect(err.message).toBe(`OCSP responder answered ${name}`);
  });

  it('when the body is not an OCSP response', async () => {
    respond = () => ({ body: '<html><body>Mantenimiento</body></html>', contentType: 'text/html' });
    expect((await refusal(ask())).failure).toBe('malformed');
  });
});

describe('no answer', () => {
  it('an HTTP error', async () => {
    respond = () => ({ status: 503, body: 'Service Unavailable' });
    const err = await refusal(ask());
    expect([err.failure, err.message]).toEqual(['http', 'HTTP 503']);
  });

  it('a responder slower than the time limit', async () => {
    answering({ status: 'good' });
    const inner = respond;
    respond = async (request) => ({ ...(await inner(request)), delayMs: 1500 });
    const started = Date.now();
    const err = await refusal(client(300).status(issuerCsd.der, authority.der));
    expect([err.failure, err.message]).toEqual(['timeout', 'no answer within 300 ms']);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('a responder that cannot be reached', async () => {
    const closed = await startLocalServer(() => ({}));
    const url = closed.url;
    await closed.close();
    const err = await refusal(
      createOcspClient({ url, timeoutMs: 2000 }).status(issuerCsd.der, authority.der),
    );
    expect(err.failure).toBe('network');
  });
});
