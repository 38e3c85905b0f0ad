/**
 * The company and supplier selectors of the supplier pages (spec 2 §2 screens 6–8), from the
 * session's lists: which companies and suppliers a user sees is the session's (spec 2 §6; a
 * Proveedor Principal with one company gets that one). A user whose session lists no supplier
 * (Visualizar, who reads every one) types the supplier's number. The lessor receipt variant names
 * the session's lessors the same way.
 */
import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/invoicing/form-fields';
import type { ReceiptParty } from '../../../domain/supplier-invoicing';
import { useSessionState } from '../../../lib/session/use-session';

export interface PartnerFieldProps {
  value: string;
  onChange: (value: string) => void;
  showErrors?: boolean;
  disabled?: boolean;
  /** Whom the list names: suppliers (default) or lessors (the lessor receipt variant). */
  party?: ReceiptParty;
}

export function CompanyField({ value, onChange, showErrors, disabled }: PartnerFieldProps) {
  const { t } = useTranslation('supplierInvoicing');
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

export function SupplierField({
  value,
  onChange,
  showErrors,
  disabled,
  party = 'supplier',
}: PartnerFieldProps) {
  const { t } = useTranslation(['supplierInvoicing', 'messages']);
  const lessor = party === 'lessor';
  const suppliers = useSessionState((s) => s.session?.SupplierList ?? []);
  if (suppliers.length === 0) {
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
      options={suppliers.map((s) => ({ value: s.Code, label: `${s.Code} · ${s.Name}` }))}
      onChange={onChange}
    />
  );
}

export { firstPartner } from '../lib/partner-preset';
