/**
 * /cliente_destinatarios (spec 3 §3.14, §4.9): the chosen client's ship-to request tickets, each
 * with its status drawn in the colour of §4.9 (Ejecutado green, Rechazado orange, Pendiente blue)
 * beside SAP's own status.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/invoicing/data-table';
import { LIST_PAGE_SIZE } from '../../../components/invoicing/table-model';
import { PageFrame } from '../../../components/invoicing/page-frame';
import type { TableColumn } from '../../../components/invoicing/table-model';
import { StatusChip, type StatusTone } from '../../../components/ui/status-chip';
import type { ShipToColour } from '../../../domain/customers/customers';
import type { ShipToTicket } from '../../../protocol/customers';
import { shipToQueryOptions } from '../api/customer-queries';
import { useCustomerChoice } from './customer-picker';
import { CustomerResult } from './customer-result';

const TONE: Record<ShipToColour, StatusTone> = {
  green: 'success',
  orange: 'warning',
  blue: 'info',
};

export function ShipToPage() {
  const { t } = useTranslation('customers');
  const { kunnr, picker } = useCustomerChoice();
  const tickets = useQuery({ ...shipToQueryOptions(kunnr ?? ''), enabled: kunnr !== null });
  const columns = useMemo<TableColumn<ShipToTicket>[]>(
    () => [
      { id: 'folio', header: t('col.folio'), kind: 'code', value: (s) => s.FOLIO },
      {
        id: 'status',
        header: t('col.status'),
        kind: 'code',
        value: (s) => t(`shipToStatus.${s.STATUS}`),
      },
      { id: 'sap', header: t('col.sapStatus'), kind: 'text', value: (s) => s.SAP_STATUS },
      { id: 'date', header: t('col.requestDate'), kind: 'date', value: (s) => s.REQUEST_DATE },
      { id: 'time', header: t('col.requestTime'), kind: 'code', value: (s) => s.REQUEST_TIME },
      {
        id: 'created',
        header: t('col.createdTime'),
        kind: 'code',
        value: (s) => s.CREATED_TIME,
        optional: true,
      },
      {
        id: 'receiver',
        header: t('col.receiver'),
        kind: 'text',
        value: (s) => `${s.KUNWE} ${s.NAME_WE}`,
      },
      {
        id: 'address',
        header: t('col.address'),
        kind: 'longText',
        value: (s) => `${s.STREET} ${s.HOUSE_NUM}`,
      },
      { id: 'region', header: t('col.state'), kind: 'text', value: (s) => s.REGION },
    ],
    [t],
  );
  return (
    <PageFrame titleKey="customerShipTo">
      {picker}
      {kunnr && (
        <CustomerResult query={tickets} empty={(d) => d.List.length === 0}>
          {(d) => (
            <DataTable
              pageSize={LIST_PAGE_SIZE}
              title={t('shipToTable')}
              columns={columns}
              rows={d.List}
              rowKey={(s) => s.FOLIO}
              cells={{
                status: (s) => (
                  <StatusChip tone={TONE[s.COLOR]} size="sm">
                    {t(`shipToStatus.${s.STATUS}`)}
                  </StatusChip>
                ),
              }}
            />
          )}
        </CustomerResult>
      )}
    </PageFrame>
  );
}
