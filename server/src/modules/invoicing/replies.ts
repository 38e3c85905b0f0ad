/** Small pieces the invoicing routes share: filter dates, status filters and rule refusals. */
import type { RuleProblem } from '../../../../src/domain/invoicing/messages';
import type { Language } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import type { ApiRefusal, ReplyStatus } from '../../api/types';

/** A filter date 'YYYYMMDD' as 'YYYY-MM-DD'; '' (any) as undefined. */
export const isoDate = (d: string): string | undefined =>
  d === '' ? undefined : `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;

/** A status filter: '00' (all) as undefined. */
export const statusFilter = <T extends string>(status: T | '00'): T | undefined =>
  status === '00' ? undefined : (status as T);

/** A rule's problem as a refusal: 200 with Result false for a business rule, or the given status. */
export function refuseProblem(
  problem: RuleProblem,
  lang: Language,
  status: ReplyStatus = 200,
): ApiRefusal {
  return {
    status,
    body: { Result: false, Message: message(problem.key, lang, { ...problem.params }) },
  };
}
