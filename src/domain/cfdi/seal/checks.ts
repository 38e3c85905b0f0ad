/**
 * `seal` group: the issuer's certificate in the voucher is readable and is the one NoCertificado
 * names, it belongs to the issuer's RFC and was valid on the issue date, and the Sello verifies
 * over the cadena original; with a trust store, the certificate was issued by a trusted
 * certification authority, is a seal certificate (CSD) and not an e.firma, and names the issuer;
 * and the stamp's own seal (SelloSAT) verifies with the certifier's certificate (stamp.ts).
 * Asynchronous (WebCrypto); the engine loads this module, and the ASN.1 library with it, only
 * when a file is checked.
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
import { sameTaxpayerName } from '../names';
import { stampChecks } from './stamp';
import { certificateKind, issuerOf, trustStoreOf, type TrustOptions } from './trust';
import type { SealFacts } from './ids';
import { revocationNotRun } from './revocation';

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

interface ChainResult {
  readonly outcome: CheckOutcome;
  /** The trusted authority that issued the certificate (DER, base64), for the revocation question. */
  readonly authority: string | null;
}

/** Issued by itself: its issuer's name is its own subject's (what a forger's certificate is). */
function selfSigned(cert: IssuerCertificate): boolean {
  const a = new Uint8Array(cert.issuerDn);
  const b = new Uint8Array(cert.subjectDn);
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

async function chainCheck(cert: IssuerCertificate, trust: TrustOptions): Promise<ChainResult> {
  const authority = await issuerOf(trustStoreOf(trust), cert);
  if (!authority)
    return {
      outcome: failure('seal.chain', G, [], {
        key: selfSigned(cert) ? 'seal.chain.selfMade' : 'seal.chain.error',
        detail: cert.issuerName || '—',
      }),
      authority: null,
    };
  return {
    outcome: authority.test
      ? {
          id: 'seal.chain',
          group: G,
          status: 'warning',
          message: { key: 'seal.chain.test', detail: cert.issuerName },
        }
      : pass('seal.chain', G),
    authority: authority.base64,
  };
}

function kindCheck(cert: IssuerCertificate): CheckOutcome {
  const kind = certificateKind(cert);
  if (kind === 'csd') return pass('seal.csd', G);
  return failure('seal.csd', G, [], {
    key: kind === 'efirma' ? 'seal.csd.efirma' : 'seal.csd.error',
  });
}

/**
 * CFDI 4.0's Emisor@Nombre is the name the certificate was issued to, compared as the SAT compares
 * names (names.ts). CFDI 3.3 did not require it, so it is not judged there.
 */
function nameCheck(doc: CfdiDocument, cert: IssuerCertificate): CheckOutcome {
  const name = doc.issuer?.['Nombre'];
  if (doc.version !== '4.0' || name === undefined) return excluded('seal.certificateName', G);
  const subject = cert.subjectName ?? '';
  return sameTaxpayerName(name, subject)
    ? pass('seal.certificateName', G)
    : failure('seal.certificateName', G, [], {
        key: 'seal.certificateName.error',
        detail: `"${name}" ≠ "${subject}"`,
      });
}

/**
 * The `seal` group of a voucher whose root and parts were read (xml checks passed), and what the
 * server needs next (the certificate and its authority for the revocation question, the verified
 * certifier for the reception check). Without trust options the chain, kind, name and stamp checks
 * are listed as not run.
 */
export async function sealChecks(
  root: XNode,
  doc: CfdiDocument,
  trust?: TrustOptions,
): Promise<{ outcomes: CheckOutcome[]; facts: SealFacts }> {
  const text = doc.voucher['Certificado'] ?? '';
  const read = text.trim() === '' ? null : readCertificate(text);
  const cert = read?.ok ? read.certificate : null;
  const needsCertificate = (id: string) => excluded(id, G, 'seal.needsCertificate');
  const needsTrust = (id: string) => excluded(id, G, 'seal.needsTrust');
  const [signature, chain, stamp] = await Promise.all([
    signatureCheck(root, doc, cert),
    cert && trust ? chainCheck(cert, trust) : null,
    trust ? stampChecks(doc, trust) : null,
  ]);
  const outcomes = [
    certificateCheck(doc, read),
    cert ? rfcCheck(doc, cert) : needsCertificate('seal.certificateRfc'),
    cert ? datesCheck(doc, cert) : needsCertificate('seal.certificateDates'),
    signature,
    chain?.outcome ?? (cert ? needsTrust('seal.chain') : needsCertificate('seal.chain')),
    cert ? (trust ? kindCheck(cert) : needsTrust('seal.csd')) : needsCertificate('seal.csd'),
    cert
      ? trust
        ? nameCheck(doc, cert)
        : needsTrust('seal.certificateName')
      : needsCertificate('seal.certificateName'),
    revocationNotRun(chain?.authority != null),
    ...(stamp?.outcomes ?? [needsTrust('seal.stamp'), needsTrust('seal.stampCertifier')]),
  ];
  return {
    outcomes,
    facts: {
      certificate: cert ? text.replace(/[ \t\r\n]/g, '') : null,
      certificateNumber: cert?.number ?? null,
      authority: chain?.authority ?? null,
      verifiedCertifierRfc: stamp?.verifiedCertifierRfc ?? null,
    },
  };
}
