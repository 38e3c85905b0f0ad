/**
 * What a customer page shows for a read: the refusal or failure (QueryError), a spinner, the
 * 'no data' warning for an empty answer (spec 3 §5.7, §8), or the page's content.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, NoData, QueryError } from '../../../components/invoicing/query-notice';

export function CustomerResult<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  empty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <QueryError error={query.error} />;
  if (query.isPending) return <Loading />;
  if (empty(query.data)) return <NoData />;
  return <>{children(query.data)}</>;
}
