/**
 * The result of a search: its age and the "only on this device" filter, selection for offline
 * use, the page of the table or the cards the server answered (or, for "Todas", every page read so
 * far), the pager, and the row actions with what the device cannot do without connection disabled.
 * "Only on this device" lists the orders kept here that the filter matches, paged on the device.
 */
import { Alert, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { SelectCheckbox } from '../../../components/ui/select-checkbox';
import { rowActions, type PageMode, type RowAction } from '../../../domain/maintenance';
import { pageOf, type PageSize } from '../../../lib/paging';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useOnlineStatus } from '../../../lib/use-online-status';
import type { OrderRow } from '../../../protocol/maintenance';
import type { ListPager } from '../hooks/order-pages';
import { useNow } from '../hooks/use-now';
import { useOfflineSummaries } from '../hooks/use-offline-summaries';
import { useRemoveOffline, useTakeOffline } from '../hooks/use-take-offline';
import { actionBlock } from '../lib/offline-actions';
import type { OrdersViewProps } from '../lib/orders-view';
import { OrderActionDialog } from './order-action-dialog';
import type { OfflineCopyActions } from './offline-badge';
import { OrderCards } from './order-cards';
import { OrdersTable } from './orders-table';
import { OrdersToolbar } from './orders-toolbar';

/** How the list is shown: the page, its size and "only on this device", kept in the URL. */
export interface ListView {
  page: number;
  size: PageSize;
  onlyKept: boolean;
}

export interface OrdersResultsProps {
  mode: PageMode;
  userId: number;
  isLessor: boolean;
  /** The rows of the page the server answered ("Todas": every page read so far). */
  rows: readonly OrderRow[];
  pager: ListPager;
  /** The orders kept on this device that the filter matches. */
  kept: readonly OrderRow[];
  view: ListView;
  onView: (view: ListView) => void;
  updatedAt: number;
  refreshing: boolean;
  onRefresh: () => void;
  supplierOf: (row: OrderRow) => string;
  onOpenOrder: (row: OrderRow) => void;
}

export function OrdersResults({
  mode,
  userId,
  isLessor,
  rows,
  pager,
  kept: keptRows,
  view,
  onView,
  updatedAt,
  refreshing,
  onRefresh,
  supplierOf,
  onOpenOrder,
}: OrdersResultsProps) {
  const { t } = useTranslation('maintenance');
  const wide = useMediaQuery('(min-width: 1280px)');
  const online = useOnlineStatus();
  const now = useNow();
  const offline = useOfflineSummaries(userId);
  const kept = offline.data ?? {};
  const { takeOffline, running, progress } = useTakeOffline(userId);
  const { removeOffline, removing } = useRemoveOffline(userId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<{ row: OrderRow; action: RowAction } | null>(null);

  // The kept orders are all on the device: they are paged here, as the whole list once was.
  const page: ListPager & { rows: readonly OrderRow[] } = view.onlyKept
    ? { ...pageOf(keptRows, view.page, view.size), more: false }
    : { ...pager, rows };
  const visible = new Set(page.rows.map((r) => r.AUFNR));
  const chosen = new Set([...selected].filter((code) => visible.has(code)));
  const props: OrdersViewProps & OfflineCopyActions = {
    rows: page.rows,
    actionsOf: (row) =>
      rowActions({ status: row.STATUS, isLessor, mode }).map((action) => ({
        action,
        blockedBy: actionBlock(action, { online, onDevice: kept[row.AUFNR] !== undefined }),
      })),
    onAction: (row, action) => {
      // Consult and validate open the detail; the other actions open their dialog.
      if (action === 'consult' || action === 'validate') onOpenOrder(row);
      else setPending({ row, action });
    },
    supplierOf,
    selected: chosen,
    onToggle: (code) =>
      setSelected(() => {
        const next = new Set(chosen);
        if (next.has(code)) next.delete(code);
        else next.add(code);
        return next;
      }),
    onToggleAll: (checked) => setSelected(checked ? visible : new Set()),
    offline: kept,
    now,
    onRemoveOffline: (code) => removeOffline(code),
    removingOffline: removing,
  };

  const pagerNav = (
    <Pager
      label={t('list.pages')}
      sizeLabel={t('list.pageSize')}
      page={page}
      more={page.more}
      size={view.size}
      onPage={(p) => onView({ ...view, page: p })}
      onSize={(size) => onView({ ...view, size, page: 1 })}
    />
  );

  const allChosen = page.rows.length > 0 && chosen.size === page.rows.length;
  return (
    <Stack gap="3">
      <OrdersToolbar
        online={online}
        total={page.total}
        totalMore={page.more}
        updatedAt={updatedAt}
        now={now}
        refreshing={refreshing}
        onRefresh={onRefresh}
        selectedCount={chosen.size}
        taking={running}
        progress={progress}
        onTakeOffline={() => takeOffline(page.rows.filter((r) => chosen.has(r.AUFNR)))}
        keptCount={keptRows.length}
        onlyKept={view.onlyKept}
        onOnlyKept={(onlyKept) => onView({ ...view, onlyKept, page: 1 })}
        selectAll={
          !wide &&
          page.rows.length > 0 && (
            <Flex align="center">
              <SelectCheckbox
                label={t('offline.selectAll')}
                checked={allChosen}
                onChange={props.onToggleAll}
              />
              <Text fontSize="md" aria-hidden>
                {t('offline.selectAll')}
              </Text>
            </Flex>
          )
        }
      />
      {page.rows.length === 0 ? (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Description fontSize="md">
            {view.onlyKept ? t('list.noneKept') : t('noData')}
          </Alert.Description>
        </Alert.Root>
      ) : (
        <>
          {wide ? <OrdersTable {...props} /> : <OrderCards {...props} />}
          {pagerNav}
        </>
      )}
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
