/**
 * Review statuses in words (spec 3 §4.1), as chips with colour, icon and text: "Aprobado por el
 * arrendador", "Rechazado por el operador", "Sin revisar"; and the lock mark.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '../../../components/ui/status-chip';
import { MaintenanceIcon } from './maintenance-icon';

const TONES: Record<string, StatusTone> = {
  VAPV: 'success',
  VATL: 'success',
  REPV: 'danger',
  RETL: 'danger',
  VAPR: 'pending',
};

/** The review statuses with words of their own; another code the server sends is shown as is. */
const REVIEW_STATUSES = ['VAPR', 'VAPV', 'REPV', 'VATL', 'RETL'] as const;

function isReviewStatus(status: string): status is (typeof REVIEW_STATUSES)[number] {
  return (REVIEW_STATUSES as readonly string[]).includes(status);
}

export function reviewStatusTone(status: string | null): StatusTone {
  return (status && TONES[status]) || 'neutral';
}

export function ReviewStatusBadge({
  status,
  size = 'md',
}: {
  status: string | null;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('maintenance');
  return (
    <StatusChip tone={reviewStatusTone(status)} size={size}>
      {!status
        ? t('reviewStatus.none')
        : isReviewStatus(status)
          ? t(`reviewStatus.${status}`)
          : status}
    </StatusChip>
  );
}

export function LockedBadge() {
  const { t } = useTranslation('maintenance');
  return (
    <Badge
      colorPalette="purple"
      variant="solid"
      gap="1"
      fontSize="sm"
      px="2"
      py="1"
      title={t('lockedHint')}
    >
      <MaintenanceIcon name="lock" boxSize="4" />
      {t('locked')}
    </Badge>
  );
}
