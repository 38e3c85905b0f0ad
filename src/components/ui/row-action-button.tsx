/**
 * One action on a row of a table or card list, as a gloved finger and a screen reader need it:
 * an icon with its word ("Ver", "Descargar", "Eliminar"), at least 44 × 44 px, and an accessible
 * name that says what it acts on. A destructive action is red and outlined, to stand apart.
 */
import { Button } from '@chakra-ui/react';
import { StrokeIcon } from './stroke-icon';

export interface RowActionButtonProps {
  /** The visible word. */
  label: string;
  /** The accessible name: the word and what it acts on ("Ver acta.pdf"). */
  accessibleName: string;
  /** The icon's path on the 24-px grid. */
  iconPath: string;
  tone?: 'default' | 'danger';
  onClick: () => void;
}

export function RowActionButton({
  label,
  accessibleName,
  iconPath,
  tone = 'default',
  onClick,
}: RowActionButtonProps) {
  return (
    <Button
      variant="outline"
      colorPalette={tone === 'danger' ? 'red' : 'gray'}
      color={tone === 'danger' ? 'red.800' : 'fg'}
      borderColor={tone === 'danger' ? 'red.600' : 'gray.400'}
      minH="11"
      minW="11"
      px="3"
      gap="1.5"
      fontSize="md"
      aria-label={accessibleName}
      onClick={onClick}
    >
      <StrokeIcon path={iconPath} boxSize="5" />
      {label}
    </Button>
  );
}
