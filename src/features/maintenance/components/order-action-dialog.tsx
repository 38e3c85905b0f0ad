/** The dialog a row action opens: assign crew, reassign date, revert, or the order's attachments. */
import type { RowAction } from '../../../domain/maintenance';
import type { OrderRow } from '../../../protocol/maintenance';
import { useSessionState } from '../../../lib/session/use-session';
import { AssignCrewDialog } from './assign-crew-dialog';
import { AttachmentsDialog } from './attachments-dialog';
import { ReassignDateDialog } from './reassign-date-dialog';
import { RevertOrderDialog } from './revert-order-dialog';

export interface OrderActionDialogProps {
  order: OrderRow;
  action: RowAction;
  onClose: () => void;
}

export function OrderActionDialog({ order, action, onClose }: OrderActionDialogProps) {
  const userId = useSessionState((s) => s.session?.User.Id ?? null);
  switch (action) {
    case 'assignCrew':
      return <AssignCrewDialog order={order} onClose={onClose} />;
    case 'reassignDate':
      return <ReassignDateDialog order={order} onClose={onClose} />;
    case 'revert':
      return <RevertOrderDialog order={order} onClose={onClose} />;
    case 'attach':
      return userId === null ? null : (
        <AttachmentsDialog userId={userId} orderCode={order.AUFNR} onClose={onClose} />
      );
    default:
      // Consult and validate open the order's detail instead of a dialog.
      return null;
  }
}
