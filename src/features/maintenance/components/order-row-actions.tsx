/** The icon buttons of one order (spec 3 §4.5), in the order the domain gives them. */
import { HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../domain/maintenance';
import { MaintenanceIcon } from './maintenance-icon';

export interface OrderRowActionsProps {
  orderCode: string;
  actions: readonly RowAction[];
  onAction: (action: RowAction) => void;
}

export function OrderRowActions({ orderCode, actions, onAction }: OrderRowActionsProps) {
  const { t } = useTranslation('maintenance');
  return (
    <HStack gap="1" flexWrap="nowrap">
      {actions.map((action) => (
        <IconButton
          key={action}
          aria-label={t(`actions.${action}`)}
          title={`${t(`actions.${action}`)} ${orderCode}`}
          size="md"
          minW="11"
          minH="11"
          variant={action === 'consult' || action === 'validate' ? 'subtle' : 'ghost'}
          onClick={() => onAction(action)}
        >
          <MaintenanceIcon name={action} />
        </IconButton>
      ))}
    </HStack>
  );
}
