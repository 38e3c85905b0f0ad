/**
 * The order's heading facts: code, type, review status, scheduled date, site and supplier, and
 * the button that opens its attachments.
 */
import { Badge, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_TYPE_LABELS } from '../../../domain/maintenance';
import { toLanguage } from '../../../protocol/envelope';
import type { OrderDetails, OrderRow } from '../../../protocol/maintenance';
import { useSessionState } from '../../session/use-session';
import { AttachmentsDialog } from './attachments-dialog';
import { MaintenanceIcon } from './maintenance-icon';

export function OrderDetailHeader({
  details,
  row,
}: {
  details: OrderDetails;
  row: OrderRow | null;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const lang = toLanguage(i18n.language);
  const userId = useSessionState((s) => s.session?.User.Id ?? null);
  const [attachmentsOpen, setAttachmentsOpen] = useState(false);
  const facts = [
    [t('columns.type'), ORDER_TYPE_LABELS[details.orderType][lang]],
    [t('columns.scheduled'), details.orderDate],
    [t('columns.site'), row ? `${details.site} · ${row.DESCRIPT}` : details.site],
    [t('filters.supplier'), details.supplier],
  ];
  return (
    <Stack gap="2">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h2" size="xl">
          {t('orderTitle', { order: details.orderCode })}
        </Heading>
        <Badge variant="subtle" colorPalette="blue">
          {details.orderStatus
            ? `${details.orderStatus} · ${t(`reviewStatus.${details.orderStatus}`)}`
            : t('reviewStatus.none')}
        </Badge>
        {row && <Badge variant="outline">{row.TXT30}</Badge>}
        {userId !== null && (
          <Button variant="outline" minH="11" ms="auto" onClick={() => setAttachmentsOpen(true)}>
            <MaintenanceIcon name="attach" />
            {t('attachments.open')}
          </Button>
        )}
      </Flex>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text as="dt" fontSize="xs" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="sm">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {attachmentsOpen && userId !== null && (
        <AttachmentsDialog
          userId={userId}
          orderCode={details.orderCode}
          onClose={() => setAttachmentsOpen(false)}
        />
      )}
    </Stack>
  );
}
