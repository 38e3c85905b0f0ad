/**
 * Payment complement UUID matching (spec 2 §5 "Payment complement"): the UUIDs the XML settles must
 * all be pending payment items of one document (same GJAHR and AUGBL), and every item of that
 * document must be covered; otherwise errorPaymentComplementNotMatchUuid. No pending items at all
 * is the warning selectNoData.
 */
import type { CfdiData } from '../../extract';
import type { CheckOutcome } from '../check';
import type { PortalContext } from './context';
import { fail, ok, warn } from './outcome';

const norm = (uuid: string): string => uuid.trim().toUpperCase();

export function paymentUuids(data: CfdiData, ctx: PortalContext): CheckOutcome {
  const id = 'portal.paymentUuids';
  const pending = ctx.pendingPayments ?? [];
  if (pending.length === 0) return warn(id, 'selectNoData');
  const inXml = new Set(data.uuidsAsociados.map(norm));
  const matched = pending.filter((p) => inXml.has(norm(p.UUID)));
  const unknown = [...inXml].filter((u) => !matched.some((p) => norm(p.UUID) === u));
  const documents = new Set(matched.map((p) => `${p.GJAHR}/${p.AUGBL}`));
  const [document] = [...documents];
  const uncovered = pending.filter(
    (p) => `${p.GJAHR}/${p.AUGBL}` === document && !inXml.has(norm(p.UUID)),
  );
  const problems = [
    ...(inXml.size === 0 ? ['-'] : []),
    ...unknown,
    ...(documents.size > 1 ? [[...documents].join(', ')] : []),
    ...uncovered.map((p) => `${p.GJAHR}/${p.AUGBL} ${p.UUID}`),
  ];
  return problems.length === 0
    ? ok(id)
    : fail(id, { key: 'errorPaymentComplementNotMatchUuid', detail: problems.join('; ') });
}
