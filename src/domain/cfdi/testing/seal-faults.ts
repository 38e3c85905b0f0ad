/**
 * One-fault edits that only the `seal` group can see, in the shape of FAULTS. Most are made before
 * the generator seals (the issuer sealed a bad document); those in AFTER_SEAL are made after it,
 * as a forger or a broken transfer would, and never compensate: the seal is what catches them.
 */
import { editFirst, setAttr, type El } from './xml-writer';

const rootAttr = (name: string, value: string) => (tree: El) => setAttr(tree, name, value);
/** Moves the issue and the stamp to January 2023, before the test certificate's validity. */
const beforeCertificate = (tree: El): El =>
  editFirst(
    setAttr(tree, 'Fecha', (tree.attrs['Fecha'] ?? '').replace(/^\d{4}-\d\d/, '2023-01')),
    'TimbreFiscalDigital',
    (n) =>
      setAttr(
        n,
        'FechaTimbrado',
        (n.attrs['FechaTimbrado'] ?? '').replace(/^\d{4}-\d\d/, '2023-01'),
      ),
  );
/** The same seal in the voucher and the stamp, so that tfd.selloCfd still agrees. */
const replaceSello = (fn: (sello: string) => string) => (tree: El) => {
  const sello = fn(tree.attrs['Sello'] ?? '');
  return editFirst(setAttr(tree, 'Sello', sello), 'TimbreFiscalDigital', (n) =>
    setAttr(n, 'SelloCFD', sello),
  );
};
/** Flips one base64 digit in the middle of the seal: still base64, no longer the issuer's. */
const flipDigit = (sello: string): string => {
  const at = Math.floor(sello.length / 2);
  return `${sello.slice(0, at)}${sello[at] === 'A' ? 'B' : 'A'}${sello.slice(at + 1)}`;
};

export const SEAL_FAULTS = {
  /** Sealed while naming another certificate number than the one it carries. */
  noCertificadoMismatch: [rootAttr('NoCertificado', '30001000000500003417'), ['seal.certificate']],
  /** Issued (and sealed) before the certificate's validity began. */
  issuedBeforeCertificate: [beforeCertificate, ['seal.certificateDates']],
  // After sealing:
  emptyCertificado: [rootAttr('Certificado', ''), ['seal.certificate']],
  certificadoNotDer: [rootAttr('Certificado', 'TUlJRnNEQ0NB'), ['seal.certificate']],
  alteredAfterSeal: [
    (tree: El) => editFirst(tree, 'Receptor', (n) => setAttr(n, 'Nombre', 'OTRO RECEPTOR')),
    ['seal.signature'],
  ],
  selloOfAnother: [replaceSello(flipDigit), ['seal.signature']],
  selloNotBase64: [replaceSello((s) => `${s.slice(1)}*`), ['seal.signature']],
} as const satisfies Record<string, readonly [(tree: El) => El, readonly string[]]>;

/** Faults made on the sealed document (the rest are made before sealing). */
const AFTER_SEAL: ReadonlySet<string> = new Set([
  'noSello',
  'selloCfd',
  'emptyCertificado',
  'certificadoNotDer',
  'alteredAfterSeal',
  'selloOfAnother',
  'selloNotBase64',
]);

export function appliesAfterSeal(fault: string): boolean {
  return AFTER_SEAL.has(fault);
}
