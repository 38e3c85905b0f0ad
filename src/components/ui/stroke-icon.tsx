/** One 24-px stroke icon drawn from a path; decorative unless given a label. */
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export interface StrokeIconProps extends Omit<HTMLChakraProps<'svg'>, 'name' | 'path'> {
  /** The SVG path data, on a 24 × 24 grid. */
  path: string;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  label?: string;
}

export function StrokeIcon({ path, label, boxSize = '5', ...rest }: StrokeIconProps) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      boxSize={boxSize}
      flexShrink={0}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      {...rest}
    >
      <path d={path} />
    </chakra.svg>
  );
}
