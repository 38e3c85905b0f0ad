/** The operations pages' filter controls: a labelled native select and a labelled date or text. */
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function SelectField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root minW="0">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="md">
        <NativeSelect.Field
          minH="11"
          bg="white"
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        >
          {props.children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function InputField(props: {
  label: string;
  value: string;
  type?: 'date' | 'search' | 'number';
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  maxLength?: number;
}) {
  return (
    <Field.Root minW="0">
      <Field.Label>{props.label}</Field.Label>
      <Input
        minH="11"
        bg="white"
        type={props.type ?? 'search'}
        value={props.value}
        min={props.min}
        max={props.max}
        maxLength={props.maxLength}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </Field.Root>
  );
}

/** yyyy-mm-dd of today minus `days`, in the device's time zone. */
export function dayBefore(days: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
