/**
 * The order's heading facts in words: code, review status and list status as chips, the type,
 * the scheduled date and time, the site, the supplier by name and the crew; and the button that
 * opens its attachments.
 */
import { Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/ui/status-chip';
import { ORDER_TYPE_LABELS, padSapId } from '../../../domain/maintenance';
import { toLanguage } from '../../../protocol/envelope';
import type { OrderDetails, OrderRow } from '../../../protocol/maintenance';
import { useSessionState } from '../../../lib/session/use-session';
import { scheduledText } from '../lib/orders-view';
import { AttachmentsDialog } from './attachments-dialog';
import { MaintenanceIcon } from './maintenance-icon';
import { ReviewStatusBadge } from './review-sides';

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
  const suppliers = useSessionState((s) => s.session?.SupplierList);
  const [attachmentsOpen, setAttachmentsOpen] = useState(false);
  const supplierCode = padSapId(details.supplier);
  const supplier = suppliers?.find((s) => padSapId(s.Code) === supplierCode)?.Name;
  const facts = [
    [t('columns.type'), ORDER_TYPE_LABELS[details.orderType][lang]],
    [t('columns.scheduled'), row ? scheduledText(row) : details.orderDate],
    [t('columns.site'), row ? `${details.site} · ${row.DESCRIPT}` : details.site],
    [t('filters.supplier'), supplier ?? t('walk.supplierUnknown', { code: details.supplier })],
    ...(row ? [[t('columns.crew'), row.WORK_CNTR || t('noCrew')]] : []),
  ];
  return (
    <Stack gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h2" size="xl">
          {t('orderTitle', { order: details.orderCode })}
        </Heading>
        <ReviewStatusBadge status={details.orderStatus || null} />
        {row && (
          <StatusChip tone="info" size="md">
            {row.TXT30}
          </StatusChip>
        )}
        {userId !== null && (
          <Button variant="outline" minH="11" ms="auto" onClick={() => setAttachmentsOpen(true)}>
            <MaintenanceIcon name="attach" />
            {t('attachments.open')}
          </Button>
        )}
      </Flex>
      <SimpleGrid as="dl" columns={{ base: 2, lg: 3 }} gap="3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="md" fontWeight="medium">
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
