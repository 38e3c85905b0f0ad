/**
 * The company and lessor selectors every lessor page starts with (spec 2 §2), from the session's
 * lists (CompanyList, SupplierList): which companies and lessors a user sees is the session's
 * (spec 2 §6). Both are required.
 */
import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../../lib/session/use-session';
import { SelectField } from '../../../components/invoicing/form-fields';

export interface PartnerFieldProps {
  value: string;
  onChange: (value: string) => void;
  showErrors?: boolean;
  /** Whom the list names: lessors (default) or suppliers (the supplier statement). */
  party?: 'lessor' | 'supplier';
}

export function CompanyField({ value, onChange, showErrors }: PartnerFieldProps) {
  const { t } = useTranslation('invoicing');
  const companies = useSessionState((s) => s.session?.CompanyList ?? []);
  return (
    <SelectField
      label={t('fields.company')}
      value={value}
      required
      showErrors={showErrors}
      options={companies.map((c) => ({ value: c.Code, label: `${c.Code} · ${c.Name}` }))}
      onChange={onChange}
    />
  );
}

/**
 * The lessor: a choice among the session's lessors, or, for a user whose session lists none (an
 * administrator or Visualizar, who see every lessor), the lessor's number typed.
 */
export function LessorField({ value, onChange, showErrors, party = 'lessor' }: PartnerFieldProps) {
  const { t } = useTranslation(['invoicing', 'messages']);
  const supplier = party === 'supplier';
  const lessors = useSessionState((s) => s.session?.SupplierList ?? []);
  if (lessors.length === 0) {
    const missing = Boolean(showErrors) && value.trim() === '';
    return (
      <Field.Root required invalid={missing}>
        <Field.Label>
          {supplier ? t('fields.supplierNumber') : t('fields.lessorNumber')}
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
      label={supplier ? t('fields.supplier') : t('fields.lessor')}
      value={value}
      required
      showErrors={showErrors}
      options={lessors.map((l) => ({ value: l.Code, label: `${l.Code} · ${l.Name}` }))}
      onChange={onChange}
    />
  );
}
