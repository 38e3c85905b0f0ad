/**
 * The parts of an order as a list to pick from: the groups, then the site inventory and its
 * antennas. Each entry says in words where its review stands on each side shown, with the lock,
 * "editado" and error marks; the entry on screen in the review panel is marked current.
 */
import { Badge, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/ui/status-chip';
import {
  inventorySiteState,
  isLocked,
  rowEditState,
  rowFieldAccess,
  type Side,
} from '../../../domain/maintenance';
import type { ReviewRowView } from '../review/order-review';
import { useOrderReviewContext } from '../review/review-context';
import type { ReviewPart } from '../lib/review-parts';
import { MaintenanceIcon } from './maintenance-icon';
import { reviewStatusTone } from './review-sides';

export interface PartListProps {
  parts: readonly ReviewPart[];
  current: string | null;
  onOpen: (key: string) => void;
  /** The row behind a part (group, site or antenna review). */
  rowOf: (part: ReviewPart) => ReviewRowView | null;
  titleOf: (part: ReviewPart) => string;
  /** A line under the title: the crew's verdict, what the site part holds, an antenna's data. */
  subtitleOf: (part: ReviewPart) => string | null;
}

export function PartList({ parts, current, onOpen, rowOf, titleOf, subtitleOf }: PartListProps) {
  const { t } = useTranslation('maintenance');
  const review = useOrderReviewContext();
  const groups = parts.filter((p) => p.kind === 'group');
  const inventory = parts.filter((p) => p.kind !== 'group');
  const side = review.side;
  const reviewed = side ? parts.filter((p) => rowOf(p)?.draft[side].status != null).length : 0;

  const entry = (part: ReviewPart) => {
    const row = rowOf(part);
    const isCurrent = part.key === current;
    const access = row
      ? rowFieldAccess(row, {
          isLessor: review.isLessor,
          mode: side ? review.mode : 'consult',
          orderStatus: review.orderStatus,
        })
      : null;
    const state =
      row && side
        ? part.kind === 'site'
          ? inventorySiteState(row, review.model.review.inventory?.antennas ?? [], side)
          : rowEditState(row, side)
        : null;
    const shownSides = (['Pr', 'Tl'] as const).filter((s) => access && access[s] !== 'hidden');
    const statusOf = (s: Side) => (row ? row.draft[s].status : null);
    const subtitle = subtitleOf(part);
    return (
      <li key={part.key}>
        <chakra.button
          type="button"
          w="full"
          textAlign="start"
          px="3"
          py="3"
          minH="12"
          rounded="md"
          borderWidth={isCurrent ? '2px' : '1px'}
          borderColor={isCurrent ? 'brand.solid' : 'gray.300'}
          bg={isCurrent ? 'brand.subtle' : 'white'}
          _hover={{ bg: isCurrent ? 'brand.subtle' : 'gray.50' }}
          aria-current={isCurrent ? 'true' : undefined}
          onClick={() => onOpen(part.key)}
        >
          <Flex justify="space-between" gap="2" align="center">
            <Text fontWeight="semibold" fontSize="md">
              {titleOf(part)}
            </Text>
            <Flex gap="1" align="center" flexShrink={0}>
              {row && isLocked(row, review.orderStatus) && (
                <MaintenanceIcon name="lock" label={t('locked')} boxSize="4.5" />
              )}
              <MaintenanceIcon name="chevronRight" />
            </Flex>
          </Flex>
          {subtitle && (
            <Text fontSize="sm" color="fg.muted" mt="0.5">
              {subtitle}
            </Text>
          )}
          <Flex gap="1.5" mt="2" wrap="wrap" align="center">
            {shownSides.map((s) => (
              <StatusChip key={s} tone={reviewStatusTone(statusOf(s))} size="sm">
                {statusOf(s) ? t(`reviewStatus.${statusOf(s)}`) : t(`reviewStatus.noneBy.${s}`)}
              </StatusChip>
            ))}
            {state?.edited && (
              <Badge colorPalette="blue" variant="solid" fontSize="sm" px="2" py="0.5">
                {t('review.edited')}
              </Badge>
            )}
            {state?.kind === 'error' && (
              <Badge colorPalette="red" variant="solid" fontSize="sm" px="2" py="0.5">
                {t('review.hasError')}
              </Badge>
            )}
          </Flex>
        </chakra.button>
      </li>
    );
  };

  return (
    <Stack as="nav" aria-label={t('walk.parts')} gap="4">
      {side && (
        <Text fontSize="md" fontWeight="semibold" aria-live="polite">
          {t('walk.progress', { done: reviewed, total: parts.length })}
        </Text>
      )}
      <Stack gap="2">
        <Heading as="h3" size="md">
          {t('groups')}
        </Heading>
        {groups.length === 0 ? (
          <Text>{t('noGroups')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" aria-label={t('groups')}>
            {groups.map(entry)}
          </Stack>
        )}
      </Stack>
      {inventory.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="md">
            {t('walk.site')}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2" aria-label={t('walk.site')}>
            {inventory.map(entry)}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
