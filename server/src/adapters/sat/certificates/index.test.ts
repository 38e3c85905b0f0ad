import { OCSPRequest, id_pkix_ocsp_nonce } from '@peculiar/asn1-ocsp';
import { AsnConvert } from '@peculiar/asn1-schema';
import { CRLReasons } from '@peculiar/asn1-x509';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { satCertificateRevocations, satCertifierCertificates } from '../../../db/schema';
import { loadEnv } from '../../../env';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  createCertificateServices,
  satConfigFrom,
  SatServiceError,
  type SatCertificateServices,
} from '../index';
import { certificatePath, SAT_CERTIFICATES_URL, SAT_OCSP_URL } from './index';
import {
  issueCertificate,
  ocspAnswer,
  startLocalServer,
  type LocalServer,
  type Reply,
  type TestCertificate,
} from './test-support';

let t: TestApp;
let authority: TestCertificate;
let certifier: TestCertificate;
let anotherCertifier: TestCertificate;
let csd: TestCertificate;
let revokedCsd: TestCertificate;
let laterRevokedCsd: TestCertificate;
let ocspServer: LocalServer;
let repository: LocalServer;
/** What the repository answers, by request path; a path not listed is 404. */
let files: Record<string, Reply> = {};

const NUMBER = '00001000000708361114';
const fileOf = (number: string) => `/rccf/${certificatePath(number)}`;

beforeAll(async () => {
  t = await createTestApp();
  authority = await issueCertificate({
    number: '00001000000700000001',
    commonName: 'AC del SAT de prueba',
    ca: true,
  });
  const issue = (number: string, commonName: string) =>
    issueCertificate({ number, commonName, issuer: authority });
  certifier = await issue(NUMBER, 'Certificador de prueba');
  anotherCertifier = await issue('00001000000708361115', 'Otro certificador');
  csd = await issue('00001000000612345678', 'Arrendador vigente');
  revokedCsd = await issue('00001000000612345679', 'Arrendador revocado');
  laterRevokedCsd = await issue('00001000000612345680', 'Arrendador revocado después');
  repository = await startLocalServer((request) => files[request.path] ?? { status: 404 });
  ocspServer = await startLocalServer(async (request) => {
    const asked = AsnConvert.parse(request.body, OCSPRequest);
    const nonce = asked.tbsRequest.requestExtensions?.find((e) => e.extnID === id_pkix_ocsp_nonce);
    return {
      contentType: 'application/ocsp-response',
      body: await ocspAnswer({
        certId: asked.tbsRequest.requestList[0]!.reqCert,
        status: { revokedAt: new Date('2025-06-30T12:00:00Z'), reason: CRLReasons.superseded },
        signer: authority,
        ...(nonce ? { nonce: nonce.extnValue.buffer } : {}),
      }),
    };
  });
});
afterAll(async () => {
  await Promise.all([repository?.close(), ocspServer?.close()]);
  await t?.close();
});
beforeEach(() => {
  files = {};
  repository.received.length = 0;
  ocspServer.received.length = 0;
});

/** A fetch that fails the test: the embedded mode never goes to the network. */
const noNetwork: typeof fetch = () => {
  throw new Error('the embedded mode made an HTTP call');
};
const embedded = (): SatCertificateServices =>
  createCertificateServices(t.handle.db, { mode: 'embedded', timeoutMs: 1000 }, noNetwork);
const soap = (timeoutMs = 2000): SatCertificateServices =>
  createCertificateServices(t.handle.db, {
    mode: 'soap',
    timeoutMs,
    ocspUrl: `${ocspServer.url}/edofiel`,
    certificatesUrl: `${repository.url}/rccf/`,
  });

const storedRows = (...numbers: string[]) =>
  t.handle.db
    .select()
    .from(satCertifierCertificates)
    .where(inArray(satCertifierCertificates.number, numbers));

async function refusal(call: Promise<unknown>): Promise<SatServiceError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SatServiceError);
  return err as SatServiceError;
}

describe('configuration', () => {
  it('defaults to the SAT’s services and takes SAT_OCSP_URL and SAT_CERTIFICATES_URL', () => {
    expect(satConfigFrom(loadEnv({}))).toMatchObject({
      ocspUrl: 'https://cfdi.sat.gob.mx/edofiel',
      certificatesUrl: 'https://rdc.sat.gob.mx/rccf',
    });
    expect([SAT_OCSP_URL, SAT_CERTIFICATES_URL]).toEqual([
      'https://cfdi.sat.gob.mx/edofiel',
      'https://rdc.sat.gob.mx/rccf',
    ]);
    const env = loadEnv({
      SAT_OCSP_URL: 'http://ocsp.internal:8080/ocsp',
      SAT_CERTIFICATES_URL: 'https://mirror.internal/rccf',
    });
    expect(satConfigFrom(env)).toMatchObject({
      ocspUrl: 'http://ocsp.internal:8080/ocsp',
      certificatesUrl: 'https://mirror.internal/rccf',
    });
  });
});

describe('embedded mode (answers from the database)', () => {
  beforeAll(async () => {
    await t.handle.db.insert(satCertificateRevocations).values([
      {
        number: '00001000000612345679',
        revokedAt: new Date('2025-03-01T10:00:00Z'),
        reason: 'keyCompromise',
      },
      {
        number: '00001000000612345680',
        revokedAt: new Date(Date.now() + 86_400_000),
        reason: 'superseded',
      },
    ]);
    await t.handle.db.insert(satCertifierCertificates).values({
      number: '00001000000799999999',
      certificate: Buffer.from(anotherCertifier.der).toString('base64'),
      source: 'demo',
    });
  });

  it('a certificate listed as revoked is revoked, with its time and reason', async () => {
    expect(await embedded().status(revokedCsd.der, authority.der)).toEqual({
      status: 'revoked',
      revokedAt: new Date('2025-03-01T10:00:00Z'),
      reason: 'keyCompromise',
    });
  });

  it('a certificate not listed is good; one revoked from tomorrow is good today', async () => {
    expect(await embedded().status(csd.der, authority.der)).toEqual({ status: 'good' });
    expect(await embedded().status(laterRevokedCsd.der, authority.der)).toEqual({
      status: 'good',
    });
  });

  it('refuses bytes that are not a certificate', async () => {
    const err = await refusal(embedded().status(new Uint8Array([0x30, 0x03]), authority.der));
    expect(err.failure).toBe('request');
  });

  it('answers the stored certifier certificates, and null for any other number', async () => {
    const stored = await embedded().certifierCertificate('00001000000799999999');
    expect(stored && Buffer.from(stored).equals(Buffer.from(anotherCertifier.der))).toBe(true);
    expect(await embedded().certifierCertificate(NUMBER)).toBeNull();
  });
});

describe('SAT_MODE=soap: the status through OCSP', () => {
  it('asks the configured OCSP service', async () => {
    expect(await soap().status(csd.der, authority.der)).toEqual({
      status: 'revoked',
      revokedAt: new Date('2025-06-30T12:00:00Z'),
      reason: 'superseded',
    });
    expect(ocspServer.received.map((r) => [r.path, r.contentType])).toEqual([
      ['/edofiel', 'application/ocsp-request'],
    ]);
  });
});

describe('SAT_MODE=soap: certifier certificates from the SAT’s repository', () => {
  it('places a number’s file in its 6/6/2/2/2 folders', () => {
    expect(certificatePath('00001000000708361114')).toBe(
      '000010/000007/08/36/11/00001000000708361114.cer',
    );
    expect(() => certificatePath('1234')).toThrow(RangeError);
  });

  it('fetches the certificate once, keeps it, and serves it from the database after', async () => {
    files[fileOf(NUMBER)] = { body: certifier.der, contentType: 'application/pkix-cert' };
    const first = await soap().certifierCertificate(NUMBER);
    expect(first && Buffer.from(first).equals(Buffer.from(certifier.der))).toBe(true);
    expect(repository.received.map((r) => [r.method, r.path])).toEqual([
      ['GET', '/rccf/000010/000007/08/36/11/00001000000708361114.cer'],
    ]);
    const [row] = await storedRows(NUMBER);
    expect(row).toMatchObject({
      number: NUMBER,
      certificate: Buffer.from(certifier.der).toString('base64'),
      source: 'sat',
    });

    delete files[fileOf(NUMBER)];
    const again = await soap().certifierCertificate(NUMBER);
    expect(again && Buffer.from(again).equals(Buffer.from(certifier.der))).toBe(true);
    expect(repository.received).toHaveLength(1);
  });

  it('concurrent requests for one number all get it, and one row is kept', async () => {
    const number = '00001000000708361115';
    files[fileOf(number)] = { body: anotherCertifier.der, delayMs: 100 };
    // Two instances (as two server processes would) and two calls within one of them.
    const one = soap();
    const answers = await Promise.all([
      one.certifierCertificate(number),
      one.certifierCertificate(number),
      soap().certifierCertificate(number),
    ]);
    for (const answer of answers)
      expect(answer && Buffer.from(answer).equals(Buffer.from(anotherCertifier.der))).toBe(true);
    expect(repository.received).toHaveLength(2);
    expect(await storedRows(number)).toHaveLength(1);
  });

  it('null when the repository has no such file (404), asked again next time', async () => {
    const number = '00001000000799990001';
    const services = soap();
    expect(await services.certifierCertificate(number)).toBeNull();
    expect(await services.certifierCertificate(number)).toBeNull();
    expect(repository.received).toHaveLength(2);
    expect(await storedRows(number)).toHaveLength(0);
  });

  it('null, without asking, for a number that is not 20 digits', async () => {
    expect(await soap().certifierCertificate('12345')).toBeNull();
    expect(await soap().certifierCertificate('../../../../etc/passwd0')).toBeNull();
    expect(repository.received).toHaveLength(0);
  });

  const failures: [string, Reply, SatServiceError['failure'], RegExp][] = [
    ['an HTTP error', { status: 500, body: 'Internal Server Error' }, 'http', /HTTP 500/],
    [
      'a page that is not a certificate',
      { body: '<html><body>Aviso</body></html>', contentType: 'text/html' },
      'malformed',
      /not an X\.509 certificate/,
    ],
  ];
  it.each(failures)('SatServiceError on %s, nothing kept', async (_name, reply, failure, text) => {
    const number = '00001000000799990002';
    files[fileOf(number)] = reply;
    const err = await refusal(soap().certifierCertificate(number));
    expect(err.failure).toBe(failure);
    expect(err.message).toMatch(text);
    expect(await storedRows(number)).toHaveLength(0);
  });

  it('SatServiceError when the file holds another certificate', async () => {
    const number = '00001000000799990003';
    files[fileOf(number)] = { body: certifier.der };
    const err = await refusal(soap().certifierCertificate(number));
    expect(err.failure).toBe('malformed');
    expect(err.message).toBe(`file of ${number} holds the certificate ${NUMBER}`);
    expect(await storedRows(number)).toHaveLength(0);
  });

  it('SatServiceError when the repository is slower than the time limit', async () => {
    const number = '00001000000799990004';
    files[fileOf(number)] = { body: certifier.der, delayMs: 1500 };
    const err = await refusal(soap(300).certifierCertificate(number));
    expect([err.failure, err.message]).toEqual(['timeout', 'no answer within 300 ms']);
    expect(await storedRows(number)).toHaveLength(0);
  });

  it('a certificate stored before is served without the repository', async () => {
    const number = '00001000000799990005';
    await t.handle.db.insert(satCertifierCertificates).values({
      number,
      certificate: Buffer.from(certifier.der).toString('base64'),
      source: 'import',
    });
    expect(await soap().certifierCertificate(number)).not.toBeNull();
    expect(repository.received).toHaveLength(0);
    await t.handle.db
      .delete(satCertifierCertificates)
      .where(eq(satCertifierCertificates.number, number));
  });
});
