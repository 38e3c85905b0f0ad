/**
 * The crew, region and client lists (spec 3 §2.5, §3.16): the shared administration list with
 * the record's name first, then the page's columns; what every such record has (active, last
 * change) is drawn here.
 */
import { Badge, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  RecordList as AdminRecordList,
  useRecordListLabels,
  type Column,
  type RowAction,
} from '../../../components/admin/record-list';
import { formatDateTime } from '../../../lib/date-format';

export type { Column };

/** A listed record: its code and name, active flag and last change. */
export interface ListedRecord {
  Code: string;
  Name: string;
  Active: boolean;
  ModifiedBy: string | null;
  ModifiedDate: string | null;
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('crewsAdmin');
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle">
      {active ? t('yes') : t('no')}
    </Badge>
  );
}

export function Modified({ row }: { row: ListedRecord }) {
  const { t } = useTranslation('crewsAdmin');
  if (row.ModifiedDate === null) return <>—</>;
  return (
    <>
      <chakra.span whiteSpace="nowrap">{formatDateTime(row.ModifiedDate)}</chakra.span>
      {row.ModifiedBy && <> {t('modifiedBy', { by: row.ModifiedBy })}</>}
    </>
  );
}

const nameOf = (row: ListedRecord) => row.Name;

export function RecordList<T extends ListedRecord>(props: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  caption: string;
  wide: boolean;
  viewOnly: boolean;
  onOpen: (row: T) => void;
  onAction: (row: T, action: RowAction) => void;
}) {
  const labels = useRecordListLabels<T>('crewsAdmin', props.caption, nameOf);
  return <AdminRecordList {...props} rowKey={(row) => row.Code} rowName={nameOf} labels={labels} />;
}
