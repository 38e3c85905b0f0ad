/**
 * The company and lessor or supplier selectors of the payment pages (spec 2 §2 screens 9–10), from
 * the session's lists. A user whose session lists no partner (Visualizar, an administrator: they
 * read every one) types the partner's number.
 */
import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/invoicing/form-fields';
import { useSessionState } from '../../../lib/session/use-session';
import type { PaymentParty } from '../lib/payments';

export interface PartnerFieldProps {
  value: string;
  onChange: (value: string) => void;
  showErrors?: boolean;
  disabled?: boolean;
}

export function CompanyField({ value, onChange, showErrors, disabled }: PartnerFieldProps) {
  const { t } = useTranslation('payments');
  const companies = useSessionState((s) => s.session?.CompanyList ?? []);
  return (
    <SelectField
      label={t('fields.company')}
      value={value}
      required
      disabled={disabled}
      showErrors={showErrors}
      options={companies.map((c) => ({ value: c.Code, label: `${c.Code} · ${c.Name}` }))}
      onChange={onChange}
    />
  );
}

export function PartnerField({
  party,
  value,
  onChange,
  showErrors,
  disabled,
}: PartnerFieldProps & { party: PaymentParty }) {
  const { t } = useTranslation(['payments', 'messages']);
  const partners = useSessionState((s) => s.session?.SupplierList ?? []);
  if (partners.length === 0) {
    const missing = Boolean(showErrors) && value.trim() === '';
    return (
      <Field.Root required invalid={missing} disabled={disabled}>
        <Field.Label>
          {party === 'lessor' ? t('fields.lessorNumber') : t('fields.supplierNumber')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          minH="11"
          bg="white"
          inputMode="numeric"
          maxLength={10}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, ''))}
        />
        {missing && <Field.ErrorText>{t('messages:dataLabelRequired')}</Field.ErrorText>}
      </Field.Root>
    );
  }
  return (
    <SelectField
      label={party === 'lessor' ? t('fields.lessor') : t('fields.supplier')}
      value={value}
      required
      disabled={disabled}
      showErrors={showErrors}
      options={partners.map((s) => ({ value: s.Code, label: `${s.Code} · ${s.Name}` }))}
      onChange={onChange}
    />
  );
}
