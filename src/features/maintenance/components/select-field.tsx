/** A labelled native select of the filter bar, with an "all" choice. */
import { Field, NativeSelect } from '@chakra-ui/react';
import type { CodeLabel } from '../lib/maintenance-context';

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly CodeLabel[];
  /** The text of the '' choice (e.g. "Todos"); omitted when a value is required. */
  allLabel?: string;
  onChange: (value: string) => void;
}

export function SelectField({ label, value, options, allLabel, onChange }: SelectFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="md">
        <NativeSelect.Field
          minH="11"
          bg="white"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
