/** What the maintenance pages need from the session, handed over by the route. */
export interface CodeLabel {
  code: string;
  label: string;
}

export interface MaintenanceContext {
  /** Session.User.Id: offline copies are kept per user. */
  userId: number;
  /** The lessor-versus-operator flag of spec 3 §6 for this page. */
  isLessor: boolean;
  companies: CodeLabel[];
  /** Lessors or suppliers, with ids padded to 10 digits. */
  suppliers: CodeLabel[];
  regions: CodeLabel[];
}
