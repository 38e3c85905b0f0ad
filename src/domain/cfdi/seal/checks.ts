/**
 * `seal` group: the issuer's certificate in the voucher is readable and is the one NoCertificado
 * names, it belongs to the issuer's RFC and was valid on the issue date, and the Sello verifies
 * over the cadena original. Asynchronous (WebCrypto); the engine loads this module, and the ASN.1
 * library with it, only when a file is checked.
 */
import { SAT_DATE_TIME } from '../catalogues';
import { localMillis } from '../checks/dates';
import { excluded, failure, pass, type CheckOutcome } from '../checks/check';
import type { CfdiDocument } from '../document';
import type { XNode } from '../xml-node';
import { decodeBase64 } from './base64';
import { cadenaOriginal } from './cadena';
import { readCertificate, type CertificateResult, type IssuerCertificate } from './certificate';
import { verifySignature } from './signature';

const G = 'seal';
const HOUR = 3_600_000;
/**
 * Fecha is the local time of the place of issue, without a zone; Mexico's zones run from UTC−5
 * (Quintana Roo) to UTC−8 (Baja California). A date within the validity in any of them passes.
 */
const EARLIEST_OFFSET = 5 * HOUR;
const LATEST_OFFSET = 8 * HOUR;

const REASONS: Readonly<Record<Exclude<CertificateResult, { ok: true }>['reason'], string>> = {
  base64: 'base64',
  der: 'X.509 DER',
  notRsa: 'RSA',
};

function certificateCheck(doc: CfdiDocument, read: CertificateResult | null): CheckOutcome {
  if (read === null) return failure('seal.certificate', G, [], { key: 'seal.certificate.empty' });
  if (!read.ok) return failure('seal.certificate', G, [REASONS[read.reason]]);
  const declared = doc.voucher['NoCertificado'] ?? '';
  return declared === read.certificate.number
    ? pass('seal.certificate', G)
    : failure('seal.certificate', G, [], {
        key: 'seal.certificate.number',
        detail: `NoCertificado="${declared}" ≠ ${read.certificate.number}`,
      });
}

function rfcCheck(doc: CfdiDocument, cert: IssuerCertificate): CheckOutcome {
  const rfc = doc.issuer?.['Rfc'];
  // A missing issuer RFC is schema.required's to report; its format, schema.rfcPattern's.
  if (rfc === undefined) return excluded('seal.certificateRfc', G);
  if (cert.rfc === null) return failure('seal.certificateRfc', G, ['x500UniqueIdentifier ∅']);
  return cert.rfc.toUpperCase() === rfc.trim().toUpperCase()
    ? pass('seal.certificateRfc', G)
    : failure('seal.certificateRfc', G, [`${cert.rfc} ≠ Emisor@Rfc="${rfc}"`]);
}

function datesCheck(doc: CfdiDocument, cert: IssuerCertificate): CheckOutcome {
  const fecha = doc.voucher['Fecha'];
  const local = fecha !== undefined && SAT_DATE_TIME.test(fecha) ? localMillis(fecha) : null;
  // A malformed or missing Fecha is schema.dateFormat's (or schema.required's) to report.
  if (fecha === undefined || local === null) return excluded('seal.certificateDates', G);
  const from = cert.notBefore.getTime();
  const to = cert.notAfter.getTime();
  return local + LATEST_OFFSET >= from && local + EARLIEST_OFFSET <= to
    ? pass('seal.certificateDates', G)
    : failure('seal.certificateDates', G, [
        `Fecha="${fecha}" ∉ [${cert.notBefore.toISOString()}, ${cert.notAfter.toISOString()}]`,
      ]);
}

async function signatureCheck(
  root: XNode,
  doc: CfdiDocument,
  cert: IssuerCertificate | null,
): Promise<CheckOutcome> {
  const sello = doc.voucher['Sello'] ?? '';
  if (sello.trim() === '') return failure('seal.signature', G, [], { key: 'seal.signature.empty' });
  if (!cert) return excluded('seal.signature', G, 'seal.needsCertificate');
  const bytes = decodeBase64(sello);
  if (!bytes) return failure('seal.signature', G, [], { key: 'seal.signature.notBase64' });
  const built = cadenaOriginal(root);
  if (!built.ok)
    return failure('seal.signature', G, [], {
      key: 'seal.signature.unsupported',
      detail: built.unsupported,
    });
  let hash: string | null;
  try {
    hash = await verifySignature(cert, built.cadena, bytes);
  } catch {
    // WebCrypto refused the key or the seal's length: it cannot verify either.
    hash = null;
  }
  return hash ? pass('seal.signature', G) : failure('seal.signature', G, []);
}

/** The `seal` group of a voucher whose root and parts were read (xml checks passed). */
export async function sealChecks(root: XNode, doc: CfdiDocument): Promise<CheckOutcome[]> {
  const text = doc.voucher['Certificado'] ?? '';
  const read = text.trim() === '' ? null : readCertificate(text);
  const cert = read?.ok ? read.certificate : null;
  const needsCertificate = (id: string) => excluded(id, G, 'seal.needsCertificate');
  return [
    certificateCheck(doc, read),
    cert ? rfcCheck(doc, cert) : needsCertificate('seal.certificateRfc'),
    cert ? datesCheck(doc, cert) : needsCertificate('seal.certificateDates'),
    await signatureCheck(root, doc, cert),
  ];
}
