/**
 * The sites that make up consolidated periods (ConsolidatedItems): quantity with three decimals,
 * amounts with two (spec 2 §9), with its own Excel export.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolidatedItem, PeriodRow } from '../../../protocol/invoicing';
import { consolidatedItemsQueryOptions } from '../api/period-details-query';
import type { TableColumn } from '../../../components/invoicing/table-model';
import { DataTable } from '../../../components/invoicing/data-table';
import { Loading, QueryError } from '../../../components/invoicing/query-notice';

export interface ConsolidatedSitesProps {
  cfpayguids: readonly string[];
  /** The periods the sites belong to: a column names each site's period when given. */
  periods?: readonly PeriodRow[];
}

export function ConsolidatedSites({ cfpayguids, periods }: ConsolidatedSitesProps) {
  const { t } = useTranslation('invoicing');
  const items = useQuery(consolidatedItemsQueryOptions(cfpayguids));
  const columns = useMemo<TableColumn<ConsolidatedItem>[]>(
    () => [
      ...(periods
        ? [
            {
              id: 'period',
              header: t('detail.period'),
              kind: 'text',
              value: (r: ConsolidatedItem) =>
                periods.find((p) => p.CFPAYGUID === r.CFPAYGUID)?.TEXT_D ?? '',
            } satisfies TableColumn<ConsolidatedItem>,
          ]
        : []),
      { id: 'site', header: t('columns.site'), kind: 'code', value: (r) => r.OBJECT_ID_ACCT },
      { id: 'name', header: t('columns.siteName'), kind: 'text', value: (r) => r.SITIO },
      { id: 'text', header: t('columns.text'), kind: 'longText', value: (r) => r.TEXT },
      { id: 'qty', header: t('columns.quantity'), kind: 'quantity', value: (r) => r.MENGE },
      { id: 'unit', header: t('columns.unit'), kind: 'code', value: (r) => r.MEINS },
      { id: 'price', header: t('columns.price'), kind: 'amount', value: (r) => r.PREIS },
      {
        id: 'net',
        header: t('columns.balance'),
        kind: 'amount',
        value: (r) => r.CONDVALUENET,
      },
      { id: 'tax', header: t('columns.taxes'), kind: 'amount', value: (r) => r.TAXVALUE },
      {
        id: 'gross',
        header: t('columns.amount'),
        kind: 'amount',
        value: (r) => r.CONDVALUEGROSS,
      },
      { id: 'currency', header: t('columns.currency'), kind: 'code', value: (r) => r.MONEDA },
    ],
    [t, periods],
  );
  if (items.error) return <QueryError error={items.error} />;
  if (!items.data) return <Loading />;
  return (
    <DataTable
      title={t('tables.sites')}
      columns={columns}
      rows={items.data}
      rowKey={(r) => `${r.CFPAYGUID}-${r.POSNR}`}
    />
  );
}
