/** What each maintenance page is: its menu title and whose side of the review it shows. */
import type { PageMode } from '../../../domain/maintenance';
import { isLessorRole } from '../../../domain/roles';

export const PAGE_TITLE_KEYS: Record<PageMode, string> = {
  review: 'maintenanceLessorReview',
  operator: 'maintenanceOperatorReview',
  consult: 'maintenanceConsult',
  revert: 'maintenanceRevert',
};

/**
 * The lessor-versus-operator flag of spec 3 §6: the lessor review page works on the lessor side
 * and the operator page on the operator side; consult and revert follow the user's role.
 * TODO(domain): move beside editingSide once the server decides the side the same way.
 */
export function pageIsLessor(mode: PageMode, role: string): boolean {
  if (mode === 'review') return true;
  if (mode === 'operator') return false;
  return isLessorRole(role);
}
