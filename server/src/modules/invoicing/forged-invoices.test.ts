/**
 * A dishonest lessor's forgeries, sent to api/InvoiceLessor as the page would send them: each is
 * refused with its own message and nothing is registered. The embedded mode trusts its demo
 * certification authority; a certificate it did not issue, a stamp its certifier did not seal, or
 * a revoked certificate does not get an invoice paid.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCsd } from '../../../../src/domain/cfdi/issue';
import { erpInvoices, satCertificateRevocations } from '../../db/schema';
import { demoCertifier, reseal, storedDemoCsd } from '../../testing/cfdi-forgery';
import {
  b64,
  demoInvoice,
  electronicBody,
  errorsOf,
  pendingPeriods,
  unb64,
} from '../../testing/invoicing-send-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('arrendador');
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** A fresh demo invoice of the lessor's next open period, and what sending a variant of it answers. */
async function demoOfNextPeriod() {
  const periods = await pendingPeriods(
    t,
    await t.tokenFor('dev'),
    'MX10',
    '0000100001',
    '4000000102',
  );
  const period = periods[0]!;
  const demo = await demoInvoice(t, token, [period]);
  const xml = unb64(demo.XMLBase64);
  const issuer = {
    rfc: /<cfdi:Emisor[^>]* Rfc="([^"]+)"/.exec(xml)![1]!,
    name: /<cfdi:Emisor[^>]* Nombre="([^"]+)"/.exec(xml)![1]!,
  };
  const send = async (forged: string) => {
    const res = await t.call(
      'InvoiceLessor',
      electronicBody([period], { ...demo, XMLBase64: b64(forged) }),
      token,
    );
    const rows = await t.handle.db
      .select({ belnr: erpInvoices.belnr })
      .from(erpInvoices)
      .where(eq(erpInvoices.uuid, demo.ID.toUpperCase()));
    return { res, errors: errorsOf(res), registered: rows.length > 0 };
  };
  return { xml, issuer, send };
}

describe('a forged CFDI is refused on the server, each forgery with its own message', () => {
  it('re-sealed with a certificate the lessor made itself for its own RFC', async () => {
    const { xml, issuer, send } = await demoOfNextPeriod();
    const now = Date.now();
    const selfMade = await issueCsd({
      rfc: issuer.rfc,
      name: issuer.name,
      number: '30001000000999999999',
      notBefore: new Date(now - 30 * DAY),
      notAfter: new Date(now + 365 * DAY),
    });
    // A certifier that stamps whatever it is given: only the certificate's issuer is wrong.
    const forged = await reseal(xml, selfMade, await demoCertifier(t.handle.db));
    const { res, errors, registered } = await send(forged);
    expect(res.body.Result).toBe(false);
    expect(errors).toEqual([
      expect.stringMatching(
        /^El certificado no fue emitido por el SAT: lo emitió "[^"]+", que no es una autoridad certificadora del SAT/,
      ),
    ]);
    expect(registered).toBe(false);
  });

  it('its stamp says the SAT certified it (RfcProvCertif SAT970701NN3), the issuer seal untouched', async () => {
    const { xml, send } = await demoOfNextPeriod();
    const forged = xml.replace(/RfcProvCertif="[^"]*"/, 'RfcProvCertif="SAT970701NN3"');
    const { errors, registered } = await send(forged);
    expect(errors).toEqual([
      expect.stringMatching(/^El sello del timbre no corresponde al certificado del PAC \d{20}/),
    ]);
    expect(registered).toBe(false);
  });

  it('stamped by a certifier whose certificate the SAT never published', async () => {
    const { xml, issuer, send } = await demoOfNextPeriod();
    const now = Date.now();
    const fakeCertifier = await issueCsd({
      rfc: 'SAT970701NN3',
      name: 'SERVICIO DE ADMINISTRACION TRIBUTARIA',
      number: '00001000000999999998',
      notBefore: new Date(now - 30 * DAY),
      notAfter: new Date(now + 365 * DAY),
      organizationalUnit: 'MEGAPACSAT970701NN301',
    });
    const lessor = await storedDemoCsd(t.handle.db, issuer.rfc);
    const forged = await reseal(
      xml.replace(/RfcProvCertif="[^"]*"/, 'RfcProvCertif="SAT970701NN3"'),
      lessor,
      fakeCertifier,
    );
    const { errors, registered } = await send(forged);
    expect(errors).toEqual([
      'No se pudo obtener el certificado del PAC 00001000000999999998 del SAT: el timbre no se pudo verificar.',
    ]);
    expect(registered).toBe(false);
  });

  it('sealed with a certificate the SAT revoked before the issue date', async () => {
    const { xml, issuer, send } = await demoOfNextPeriod();
    const lessor = await storedDemoCsd(t.handle.db, issuer.rfc);
    await t.handle.db.insert(satCertificateRevocations).values({
      number: lessor.number,
      revokedAt: new Date(Date.now() - 2 * DAY),
      reason: 'keyCompromise',
    });
    try {
      const { errors, registered } = await send(xml);
      expect(errors).toEqual([
        expect.stringMatching(
          new RegExp(
            `^El certificado del emisor fue revocado por el SAT antes de la fecha de emisión: ${lessor.number}`,
          ),
        ),
      ]);
      expect(registered).toBe(false);
    } finally {
      await t.handle.db
        .delete(satCertificateRevocations)
        .where(eq(satCertificateRevocations.number, lessor.number));
    }
  });

  it('the same demo invoice, unforged, is registered', async () => {
    const { xml, send } = await demoOfNextPeriod();
    const { res, registered } = await send(xml);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(registered).toBe(true);
  });
});
