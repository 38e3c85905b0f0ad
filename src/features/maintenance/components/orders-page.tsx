/** One maintenance orders page (spec 3 §2.1, §2.3) in its mode: the list, or the open order. */
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PageMode } from '../../../domain/maintenance';
import type { MaintenanceContext } from '../lib/maintenance-context';
import type { OrdersSearch } from '../lib/orders-search';
import { PAGE_TITLE_KEYS } from '../lib/page-mode';
import { OrderDetail } from './order-detail';
import { OrdersList } from './orders-list';

export interface OrdersPageProps {
  mode: PageMode;
  context: MaintenanceContext;
  search: OrdersSearch;
  /** Replaces the page's search params (filters and the open order). */
  onSearch: (next: OrdersSearch) => void;
}

export function OrdersPage({ mode, context, search, onSearch }: OrdersPageProps) {
  const { t } = useTranslation('menu');
  const { order, arbpl, ...listSearch } = search;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t(PAGE_TITLE_KEYS[mode])}
      </Heading>
      {order ? (
        <OrderDetail
          key={order}
          userId={context.userId}
          orderCode={order}
          arbpl={arbpl ?? ''}
          mode={mode}
          side={context.side}
          isLessor={context.isLessor}
          onBack={() => onSearch(listSearch)}
        />
      ) : (
        <OrdersList
          mode={mode}
          context={context}
          search={listSearch}
          onSearch={onSearch}
          onOpenOrder={(row) => onSearch({ ...listSearch, order: row.AUFNR, arbpl: row.ARBPL })}
        />
      )}
    </Stack>
  );
}
