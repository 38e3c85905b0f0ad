/**
 * The communiqué list (spec 3 §2.4): number, name, audience, regions, days, files and active as
 * a table from 960 px (the last change is in the log), and cards below it with the last change
 * too (src/components/admin/record-list). In the table the row's actions show as icons only.
 */
import { Badge, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  RecordList,
  useRecordListLabels,
  type Column,
  type RowAction,
} from '../../../components/admin/record-list';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import type { ParameterRow } from '../../../protocol/statement-admin';

export interface StatementsListProps {
  rows: readonly ParameterRow[];
  wide: boolean;
  viewOnly: boolean;
  onOpen: (row: ParameterRow) => void;
  onAction: (row: ParameterRow, action: RowAction) => void;
}

const nameOf = (row: ParameterRow) => row.Name;

function useCells() {
  const { t } = useTranslation('statementsAdmin');
  return {
    audience: (r: ParameterRow) =>
      r.ForLessor && r.ForSupplier
        ? t('audience.both')
        : r.ForLessor
          ? t('audience.lessor')
          : r.ForSupplier
            ? t('audience.supplier')
            : t('audience.everyone'),
    regions: (r: ParameterRow) =>
      r.ForLessor ? (r.AllRegion ? t('allRegions') : r.Regions.join(', ')) : '—',
    days: (r: ParameterRow) => (
      <chakra.span whiteSpace="nowrap">
        {formatDate(`${r.StartDate}T12:00:00`)} – {formatDate(`${r.EndDate}T12:00:00`)}
      </chakra.span>
    ),
    files: (r: ParameterRow) =>
      [r.HasImage ? t('files.image') : null, r.HasPdf ? t('files.pdf') : null]
        .filter(Boolean)
        .join(', '),
    active: (r: ParameterRow) => (
      <Badge colorPalette={r.Active ? 'green' : 'gray'} variant="subtle">
        {r.Active ? t('yes') : t('no')}
      </Badge>
    ),
    modified: (r: ParameterRow) =>
      r.ModifiedDate === null
        ? '—'
        : `${formatDateTime(r.ModifiedDate)}${r.ModifiedBy ? ` · ${r.ModifiedBy}` : ''}`,
  };
}

function useColumns(): Column<ParameterRow>[] {
  const { t } = useTranslation('statementsAdmin');
  const cells = useCells();
  return [
    { key: 'id', label: t('columns.id'), cell: (r) => r.Id, lead: true, numeric: true },
    { key: 'audience', label: t('columns.audience'), cell: cells.audience },
    { key: 'regions', label: t('columns.regions'), cell: cells.regions },
    { key: 'days', label: t('columns.days'), cell: cells.days },
    { key: 'files', label: t('columns.files'), cell: cells.files },
    { key: 'active', label: t('columns.active'), cell: cells.active },
    { key: 'modified', label: t('columns.modified'), cell: cells.modified, cardOnly: true },
  ];
}

export function StatementsList(props: StatementsListProps) {
  const { t } = useTranslation('statementsAdmin');
  const labels = useRecordListLabels('statementsAdmin', t('tableCaption'), nameOf);
  return (
    <RecordList
      {...props}
      columns={useColumns()}
      rowKey={(row) => row.Id}
      rowName={nameOf}
      labels={labels}
      compactActions
    />
  );
}
