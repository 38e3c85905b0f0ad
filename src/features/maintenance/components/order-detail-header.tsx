/** The order's heading facts: code, type, review status, scheduled date, site and supplier. */
import { Badge, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ORDER_TYPE_LABELS } from '../../../domain/maintenance';
import { toLanguage } from '../../../protocol/envelope';
import type { OrderDetails, OrderRow } from '../../../protocol/maintenance';

export function OrderDetailHeader({
  details,
  row,
}: {
  details: OrderDetails;
  row: OrderRow | null;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const lang = toLanguage(i18n.language);
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
    </Stack>
  );
}
