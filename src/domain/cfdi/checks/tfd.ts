/**
 * `tfd` group: the voucher carries its seal and exactly one TimbreFiscalDigital 1.1, whose UUID is
 * well formed, whose SelloCFD is the voucher's Sello, and which names the certifier and the stamp
 * date. Without a stamp, the stamp's own attributes are not judged (tfd.present reports it).
 */
import { TFD_UUID } from '../catalogues';
import type { CfdiDocument } from '../document';
import { excluded, failure, judge, pass, type CheckOutcome } from './check';

const G = 'tfd';

export function tfdChecks(doc: CfdiDocument): CheckOutcome[] {
  const stamps = doc.stamps;
  const sello = doc.voucher['Sello'] ?? '';
  const presence =
    stamps.length === 1 && stamps[0]?.attrs['Version'] === '1.1'
      ? pass('tfd.present', G)
      : failure('tfd.present', G, [
          stamps.length === 1
            ? `Version="${stamps[0]?.attrs['Version'] ?? ''}"`
            : `${stamps.length} TimbreFiscalDigital`,
        ]);
  const stamp = stamps.length === 1 ? (stamps[0]?.attrs ?? null) : null;
  if (!stamp) {
    return [
      presence,
      excluded('tfd.uuid', G),
      sello.trim() === ''
        ? failure('tfd.selloCfd', G, ['Comprobante@Sello vacío'])
        : excluded('tfd.selloCfd', G),
      excluded('tfd.certifier', G),
      excluded('tfd.fechaTimbrado', G),
    ];
  }
  const uuid = stamp['UUID'];
  const certifier = stamp['RfcProvCertif'];
  const seal = stamp['SelloCFD'];
  const sealProblems =
    sello.trim() === ''
      ? ['Comprobante@Sello vacío']
      : seal !== sello
        ? ['TimbreFiscalDigital@SelloCFD ≠ Comprobante@Sello']
        : [];
  return [
    presence,
    uuid === undefined
      ? failure('tfd.uuid', G, [], { key: 'idFactura', then: [{ key: 'textCommonsXml' }] })
      : judge('tfd.uuid', G, TFD_UUID.test(uuid) ? [] : [uuid]),
    judge('tfd.selloCfd', G, sealProblems),
    certifier === undefined || certifier.trim() === ''
      ? failure('tfd.certifier', G, [], {
          key: 'xmlRfcProvCertif',
          then: [{ key: 'textCommonsXml' }],
        })
      : pass('tfd.certifier', G),
    stamp['FechaTimbrado'] === undefined
      ? failure('tfd.fechaTimbrado', G, [], { key: 'xmlFechaTimbrado' })
      : pass('tfd.fechaTimbrado', G),
  ];
}
