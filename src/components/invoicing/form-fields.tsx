/**
 * The selector forms' fields (spec 2 §2): a labelled native select and a date box, 44 px tall,
 * with the spec's dataLabelRequired under a required one left empty.
 */
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface Option {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  /** The text of a '' choice ("Todos"); omitted when a value is required. */
  allLabel?: string;
  required?: boolean;
  /** Shows dataLabelRequired when a required value is missing. */
  showErrors?: boolean;
  disabled?: boolean;
}

export function SelectField(props: SelectFieldProps) {
  const { t } = useTranslation('messages');
  const { label, value, options, onChange, allLabel, required = false, showErrors = false } = props;
  const missing = required && showErrors && value === '';
  return (
    <Field.Root required={required} invalid={missing} disabled={props.disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root size="md">
        <NativeSelect.Field
          minH="11"
          bg="white"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {allLabel === undefined && value === '' && <option value="" />}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {missing && <Field.ErrorText>{t('dataLabelRequired')}</Field.ErrorText>}
    </Field.Root>
  );
}

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD or ''. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** The problem to show under the box, if any. */
  error?: string | null;
  min?: string;
  max?: string;
}

export function DateField({
  label,
  value,
  onChange,
  required = false,
  error,
  min,
  max,
}: DateFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        type="date"
        minH="11"
        bg="white"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
