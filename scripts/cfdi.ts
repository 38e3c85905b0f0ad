/**
 * npm run --silent cfdi -- <file.xml> [--json] [--lang es|en] [--context context.json] [--test-authorities]
 * A thin shell over runCli (src/domain/cfdi/cli.ts): real file reads, Mexico's date, exit code,
 * and the SAT's certificates: the certification authorities of SAT_TRUST_DIR (default
 * sat-certificates/authorities/production), the SAT's test authorities with --test-authorities
 * (their CSDs then pass with a warning), and the certifier certificates of
 * sat-certificates/certifiers. A stamp whose certifier certificate is not there is a warning (the
 * command line does not go online).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../src/domain/cfdi/cli';
import { certificatesInFile, type TrustOptions } from '../src/domain/cfdi/seal/trust';

function readFile(file: string): Uint8Array | null {
  try {
    return new Uint8Array(readFileSync(file));
  } catch {
    return null;
  }
}

/** Every certificate in a folder's .cer, .crt and .pem files, with their file names. */
function folder(dir: string): { file: string; certs: string[] }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((f) => /\.(cer|crt|pem)$/i.test(f))
    .sort()
    .map((file) => ({
      file,
      certs: certificatesInFile(readFile(path.join(dir, file)) ?? new Uint8Array()),
    }));
}

const certificates = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'sat-certificates',
);
const production = folder(
  process.env['SAT_TRUST_DIR'] ?? path.join(certificates, 'authorities', 'production'),
);
const test = folder(path.join(certificates, 'authorities', 'test')).flatMap((f) => f.certs);
const certifiers: Record<string, string> = {};
for (const { file, certs } of folder(path.join(certificates, 'certifiers'))) {
  const number = /^(\d{20})\./.exec(file)?.[1];
  if (number && certs[0]) certifiers[number] = certs[0];
}
const trust: TrustOptions = {
  authorities: [...production.flatMap((f) => f.certs), ...test],
  testAuthorities: test,
  certifiers,
  missingCertifier: 'warning',
};

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
  new Date(),
);
const result = await runCli(process.argv.slice(2), { readFile, today, trust });
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
