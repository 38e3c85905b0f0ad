/** The orders table from tablet width up; it scrolls sideways inside its card when narrow. */
import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { scheduledText, type OrdersViewProps } from '../lib/orders-view';
import { OfflineBadge } from './offline-badge';
import { OrderRowActions } from './order-row-actions';
import { SelectCheckbox } from './select-checkbox';

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

export function OrdersTable(props: OrdersViewProps) {
  const { t } = useTranslation('maintenance');
  const { rows, selected } = props;
  const all = rows.length > 0 && rows.every((r) => selected.has(r.AUFNR));
  const some = !all && rows.some((r) => selected.has(r.AUFNR));
  return (
    <Box overflowX="auto" bg="white" borderWidth="1px" borderColor="gray.200" rounded="md">
      <chakra.table w="full" minW="820px" borderCollapse="collapse">
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
            <Th>{t('columns.type')}</Th>
            <Th>{t('columns.site')}</Th>
            <Th>{t('columns.description')}</Th>
            <Th>{t('columns.cityRegion')}</Th>
            <Th>{t('columns.scheduled')}</Th>
            <Th>{t('columns.status')}</Th>
            <Th>{t('columns.crew')}</Th>
            <Th>{t('columns.actions')}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <chakra.tr key={row.AUFNR} bg={selected.has(row.AUFNR) ? 'brand.subtle' : undefined}>
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
                    summary={props.offline[row.AUFNR]}
                    serverVersion={row.VERSION}
                    now={props.now}
                  />
                </Stack>
              </Td>
              <Td>{row.AUART_TXT}</Td>
              <Td whiteSpace="nowrap">{row.FUNCT_LOC}</Td>
              <Td minW="32">{row.DESCRIPT}</Td>
              <Td>
                {row.CITY1} / {row.REGION}
              </Td>
              <Td>{scheduledText(row)}</Td>
              <Td>{row.TXT30}</Td>
              <Td whiteSpace="nowrap">{row.WORK_CNTR || t('noCrew')}</Td>
              {/* Room for four 44-px touch targets in one line: rows stay short on tablets. */}
              <Td minW="200px">
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
