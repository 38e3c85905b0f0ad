/**
 * A status as a field crew reads it in sunlight: colour, an icon and words together, never a code
 * alone. Text is 16 px by default (14 px with size "sm"); each tone's text on its background is
 * above 7:1 (WCAG AAA), so the status still reads when the colour does not.
 */
import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StrokeIcon } from './stroke-icon';

export type StatusTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral' | 'pending';

const TONES: Record<StatusTone, { bg: string; fg: string; border: string; path: string }> = {
  // check in a circle
  success: {
    bg: 'green.50',
    fg: 'green.900',
    border: 'green.700',
    path: 'M22 11.1V12a10 10 0 11-5.9-9.1M22 4L12 14l-3-3',
  },
  // x in a circle
  danger: {
    bg: 'red.50',
    fg: 'red.900',
    border: 'red.700',
    path: 'M12 22a10 10 0 100-20 10 10 0 000 20zM15 9l-6 6M9 9l6 6',
  },
  // triangle with an exclamation mark
  warning: {
    bg: 'orange.50',
    fg: 'orange.900',
    border: 'orange.700',
    path: 'M12 9v4M12 17h.01M10.3 3.9L1.8 18a2 2 0 001.7 3h17a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
  },
  // i in a circle
  info: {
    bg: 'blue.50',
    fg: 'blue.900',
    border: 'blue.700',
    path: 'M12 16v-4M12 8h.01M12 22a10 10 0 100-20 10 10 0 000 20z',
  },
  // a clock: waiting for someone
  pending: {
    bg: 'yellow.50',
    fg: 'yellow.950',
    border: 'yellow.700',
    path: 'M12 22a10 10 0 100-20 10 10 0 000 20zM12 6v6l4 2',
  },
  // a dashed circle: nothing decided yet
  neutral: {
    bg: 'gray.100',
    fg: 'gray.900',
    border: 'gray.500',
    path: 'M10.1 2.2a10 10 0 013.8 0M17.6 3.7a10 10 0 012.7 2.7M21.8 10.1a10 10 0 010 3.8M20.3 17.6a10 10 0 01-2.7 2.7M13.9 21.8a10 10 0 01-3.8 0M6.4 20.3a10 10 0 01-2.7-2.7M2.2 13.9a10 10 0 010-3.8M3.7 6.4a10 10 0 012.7-2.7',
  },
};

export type StatusChipSize = 'sm' | 'md';

/** The chip of each tone, its icon and its words, as styles (one source for both chips below). */
export function statusChipStyles(
  size: StatusChipSize = 'md',
): Record<StatusTone | 'icon' | 'words', SystemStyleObject> {
  const chip = (tone: StatusTone): SystemStyleObject => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '2',
    py: '0.5',
    rounded: 'md',
    borderWidth: '1px',
    bg: TONES[tone].bg,
    color: TONES[tone].fg,
    borderColor: TONES[tone].border,
    fontSize: size === 'md' ? 'md' : 'sm',
    fontWeight: 'semibold',
    lineHeight: 'short',
    maxW: 'full',
  });
  return {
    success: chip('success'),
    danger: chip('danger'),
    warning: chip('warning'),
    info: chip('info'),
    pending: chip('pending'),
    neutral: chip('neutral'),
    icon: { boxSize: size === 'md' ? '4.5' : '4', flexShrink: 0 },
    words: { minW: '0' },
  };
}

export interface StatusChipProps {
  tone: StatusTone;
  /** The words shown; the chip is never a bare code or colour. */
  children: ReactNode;
  size?: StatusChipSize;
}

export function StatusChip({ tone, children, size = 'md' }: StatusChipProps) {
  const styles = statusChipStyles(size);
  return (
    <chakra.span css={styles[tone]} data-tone={tone}>
      <StrokeIcon path={TONES[tone].path} boxSize={size === 'md' ? '4.5' : '4'} />
      <chakra.span minW="0">{children}</chakra.span>
    </chakra.span>
  );
}

export type StatusChipClasses = Readonly<Record<StatusTone | 'icon' | 'words', string>>;

/**
 * The same chip as plain elements, with the class names of statusChipStyles made once for a long
 * list (see StyleClasses).
 */
export function PlainStatusChip({
  tone,
  classes,
  children,
}: {
  tone: StatusTone;
  classes: StatusChipClasses;
  children: ReactNode;
}) {
  return (
    <span className={classes[tone]} data-tone={tone}>
      <svg
        className={classes.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        <path d={TONES[tone].path} />
      </svg>
      <span className={classes.words}>{children}</span>
    </span>
  );
}
