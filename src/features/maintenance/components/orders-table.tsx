/**
 * The orders table on wide screens (from 1280 px, where the side menu leaves about 1000 px). Six
 * columns that fit without sideways scrolling: the order with its type and supplier, the site with
 * its description and city, the scheduled date and time, the status with the crew, and the
 * labelled actions, which wrap inside their cell rather than covering other columns.
 *
 * A list can show every order at once ("Todas", hundreds of rows): the rows are plain table
 * elements drawn with class names made once per table (StyleClasses), and each row is redrawn
 * only when what it shows changes.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useActionButtonStyles,
  type ActionButtonClasses,
} from '../../../components/ui/action-buttons';
import {
  SELECT_CHECKBOX_STYLES,
  SelectCheckbox,
  type SelectCheckboxClasses,
} from '../../../components/ui/select-checkbox';
import {
  PlainStatusChip,
  statusChipStyles,
  type StatusChipClasses,
} from '../../../components/ui/status-chip';
import { StyleClasses } from '../../../components/ui/style-classes';
import { orderStatusLabel, type RowAction } from '../../../domain/maintenance';
import { toLanguage } from '../../../protocol/envelope';
import type { OrderRow } from '../../../protocol/maintenance';
import type { OfflineOrderSummary } from '../local/offline-orders';
import {
  scheduledText,
  STATUS_TONES,
  type OfferedAction,
  type OrdersViewProps,
} from '../lib/orders-view';
import { OfflineBadge, type OfflineCopyActions } from './offline-badge';
import { OrderRowActions } from './order-row-actions';

const cell: SystemStyleObject = {
  px: '2',
  py: '2',
  fontSize: 'md',
  verticalAlign: 'top',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
};

const TABLE_STYLES = {
  frame: {
    overflowX: 'auto',
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'gray.200',
    rounded: 'md',
  },
  table: { w: 'full', borderCollapse: 'collapse' },
  th: {
    textAlign: 'start',
    px: '2',
    py: '2',
    fontWeight: 'semibold',
    fontSize: 'md',
    whiteSpace: 'normal',
    bg: 'gray.100',
    borderBottomWidth: '1px',
    borderColor: 'gray.300',
  },
  thCheck: { w: '12', px: '1' },
  row: { bg: 'white' },
  rowSelected: { bg: 'brand.subtle' },
  tdCheck: { ...cell, px: '1' },
  td: cell,
  tdSite: { ...cell, minW: '40' },
  tdScheduled: { ...cell, fontWeight: 'semibold', minW: '24' },
  // Two labelled 44-px buttons side by side: rows stay two buttons high.
  tdActions: { ...cell, minW: '360px' },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'start', gap: '1' },
  block: { display: 'block' },
  bold: { display: 'block', fontWeight: 'bold' },
  semibold: { display: 'block', fontWeight: 'semibold' },
  small: { display: 'block', color: 'gray.700', fontSize: 'sm' },
  crew: { display: 'block', color: 'gray.700', whiteSpace: 'nowrap' },
} satisfies Record<string, SystemStyleObject>;

type TableClasses = Readonly<Record<keyof typeof TABLE_STYLES, string>>;

export function OrdersTable(props: OrdersViewProps & OfflineCopyActions) {
  const { t, i18n } = useTranslation('maintenance');
  const { rows, selected } = props;
  const all = rows.length > 0 && rows.every((r) => selected.has(r.AUFNR));
  const some = !all && rows.some((r) => selected.has(r.AUFNR));
  const buttonStyles = useActionButtonStyles();
  const language = toLanguage(i18n.language);
  // Rows that are not redrawn keep the callbacks they were given: these call the latest ones.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const onToggle = useCallback((code: string) => latest.current.onToggle(code), []);
  const onAction = useCallback(
    (row: OrderRow, action: RowAction) => latest.current.onAction(row, action),
    [],
  );
  const removeOffline = useCallback((code: string) => latest.current.onRemoveOffline?.(code), []);
  return (
    <StyleClasses styles={TABLE_STYLES}>
      {(c) => (
        <StyleClasses styles={statusChipStyles('sm')}>
          {(chip) => (
            <StyleClasses styles={buttonStyles}>
              {(buttons) => (
                <StyleClasses styles={SELECT_CHECKBOX_STYLES}>
                  {(check) => (
                    <div className={c.frame}>
                      <table className={c.table}>
                        <thead>
                          <tr>
                            <th className={`${c.th} ${c.thCheck}`}>
                              <SelectCheckbox
                                label={t('offline.selectAll')}
                                checked={all}
                                indeterminate={some}
                                onChange={props.onToggleAll}
                              />
                            </th>
                            <th className={c.th}>{t('columns.order')}</th>
                            <th className={c.th}>{t('columns.site')}</th>
                            <th className={c.th}>{t('columns.scheduled')}</th>
                            <th className={c.th}>
                              {t('columns.status')} / {t('columns.crew')}
                            </th>
                            <th className={c.th}>{t('columns.actions')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {rows.map((row) => (
                            <OrderTableRow
                              key={row.AUFNR}
                              row={row}
                              selected={selected.has(row.AUFNR)}
                              supplier={props.supplierOf(row)}
                              actions={props.actionsOf(row)}
                              statusText={orderStatusLabel(row.STATUS, language)}
                              offline={props.offline[row.AUFNR]}
                              now={props.now}
                              onToggle={onToggle}
                              onAction={onAction}
                              onRemoveOffline={props.onRemoveOffline && removeOffline}
                              removingOffline={props.removingOffline}
                              t={t}
                              c={c}
                              chip={chip}
                              buttons={buttons}
                              check={check}
                            />
                          ))}
                        </tbody>
                      </table>
                    </div>
                  )}
                </StyleClasses>
              )}
            </StyleClasses>
          )}
        </StyleClasses>
      )}
    </StyleClasses>
  );
}

interface OrderTableRowProps extends OfflineCopyActions {
  row: OrderRow;
  selected: boolean;
  supplier: string;
  actions: readonly OfferedAction[];
  statusText: string;
  offline: OfflineOrderSummary | undefined;
  now: number;
  onToggle: (orderCode: string) => void;
  onAction: (row: OrderRow, action: RowAction) => void;
  t: TFunction<'maintenance'>;
  c: TableClasses;
  chip: StatusChipClasses;
  buttons: ActionButtonClasses;
  check: SelectCheckboxClasses;
}

/** The list's callbacks are made anew on each render; a row redraws only for what it shows. */
function sameRow(a: OrderTableRowProps, b: OrderTableRowProps): boolean {
  return (
    a.row === b.row &&
    a.selected === b.selected &&
    a.supplier === b.supplier &&
    a.statusText === b.statusText &&
    a.offline === b.offline &&
    // The age of an offline copy is the only thing the clock changes.
    (a.now === b.now || a.offline === undefined) &&
    a.removingOffline === b.removingOffline &&
    a.t === b.t &&
    a.c === b.c &&
    a.chip === b.chip &&
    a.buttons === b.buttons &&
    a.check === b.check &&
    a.actions.length === b.actions.length &&
    a.actions.every(
      (x, i) => x.action === b.actions[i]?.action && x.blockedBy === b.actions[i]?.blockedBy,
    )
  );
}

const OrderTableRow = memo(function OrderTableRow({
  row,
  selected,
  supplier,
  actions,
  statusText,
  offline,
  now,
  onToggle,
  onAction,
  onRemoveOffline,
  removingOffline,
  t,
  c,
  chip,
  buttons,
  check,
}: OrderTableRowProps) {
  return (
    <tr className={selected ? c.rowSelected : c.row}>
      <td className={c.tdCheck}>
        <SelectCheckbox
          label={t('offline.selectOrder', { order: row.AUFNR })}
          checked={selected}
          onChange={() => onToggle(row.AUFNR)}
          classes={check}
        />
      </td>
      <td className={c.td}>
        <div className={c.stack}>
          <span className={c.bold}>{row.AUFNR}</span>
          <span className={c.small}>{row.AUART_TXT}</span>
          <span className={c.small}>{supplier}</span>
          {offline && (
            <OfflineBadge
              orderCode={row.AUFNR}
              summary={offline}
              serverVersion={row.VERSION}
              now={now}
              onRemoveOffline={onRemoveOffline}
              removingOffline={removingOffline}
            />
          )}
        </div>
      </td>
      <td className={c.tdSite}>
        <span className={c.semibold}>{row.FUNCT_LOC}</span>
        <span className={c.block}>{row.DESCRIPT}</span>
        <span className={c.small}>
          {row.CITY1} / {row.REGION}
        </span>
      </td>
      <td className={c.tdScheduled}>{scheduledText(row)}</td>
      <td className={c.td}>
        <div className={c.stack}>
          <PlainStatusChip tone={STATUS_TONES[row.STATUS]} classes={chip}>
            {statusText}
          </PlainStatusChip>
          <span className={c.crew}>{row.WORK_CNTR || t('noCrew')}</span>
        </div>
      </td>
      <td className={c.tdActions}>
        <OrderRowActions
          orderCode={row.AUFNR}
          actions={actions}
          onAction={(action) => onAction(row, action)}
          t={t}
          classes={buttons}
        />
      </td>
    </tr>
  );
}, sameRow);
