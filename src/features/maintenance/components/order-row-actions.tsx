/**
 * The labelled buttons of one order (spec 3 §4.5), in the order the domain gives them; an action
 * the device cannot do now (no connection, or the order is not kept on it) says so on its button.
 */
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/ui/action-buttons';
import type { RowAction } from '../../../domain/maintenance';
import type { OfferedAction } from '../lib/orders-view';
import { MaintenanceIcon } from './maintenance-icon';

export interface OrderRowActionsProps {
  orderCode: string;
  actions: readonly OfferedAction[];
  onAction: (action: RowAction) => void;
}

export function OrderRowActions({ orderCode, actions, onAction }: OrderRowActionsProps) {
  const { t } = useTranslation('maintenance');
  // Validate when the order waits for it, else consult: the way into the order.
  const main = actions.some((a) => a.action === 'validate') ? 'validate' : 'consult';
  return (
    <ActionButtons
      label={t('actions.of', { order: orderCode })}
      items={actions.map(({ action, blockedBy }) => ({
        id: action,
        label: t(`actions.${action}`),
        icon: <MaintenanceIcon name={action} />,
        primary: action === main,
        disabledReason: blockedBy ? t(`actions.blocked.${blockedBy}`) : null,
        onClick: () => onAction(action),
      }))}
    />
  );
}
