/** The invoice reference (noReference, spec 2 §5): required, at most 16 characters. */
import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { INVOICE_REFERENCE_MAX, referenceProblem } from '../../../domain/invoicing/send';
import { invoicingMessage } from '../../../domain/invoicing/messages';
import { langOf } from './lang';

export function ReferenceField({
  value,
  onChange,
  disabled,
  touched,
}: {
  value: string;
  onChange: (next: string) => void;
  disabled: boolean;
  /** Show "required" only once the lessor had a chance to type it. */
  touched: boolean;
}) {
  const { t, i18n } = useTranslation('invoicePanel');
  const problem = referenceProblem(value);
  const shown = problem && (touched || value !== '') ? problem : null;
  return (
    <Field.Root required invalid={shown !== null}>
      <Field.Label>{t('reference')}</Field.Label>
      <Input
        minH="11"
        bg="white"
        value={value}
        disabled={disabled}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      <Field.HelperText>
        {t('referenceHelp', { count: value.trim().length, max: INVOICE_REFERENCE_MAX })}
      </Field.HelperText>
      {shown && <Field.ErrorText>{invoicingMessage(shown, langOf(i18n.language))}</Field.ErrorText>}
    </Field.Root>
  );
}
