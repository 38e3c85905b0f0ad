/**
 * The stamp's own seal: a TimbreFiscalDigital 1.1 is the certifier's (PAC's) signature over the
 * stamp's cadena (cadenaoriginal_TFD_1_1.xslt), made with the certificate NoCertificadoSAT names.
 * Anyone can write a TimbreFiscalDigital; only the certifier can make a SelloSAT its certificate
 * verifies. So the stamp is believed only when:
 *
 * - `seal.stamp`: the certifier's certificate is known (the caller fetched it by number from the
 *   SAT's repository, or holds the demo certifier's), its serial is NoCertificadoSAT, a trusted
 *   authority issued it, FechaTimbrado is within its validity, and SelloSAT verifies over the
 *   stamp's cadena (whose SelloCFD `tfd.selloCfd` already tied to the voucher's Sello);
 * - `seal.stampCertifier`: RfcProvCertif is the certifier the certificate was issued for.
 */
import { SAT_DATE_TIME } from '../catalogues';
import { localMillis } from '../checks/dates';
import { excluded, failure, pass, type CheckOutcome } from '../checks/check';
import type { CfdiDocument } from '../document';
import type { CfdiMessageKey } from '../messages';
import { stampCadena } from '../issue/seal';
import { decodeBase64 } from './base64';
import { readCertificate, type IssuerCertificate } from './certificate';
import { verifySignature } from './signature';
import { certifierRfcOf, issuerOf, trustStoreOf, type TrustOptions } from './trust';

const G = 'seal';
const HOUR = 3_600_000;

export interface StampResult {
  readonly outcomes: [CheckOutcome, CheckOutcome];
  /** The certifier of a verified stamp, as its certificate names it; null otherwise. */
  readonly verifiedCertifierRfc: string | null;
}

const notJudged = (outcome: CheckOutcome): StampResult => ({
  outcomes: [outcome, excluded('seal.stampCertifier', G, 'seal.needsStamp')],
  verifiedCertifierRfc: null,
});

function withinValidity(cert: IssuerCertificate, fechaTimbrado: string): boolean {
  const local = SAT_DATE_TIME.test(fechaTimbrado) ? localMillis(fechaTimbrado) : null;
  if (local === null) return true; // a malformed FechaTimbrado is the tfd group's to report
  // Central Mexico's time, UTC−6 (the certifiers stamp in it), with an hour either way.
  const utc = local + 6 * HOUR;
  return utc + HOUR >= cert.notBefore.getTime() && utc - HOUR <= cert.notAfter.getTime();
}

async function stampSeal(
  attrs: Readonly<Record<string, string>>,
  trust: TrustOptions,
): Promise<{ outcome: CheckOutcome; certificate: IssuerCertificate | null }> {
  const number = (attrs['NoCertificadoSAT'] ?? '').trim();
  const fail = (key: CfdiMessageKey, detail: string) => ({
    outcome: failure('seal.stamp', G, [], { key, detail }) as CheckOutcome,
    certificate: null,
  });
  const known = Object.hasOwn(trust.certifiers, number) ? trust.certifiers[number] : undefined;
  if (known === undefined) {
    const outcome: CheckOutcome =
      trust.missingCertifier === 'warning'
        ? {
            id: 'seal.stamp',
            group: G,
            status: 'warning',
            message: { key: 'seal.stamp.unavailable', detail: number || '—' },
          }
        : failure('seal.stamp', G, [], { key: 'seal.stamp.unavailable', detail: number || '—' });
    return { outcome, certificate: null };
  }
  const read = readCertificate(known);
  if (!read.ok || read.certificate.number !== number)
    return fail('seal.stamp.wrongCertificate', number);
  const cert = read.certificate;
  const authority = await issuerOf(trustStoreOf(trust), cert);
  if (!authority) return fail('seal.stamp.untrusted', number);
  const sello = decodeBase64(attrs['SelloSAT'] ?? '');
  const hash = sello
    ? await verifySignature(cert, stampCadena(attrs), sello).catch(() => null)
    : null;
  if (!hash) return fail('seal.stamp.error', number);
  if (!withinValidity(cert, attrs['FechaTimbrado'] ?? ''))
    return fail('seal.stamp.dates', `${number}: ${attrs['FechaTimbrado'] ?? ''}`);
  return { outcome: pass('seal.stamp', G), certificate: cert };
}

/** The stamp checks of a voucher with exactly one stamp; not run otherwise (tfd.present says why). */
export async function stampChecks(doc: CfdiDocument, trust: TrustOptions): Promise<StampResult> {
  if (doc.stamps.length !== 1) return notJudged(excluded('seal.stamp', G, 'seal.needsStamp'));
  const attrs = doc.stamps[0]?.attrs ?? {};
  const { outcome, certificate } = await stampSeal(attrs, trust);
  if (!certificate) return notJudged(outcome);
  const declared = (attrs['RfcProvCertif'] ?? '').trim().toUpperCase();
  const certifier = certifierRfcOf(certificate);
  let named: CheckOutcome;
  if (certifier === null)
    named = {
      id: 'seal.stampCertifier',
      group: G,
      status: 'warning',
      message: {
        key: 'seal.stampCertifier.unnamed',
        detail: `${certificate.number}: ${certificate.organizationalUnit ?? '—'}`,
      },
    };
  else if (certifier === declared) named = pass('seal.stampCertifier', G);
  else
    named = failure('seal.stampCertifier', G, [], {
      key: 'seal.stampCertifier.error',
      detail: `RfcProvCertif="${declared}" ≠ ${certifier} (${certificate.number})`,
    });
  return {
    outcomes: [outcome, named],
    verifiedCertifierRfc: named.status === 'success' ? certifier : null,
  };
}
