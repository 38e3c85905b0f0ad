/**
 * The list side of an orders page. It opens on the page's default filter already applied (spec 3
 * §5.4 defaults), with the filters folded on phones and tablets behind "Filtros" and a summary of
 * what is applied; then the result.
 */
import { Alert, Spinner, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterDisclosure } from '../../../components/ui/filter-disclosure';
import {
  isSlowSearch,
  maintenanceMessage,
  orderStatusLabel,
  isOrderStatusCode,
  type PageMode,
} from '../../../domain/maintenance';
import { DEFAULT_PAGE_SIZE } from '../../../lib/paging';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { toLanguage } from '../../../protocol/envelope';
import type { OrderRow } from '../../../protocol/maintenance';
import { searchOfFilter, useOrdersList } from '../hooks/use-orders-list';
import type { MaintenanceContext } from '../lib/maintenance-context';
import type { OrderFilterValues, OrdersSearch } from '../lib/orders-search';
import { formatDate } from '../../../lib/date-format';
import { OrderFilters } from './order-filters';
import { OrdersResults } from './orders-results';

export interface OrdersListProps {
  mode: PageMode;
  context: MaintenanceContext;
  search: OrdersSearch;
  onSearch: (next: OrdersSearch) => void;
  onOpenOrder: (row: OrderRow) => void;
}

/** The filters open by themselves where there is room for them beside the work (desktops). */
const ROOMY = '(min-width: 1024px)';

export function OrdersList({ mode, context, search, onSearch, onOpenOrder }: OrdersListProps) {
  const { t, i18n } = useTranslation('maintenance');
  const lang = toLanguage(i18n.language);
  const online = useOnlineStatus();
  const [roomy] = useState(() => window.matchMedia(ROOMY).matches);
  const list = useOrdersList(mode, context, search);
  const { applied } = list;

  const labelOf = (options: readonly { code: string; label: string }[], code: string) =>
    code === '' ? t('filters.all') : (options.find((o) => o.code === code)?.label ?? code);
  const summary = [
    `${t('filters.company')}: ${applied.company || t('filters.all')}`,
    `${t('filters.supplier')}: ${labelOf(context.suppliers, applied.supplier)}`,
    `${t('filters.status')}: ${
      isOrderStatusCode(applied.status) ? orderStatusLabel(applied.status, lang) : t('filters.all')
    }`,
    ...(mode === 'review'
      ? []
      : [`${t('filters.region')}: ${labelOf(context.regions, applied.region)}`]),
    ...(mode === 'consult'
      ? [
          `${formatDate(applied.from)} – ${formatDate(applied.to)}`,
          ...(applied.site ? [`${t('filters.site')}: ${applied.site}`] : []),
        ]
      : []),
  ].join(' · ');
  const slow = mode === 'consult' && isSlowSearch({ ...applied });

  // A new filter starts on its first page; the page size and "only on this device" stay.
  const apply = (values: OrderFilterValues) =>
    onSearch({ ...searchOfFilter(mode, values), size: search.size, offline: search.offline });
  const view = {
    page: search.page ?? 1,
    size: search.size ?? DEFAULT_PAGE_SIZE,
    onlyKept: search.offline === 1,
  };

  return (
    <Stack gap="4">
      <FilterDisclosure
        title={t('filters.title')}
        summary={summary}
        defaultOpen={roomy}
        foldedNotice={
          slow && (
            <Alert.Root status="warning" role="status">
              <Alert.Indicator />
              <Alert.Description>{maintenanceMessage('alertSearchSlow', lang)}</Alert.Description>
            </Alert.Root>
          )
        }
      >
        <OrderFilters
          key={JSON.stringify(applied)}
          mode={mode}
          context={context}
          applied={applied}
          onSearch={apply}
          searching={list.fetching}
        />
      </FilterDisclosure>
      {list.pending &&
        (online ? (
          <Spinner aria-label={t('loading')} alignSelf="center" />
        ) : (
          <Alert.Root status="warning" role="status">
            <Alert.Indicator />
            <Alert.Description fontSize="md">{t('list.offlineNoList')}</Alert.Description>
          </Alert.Root>
        ))}
      {list.missing && !view.onlyKept && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Description fontSize="md">{t('list.offlineNoPage')}</Alert.Description>
        </Alert.Root>
      )}
      {list.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{list.error.message}</Alert.Description>
        </Alert.Root>
      )}
      {list.rows && list.pager && (
        <OrdersResults
          mode={mode}
          userId={context.userId}
          isLessor={context.isLessor}
          rows={list.rows}
          pager={list.pager}
          kept={list.kept}
          view={view}
          onView={(next) =>
            onSearch({
              ...search,
              page: next.page > 1 ? next.page : undefined,
              size: next.size === DEFAULT_PAGE_SIZE ? undefined : next.size,
              offline: next.onlyKept ? 1 : undefined,
            })
          }
          updatedAt={list.updatedAt}
          refreshing={list.fetching}
          onRefresh={list.refetch}
          supplierOf={(row) => context.supplierNames[row.LIFNR] ?? row.LIFNR}
          onOpenOrder={onOpenOrder}
        />
      )}
    </Stack>
  );
}
