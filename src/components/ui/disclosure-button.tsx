/**
 * The button that opens and closes a panel below it: a chevron that turns, its title, and the
 * panel's id and state for assistive technology. Touch-sized (44 px).
 */
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StrokeIcon } from './stroke-icon';

const CHEVRON = 'M6 9l6 6 6-6';

export function DisclosureButton(props: {
  open: boolean;
  onToggle: () => void;
  /** The id of the panel it opens. */
  controls: string;
  fontSize?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      minH="11"
      px="2"
      fontSize={props.fontSize}
      fontWeight="semibold"
      aria-expanded={props.open}
      aria-controls={props.controls}
      onClick={props.onToggle}
    >
      <StrokeIcon
        path={CHEVRON}
        transform={props.open ? undefined : 'rotate(-90deg)'}
        transition="transform 0.15s"
      />
      {props.children}
    </Button>
  );
}
