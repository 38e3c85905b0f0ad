/**
 * The supplier and lessor list (spec 2 §2 screen 11): name, tax id, code, companies, type, active
 * and last modified, as a table from 960 px and cards below it (src/components/admin/record-list).
 */
import { Badge, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  RecordList,
  useRecordListLabels,
  type Column,
  type RowAction,
} from '../../../components/admin/record-list';
import { formatDateTime } from '../../../lib/date-format';
import type { SupplierRow } from '../../../protocol/supplier-admin';
import { supplierKind } from '../lib/supplier-form';

export interface SuppliersListProps {
  rows: readonly SupplierRow[];
  wide: boolean;
  viewOnly: boolean;
  onOpen: (row: SupplierRow) => void;
  onAction: (row: SupplierRow, action: RowAction) => void;
}

const nameOf = (row: SupplierRow) => row.Name;

function useColumns(): Column<SupplierRow>[] {
  const { t } = useTranslation('suppliersAdmin');
  return [
    { key: 'tin', label: t('columns.tin'), cell: (row) => row.TIN },
    { key: 'code', label: t('columns.code'), cell: (row) => row.Code, numeric: true },
    { key: 'companies', label: t('columns.companies'), cell: (row) => row.Companies.join(', ') },
    { key: 'type', label: t('columns.type'), cell: (row) => t(`kinds.${supplierKind(row)}`) },
    {
      key: 'active',
      label: t('columns.active'),
      cell: (row) => (
        <Badge colorPalette={row.Active ? 'green' : 'gray'} variant="subtle">
          {row.Active ? t('yes') : t('no')}
        </Badge>
      ),
    },
    {
      key: 'modified',
      label: t('columns.modified'),
      cell: (row) =>
        row.ModifiedDate === null ? (
          '—'
        ) : (
          <>
            <chakra.span whiteSpace="nowrap">{formatDateTime(row.ModifiedDate)}</chakra.span>
            {row.ModifiedBy && <> {t('modifiedByOnly', { by: row.ModifiedBy })}</>}
          </>
        ),
    },
  ];
}

export function SuppliersList(props: SuppliersListProps) {
  const { t } = useTranslation('suppliersAdmin');
  const labels = useRecordListLabels('suppliersAdmin', t('tableCaption'), nameOf);
  return (
    <RecordList
      {...props}
      columns={useColumns()}
      rowKey={(row) => row.Id}
      rowName={nameOf}
      labels={labels}
    />
  );
}
