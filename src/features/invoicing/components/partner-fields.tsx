/**
 * The company and lessor selectors every lessor page starts with (spec 2 §2), from the session's
 * lists (CompanyList, SupplierList): which companies and lessors a user sees is the session's
 * (spec 2 §6). Both are required.
 */
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../../lib/session/use-session';
import { SelectField } from './form-fields';

export interface PartnerFieldProps {
  value: string;
  onChange: (value: string) => void;
  showErrors?: boolean;
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

export function LessorField({ value, onChange, showErrors }: PartnerFieldProps) {
  const { t } = useTranslation('invoicing');
  const lessors = useSessionState((s) => s.session?.SupplierList ?? []);
  return (
    <SelectField
      label={t('fields.lessor')}
      value={value}
      required
      showErrors={showErrors}
      options={lessors.map((l) => ({ value: l.Code, label: `${l.Code} · ${l.Name}` }))}
      onChange={onChange}
    />
  );
}
