/**
 * The parts of an order as a list to pick from: the groups, then the site inventory and its
 * antennas. Each entry says in words where its review stands on each side shown, with the lock,
 * "editado" and error marks; the entry on screen in the review panel is marked current.
 *
 * An order has dozens of parts (a dozen groups, thirty antennas) and this list is what a crew
 * waits for on opening an order: the entries are plain elements drawn with class names made once
 * for the list (StyleClasses), and the browser skips the entries out of view until they are
 * scrolled to (content-visibility), while they stay in the page for find-in-page and assistive
 * technology.
 */
import { Badge, Heading, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  PlainStatusChip,
  statusChipStyles,
  type StatusChipClasses,
} from '../../../components/ui/status-chip';
import { StyleClasses } from '../../../components/ui/style-classes';
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
import { MAINTENANCE_ICON_PATHS } from './maintenance-icon';
import { reviewStatusTone } from './review-sides';

const button: SystemStyleObject = {
  w: 'full',
  textAlign: 'start',
  px: '3',
  py: '3',
  minH: '12',
  rounded: 'md',
};

const icon: SystemStyleObject = { flexShrink: 0 };

const PART_LIST_STYLES = {
  // An entry out of view is drawn only when scrolled to; until then it holds its last height, or
  // about that of an entry with a subtitle and one line of chips.
  entry: { contentVisibility: 'auto', containIntrinsicSize: 'auto 6.5rem' },
  button: {
    ...button,
    borderWidth: '1px',
    borderColor: 'gray.300',
    bg: 'white',
    _hover: { bg: 'gray.50' },
  },
  buttonCurrent: {
    ...button,
    borderWidth: '2px',
    borderColor: 'brand.solid',
    bg: 'brand.subtle',
    _hover: { bg: 'brand.subtle' },
  },
  titleLine: { display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'center' },
  title: { fontWeight: 'semibold', fontSize: 'md' },
  marks: { display: 'flex', gap: '1', alignItems: 'center', flexShrink: 0 },
  lock: { ...icon, boxSize: '4.5' },
  chevron: { ...icon, boxSize: '5' },
  subtitle: { display: 'block', fontSize: 'sm', color: 'fg.muted', mt: '0.5' },
  chips: { display: 'flex', gap: '1.5', mt: '2', flexWrap: 'wrap', alignItems: 'center' },
} satisfies Record<string, SystemStyleObject>;

type PartListClasses = Readonly<Record<keyof typeof PART_LIST_STYLES, string>>;

/** A decorative stroke icon, or a named one when given a label. */
function PlainIcon({
  path,
  className,
  label,
}: {
  path: string;
  className: string;
  label?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    >
      <path d={path} />
    </svg>
  );
}

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

  const entry = (part: ReviewPart, c: PartListClasses, chip: StatusChipClasses) => {
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
      <li key={part.key} className={c.entry}>
        <button
          type="button"
          className={isCurrent ? c.buttonCurrent : c.button}
          aria-current={isCurrent ? 'true' : undefined}
          onClick={() => onOpen(part.key)}
        >
          <span className={c.titleLine}>
            <span className={c.title}>{titleOf(part)}</span>
            <span className={c.marks}>
              {row && isLocked(row, review.orderStatus) && (
                <PlainIcon
                  path={MAINTENANCE_ICON_PATHS.lock}
                  className={c.lock}
                  label={t('locked')}
                />
              )}
              <PlainIcon path={MAINTENANCE_ICON_PATHS.chevronRight} className={c.chevron} />
            </span>
          </span>
          {subtitle && <span className={c.subtitle}>{subtitle}</span>}
          <span className={c.chips}>
            {shownSides.map((s) => {
              const status = statusOf(s);
              return (
                <PlainStatusChip key={s} tone={reviewStatusTone(status)} classes={chip}>
                  {status ? t(`reviewStatus.${status}`) : t(`reviewStatus.noneBy.${s}`)}
                </PlainStatusChip>
              );
            })}
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
          </span>
        </button>
      </li>
    );
  };

  return (
    <StyleClasses styles={PART_LIST_STYLES}>
      {(c) => (
        <StyleClasses styles={statusChipStyles('sm')}>
          {(chip) => (
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
                    {groups.map((part) => entry(part, c, chip))}
                  </Stack>
                )}
              </Stack>
              {inventory.length > 0 && (
                <Stack gap="2">
                  <Heading as="h3" size="md">
                    {t('walk.site')}
                  </Heading>
                  <Stack as="ul" listStyleType="none" gap="2" aria-label={t('walk.site')}>
                    {inventory.map((part) => entry(part, c, chip))}
                  </Stack>
                </Stack>
              )}
            </Stack>
          )}
        </StyleClasses>
      )}
    </StyleClasses>
  );
}
