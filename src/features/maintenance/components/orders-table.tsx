/**
 * The orders table on wide screens (from 1280 px, where the side menu leaves about 1000 px). Six
 * columns that fit without sideways scrolling: the order with its type and supplier, the site with
 * its description and city, the scheduled date and time, the status with the crew, and the
 * labelled actions, which wrap inside their cell rather than covering other columns.
 */
import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SelectCheckbox } from '../../../components/ui/select-checkbox';
import { scheduledText, type OrdersViewProps } from '../lib/orders-view';
import { OfflineBadge, type OfflineCopyActions } from './offline-badge';
import { OrderRowActions } from './order-row-actions';
import { OrderStatusChip } from './order-status-chip';

const Th = chakra('th', {
  base: {
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
});
const Td = chakra('td', {
  base: {
    px: '2',
    py: '2',
    fontSize: 'md',
    verticalAlign: 'top',
    borderBottomWidth: '1px',
    borderColor: 'gray.200',
  },
});

export function OrdersTable(props: OrdersViewProps & OfflineCopyActions) {
  const { t } = useTranslation('maintenance');
  const { rows, selected } = props;
  const all = rows.length > 0 && rows.every((r) => selected.has(r.AUFNR));
  const some = !all && rows.some((r) => selected.has(r.AUFNR));
  return (
    <Box overflowX="auto" bg="white" borderWidth="1px" borderColor="gray.200" rounded="md">
      <chakra.table w="full" borderCollapse="collapse">
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
            <Th>{t('columns.site')}</Th>
            <Th>{t('columns.scheduled')}</Th>
            <Th>
              {t('columns.status')} / {t('columns.crew')}
            </Th>
            <Th>{t('columns.actions')}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <chakra.tr key={row.AUFNR} bg={selected.has(row.AUFNR) ? 'brand.subtle' : 'white'}>
              <Td px="1">
                <SelectCheckbox
                  label={t('offline.selectOrder', { order: row.AUFNR })}
                  checked={selected.has(row.AUFNR)}
                  onChange={() => props.onToggle(row.AUFNR)}
                />
              </Td>
              <Td>
                <Stack gap="1" align="start">
                  <Text fontWeight="bold">{row.AUFNR}</Text>
                  <Text color="gray.700" fontSize="sm">
                    {row.AUART_TXT}
                  </Text>
                  <Text color="gray.700" fontSize="sm">
                    {props.supplierOf(row)}
                  </Text>
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
              <Td minW="40">
                <Text fontWeight="semibold">{row.FUNCT_LOC}</Text>
                <Text>{row.DESCRIPT}</Text>
                <Text color="gray.700" fontSize="sm">
                  {row.CITY1} / {row.REGION}
                </Text>
              </Td>
              <Td fontWeight="semibold" minW="24">
                {scheduledText(row)}
              </Td>
              <Td>
                <Stack gap="1" align="start">
                  <OrderStatusChip status={row.STATUS} size="sm" />
                  <Text color="gray.700" whiteSpace="nowrap">
                    {row.WORK_CNTR || t('noCrew')}
                  </Text>
                </Stack>
              </Td>
              {/* Two labelled 44-px buttons side by side: rows stay two buttons high. */}
              <Td minW="360px">
                <OrderRowActions
                  orderCode={row.AUFNR}
                  actions={props.actionsOf(row)}
                  onAction={(action) => props.onAction(row, action)}
                />
              </Td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
