/** What the maintenance pages need from the session, handed over by the route. */
import type { Side } from '../../../domain/maintenance';

export interface CodeLabel {
  code: string;
  label: string;
}

export interface MaintenanceContext {
  /** Session.User.Id: offline copies are kept per user. */
  userId: number;
  /** The lessor-versus-operator flag of spec 3 §6 for this page. */
  isLessor: boolean;
  /** The review side the user edits on this page (from their role and the page), or null. */
  side: Side | null;
  companies: CodeLabel[];
  /** Lessors or suppliers, with ids padded to 10 digits. */
  suppliers: CodeLabel[];
  /** The names the session knows, by supplier id padded to 10 digits. */
  supplierNames: Readonly<Record<string, string>>;
  regions: CodeLabel[];
}
