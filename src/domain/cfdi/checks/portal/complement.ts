/**
 * Payment complement UUID matching (spec 2 §5 "Payment complement"): the UUIDs the XML settles must
 * all be pending payment items of one document (same GJAHR and AUGBL), and every item of that
 * document must be covered; otherwise errorPaymentComplementNotMatchUuid. No pending items at all
 * is the warning selectNoData.
 *
 * An invoice paid in parts has one pending item per payment, all with its UUID, so the same set
 * of UUIDs can match several documents. Then the document is the one the caller chose (the
 * context's paymentDocument), else the one whose items' installment numbers are the XML's
 * NumParcialidad, else the earliest pending (the list comes in payment order).
 */
import type { CfdiData } from '../../extract';
import type { CheckOutcome } from '../check';
import type { PendingPayment, PortalContext } from './context';
import { fail, ok, warn } from './outcome';

const norm = (uuid: string): string => uuid.trim().toUpperCase();
const docOf = (p: { GJAHR: string; AUGBL: string }) => `${p.GJAHR}/${p.AUGBL}`;

export type PaymentDocumentMatch =
  | { ok: true; GJAHR: string; AUGBL: string; items: PendingPayment[] }
  | { ok: false; problems: string[] };

/** The XML's NumParcialidad of each UUID it settles (the last one written, when repeated). */
function installmentsOf(data: CfdiData): Map<string, string> {
  const found = new Map<string, string>();
  for (const p of data.Pagos)
    for (const d of p.DoctoRelacionado)
      if (d.IdDocumento && d.NumParcialidad)
        found.set(norm(d.IdDocumento), d.NumParcialidad.trim());
  return found;
}

/**
 * The pending document the complement covers, or the problems that stop it (UUIDs not pending,
 * several documents, items of the document not covered). `pending` must not be empty.
 */
export function matchPaymentDocument(
  data: CfdiData,
  pending: readonly PendingPayment[],
  chosen?: { GJAHR: string; AUGBL: string },
): PaymentDocumentMatch {
  const inXml = new Set(data.uuidsAsociados.map(norm));
  if (inXml.size === 0) return { ok: false, problems: ['-'] };
  const byDoc = new Map<string, PendingPayment[]>();
  for (const p of pending) byDoc.set(docOf(p), [...(byDoc.get(docOf(p)) ?? []), p]);
  const exact = [...byDoc.entries()].filter(
    ([doc, items]) =>
      (!chosen || doc === docOf(chosen)) &&
      items.length === inXml.size &&
      items.every((i) => inXml.has(norm(i.UUID))),
  );
  if (exact.length > 0) {
    const installments = installmentsOf(data);
    const sameInstallments = exact.find(([, items]) =>
      items.every(
        (i) =>
          i.NumParcialidad !== undefined && installments.get(norm(i.UUID)) === i.NumParcialidad,
      ),
    );
    const [doc, items] = sameInstallments ?? exact[0]!;
    const [GJAHR = '', AUGBL = ''] = doc.split('/');
    return { ok: true, GJAHR, AUGBL, items };
  }
  const candidates = chosen ? pending.filter((p) => docOf(p) === docOf(chosen)) : [...pending];
  const unknown = [...inXml].filter((u) => !candidates.some((p) => norm(p.UUID) === u));
  // The documents the XML's UUIDs fall in: one is expected, and all of its items covered.
  const documents = [...new Set(candidates.filter((p) => inXml.has(norm(p.UUID))).map(docOf))];
  const [document] = documents;
  const uncovered = candidates.filter((p) => docOf(p) === document && !inXml.has(norm(p.UUID)));
  const problems = [
    ...unknown,
    ...(unknown.length === 0 && documents.length > 1 ? [documents.join(', ')] : []),
    ...(documents.length === 1 ? uncovered.map((p) => `${docOf(p)} ${p.UUID}`) : []),
  ];
  return { ok: false, problems: problems.length > 0 ? problems : [[...inXml].join(', ')] };
}

export function paymentUuids(data: CfdiData, ctx: PortalContext): CheckOutcome {
  const id = 'portal.paymentUuids';
  const pending = ctx.pendingPayments ?? [];
  if (pending.length === 0) return warn(id, 'selectNoData');
  const match = matchPaymentDocument(data, pending, ctx.paymentDocument);
  return match.ok
    ? ok(id)
    : fail(id, { key: 'errorPaymentComplementNotMatchUuid', detail: match.problems.join('; ') });
}
