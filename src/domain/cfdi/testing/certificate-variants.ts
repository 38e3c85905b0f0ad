/**
 * The SAT test certificate with one field changed and encoded again, for the seal checks' tests.
 * Its CA signature no longer holds, which the seal checks never look at: they read the fields and
 * the public key.
 */
import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate } from '@peculiar/asn1-x509';
import { decodeBase64 } from '../seal/base64';
import { testCsd } from './seal-signer';

const X500_UNIQUE_IDENTIFIER = '2.5.4.45';

export function certificateVariant(change: (c: Certificate) => void): string {
  const der = decodeBase64(testCsd().certificate);
  if (!der) throw new Error('the test certificate is not base64');
  const cert = AsnConvert.parse(der, Certificate);
  change(cert);
  return btoa(String.fromCharCode(...new Uint8Array(AsnConvert.serialize(cert))));
}

/** The test certificate issued to another x500UniqueIdentifier, or to none (null). */
export function certificateForUniqueId(value: string | null): string {
  return certificateVariant((c) => {
    const subject = c.tbsCertificate.subject;
    const at = subject.findIndex((rdn) => rdn.some((a) => a.type === X500_UNIQUE_IDENTIFIER));
    const rdn = subject[at];
    if (!rdn) throw new Error('the test certificate names no x500UniqueIdentifier');
    if (value === null) subject.splice(at, 1);
    else
      for (const a of rdn) if (a.type === X500_UNIQUE_IDENTIFIER) a.value.printableString = value;
  });
}

/** The test certificate valid between two instants. */
export function certificateValidFor(notBefore: string, notAfter: string): string {
  return certificateVariant((c) => {
    c.tbsCertificate.validity.notBefore.utcTime = new Date(notBefore);
    c.tbsCertificate.validity.notAfter.utcTime = new Date(notAfter);
  });
}
