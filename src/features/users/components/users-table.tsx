/**
 * The user table from tablet width up, grouped by role name (spec 1 §2.8). A row click opens the
 * user read-only; the user name is also a button, so the keyboard reaches it. The actions column
 * stays pinned to the right edge while the other columns scroll beneath it on narrow screens.
 */
import { Badge, Box, Button, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../protocol/user-admin';
import { formatDateTime } from '../lib/format-date';
import type { UserRowAction } from '../lib/row-actions';
import type { UserGroupView } from '../lib/user-groups';
import { UserRowActions } from './user-row-actions';
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

export interface UsersViewProps {
  groups: readonly UserGroupView[];
  actionsOf: (row: UserRow) => UserRowAction[];
  busyId: number | null;
  onOpen: (row: UserRow) => void;
  onAction: (row: UserRow, action: UserRowAction) => void;
}

export function UsersTable({ groups, actionsOf, busyId, onOpen, onAction }: UsersViewProps) {
  const { t } = useTranslation('users');
  return (
    <Box overflowX="auto" bg="white" borderWidth="1px" borderColor="gray.200" rounded="md">
      <chakra.table w="full" minW="640px" borderCollapse="collapse">
        <thead>
          <tr>
            <Th>{t('columns.userName')}</Th>
            <Th>{t('columns.name')}</Th>
            <Th {...XL_ONLY}>{t('columns.email')}</Th>
            <Th {...XL_ONLY}>{t('columns.company')}</Th>
            <Th>{t('columns.status')}</Th>
            <Th {...WIDE_ONLY}>{t('columns.modified')}</Th>
            <Th {...PINNED}>{t('columns.actions')}</Th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.roleName}>
            <tr>
              <chakra.th
                colSpan={7}
                scope="colgroup"
                textAlign="start"
                px="2"
                py="2"
                bg="brand.subtle"
                fontSize="sm"
                borderBottomWidth="1px"
                borderColor="gray.300"
              >
                {group.roleName}{' '}
                <Badge variant="outline" ms="1">
                  {group.rows.length}
                </Badge>
              </chakra.th>
            </tr>
            {group.rows.map((row) => (
              <chakra.tr
                key={row.Id}
                cursor="pointer"
                _hover={{ bg: 'gray.50' }}
                onClick={() => onOpen(row)}
              >
                <Td>
                  <Button
                    variant="plain"
                    size="sm"
                    px="0"
                    minH="11"
                    color="brand.fg"
                    textDecoration="underline"
                    aria-label={t('openUser', { user: row.UserName })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(row);
                    }}
                  >
                    {row.UserName}
                  </Button>
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
                  {[row.CompanyCode, ...row.SupplierUser.map((s) => s.Code)]
                    .filter(Boolean)
                    .join(', ')}
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
                    actions={actionsOf(row)}
                    busy={busyId === row.Id}
                    onAction={(action) => onAction(row, action)}
                  />
                </Td>
              </chakra.tr>
            ))}
          </tbody>
        ))}
      </chakra.table>
    </Box>
  );
}
