/** How a validation item's status looks: an icon and a colour per status, a spinner while loading. */
import { Spinner } from '@chakra-ui/react';
import { Icon, type IconName } from '../../../components/ui/icon';
import type { ItemStatus } from '../../../domain/cfdi/validation-items';

const LOOK: Readonly<Record<Exclude<ItemStatus, 'loading'>, { icon: IconName; color: string }>> = {
  pending: { icon: 'info', color: 'gray.500' },
  success: { icon: 'success', color: 'green.600' },
  error: { icon: 'error', color: 'red.600' },
  warning: { icon: 'warning', color: 'orange.600' },
  canceled: { icon: 'close', color: 'gray.500' },
  exclude: { icon: 'info', color: 'gray.400' },
};

export function statusColor(status: ItemStatus): string {
  return status === 'loading' ? 'blue.600' : LOOK[status].color;
}

export function ItemStatusIcon({ status }: { status: ItemStatus }) {
  if (status === 'loading') return <Spinner size="sm" color="blue.600" flexShrink={0} />;
  const look = LOOK[status];
  return <Icon name={look.icon} color={look.color} boxSize="5" flexShrink={0} />;
}
