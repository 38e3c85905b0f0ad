/** The receipts a search found, or why there are none (the refusal, offline, selectNoData). */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, NoData, QueryError } from '../../../components/invoicing/query-notice';

export function ReceiptsResults({
  query,
  searched,
  children,
}: {
  query: UseQueryResult<{ List: readonly unknown[] }>;
  searched: boolean;
  children: ReactNode;
}) {
  if (!searched) return null;
  if (query.error) return <QueryError error={query.error} />;
  if (query.isPending) return <Loading />;
  if ((query.data?.List.length ?? 0) === 0) return <NoData />;
  return <>{children}</>;
}
