/**
 * The user table from tablet width up, grouped by role name (spec 1 §2.8). A row click opens the
 * user read-only; the user name is also a button, so the keyboard reaches it. The actions column
 * stays pinned to the right edge while the other columns scroll beneath it on narrow screens.
 * With "all" the table scrolls in its own box under a sticky header and renders only the rows in
 * view (use-user-lines.ts). Rows the caller may edit have a check box for the multiple update.
 */
import { Badge, Box, chakra, Text } from '@chakra-ui/react';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectCheckbox } from '../../../components/ui/select-checkbox';
import type { UserRow } from '../../../protocol/user-admin';
import { formatDateTime } from '../../../lib/date-format';
import type { UserRowAction } from '../lib/row-actions';
import type { UserGroupView, UserListItem } from '../lib/user-groups';
import {
  sameRow,
  useRowHandlers,
  userLineProps,
  useUserLines,
  type RenderedLine,
  type RowHandlers,
  type UserLineProps,
} from './use-user-lines';
import { UserChoice, UserNameButton, UserRowActions } from './user-row-actions';
import { UserStatusBadge } from './user-status-badge';

const Th = chakra('th', {
  base: {
    textAlign: 'start',
    px: '2',
    py: '2',
    fontWeight: 'semibold',
    fontSize: 'sm',
    bg: 'gray.100',
    borderBottomWidth: '1px',
    borderColor: 'gray.300',
    position: 'sticky',
    top: '0',
    zIndex: '2',
  },
});
const Td = chakra('td', {
  base: {
    px: '2',
    py: '1',
    fontSize: 'sm',
    verticalAlign: 'middle',
    borderBottomWidth: '1px',
    borderColor: 'gray.200',
  },
});
const PINNED = {
  position: 'sticky',
  right: '0',
  zIndex: '1',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-gray-200), -6px 0 8px -6px rgba(0, 0, 0, 0.18)',
} as const;
/** Columns shown from xl up (a 1280-px desktop); under xl their content folds into the name cell. */
const XL_ONLY = { display: { base: 'none', xl: 'table-cell' } } as const;
/**
 * The modified date, only on wide desktops: at 1280 px with the side menu every other column and
 * the five row actions fit without scrolling. The read-only view shows it at every width.
 */
const WIDE_ONLY = { display: { base: 'none', '2xl': 'table-cell' } } as const;

/** The check boxes of the multiple update; absent for a caller who may change nothing. */
export interface UserSelection {
  selected: ReadonlySet<number>;
  isSelectable: (row: UserRow) => boolean;
  /** The "choose all shown" box: every, some or none of the shown rows chosen. */
  allState: 'all' | 'some' | 'none';
  onToggle: (row: UserRow) => void;
  onToggleAll: () => void;
}

export interface UsersViewProps {
  groups: readonly UserGroupView[];
  actionsOf: (row: UserRow) => UserRowAction[];
  busyId: number | null;
  onOpen: (row: UserRow) => void;
  onAction: (row: UserRow, action: UserRowAction) => void;
  selection?: UserSelection | undefined;
}

/** Estimated heights before a line is measured: a role heading, and a row with its 44-px icons. */
const ESTIMATE = { group: 37, row: 49 };

export function UsersTable(props: UsersViewProps) {
  const { t } = useTranslation('users');
  const { selection } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const lines = useUserLines(props.groups, ESTIMATE, scrollRef);
  const handlers = useRowHandlers(props);
  const columns = selection ? 8 : 7;
  return (
    <Box
      ref={scrollRef}
      overflow="auto"
      maxH={lines.virtual ? 'max(24rem, calc(100dvh - 16rem))' : undefined}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      data-testid="users-table-box"
    >
      <chakra.table
        w="full"
        minW="640px"
        borderCollapse="separate"
        borderSpacing="0"
        aria-rowcount={lines.virtual ? lines.count + 1 : undefined}
      >
        <thead>
          <tr aria-rowindex={lines.virtual ? 1 : undefined}>
            {selection && (
              <Th w="12" px="0">
                <SelectCheckbox
                  label={t('multiple.chooseShown')}
                  checked={selection.allState === 'all'}
                  indeterminate={selection.allState === 'some'}
                  onChange={selection.onToggleAll}
                />
              </Th>
            )}
            <Th>{t('columns.userName')}</Th>
            <Th>{t('columns.name')}</Th>
            <Th {...XL_ONLY}>{t('columns.email')}</Th>
            <Th {...XL_ONLY}>{t('columns.company')}</Th>
            <Th>{t('columns.status')}</Th>
            <Th {...WIDE_ONLY}>{t('columns.modified')}</Th>
            <Th {...PINNED} zIndex="3">
              {t('columns.actions')}
            </Th>
          </tr>
        </thead>
        {lines.before > 0 && <Spacer height={lines.before} columns={columns} />}
        {byGroup(lines.lines).map((part) => (
          <tbody key={part[0]!.item.groupIndex}>
            {part.map((line) => (
              <TableLine
                key={line.item.key}
                line={line}
                virtual={lines.virtual}
                measure={lines.measure}
                columns={columns}
                view={props}
                handlers={handlers}
              />
            ))}
          </tbody>
        ))}
        {lines.after > 0 && <Spacer height={lines.after} columns={columns} />}
      </chakra.table>
    </Box>
  );
}

/** Consecutive rendered lines of one role, each group in its own row group as the table has it. */
export function byGroup(lines: readonly RenderedLine[]): RenderedLine[][] {
  const parts: RenderedLine[][] = [];
  for (const line of lines) {
    const last = parts.at(-1);
    if (last && last[0]!.item.groupIndex === line.item.groupIndex) last.push(line);
    else parts.push([line]);
  }
  return parts;
}

/** The space of the lines not rendered, so the scroll bar covers the whole list. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tbody aria-hidden="true">
      <tr>
        <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
      </tr>
    </tbody>
  );
}

interface TableLineProps {
  line: RenderedLine;
  virtual: boolean;
  measure: (el: Element | null) => void;
  columns: number;
  view: UsersViewProps;
  handlers: RowHandlers;
}

function TableLine({ line, virtual, measure, columns, view, handlers }: TableLineProps) {
  const item: UserListItem = line.item;
  if (item.kind === 'group') {
    return (
      <tr
        data-index={line.index}
        ref={virtual ? measure : undefined}
        aria-rowindex={virtual ? line.index + 2 : undefined}
      >
        <chakra.th
          colSpan={columns}
          scope="rowgroup"
          textAlign="start"
          px="2"
          py="2"
          bg="brand.subtle"
          fontSize="sm"
          borderBottomWidth="1px"
          borderColor="gray.300"
        >
          {item.group.roleName}{' '}
          <Badge variant="outline" ms="1">
            {item.group.rows.length}
          </Badge>
        </chakra.th>
      </tr>
    );
  }
  return (
    <UserTableRow {...userLineProps(item.row, line.index, { virtual, measure }, view, handlers)} />
  );
}

/**
 * One user row. Memoized: scrolling "all" and the measuring of rows re-render the table many
 * times, and a row only changes with its own data, check box, actions or busy state.
 */
const UserTableRow = memo(function UserTableRow(props: UserLineProps) {
  const { row, index, virtual, measure, checked, actions, busy, handlers } = props;
  return (
    <chakra.tr
      data-index={index}
      ref={virtual ? measure : undefined}
      aria-rowindex={virtual ? index + 2 : undefined}
      cursor="pointer"
      _hover={{ bg: 'gray.50' }}
      onClick={() => handlers.open(row)}
    >
      {checked !== null && (
        <Td px="0" onClick={(event) => event.stopPropagation()}>
          <UserChoice row={row} checked={checked} onToggle={handlers.toggle} />
        </Td>
      )}
      <Td>
        <UserNameButton row={row} onOpen={handlers.open} />
      </Td>
      <Td>
        <Text>{row.Name}</Text>
        <Text hideFrom="xl" color="fg.muted" wordBreak="break-all">
          {row.Email}
        </Text>
      </Td>
      <Td {...XL_ONLY} minW="48" overflowWrap="anywhere">
        {row.Email}
      </Td>
      <Td {...XL_ONLY}>
        {[row.CompanyCode, ...row.SupplierUser.map((s) => s.Code)].filter(Boolean).join(', ')}
      </Td>
      <Td>
        <UserStatusBadge row={row} />
      </Td>
      <Td {...WIDE_ONLY} whiteSpace="nowrap">
        {formatDateTime(row.ModifiedDate)}
      </Td>
      <Td bg="white" {...PINNED}>
        <UserRowActions
          row={row}
          actions={actions}
          busy={busy}
          onAction={(action) => handlers.action(row, action)}
        />
      </Td>
    </chakra.tr>
  );
}, sameRow);
