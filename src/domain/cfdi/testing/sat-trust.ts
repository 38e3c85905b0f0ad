/**
 * The trust options the tests and the command line use, read from the repository's
 * sat-certificates/ folder (the SAT's published certificates, see its README): every SAT
 * certification authority, its test authorities marked as such, and the certifier certificates
 * of the sample CFDIs' stamps.
 */
import { certificatesInFile, type TrustOptions } from '../seal/trust';
import { nodeFs, nodeProcess } from './node-host';

/** <repo>/sat-certificates, or $SAT_CERTIFICATES_DIR. */
export function satCertificatesDir(): string {
  const proc = nodeProcess();
  return proc.env['SAT_CERTIFICATES_DIR'] ?? `${proc.cwd()}/sat-certificates`;
}

/** Every certificate of a folder's .cer, .crt and .pem files (DER, base64), by file name order. */
export async function certificatesIn(dir: string): Promise<{ file: string; certs: string[] }[]> {
  const fs = await nodeFs();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /\.(cer|crt|pem)$/i.test(f))
    .sort()
    .map((file) => ({ file, certs: certificatesInFile(fs.readFileSync(`${dir}/${file}`)) }));
}

/** Certifier certificates by the number of their file's name (NoCertificadoSAT.cer). */
export async function certifiersIn(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const { file, certs } of await certificatesIn(dir)) {
    const number = /^(\d{20})\./.exec(file)?.[1];
    if (number && certs[0]) out[number] = certs[0];
  }
  return out;
}

export async function satTrust(
  missingCertifier: TrustOptions['missingCertifier'] = 'warning',
): Promise<TrustOptions> {
  const root = satCertificatesDir();
  const production = (await certificatesIn(`${root}/authorities/production`)).flatMap(
    (f) => f.certs,
  );
  const test = (await certificatesIn(`${root}/authorities/test`)).flatMap((f) => f.certs);
  return {
    authorities: [...production, ...test],
    testAuthorities: test,
    certifiers: await certifiersIn(`${root}/certifiers`),
    missingCertifier,
  };
}
