/**
 * `rfc` and `regime` groups: the issuer's and receiver's RFC carry a real date and the issuer is
 * not a generic RFC; each regime is one c_RegimenFiscal allows for a legal entity (12 characters)
 * or a natural person (13). An RFC the schema pattern already refused is not judged again here.
 */
import { REGIMES } from '../catalogues';
import type { CfdiDocument } from '../document';
import { GENERIC_RFCS, rfcKind, type RfcKind } from '../../rfc';
import { excluded, judge, type CheckOutcome } from './check';
import { rfcPatternOk } from './schema';

/** The kind of an RFC exactly as written (no trimming), or null when malformed. */
function kindOf(value: string | undefined): RfcKind | null {
  if (!rfcPatternOk(value) || value === undefined) return null;
  return rfcKind(value);
}

function rfcCheck(id: string, value: string | undefined): CheckOutcome {
  if (!rfcPatternOk(value)) return excluded(id, 'rfc');
  return judge(id, 'rfc', kindOf(value) === null ? [value ?? ''] : []);
}

function regimeCheck(
  id: string,
  rfc: string | undefined,
  regime: string | undefined,
): CheckOutcome {
  const kind = kindOf(rfc);
  if (kind === null || regime === undefined) return excluded(id, 'regime');
  const entry = REGIMES.get(regime);
  const allowed = entry !== undefined && (kind === 'legal-entity' ? entry.legal : entry.natural);
  const generic = (GENERIC_RFCS as readonly string[]).includes(rfc ?? '');
  // SAT: the generic receiver RFCs (public at large, foreigners) must use 616.
  const ok = generic ? regime === '616' : allowed;
  const kindText = kind === 'legal-entity' ? 'persona moral (12)' : 'persona física (13)';
  return judge(id, 'regime', ok ? [] : [`${rfc ?? ''} ${kindText}: ${regime}`]);
}

export function rfcChecks(doc: CfdiDocument): CheckOutcome[] {
  const issuer = doc.issuer?.['Rfc'];
  const receiver = doc.receiver?.['Rfc'];
  return [
    rfcCheck('rfc.issuer', issuer),
    rfcCheck('rfc.receiver', receiver),
    issuer === undefined
      ? excluded('rfc.issuerNotGeneric', 'rfc')
      : judge(
          'rfc.issuerNotGeneric',
          'rfc',
          (GENERIC_RFCS as readonly string[]).includes(issuer) ? [issuer] : [],
        ),
  ];
}

export function regimeChecks(doc: CfdiDocument): CheckOutcome[] {
  return [
    regimeCheck('regime.issuer', doc.issuer?.['Rfc'], doc.issuer?.['RegimenFiscal']),
    doc.version === '4.0'
      ? regimeCheck(
          'regime.receiver',
          doc.receiver?.['Rfc'],
          doc.receiver?.['RegimenFiscalReceptor'],
        )
      : excluded('regime.receiver', 'regime'),
  ];
}
