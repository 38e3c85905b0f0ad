/**
 * A native checkbox with its visible label and a touch-sized hit area, for the supplier form's
 * switches and checklists (companies, order types). Native, so every screen reader reads it alike.
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
