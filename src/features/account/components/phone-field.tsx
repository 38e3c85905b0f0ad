/**
 * A phone of the data-update forms (spec 1 §5 Both forms): the prefix (+52 default, or +1) and a
 * 10-digit number; typed or pasted text that is not a whole number clears the field.
 */
import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_PREFIXES, phoneFieldValue } from '../../../domain/account/phone';

export interface PhoneValue {
  prefix: string;
  number: string;
}

interface Props {
  label: string;
  value: PhoneValue;
  required: boolean;
  error: string | null;
  onChange: (next: PhoneValue) => void;
  onBlur: () => void;
}

export function PhoneField({ label, value, required, error, onChange, onBlur }: Props) {
  const { t } = useTranslation('account');
  const prefixId = useId();
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label fontSize="md">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <HStack gap="2" w="full" align="stretch">
        <NativeSelect.Root width="24" flexShrink="0">
          <NativeSelect.Field
            id={prefixId}
            aria-label={t('dataUpdate.prefixOf', { field: label })}
            value={value.prefix}
            onChange={(e) => onChange({ ...value, prefix: e.target.value })}
          >
            {PHONE_PREFIXES.map((p) => (
              <option key={p} value={p}>
                +{p}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={value.number}
          onChange={(e) => onChange({ ...value, number: phoneFieldValue(e.target.value) })}
          onBlur={onBlur}
        />
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
