/**
 * The editing side's status: "Aprobar" and "Rechazar" as two large toggle buttons sharing the
 * width (48 px tall, for gloves), and "Quitar estatus" apart below them, small and quiet (disabled
 * while there is no status to take away, so nothing moves when the first status is chosen).
 */
import { Button, Flex, Stack } from '@chakra-ui/react';
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
  const options = [
    { value: approvalOf(side), text: t('review.approve'), palette: 'green', icon: 'validate' },
    { value: rejectionOf(side), text: t('review.reject'), palette: 'red', icon: 'close' },
  ] as const;
  return (
    <Stack role="group" aria-label={label} gap="2">
      <Flex gap="3">
        {options.map((o) => {
          const pressed = status === o.value;
          return (
            <Button
              key={o.value}
              flex="1"
              minH="12"
              px="4"
              fontSize="md"
              fontWeight="bold"
              colorPalette={o.palette}
              variant={pressed ? 'solid' : 'outline'}
              borderWidth="2px"
              // The chosen status in a dark shade: white on it reads above 7:1 in sunlight.
              {...(pressed
                ? { bg: `${o.palette}.800`, borderColor: `${o.palette}.800`, color: 'white' }
                : { color: `${o.palette}.800`, borderColor: `${o.palette}.700` })}
              aria-pressed={pressed}
              onClick={() => onChange(o.value)}
            >
              <MaintenanceIcon name={o.icon} />
              {o.text}
            </Button>
          );
        })}
      </Flex>
      <Button
        alignSelf="end"
        variant="plain"
        minH="11"
        px="3"
        fontSize="sm"
        color="gray.700"
        textDecoration="underline"
        title={t('review.clearHint')}
        disabled={status === null}
        onClick={() => onChange(null)}
      >
        {t('review.clear')}
      </Button>
    </Stack>
  );
}
