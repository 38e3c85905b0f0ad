/** A variable-maintenance invoice's status as words with a colour (spec 2 §4: 01 to 04). */
import { StatusChip, type StatusTone } from '../../../components/ui/status-chip';
import type { MtInvoiceRow } from '../../../protocol/invoicing';

const TONE: Readonly<Record<string, StatusTone>> = {
  '01': 'info',
  '02': 'danger',
  '03': 'pending',
  '04': 'success',
};

export function MaintenanceStatus({ row }: { row: Pick<MtInvoiceRow, 'STATUS' | 'STATUS_TXT'> }) {
  return (
    <StatusChip tone={TONE[row.STATUS] ?? 'neutral'} size="sm">
      {row.STATUS_TXT}
    </StatusChip>
  );
}
