/** What each maintenance page is: its menu title and whose side of the review it shows. */
import {
  pageEditingSide,
  reviewSideOfRole,
  type PageMode,
  type Side,
} from '../../../domain/maintenance';

export const PAGE_TITLE_KEYS = {
  review: 'maintenanceLessorReview',
  operator: 'maintenanceOperatorReview',
  consult: 'maintenanceConsult',
  revert: 'maintenanceRevert',
} as const satisfies Record<PageMode, string>;

/**
 * The lessor-versus-operator flag of spec 3 §6 and the side the user edits on a page: both come
 * from the user's role (src/domain), never from the page alone.
 */
export function pageReviewSide(
  mode: PageMode,
  role: string,
): { isLessor: boolean; side: Side | null } {
  return { isLessor: reviewSideOfRole(role) === 'Pr', side: pageEditingSide(role, mode) };
}
