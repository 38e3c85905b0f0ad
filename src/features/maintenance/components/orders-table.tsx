/**
 * The orders table from tablet width up. The actions column stays pinned to the right edge, so
 * the row actions are reachable without scrolling sideways at any width; the other columns
 * scroll beneath it inside the card. Under 2xl (a 1280-px screen with the side menu leaves under
 * 1000 px) the type and city / region fold into the description cell; under xl (tablets, with or
 * without the side menu) the crew folds into the status cell.
 */
import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { scheduledText, type OrdersViewProps } from '../lib/orders-view';
import { OfflineBadge, type OfflineCopyActions } from './offline-badge';
import { OrderRowActions } from './order-row-actions';
import { SelectCheckbox } from '../../../components/ui/select-checkbox';

const Th = chakra('th', {
  base: {
    textAlign: 'start',
    px: '2',
    py: '2',
    fontWeight: 'semibold',
    fontSize: 'sm',
    whiteSpace: 'normal',
    bg: 'gray.100',
    borderBottomWidth: '1px',
    borderColor: 'gray.300',
  },
});
const Td = chakra('td', {
  base: {
    px: '2',
    py: '2',
    fontSize: 'sm',
    verticalAlign: 'top',
    borderBottomWidth: '1px',
    borderColor: 'gray.200',
  },
});

/** Columns shown from 2xl up; under 2xl their content is in the description cell. */
const WIDE_ONLY = { display: { base: 'none', '2xl': 'table-cell' } } as const;
/** The crew column, from xl up; under xl the crew is in the status cell. */
const XL_ONLY = { display: { base: 'none', xl: 'table-cell' } } as const;
/** The actions column: pinned right, opaque, with a shadow where the rows scroll beneath it. */
const PINNED = {
  position: 'sticky',
  right: '0',
  zIndex: '1',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-gray-200), -6px 0 8px -6px rgba(0, 0, 0, 0.18)',
} as const;

export function OrdersTable(props: OrdersViewProps & OfflineCopyActions) {
  const { t } = useTranslation('maintenance');
  const { rows, selected } = props;
  const all = rows.length > 0 && rows.every((r) => selected.has(r.AUFNR));
  const some = !all && rows.some((r) => selected.has(r.AUFNR));
  return (
    <Box overflowX="auto" bg="white" borderWidth="1px" borderColor="gray.200" rounded="md">
      <chakra.table w="full" minW={{ base: '640px', xl: '760px' }} borderCollapse="collapse">
        <thead>
          <tr>
            <Th w="12" px="1">
              <SelectCheckbox
                label={t('offline.selectAll')}
                checked={all}
                indeterminate={some}
                onChange={props.onToggleAll}
              />
            </Th>
            <Th>{t('columns.order')}</Th>
            <Th {...WIDE_ONLY}>{t('columns.type')}</Th>
            <Th>{t('columns.site')}</Th>
            <Th>{t('columns.description')}</Th>
            <Th {...WIDE_ONLY}>{t('columns.cityRegion')}</Th>
            <Th>{t('columns.scheduled')}</Th>
            <Th>
              {t('columns.status')}
              <chakra.span hideFrom="xl"> / {t('columns.crew')}</chakra.span>
            </Th>
            <Th {...XL_ONLY}>{t('columns.crew')}</Th>
            <Th {...PINNED}>{t('columns.actions')}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const bg = selected.has(row.AUFNR) ? 'brand.subtle' : 'white';
            return (
              <chakra.tr key={row.AUFNR} bg={bg}>
                <Td px="1">
                  <SelectCheckbox
                    label={t('offline.selectOrder', { order: row.AUFNR })}
                    checked={selected.has(row.AUFNR)}
                    onChange={() => props.onToggle(row.AUFNR)}
                  />
                </Td>
                <Td>
                  <Stack gap="1" align="start">
                    <Text fontWeight="semibold">{row.AUFNR}</Text>
                    <OfflineBadge
                      orderCode={row.AUFNR}
                      summary={props.offline[row.AUFNR]}
                      serverVersion={row.VERSION}
                      now={props.now}
                      onRemoveOffline={props.onRemoveOffline}
                      removingOffline={props.removingOffline}
                    />
                  </Stack>
                </Td>
                <Td {...WIDE_ONLY}>{row.AUART_TXT}</Td>
                <Td whiteSpace="nowrap">{row.FUNCT_LOC}</Td>
                <Td minW="32">
                  <Text>{row.DESCRIPT}</Text>
                  <Text hideFrom="2xl" color="fg.muted">
                    {row.AUART_TXT} · {row.CITY1} / {row.REGION}
                  </Text>
                </Td>
                <Td {...WIDE_ONLY}>
                  {row.CITY1} / {row.REGION}
                </Td>
                <Td>{scheduledText(row)}</Td>
                <Td>
                  <Text>{row.TXT30}</Text>
                  <Text hideFrom="xl" color="fg.muted" whiteSpace="nowrap">
                    {row.WORK_CNTR || t('noCrew')}
                  </Text>
                </Td>
                <Td whiteSpace="nowrap" {...XL_ONLY}>
                  {row.WORK_CNTR || t('noCrew')}
                </Td>
                {/* Room for four 44-px touch targets in one line: rows stay short on tablets. */}
                <Td minW="200px" bg={bg} {...PINNED}>
                  <OrderRowActions
                    orderCode={row.AUFNR}
                    actions={props.actionsOf(row)}
                    onAction={(action) => props.onAction(row, action)}
                  />
                </Td>
              </chakra.tr>
            );
          })}
        </tbody>
      </chakra.table>
    </Box>
  );
}
