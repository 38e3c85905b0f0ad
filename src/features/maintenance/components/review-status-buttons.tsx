/** The editing side's status: approve, reject or clear, as large high-contrast toggle buttons. */
import { Button, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  approvalOf,
  rejectionOf,
  type ReviewStatusCode,
  type Side,
} from '../../../domain/maintenance';
import { MaintenanceIcon } from './maintenance-icon';

export interface ReviewStatusButtonsProps {
  side: Side;
  status: ReviewStatusCode | null;
  label: string;
  onChange: (status: ReviewStatusCode | null) => void;
}

export function ReviewStatusButtons({ side, status, label, onChange }: ReviewStatusButtonsProps) {
  const { t } = useTranslation('maintenance');
  const approve = approvalOf(side);
  const reject = rejectionOf(side);
  const options = [
    { value: approve, text: t('review.approve'), palette: 'green', icon: 'validate' as const },
    { value: reject, text: t('review.reject'), palette: 'red', icon: 'close' as const },
    { value: null, text: t('review.clear'), palette: 'gray', icon: null },
  ];
  return (
    <Group role="group" aria-label={label} gap="2" flexWrap="wrap">
      {options.map((o) => {
        const pressed = status === o.value;
        return (
          <Button
            key={o.value ?? 'none'}
            minH="12"
            minW="24"
            px="4"
            fontWeight="bold"
            colorPalette={o.palette}
            variant={pressed ? (o.value === null ? 'subtle' : 'solid') : 'outline'}
            aria-pressed={pressed}
            onClick={() => onChange(o.value)}
          >
            {o.icon && <MaintenanceIcon name={o.icon} />}
            {o.text}
          </Button>
        );
      })}
    </Group>
  );
}
