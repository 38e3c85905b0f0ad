/**
 * Seals generated CFDIs with the SAT's public test CSD (EKU9003173C9, ../shared/fixtures/csd) so
 * that their Sello verifies. Test and demo code on Node only: the key is read from disk with
 * node:fs and used with node:crypto, so it can never reach the browser bundle.
 */
import { parseXml } from '../secure-parse';
import { cadenaOriginal } from '../seal/cadena';
import { NS } from '../xml-node';
import { testStamp } from './test-certifier';
import { localName, mapTree, serialize, setAttr, type El } from './xml-writer';

/** The test certificate's number (its serial read as ASCII), as NoCertificado carries it. */
export const TEST_CSD_NUMBER = '30001000000500003416';

interface NodeCrypto {
  createPrivateKey(pem: string): object;
  createSign(algorithm: 'RSA-SHA256'): {
    update(data: string, encoding: 'utf8'): unknown;
    sign(key: object, encoding: 'base64'): string;
  };
}

interface NodeFsSync {
  readFileSync(path: string): Uint8Array;
}

interface NodeGlobal {
  env: Record<string, string | undefined>;
  cwd(): string;
  getBuiltinModule?(id: string): unknown;
}

function node(): NodeGlobal & { getBuiltinModule(id: string): unknown } {
  const proc = (globalThis as { process?: NodeGlobal }).process;
  const load = proc?.getBuiltinModule?.bind(proc);
  if (!proc || !load) throw new Error('sealing generated CFDIs needs Node 20.16 or later');
  return Object.assign(proc, { getBuiltinModule: load });
}

/** The test CSD folder: $CFDI_CSD_DIR, or <repo>/../shared/fixtures/csd. */
export function csdDir(): string {
  const proc = node();
  return proc.env['CFDI_CSD_DIR'] ?? `${proc.cwd()}/../shared/fixtures/csd`;
}

interface TestCsd {
  /** Comprobante@Certificado: the certificate's DER in base64. */
  readonly certificate: string;
  readonly sign: (cadena: string) => string;
}

let loaded: TestCsd | null = null;

/** The test CSD, read once. */
export function testCsd(): TestCsd {
  if (loaded) return loaded;
  const proc = node();
  const fs = proc.getBuiltinModule('node:fs') as NodeFsSync;
  const crypto = proc.getBuiltinModule('node:crypto') as NodeCrypto;
  const dir = csdDir();
  let der: Uint8Array;
  let pem: string;
  try {
    der = fs.readFileSync(`${dir}/EKU9003173C9.cer`);
    pem = new TextDecoder().decode(fs.readFileSync(`${dir}/EKU9003173C9.key.pem`));
  } catch {
    throw new Error(`test CSD not found in ${dir} (set CFDI_CSD_DIR or check out ../shared)`);
  }
  const key = crypto.createPrivateKey(pem);
  loaded = {
    certificate: btoa(String.fromCharCode(...der)),
    sign: (cadena) => {
      const signer = crypto.createSign('RSA-SHA256');
      signer.update(cadena, 'utf8');
      return signer.sign(key, 'base64');
    },
  };
  return loaded;
}

/**
 * The tree with the test certificate in Certificado and its seal over the cadena original in Sello
 * and in every stamp's SelloCFD (as a certifier copies it), each stamp sealed by the tests'
 * certifier (test-certifier.ts). A tree the engine could not read as a
 * CFDI 3.3 / 4.0 (a fault that breaks the root) is returned with only the certificate set.
 */
export function sealTree(tree: El): El {
  const csd = testCsd();
  const withCertificate = setAttr(tree, 'Certificado', csd.certificate);
  const parsed = parseXml(serialize(withCertificate));
  if (!parsed.ok || parsed.root.name !== 'Comprobante') return withCertificate;
  if (parsed.root.ns !== NS.cfdi40 && parsed.root.ns !== NS.cfdi33) return withCertificate;
  const built = cadenaOriginal(parsed.root);
  if (!built.ok)
    throw new Error(`the generator wrote a complement it cannot seal: ${built.unsupported}`);
  const sello = csd.sign(built.cadena);
  // The stamp as the tests' certifier makes it: its SelloSAT verifies where testTrust is trusted.
  return mapTree(setAttr(withCertificate, 'Sello', sello), (n) =>
    localName(n) === 'TimbreFiscalDigital'
      ? { ...n, attrs: testStamp({ ...n.attrs, SelloCFD: sello }) }
      : n,
  );
}
