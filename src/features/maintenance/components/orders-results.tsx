/** The result of a search: selection for offline use, the table or the cards, the row actions. */
import { Alert, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rowActions, type PageMode, type RowAction } from '../../../domain/maintenance';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { OrderRow } from '../../../protocol/maintenance';
import { useNow } from '../hooks/use-now';
import { useOfflineSummaries } from '../hooks/use-offline-summaries';
import { useRemoveOffline, useTakeOffline } from '../hooks/use-take-offline';
import type { OrdersViewProps } from '../lib/orders-view';
import { OrderActionDialog } from './order-action-dialog';
import type { OfflineCopyActions } from './offline-badge';
import { OrderCards } from './order-cards';
import { OrdersTable } from './orders-table';
import { TakeOfflineBar } from './take-offline-bar';

export interface OrdersResultsProps {
  mode: PageMode;
  userId: number;
  isLessor: boolean;
  rows: readonly OrderRow[];
  onOpenOrder: (row: OrderRow) => void;
}

export function OrdersResults({ mode, userId, isLessor, rows, onOpenOrder }: OrdersResultsProps) {
  const { t } = useTranslation('maintenance');
  const wide = useMediaQuery('(min-width: 640px)');
  const now = useNow();
  const offline = useOfflineSummaries(userId);
  const { takeOffline, running, progress } = useTakeOffline(userId);
  const { removeOffline, removing } = useRemoveOffline(userId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<{ row: OrderRow; action: RowAction } | null>(null);

  if (rows.length === 0) {
    return (
      <Alert.Root status="warning" role="status">
        <Alert.Indicator />
        <Alert.Description>{t('noData')}</Alert.Description>
      </Alert.Root>
    );
  }

  const visible = new Set(rows.map((r) => r.AUFNR));
  const chosen = new Set([...selected].filter((code) => visible.has(code)));
  const view: OrdersViewProps & OfflineCopyActions = {
    rows,
    actionsOf: (row) => rowActions({ status: row.STATUS, isLessor, mode }),
    onAction: (row, action) => {
      // Consult and validate open the detail; the other actions open their dialog.
      if (action === 'consult' || action === 'validate') onOpenOrder(row);
      else setPending({ row, action });
    },
    selected: chosen,
    onToggle: (code) =>
      setSelected(() => {
        const next = new Set(chosen);
        if (next.has(code)) next.delete(code);
        else next.add(code);
        return next;
      }),
    onToggleAll: (checked) => setSelected(checked ? visible : new Set()),
    offline: offline.data ?? {},
    now,
    onRemoveOffline: (code) => removeOffline(code),
    removingOffline: removing,
  };

  return (
    <Stack gap="3">
      <TakeOfflineBar
        total={rows.length}
        selectedCount={chosen.size}
        running={running}
        progress={progress}
        onTakeOffline={() => takeOffline(rows.filter((r) => chosen.has(r.AUFNR)))}
      />
      {wide ? <OrdersTable {...view} /> : <OrderCards {...view} />}
      {pending && (
        <OrderActionDialog
          key={`${pending.row.AUFNR}-${pending.action}`}
          order={pending.row}
          action={pending.action}
          onClose={() => setPending(null)}
        />
      )}
    </Stack>
  );
}
