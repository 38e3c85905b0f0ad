/**
 * What the server trusts: the SAT's authorities from SAT_TRUST_DIR (checked at start), the demo
 * authority only in the embedded mode outside production, and each CFDI's certifier certificates.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { demoAuthority } from './embedded/demo';
import { createCertificateServices } from './certificates';
import { satConfigFrom } from '.';
import { createCfdiTrust, DEFAULT_TRUST_DIR, readTrustDir } from './trust';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const trustOf = (env: Record<string, string>) => {
  const e = loadEnv({ LOG_LEVEL: 'silent', ...env });
  return createCfdiTrust({
    db: t.handle.db,
    env: e,
    certificates: createCertificateServices(t.handle.db, satConfigFrom(e)),
  });
};

describe('SAT_TRUST_DIR', () => {
  it('is by default the SAT authorities this release carries', () => {
    expect(readTrustDir(DEFAULT_TRUST_DIR).length).toBeGreaterThanOrEqual(8);
  });

  it('stops the start when it cannot be read or holds no certificate', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'trust-'));
    writeFileSync(path.join(empty, 'README.txt'), 'no certificates here');
    expect(() => trustOf({ SAT_TRUST_DIR: empty })).toThrow(/holds no certificate/);
    expect(() => trustOf({ SAT_TRUST_DIR: path.join(empty, 'missing') })).toThrow(/cannot read/);
  });
});

describe('the demo certification authority', () => {
  it('is trusted by the embedded mode of the demo, never in production nor with the real SAT', async () => {
    const authority = await demoAuthority(t.handle.db, new Date());
    const demo = await trustOf({ PORTAL_ENV: 'DEMO' }).optionsFor('<x/>');
    expect(demo.authorities).toContain(authority.certificate);
    const elsewhere: Record<string, string>[] = [
      { PORTAL_ENV: 'PROD' },
      { PORTAL_ENV: 'DEMO', SAT_MODE: 'soap' },
    ];
    for (const env of elsewhere) {
      const options = await trustOf(env).optionsFor('<x/>');
      expect(options.authorities, JSON.stringify(env)).not.toContain(authority.certificate);
      expect(options.authorities.length).toBe(readTrustDir(DEFAULT_TRUST_DIR).length);
    }
  });
});

describe('the certifiers of a CFDI', () => {
  it('are those its stamp names that the store holds; one it cannot have is left out', async () => {
    const trust = trustOf({ PORTAL_ENV: 'DEMO' });
    const xml = (n: string) => `<tfd:TimbreFiscalDigital NoCertificadoSAT="${n}"/>`;
    expect((await trust.optionsFor(xml('00001000000999999997'))).certifiers).toEqual({});
    expect((await trust.optionsFor(xml('00001000000999999997'))).missingCertifier).toBe('error');
  });
});
