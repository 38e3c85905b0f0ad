/** An order's status (spec 3 §4.4) in words, with the colour and icon of its tone. */
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/ui/status-chip';
import { orderStatusLabel, type OrderStatusCode } from '../../../domain/maintenance';
import { toLanguage } from '../../../protocol/envelope';
import { STATUS_TONES } from '../lib/orders-view';

export function OrderStatusChip({ status, size }: { status: OrderStatusCode; size?: 'sm' | 'md' }) {
  const { i18n } = useTranslation();
  return (
    <StatusChip tone={STATUS_TONES[status]} size={size}>
      {orderStatusLabel(status, toLanguage(i18n.language))}
    </StatusChip>
  );
}
