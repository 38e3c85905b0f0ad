/**
 * A native checkbox with its visible label and a touch-sized hit area, for the administration
 * dialogs' switches and checklists (a user's companies, crews, regions and modules; a supplier's
 * companies and order types). Native, as the table's SelectCheckbox, so it needs no theme recipe
 * and reads the same to every screen reader.
 */
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LabelledCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}

export function LabelledCheck({
  checked,
  onChange,
  disabled = false,
  children,
}: LabelledCheckProps) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      minH="11"
      color={disabled ? 'fg.muted' : undefined}
      cursor={disabled ? 'not-allowed' : 'pointer'}
    >
      <chakra.input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
        boxSize="5"
        flexShrink={0}
        accentColor="var(--portal-primary, #0B3D91)"
        cursor="inherit"
      />
      <chakra.span>{children}</chakra.span>
    </chakra.label>
  );
}
