/** /cliente_materiales (spec 3 §3.13): the materials the chosen client buys (api/Material, TCONSULTA 2). */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/invoicing/data-table';
import { LIST_PAGE_SIZE } from '../../../components/invoicing/table-model';
import { PageFrame } from '../../../components/invoicing/page-frame';
import type { TableColumn } from '../../../components/invoicing/table-model';
import type { CustomerMaterial } from '../../../protocol/customers';
import { materialsQueryOptions } from '../api/customer-queries';
import { useCustomerChoice } from './customer-picker';
import { CustomerResult } from './customer-result';

export function MaterialsPage() {
  const { t } = useTranslation('customers');
  const { bukrs, kunnr, principal, picker } = useCustomerChoice();
  const materials = useQuery({
    ...materialsQueryOptions(bukrs, principal ?? '', kunnr ?? ''),
    enabled: kunnr !== null && principal !== null,
  });
  const columns = useMemo<TableColumn<CustomerMaterial>[]>(
    () => [
      { id: 'matnr', header: t('col.materialId'), kind: 'code', value: (m) => m.MATNR },
      { id: 'maktx', header: t('col.description'), kind: 'longText', value: (m) => m.MAKTX },
      { id: 'unit', header: t('col.unit'), kind: 'code', value: (m) => m.MEINS },
      { id: 'gross', header: t('col.grossWeight'), kind: 'quantity', value: (m) => m.BRGEW },
      { id: 'net', header: t('col.netWeight'), kind: 'quantity', value: (m) => m.NTGEW },
      { id: 'wunit', header: t('col.weightUnit'), kind: 'code', value: (m) => m.GEWEI },
      { id: 'days', header: t('col.manufacturingDays'), kind: 'code', value: (m) => m.FABDAYS },
      { id: 'abc', header: t('col.abc'), kind: 'code', value: (m) => m.ABC },
      {
        id: 'pstyv',
        header: t('col.lineType'),
        kind: 'code',
        value: (m) => m.PSTYV,
        optional: true,
      },
      {
        id: 'groups',
        header: t('col.groups'),
        kind: 'code',
        value: (m) => [m.MVGR1, m.MVGR2, m.MVGR3, m.MVGR4, m.MVGR5].filter(Boolean).join(' / '),
        optional: true,
      },
      { id: 'werks', header: t('col.plant'), kind: 'code', value: (m) => m.WERKS, optional: true },
    ],
    [t],
  );
  return (
    <PageFrame titleKey="customerMaterials">
      {picker}
      {kunnr && (
        <CustomerResult query={materials} empty={(d) => d.List.length === 0}>
          {(d) => (
            <DataTable
              pageSize={LIST_PAGE_SIZE}
              title={t('materialsTable')}
              columns={columns}
              rows={d.List}
              rowKey={(m) => m.MATNR}
            />
          )}
        </CustomerResult>
      )}
    </PageFrame>
  );
}
