/**
 * What the server trusts when it verifies a CFDI's seals (src/domain/cfdi/seal/trust.ts): the
 * SAT's certification authorities from SAT_TRUST_DIR (read at start), the embedded demo's own
 * authority where the demo runs, and for each CFDI the certificates of the certifiers its stamp
 * names, from the certificate services (the database, then in SAT_MODE=soap the SAT's
 * repository). It also asks the revocation question the seal checks leave to the server.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { RevocationAnswer } from '../../../../src/domain/cfdi/seal/revocation';
import { certificatesInFile, type TrustOptions } from '../../../../src/domain/cfdi/seal/trust';
import type { Db } from '../../db/client';
import { satDemoAuthority } from '../../db/schema';
import { isProductionEnv, type Env } from '../../env';
import type { SatCertificateServices } from './certificates';
import { SatServiceError } from './service-error';

/** The SAT's authorities this release carries (see sat-certificates/README.md). */
export const DEFAULT_TRUST_DIR = fileURLToPath(
  new URL('../../../../sat-certificates/authorities/production', import.meta.url),
);

/** At most this many stamps' certifiers are looked up for one CFDI (a CFDI has one stamp). */
const MAX_CERTIFIERS = 4;
const CERTIFIER_NUMBER = /NoCertificadoSAT\s*=\s*["'](\d{20})["']/g;

export interface CfdiTrust {
  /** The trust options for one CFDI: the authorities, and the certifiers its stamp names. */
  optionsFor(xml: string | Uint8Array): Promise<TrustOptions>;
  /** Whether the issuer's certificate (DER, base64) was revoked, asked of its authority's service. */
  revocation(certificate: string, authority: string): Promise<RevocationAnswer>;
}

/** Every certificate in a folder's .cer, .crt and .pem files (DER, base64). */
export function readTrustDir(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    throw new Error(
      `SAT_TRUST_DIR: cannot read ${dir} (${e instanceof Error ? e.message : String(e)})`,
      { cause: e },
    );
  }
  const certs = names
    .filter((f) => /\.(cer|crt|pem)$/i.test(f))
    .sort()
    .flatMap((f) => certificatesInFile(new Uint8Array(readFileSync(path.join(dir, f)))));
  if (certs.length === 0)
    throw new Error(`SAT_TRUST_DIR: ${dir} holds no certificate (.cer, .crt or .pem)`);
  return certs;
}

/** The NoCertificadoSAT values a CFDI's text names (the engine checks they are the stamp's). */
function certifierNumbers(xml: string | Uint8Array): string[] {
  const text = typeof xml === 'string' ? xml : new TextDecoder().decode(xml);
  const found = new Set<string>();
  for (const m of text.matchAll(CERTIFIER_NUMBER)) {
    if (m[1]) found.add(m[1]);
    if (found.size >= MAX_CERTIFIERS) break;
  }
  return [...found];
}

const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

export interface CfdiTrustOptions {
  db: Db;
  env: Env;
  certificates: SatCertificateServices;
  /** More to trust (tests: the SAT's test authorities and the tests' own certifier). */
  extra?: Partial<Omit<TrustOptions, 'missingCertifier'>>;
}

export function createCfdiTrust(options: CfdiTrustOptions): CfdiTrust {
  const { db, env, certificates, extra } = options;
  const configured = readTrustDir(env.SAT_TRUST_DIR ?? DEFAULT_TRUST_DIR);
  // The demo authority: only the embedded tax authority of an environment that is not production.
  const demo = (env.SAT_MODE ?? 'embedded') === 'embedded' && !isProductionEnv(env.PORTAL_ENV);
  let demoAuthority: string | null = null;
  const authorities = async (): Promise<string[]> => {
    if (demo && demoAuthority === null) {
      const [row] = await db
        .select({ certificate: satDemoAuthority.certificate })
        .from(satDemoAuthority)
        .where(eq(satDemoAuthority.id, 1))
        .limit(1);
      demoAuthority = row?.certificate ?? null;
    }
    return [
      ...configured,
      ...(extra?.authorities ?? []),
      ...(demoAuthority ? [demoAuthority] : []),
    ];
  };
  const certifier = async (number: string): Promise<[string, string] | null> => {
    const known = extra?.certifiers?.[number];
    if (known) return [number, known];
    try {
      const der = await certificates.certifierCertificate(number);
      return der ? [number, toBase64(der)] : null;
    } catch (e) {
      // Unreachable repository: the stamp cannot be verified, which the seal checks report.
      if (e instanceof SatServiceError) return null;
      throw e;
    }
  };
  return {
    async optionsFor(xml) {
      const [list, found] = await Promise.all([
        authorities(),
        Promise.all(certifierNumbers(xml).map(certifier)),
      ]);
      return {
        authorities: list,
        testAuthorities: extra?.testAuthorities ?? [],
        certifiers: Object.fromEntries(found.filter((f) => f !== null)),
        missingCertifier: 'error',
      };
    },
    async revocation(certificate, authority) {
      try {
        const status = await certificates.status(
          Buffer.from(certificate, 'base64'),
          Buffer.from(authority, 'base64'),
        );
        return status.status === 'revoked'
          ? { status: 'revoked', revokedAt: status.revokedAt.toISOString(), reason: status.reason }
          : status;
      } catch (e) {
        if (e instanceof SatServiceError) return { unavailable: e.message };
        throw e;
      }
    },
  };
}
