/**
 * The labelled buttons of one order (spec 3 §4.5), in the order the domain gives them; an action
 * the device cannot do now (no connection, or the order is not kept on it) says so on its button.
 */
import { ActionButtons, type ActionButtonClasses } from '../../../components/ui/action-buttons';
import type { RowAction } from '../../../domain/maintenance';
import type { OrderRowTexts } from '../lib/list-texts';
import type { OfferedAction } from '../lib/orders-view';
import { MAINTENANCE_ICON_PATHS } from './maintenance-icon';

export interface OrderRowActionsProps {
  orderCode: string;
  actions: readonly OfferedAction[];
  onAction: (action: RowAction) => void;
  /** The list's words, read once by the list rather than by every row. */
  texts: OrderRowTexts;
  classes: ActionButtonClasses;
}

export function OrderRowActions({
  orderCode,
  actions,
  onAction,
  texts,
  classes,
}: OrderRowActionsProps) {
  // Validate when the order waits for it, else consult: the way into the order.
  const main = actions.some((a) => a.action === 'validate') ? 'validate' : 'consult';
  return (
    <ActionButtons
      label={texts.actionsOf(orderCode)}
      classes={classes}
      items={actions.map(({ action, blockedBy }) => ({
        id: action,
        label: texts.action[action],
        // The button recipe sizes its icons.
        icon: (
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden
          >
            <path d={MAINTENANCE_ICON_PATHS[action]} />
          </svg>
        ),
        primary: action === main,
        disabledReason: blockedBy ? texts.blocked[blockedBy] : null,
        onClick: () => onAction(action),
      }))}
    />
  );
}
