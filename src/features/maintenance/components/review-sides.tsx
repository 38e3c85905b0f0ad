/** The lessor (Pr) and operator (Tl) statuses and comments of a group or antenna, read-only. */
import { Badge, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RowValues } from '../../../domain/maintenance';
import { MaintenanceIcon } from './maintenance-icon';

const PALETTE: Record<string, string> = { VAPV: 'green', VATL: 'green', REPV: 'red', RETL: 'red' };

export function ReviewStatusBadge({ status }: { status: string | null }) {
  const { t } = useTranslation('maintenance');
  return (
    <Badge
      colorPalette={status ? (PALETTE[status] ?? 'gray') : 'gray'}
      variant="subtle"
      whiteSpace="normal"
    >
      {status ? `${status} · ${t(`reviewStatus.${status}`)}` : t('reviewStatus.none')}
    </Badge>
  );
}

export function LockedBadge() {
  const { t } = useTranslation('maintenance');
  return (
    <Badge colorPalette="purple" variant="solid" gap="1" title={t('lockedHint')}>
      <MaintenanceIcon name="lock" boxSize="3.5" />
      {t('locked')}
    </Badge>
  );
}

export function ReviewSides({ values }: { values: RowValues }) {
  const { t } = useTranslation('maintenance');
  const sides = [
    { key: 'Pr', label: t('side.Pr'), ...values.Pr },
    { key: 'Tl', label: t('side.Tl'), ...values.Tl },
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {sides.map((s) => (
        <Stack key={s.key} gap="1" bg="gray.50" p="2" rounded="sm">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontSize="sm" fontWeight="semibold">
              {s.label}
            </Text>
            <ReviewStatusBadge status={s.status} />
          </Flex>
          <Text fontSize="sm" color={s.comment ? undefined : 'fg.muted'}>
            {s.comment || t('noComments')}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
