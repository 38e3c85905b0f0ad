/**
 * Seals a CFDI written by invoice.ts with its issuer's certificate and stamps it the way a
 * certifier (PAC) does: the issuer's Sello over the cadena original, then a TimbreFiscalDigital 1.1
 * whose SelloCFD repeats it and whose SelloSAT is the certifier's seal over the stamp's own cadena.
 */
import { cadenaOriginal, tfdCadena } from '../seal/cadena';
import { parseXml } from '../secure-parse';
import { NS } from '../xml-node';
import type { TextSigner } from './certificate';
import { el, localName, serialize, setAttr, type El } from './xml-writer';

/** Who seals: the certificate's number and DER (base64), and its key's signer. */
export interface SealIdentity {
  number: string;
  certificate: string;
  sign: TextSigner;
}

/** The stamp a certifier adds: the fiscal folio (UUID), when, who certified and with what. */
export interface StampRequest {
  uuid: string;
  /** FechaTimbrado, 'YYYY-MM-DDTHH:mm:ss' (central Mexico time). */
  fechaTimbrado: string;
  certifierRfc: string;
  /** NoCertificadoSAT and the signer of SelloSAT. */
  certifier: Pick<SealIdentity, 'number' | 'sign'>;
}

/**
 * The cadena original of a TimbreFiscalDigital 1.1 with these attributes
 * (cadenaoriginal_TFD_1_1.xslt, through the same table as a stamp read from a document).
 */
export function stampCadena(attrs: Readonly<Record<string, string>>): string {
  return tfdCadena({ ns: NS.tfd, name: 'TimbreFiscalDigital', attrs, children: [] });
}

function withStamp(tree: El, stamp: El): El {
  return {
    ...tree,
    children: tree.children.map((child) =>
      localName(child) === 'Complemento'
        ? { ...child, children: [...child.children, stamp] }
        : child,
    ),
  };
}

/**
 * The CFDI sealed by the issuer and stamped, as XML text. The tree must be a CFDI 4.0 voucher
 * whose complements the cadena knows (invoice.ts writes only implocal besides the stamp).
 */
export async function sealAndStamp(
  tree: El,
  issuer: SealIdentity,
  stamp: StampRequest,
): Promise<string> {
  const certified = setAttr(
    setAttr(tree, 'NoCertificado', issuer.number),
    'Certificado',
    issuer.certificate,
  );
  const parsed = parseXml(serialize(certified));
  if (!parsed.ok || parsed.root.ns !== NS.cfdi40)
    throw new Error(
      `the CFDI written cannot be read back: ${parsed.ok ? parsed.root.ns : parsed.reason}`,
    );
  const cadena = cadenaOriginal(parsed.root);
  if (!cadena.ok) throw new Error(`the CFDI written cannot be sealed: ${cadena.unsupported}`);
  const sello = await issuer.sign(cadena.cadena);
  const stampAttrs: Record<string, string> = {
    'xmlns:tfd': NS.tfd,
    Version: '1.1',
    UUID: stamp.uuid,
    FechaTimbrado: stamp.fechaTimbrado,
    RfcProvCertif: stamp.certifierRfc,
    SelloCFD: sello,
    NoCertificadoSAT: stamp.certifier.number,
  };
  const selloSat = await stamp.certifier.sign(stampCadena(stampAttrs));
  const sealed = withStamp(
    setAttr(certified, 'Sello', sello),
    el('tfd:TimbreFiscalDigital', { ...stampAttrs, SelloSAT: selloSat }),
  );
  return serialize(sealed);
}
