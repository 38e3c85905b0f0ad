/**
 * The home communiqués (spec 1 §2.6): the api/Notification 22 filter a role asks with, and how a
 * statement's PDF is opened. Pure, so the rules are tested without a browser.
 */
import { isLessorRole, isSupplierRole } from '../../domain/roles';
import { PDF_INLINE_LIMIT } from '../../protocol/notification';

export interface StatementRequestFilter {
  Active: true;
  ForLessor: boolean;
  ForSupplier: boolean;
  AllRegion: '';
  Region: string;
}

/**
 * Lessor roles ask for lessor communiqués of their region; supplier roles for supplier ones.
 * The region applies to lessor roles only. A lessor linked to one region sends it; one linked to
 * several (or none) sends '' so every region of theirs counts (the server narrows it to them).
 */
export function statementFilterFor(
  role: string,
  regions: readonly { Code: string; Active: boolean }[],
): StatementRequestFilter {
  const lessor = isLessorRole(role);
  const active = regions.filter((r) => r.Active);
  return {
    Active: true,
    ForLessor: lessor,
    ForSupplier: isSupplierRole(role),
    AllRegion: '',
    Region: lessor && active.length === 1 ? active[0]!.Code : '',
  };
}

export type PdfOpenMode = 'inline' | 'download';

/** A PDF under 2,000,000 characters opens framed in a new window; a larger one is downloaded. */
export function pdfOpenMode(pdf: string): PdfOpenMode {
  return pdf.length < PDF_INLINE_LIMIT ? 'inline' : 'download';
}
