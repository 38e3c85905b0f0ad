/**
 * What a dishonest lessor does to a CFDI, for the tests that prove the server refuses it: edit the
 * text, then seal it again with a certificate of its choosing (its own genuine demo CSD, or one it
 * made itself) and, where it can get one, a certifier's stamp over the result.
 */
import { eq } from 'drizzle-orm';
import { signerOf } from '../../../src/domain/cfdi/issue';
import { stampCadena } from '../../../src/domain/cfdi/issue/seal';
import { cadenaOriginal } from '../../../src/domain/cfdi/seal/cadena';
import { parseXml } from '../../../src/domain/cfdi/secure-parse';
import { NS, type XNode } from '../../../src/domain/cfdi/xml-node';
import { DEMO_CERTIFIER } from '../adapters/sat/embedded/demo';
import type { Db } from '../db/client';
import { satDemoCsd } from '../db/schema';

export interface Sealer {
  number: string;
  /** DER, base64 (what Certificado carries). */
  certificate: string;
  privateKey: string;
}

/** The demo certificate the embedded mode made for an RFC (the lessor's, the demo certifier's). */
export async function storedDemoCsd(db: Db, rfc: string): Promise<Sealer> {
  const [row] = await db.select().from(satDemoCsd).where(eq(satDemoCsd.rfc, rfc)).limit(1);
  if (!row) throw new Error(`no demo certificate for ${rfc}`);
  return { number: row.number, certificate: row.certificate, privateKey: row.privateKey };
}

export const demoCertifier = (db: Db) => storedDemoCsd(db, DEMO_CERTIFIER.rfc);

const setAttr = (xml: string, name: string, value: string): string =>
  xml.replace(new RegExp(` ${name}="[^"]*"`), ` ${name}="${value}"`);

function stampOf(node: XNode): XNode | null {
  if (node.ns === NS.tfd && node.name === 'TimbreFiscalDigital') return node;
  for (const c of node.children) {
    const found = stampOf(c);
    if (found) return found;
  }
  return null;
}

/**
 * The CFDI sealed again by `issuer` (Certificado, NoCertificado, Sello and the stamp's SelloCFD),
 * and, with a certifier, stamped again by it (NoCertificadoSAT and SelloSAT over the new stamp).
 */
export async function reseal(xml: string, issuer: Sealer, certifier?: Sealer): Promise<string> {
  let out = setAttr(
    setAttr(xml, 'NoCertificado', issuer.number),
    'Certificado',
    issuer.certificate,
  );
  const parsed = parseXml(out);
  if (!parsed.ok) throw new Error(`not readable: ${parsed.reason}`);
  const cadena = cadenaOriginal(parsed.root);
  if (!cadena.ok) throw new Error(`no cadena: ${cadena.unsupported}`);
  const sello = await (await signerOf(issuer.privateKey))(cadena.cadena);
  out = setAttr(setAttr(out, 'Sello', sello), 'SelloCFD', sello);
  if (!certifier) return out;
  out = setAttr(out, 'NoCertificadoSAT', certifier.number);
  const again = parseXml(out);
  const stamp = again.ok ? stampOf(again.root) : null;
  if (!stamp) throw new Error('no stamp to seal');
  const selloSat = await (await signerOf(certifier.privateKey))(stampCadena(stamp.attrs));
  return setAttr(out, 'SelloSAT', selloSat);
}
