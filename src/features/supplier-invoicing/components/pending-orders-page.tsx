/**
 * The supplier's orders pending to invoice (spec 2 §2 screen 6; /proveedor_pendientes_facturar):
 * company, supplier, order type (or all), order dates from and to; the order items not wholly
 * invoiced (PendingOrders) with what was ordered, received and invoiced, and what is received but
 * not yet invoiced. 15 rows a page, search and Excel.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/invoicing/data-table';
import { DateField } from '../../../components/invoicing/form-fields';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { Loading, NoData, QueryError } from '../../../components/invoicing/query-notice';
import { SelectorForm } from '../../../components/invoicing/selector-form';
import type { TableColumn } from '../../../components/invoicing/table-model';
import { useSessionState } from '../../../lib/session/use-session';
import type { PendingOrderRow } from '../../../protocol/supplier-invoicing';
import { pendingOrdersQueryOptions, type PendingOrdersFilter } from '../api/receipts-query';
import { pendingOrdersFilterOf, pendingOrdersProblem } from '../lib/pending-orders';
import { OrderTypeField } from './order-type-field';
import { CompanyField, PartnerField } from '../../../components/invoicing/partner-fields';
import { firstPartner } from '../lib/partner-preset';

export function PendingOrdersPage() {
  const { t } = useTranslation(['supplierInvoicing', 'messages']);
  const session = useSessionState((s) => s.session);
  const [form, setForm] = useState(() => ({
    ...firstPartner(session),
    orderType: '',
    from: '',
    to: '',
  }));
  const [applied, setApplied] = useState<PendingOrdersFilter | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const problem = pendingOrdersProblem(form);
  const orders = useQuery({
    ...pendingOrdersQueryOptions(applied ?? pendingOrdersFilterOf(form)),
    enabled: applied !== null,
  });
  const columns = useMemo<TableColumn<PendingOrderRow>[]>(
    () => [
      { id: 'order', header: t('columns.order'), kind: 'code', value: (r) => r.EBELN },
      { id: 'item', header: t('columns.item'), kind: 'code', value: (r) => r.EBELP },
      { id: 'date', header: t('columns.orderDate'), kind: 'date', value: (r) => r.AEDAT },
      {
        id: 'type',
        header: t('columns.orderType'),
        kind: 'code',
        value: (r) => [r.TIPO_PEDIDO, r.BSART, r.AUART].filter(Boolean).join(' · '),
      },
      { id: 'text', header: t('columns.description'), kind: 'text', value: (r) => r.TXZ01 },
      { id: 'site', header: t('columns.site'), kind: 'text', value: (r) => r.RECNTXT },
      { id: 'quantity', header: t('columns.quantity'), kind: 'quantity', value: (r) => r.MENGE },
      { id: 'unit', header: t('columns.unit'), kind: 'code', value: (r) => r.MEINS },
      { id: 'price', header: t('columns.price'), kind: 'amount', value: (r) => r.NETPR },
      { id: 'ordered', header: t('columns.ordered'), kind: 'amount', value: (r) => r.WRBTR },
      {
        id: 'receivedQuantity',
        header: t('columns.receivedQuantity'),
        kind: 'quantity',
        value: (r) => r.MENGE_WE,
      },
      { id: 'received', header: t('columns.received'), kind: 'amount', value: (r) => r.WRBTR_WE },
      { id: 'invoiced', header: t('columns.invoiced'), kind: 'amount', value: (r) => r.WRBTR_FAC },
      { id: 'pending', header: t('columns.pending'), kind: 'amount', value: (r) => r.WRBTR_PEND },
      { id: 'currency', header: t('columns.currency'), kind: 'code', value: (r) => r.WAERS },
    ],
    [t],
  );

  const search = () => {
    setShowErrors(true);
    if (problem) return;
    const next = pendingOrdersFilterOf(form);
    if (JSON.stringify(next) === JSON.stringify(applied)) void orders.refetch();
    setApplied(next);
  };
  const rows = orders.data ?? [];
  return (
    <PageFrame titleKey="supplierPendingToInvoice">
      <SelectorForm label={t('pending.searchForm')} onSearch={search} searching={orders.isFetching}>
        <CompanyField
          value={form.bukrs}
          showErrors={showErrors}
          onChange={(bukrs) => setForm((f) => ({ ...f, bukrs }))}
        />
        <PartnerField
          party="supplier"
          value={form.lifnr}
          showErrors={showErrors}
          onChange={(lifnr) => setForm((f) => ({ ...f, lifnr }))}
        />
        <OrderTypeField
          value={form.orderType}
          allLabel={t('fields.allTypes')}
          onChange={(orderType) => setForm((f) => ({ ...f, orderType }))}
        />
        <DateField
          label={t('fields.fromDate')}
          value={form.from}
          onChange={(from) => setForm((f) => ({ ...f, from }))}
        />
        <DateField
          label={t('fields.toDate')}
          value={form.to}
          error={showErrors && problem === 'toBeforeFrom' ? t('pending.toBeforeFrom') : null}
          onChange={(to) => setForm((f) => ({ ...f, to }))}
        />
      </SelectorForm>
      {applied !== null &&
        (orders.error ? (
          <QueryError error={orders.error} />
        ) : orders.isPending ? (
          <Loading />
        ) : rows.length === 0 ? (
          <NoData />
        ) : (
          <DataTable
            title={t('tables.pendingOrders')}
            columns={columns}
            rows={rows}
            rowKey={(r) => `${r.EBELN}-${r.EBELP}`}
          />
        ))}
    </PageFrame>
  );
}
