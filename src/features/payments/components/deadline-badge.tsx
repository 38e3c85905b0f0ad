/**
 * How near a complement's deadline is, in words first (colour only repeats them): overdue in red
 * ("Vencido hace 3 días"), due today or within three days in orange, otherwise neutral.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { deadlineState } from '../lib/payments';

const PALETTE = { overdue: 'red', today: 'orange', soon: 'orange', open: 'gray' } as const;

export function useDeadlineText(): (daysLeft: number) => string {
  const { t } = useTranslation('payments');
  return (daysLeft) => {
    const state = deadlineState(daysLeft);
    if (state === 'overdue') {
      const count = -daysLeft;
      return count === 1 ? t('cockpit.overdueOne', { count }) : t('cockpit.overdue', { count });
    }
    if (state === 'today') return t('cockpit.today');
    return daysLeft === 1
      ? t('cockpit.leftOne', { count: daysLeft })
      : t('cockpit.left', { count: daysLeft });
  };
}

export function DeadlineBadge({ daysLeft }: { daysLeft: number }) {
  const text = useDeadlineText();
  const state = deadlineState(daysLeft);
  return (
    <Badge
      colorPalette={PALETTE[state]}
      variant={state === 'open' ? 'outline' : 'solid'}
      size="lg"
      whiteSpace="normal"
    >
      {text(daysLeft)}
    </Badge>
  );
}
