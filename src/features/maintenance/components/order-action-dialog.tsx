/** The dialog a row action opens: assign crew, reassign date, revert, or the "next update" note. */
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../domain/maintenance';
import type { OrderRow } from '../../../protocol/maintenance';
import { AssignCrewDialog } from './assign-crew-dialog';
import { ComingNextDialog } from './coming-next-dialog';
import { ReassignDateDialog } from './reassign-date-dialog';
import { RevertOrderDialog } from './revert-order-dialog';

export interface OrderActionDialogProps {
  order: OrderRow;
  action: RowAction;
  onClose: () => void;
}

export function OrderActionDialog({ order, action, onClose }: OrderActionDialogProps) {
  const { t } = useTranslation('maintenance');
  switch (action) {
    case 'assignCrew':
      return <AssignCrewDialog order={order} onClose={onClose} />;
    case 'reassignDate':
      return <ReassignDateDialog order={order} onClose={onClose} />;
    case 'revert':
      return <RevertOrderDialog order={order} onClose={onClose} />;
    default:
      return (
        <ComingNextDialog
          title={t(`actions.${action}`)}
          orderCode={order.AUFNR}
          onClose={onClose}
        />
      );
  }
}
