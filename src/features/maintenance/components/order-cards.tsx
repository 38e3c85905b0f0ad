/**
 * The orders as cards on phones and tablets (under 1280 px): what a crew looks for first (site,
 * status, date and time) in large type, the rest in short phrases that flow onto as many lines as
 * the width needs, then the labelled actions across the card's foot. "Seleccionar todas" is above,
 * in the toolbar.
 */
import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useActionButtonStyles } from '../../../components/ui/action-buttons';
import { SelectCheckbox } from '../../../components/ui/select-checkbox';
import { StyleClasses } from '../../../components/ui/style-classes';
import { scheduledText, type OrdersViewProps } from '../lib/orders-view';
import { MaintenanceIcon } from './maintenance-icon';
import { OfflineBadge, type OfflineCopyActions } from './offline-badge';
import { OrderRowActions } from './order-row-actions';
import { OrderStatusChip } from './order-status-chip';

/** One phrase of a card: a line of its own on phones, from 768 px separated from the next by a dot. */
const Phrase = chakra('span', {
  base: {
    display: 'block',
    md: { display: 'inline' },
    _notLast: {
      _after: {
        content: '"·"',
        color: 'gray.500',
        mx: '2',
        display: 'none',
        md: { display: 'inline' },
      },
    },
  },
});

export function OrderCards(props: OrdersViewProps & OfflineCopyActions) {
  const { t } = useTranslation('maintenance');
  const buttonStyles = useActionButtonStyles();
  return (
    <StyleClasses styles={buttonStyles}>
      {(buttons) => (
        <Stack as="ul" listStyleType="none" gap="3">
          {props.rows.map((row) => (
            <Flex
              as="li"
              key={row.AUFNR}
              direction="column"
              bg={props.selected.has(row.AUFNR) ? 'brand.subtle' : 'white'}
              borderWidth="1px"
              borderColor="gray.300"
              rounded="md"
              p="3"
              gap="2"
              minW="0"
            >
              <Flex align="start" gap="2">
                <SelectCheckbox
                  label={t('offline.selectOrder', { order: row.AUFNR })}
                  checked={props.selected.has(row.AUFNR)}
                  onChange={() => props.onToggle(row.AUFNR)}
                />
                <Stack gap="1" flex="1" minW="0" fontSize="md">
                  <Flex justify="space-between" align="start" gap="2" wrap="wrap">
                    <Text fontSize="lg">
                      <chakra.span fontWeight="bold">{row.FUNCT_LOC}</chakra.span> {row.DESCRIPT}
                    </Text>
                    <OrderStatusChip status={row.STATUS} />
                  </Flex>
                  <Flex
                    wrap="wrap"
                    align="center"
                    direction={{ base: 'column', md: 'row' }}
                    alignItems={{ base: 'start', md: 'center' }}
                  >
                    <Phrase fontWeight="semibold">
                      <chakra.span display="inline-flex" alignItems="center" gap="1.5">
                        <MaintenanceIcon name="reassignDate" boxSize="4.5" />
                        {scheduledText(row)}
                      </chakra.span>
                    </Phrase>
                    <Phrase>{t('card.order', { order: row.AUFNR })}</Phrase>
                    <Phrase>{row.AUART_TXT}</Phrase>
                  </Flex>
                  <Flex wrap="wrap" color="gray.700" direction={{ base: 'column', md: 'row' }}>
                    <Phrase>
                      {row.CITY1} / {row.REGION}
                    </Phrase>
                    <Phrase>
                      {t('columns.crew')}: {row.WORK_CNTR || t('noCrew')}
                    </Phrase>
                    <Phrase>{t('card.supplier', { supplier: props.supplierOf(row) })}</Phrase>
                  </Flex>
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
              <Box pt="2" borderTopWidth="1px" borderColor="gray.200">
                <OrderRowActions
                  orderCode={row.AUFNR}
                  actions={props.actionsOf(row)}
                  onAction={(action) => props.onAction(row, action)}
                  t={t}
                  classes={buttons}
                />
              </Box>
            </Flex>
          ))}
        </Stack>
      )}
    </StyleClasses>
  );
}
