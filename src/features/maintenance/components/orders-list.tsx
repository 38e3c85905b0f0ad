/** The list side of an orders page: the filters, then the result of the applied search. */
import { Alert, Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageMode } from '../../../domain/maintenance';
import type { OrderRow } from '../../../protocol/maintenance';
import { orderListQueryOptions } from '../api/order-list-query';
import { initialFilterValues, listFilter } from '../lib/list-filter';
import type { MaintenanceContext } from '../lib/maintenance-context';
import type { OrderFilterValues, OrdersSearch } from '../lib/orders-search';
import { OrderFilters } from './order-filters';
import { OrdersResults } from './orders-results';

export interface OrdersListProps {
  mode: PageMode;
  context: MaintenanceContext;
  search: OrdersSearch;
  onSearch: (next: OrdersSearch) => void;
  onOpenOrder: (row: OrderRow) => void;
}

const orUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

export function OrdersList({ mode, context, search, onSearch, onOpenOrder }: OrdersListProps) {
  const { t } = useTranslation('maintenance');
  const today = format(new Date(), 'yyyy-MM-dd');
  const firstCompany = context.companies[0]?.code ?? '';
  const [values, setValues] = useState<OrderFilterValues>(() =>
    initialFilterValues(mode, search, today, firstCompany),
  );
  const applied = search.run
    ? listFilter(mode, initialFilterValues(mode, search, today, firstCompany), today)
    : null;
  const list = useQuery({
    ...orderListQueryOptions(applied ?? listFilter(mode, values, today)),
    enabled: applied !== null,
  });

  const submit = () =>
    onSearch({
      company: orUndefined(values.company),
      supplier: orUndefined(values.supplier),
      status: orUndefined(values.status),
      region: orUndefined(values.region),
      ...(mode === 'consult'
        ? {
            from: orUndefined(values.from),
            to: orUndefined(values.to),
            site: orUndefined(values.site),
          }
        : {}),
      run: 1,
    });

  return (
    <Stack gap="4">
      <OrderFilters
        mode={mode}
        context={context}
        values={values}
        onChange={setValues}
        onSearch={submit}
        searching={list.isFetching}
      />
      {applied && list.isPending && <Spinner aria-label={t('loading')} alignSelf="center" />}
      {list.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{list.error.message}</Alert.Description>
        </Alert.Root>
      )}
      {list.data && (
        <OrdersResults
          mode={mode}
          userId={context.userId}
          isLessor={context.isLessor}
          rows={list.data}
          onOpenOrder={onOpenOrder}
        />
      )}
    </Stack>
  );
}
