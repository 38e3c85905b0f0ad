/**
 * A table cell's long text cut at its limit (spec 2 §2: 40 characters in TEXT_D, 25 elsewhere),
 * the whole text in a tooltip on hover or focus. A text within the limit is plain text.
 */
import { chakra, Portal, Tooltip } from '@chakra-ui/react';
import { truncated } from './table-model';

export function TruncatedText({ text, limit }: { text: string; limit: number | null }) {
  const { shown, cut } = truncated(text, limit);
  if (!cut) return <>{text}</>;
  return (
    <Tooltip.Root openDelay={200} closeDelay={100} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <chakra.button
          type="button"
          textAlign="start"
          minH="11"
          cursor="help"
          textDecoration="underline dotted"
          textUnderlineOffset="3px"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
        >
          {shown}
        </chakra.button>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs" fontSize="sm">
            {text}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
