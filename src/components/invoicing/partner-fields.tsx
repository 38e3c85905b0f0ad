/**
 * The company and partner (lessor or supplier) selectors the invoicing, supplier and payment
 * pages start with (spec 2 §2), from the session's lists (CompanyList, SupplierList): which
 * companies and partners a user sees is the session's (spec 2 §6; a Proveedor Principal with one
 * company gets that one). Both are required. A user whose session lists no partner (Visualizar,
 * an administrator: they read every one) types the partner's number.
 */
import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../lib/session/use-session';
import { SelectField } from './form-fields';

export interface PartnerFieldProps {
  value: string;
  onChange: (value: string) => void;
  showErrors?: boolean;
  disabled?: boolean;
}

export function CompanyField({ value, onChange, showErrors, disabled }: PartnerFieldProps) {
  const { t } = useTranslation('invoicing');
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

/** The lessor or the supplier: one of the session's, or its number typed. */
export function PartnerField({
  party,
  value,
  onChange,
  showErrors,
  disabled,
}: PartnerFieldProps & { party: 'lessor' | 'supplier' }) {
  const { t } = useTranslation(['invoicing', 'messages']);
  const lessor = party === 'lessor';
  const partners = useSessionState((s) => s.session?.SupplierList ?? []);
  if (partners.length === 0) {
    const missing = Boolean(showErrors) && value.trim() === '';
    return (
      <Field.Root required invalid={missing} disabled={disabled}>
        <Field.Label>
          {lessor ? t('fields.lessorNumber') : t('fields.supplierNumber')}
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
      label={lessor ? t('fields.lessor') : t('fields.supplier')}
      value={value}
      required
      disabled={disabled}
      showErrors={showErrors}
      options={partners.map((s) => ({ value: s.Code, label: `${s.Code} · ${s.Name}` }))}
      onChange={onChange}
    />
  );
}
