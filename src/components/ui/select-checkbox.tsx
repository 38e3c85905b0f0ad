/** A native checkbox with a touch-sized hit area and an accessible name. */
import { chakra } from '@chakra-ui/react';

export interface SelectCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}

export function SelectCheckbox({ label, checked, indeterminate, onChange }: SelectCheckboxProps) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      minW="11"
      minH="11"
      cursor="pointer"
    >
      <chakra.input
        type="checkbox"
        aria-label={label}
        checked={checked}
        ref={(el: HTMLInputElement | null) => {
          if (el) el.indeterminate = indeterminate ?? false;
        }}
        onChange={(e) => onChange(e.currentTarget.checked)}
        boxSize="5"
        accentColor="var(--portal-primary, #0B3D91)"
        cursor="pointer"
      />
    </chakra.label>
  );
}
