/**
 * `seal.revocation`: whether the SAT had revoked the issuer's certificate when the voucher was
 * issued, from the answer of the certificate status service (OCSP; the embedded mode's database).
 * A certificate revoked after the issue date does not undo the invoices it sealed before; one the
 * service does not know, or a question that could not be answered, is not accepted.
 */
import { SAT_DATE_TIME } from '../catalogues';
import { excluded, failure, pass, type CheckOutcome } from '../checks/check';
import { localMillis } from '../checks/dates';

export type RevocationAnswer =
  | { readonly status: 'good' }
  | { readonly status: 'revoked'; readonly revokedAt: string; readonly reason: string }
  | { readonly status: 'unknown' }
  | { readonly unavailable: string };

const G = 'seal';
/** Fecha is central Mexico's local time (UTC−6) unless the place of issue says otherwise. */
const CENTRAL_OFFSET_MS = 6 * 3_600_000;

export function revocationCheck(
  answer: RevocationAnswer,
  fecha: string | null,
  number: string,
): CheckOutcome {
  if ('unavailable' in answer)
    return failure('seal.revocation', G, [], {
      key: 'seal.revocation.unavailable',
      detail: answer.unavailable,
    });
  if (answer.status === 'good') return pass('seal.revocation', G);
  if (answer.status === 'unknown')
    return failure('seal.revocation', G, [], { key: 'seal.revocation.unknown', detail: number });
  const local = fecha !== null && SAT_DATE_TIME.test(fecha) ? localMillis(fecha) : null;
  const revoked = Date.parse(answer.revokedAt);
  if (local !== null && revoked > local + CENTRAL_OFFSET_MS) return pass('seal.revocation', G);
  return failure('seal.revocation', G, [], {
    key: 'seal.revocation.error',
    detail: `${number} (${answer.revokedAt}, ${answer.reason})`,
  });
}

/** The check before anything was asked: nothing to ask without a certificate of a trusted authority. */
export const revocationNotRun = (asked: boolean): CheckOutcome =>
  excluded('seal.revocation', G, asked ? 'seal.revocation.notAsked' : 'notApplicable');
