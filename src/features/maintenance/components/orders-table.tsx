/**
 * The orders table on wide screens (from 1280 px, where the side menu leaves about 1000 px). Six
 * columns that fit without sideways scrolling: the order with its type and supplier, the site with
 * its description and city, the scheduled date and time, the status with the crew, and the
 * labelled actions, which wrap inside their cell rather than covering other columns.
 *
 * A list can show every order at once ("Todas", hundreds of rows): the rows are plain table
 * elements drawn with class names made once per table (StyleClasses), and each row is redrawn
 * only when what it shows changes. The columns are a grid of set proportions rather than a table
 * layout (which measures every cell of every row before it can draw one), so each row is laid out
 * on its own and the browser skips the style, layout and paint of the rows out of view until they
 * are scrolled to (content-visibility); they stay in the page, so find-in-page, assistive
 * technology and the keyboard still reach every row. The table roles are given explicitly, as a
 * table drawn as a grid may lose them.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectCheckbox } from '../../../components/ui/select-checkbox';
import { PlainStatusChip } from '../../../components/ui/status-chip';
import { sameOrderItem, type OrderItemProps } from '../lib/order-item';
import { scheduledText, STATUS_TONES, type OrdersViewProps } from '../lib/orders-view';
import { OfflineBadge, type OfflineCopyActions } from './offline-badge';
import {
  itemActionsProps,
  itemCheckboxProps,
  itemOfflineBadgeProps,
  OrderItems,
} from './order-items';
import { OrderRowActions } from './order-row-actions';

const cell: SystemStyleObject = {
  px: '2',
  py: '2',
  fontSize: 'md',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
  minW: '0',
};

/**
 * The columns, in the widths a table layout gave them at 1280 and 1920 px: the check box, then the
 * order, the site, the date, the status and the actions in proportion to the room, none of them
 * under what a table gave it at 1280 px (the actions: two labelled buttons side by side).
 */
const COLUMNS =
  '3.25rem minmax(7rem, 1fr) minmax(10.5rem, 1.15fr) minmax(6rem, 0.9fr) minmax(8.75rem, 0.93fr) minmax(23.5rem, 2.6fr)';

/**
 * A row out of view is drawn only when scrolled to; until then it holds its last height, or about
 * that of a row with two lines of actions.
 */
const row: SystemStyleObject = {
  display: 'grid',
  gridTemplateColumns: COLUMNS,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 9rem',
};

const TABLE_STYLES = {
  frame: {
    overflowX: 'auto',
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'gray.200',
    rounded: 'md',
  },
  table: { display: 'block', w: 'full' },
  group: { display: 'block' },
  head: { display: 'grid', gridTemplateColumns: COLUMNS },
  // Header words sit in the middle of the header's height, as a table's header cells do.
  th: {
    display: 'flex',
    alignItems: 'center',
    textAlign: 'start',
    px: '2',
    py: '2',
    fontWeight: 'semibold',
    fontSize: 'md',
    whiteSpace: 'normal',
    bg: 'gray.100',
    borderBottomWidth: '1px',
    borderColor: 'gray.300',
    minW: '0',
  },
  thCheck: { px: '1' },
  row: { ...row, bg: 'white' },
  rowSelected: { ...row, bg: 'brand.subtle' },
  tdCheck: { ...cell, px: '1' },
  td: cell,
  tdScheduled: { ...cell, fontWeight: 'semibold' },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'start', gap: '1' },
  block: { display: 'block' },
  bold: { display: 'block', fontWeight: 'bold' },
  semibold: { display: 'block', fontWeight: 'semibold' },
  small: { display: 'block', color: 'gray.700', fontSize: 'sm' },
  crew: { display: 'block', color: 'gray.700', whiteSpace: 'nowrap' },
} satisfies Record<string, SystemStyleObject>;

type TableClasses = Readonly<Record<keyof typeof TABLE_STYLES, string>>;

export function OrdersTable(props: OrdersViewProps & OfflineCopyActions) {
  const { t } = useTranslation('maintenance');
  const { rows, selected } = props;
  const all = rows.length > 0 && rows.every((r) => selected.has(r.AUFNR));
  const some = !all && rows.some((r) => selected.has(r.AUFNR));
  return (
    <OrderItems view={props} styles={TABLE_STYLES} chipSize="sm">
      {(c, itemOf) => (
        <div className={c.frame}>
          <table role="table" className={c.table}>
            <thead role="rowgroup" className={c.group}>
              <tr role="row" className={c.head}>
                <th role="columnheader" className={`${c.th} ${c.thCheck}`}>
                  <SelectCheckbox
                    label={t('offline.selectAll')}
                    checked={all}
                    indeterminate={some}
                    onChange={props.onToggleAll}
                  />
                </th>
                <th role="columnheader" className={c.th}>
                  {t('columns.order')}
                </th>
                <th role="columnheader" className={c.th}>
                  {t('columns.site')}
                </th>
                <th role="columnheader" className={c.th}>
                  {t('columns.scheduled')}
                </th>
                <th role="columnheader" className={c.th}>
                  {t('columns.status')} / {t('columns.crew')}
                </th>
                <th role="columnheader" className={c.th}>
                  {t('columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup" className={c.group}>
              {rows.map((row) => (
                <OrderTableRow key={row.AUFNR} {...itemOf(row)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </OrderItems>
  );
}

type OrderTableRowProps = OrderItemProps<TableClasses>;

const OrderTableRow = memo(function OrderTableRow(item: OrderTableRowProps) {
  const { row, c, texts } = item;
  return (
    <tr role="row" className={item.selected ? c.rowSelected : c.row}>
      <td role="cell" className={c.tdCheck}>
        <SelectCheckbox {...itemCheckboxProps(item)} />
      </td>
      <td role="cell" className={c.td}>
        <div className={c.stack}>
          <span className={c.bold}>{row.AUFNR}</span>
          <span className={c.small}>{row.AUART_TXT}</span>
          <span className={c.small}>{item.supplier}</span>
          {item.offline && <OfflineBadge {...itemOfflineBadgeProps(item)} />}
        </div>
      </td>
      <td role="cell" className={c.td}>
        <span className={c.semibold}>{row.FUNCT_LOC}</span>
        <span className={c.block}>{row.DESCRIPT}</span>
        <span className={c.small}>
          {row.CITY1} / {row.REGION}
        </span>
      </td>
      <td role="cell" className={c.tdScheduled}>
        {scheduledText(row)}
      </td>
      <td role="cell" className={c.td}>
        <div className={c.stack}>
          <PlainStatusChip tone={STATUS_TONES[row.STATUS]} classes={item.chip}>
            {item.statusText}
          </PlainStatusChip>
          <span className={c.crew}>{row.WORK_CNTR || texts.noCrew}</span>
        </div>
      </td>
      <td role="cell" className={c.td}>
        <OrderRowActions {...itemActionsProps(item)} />
      </td>
    </tr>
  );
}, sameOrderItem);
