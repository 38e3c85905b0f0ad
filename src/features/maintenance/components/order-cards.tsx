/** The orders as cards on phones (below 640 px). */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { scheduledText, type OrdersViewProps } from '../lib/orders-view';
import { OfflineBadge, type OfflineCopyActions } from './offline-badge';
import { OrderRowActions } from './order-row-actions';
import { SelectCheckbox } from '../../../components/ui/select-checkbox';

export function OrderCards(props: OrdersViewProps & OfflineCopyActions) {
  const { t } = useTranslation('maintenance');
  const all = props.rows.length > 0 && props.rows.every((r) => props.selected.has(r.AUFNR));
  return (
    <Stack gap="3" as="ul" listStyleType="none">
      <Flex as="li" align="center" gap="1">
        <SelectCheckbox label={t('offline.selectAll')} checked={all} onChange={props.onToggleAll} />
        <Text fontSize="sm">{t('offline.selectAll')}</Text>
      </Flex>
      {props.rows.map((row) => (
        <Box
          as="li"
          key={row.AUFNR}
          bg={props.selected.has(row.AUFNR) ? 'brand.subtle' : 'white'}
          borderWidth="1px"
          borderColor="gray.200"
          rounded="md"
          p="3"
        >
          <Flex align="start" gap="2">
            <SelectCheckbox
              label={t('offline.selectOrder', { order: row.AUFNR })}
              checked={props.selected.has(row.AUFNR)}
              onChange={() => props.onToggle(row.AUFNR)}
            />
            <Stack gap="1" flex="1" minW="0">
              <Flex justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="bold">{row.AUFNR}</Text>
                <Text fontSize="sm">{row.TXT30}</Text>
              </Flex>
              <Text fontSize="sm">
                {row.AUART_TXT} · {row.FUNCT_LOC}
              </Text>
              <Text fontSize="sm">{row.DESCRIPT}</Text>
              <Text fontSize="sm" color="fg.muted">
                {row.CITY1} / {row.REGION} · {scheduledText(row)} · {row.WORK_CNTR || t('noCrew')}
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
          </Flex>
          <Box mt="2">
            <OrderRowActions
              orderCode={row.AUFNR}
              actions={props.actionsOf(row)}
              onAction={(action) => props.onAction(row, action)}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
