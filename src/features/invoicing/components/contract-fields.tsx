/**
 * The selectors every lessor list page starts with (spec 2 §2): company, lessor and contract, and
 * the payment periods' status. Choosing another company or lessor clears the contract, whose list
 * is that lessor's in that company.
 */
import { useTranslation } from 'react-i18next';
import { ALL_STATUSES, PERIOD_STATUS_CODES } from '../../../domain/invoicing/codes';
import type { ContractRef } from '../../../protocol/invoicing';
import { SelectField } from '../../../components/invoicing/form-fields';
import { CompanyField, PartnerField } from '../../../components/invoicing/partner-fields';

export interface PartnerContract {
  bukrs: string;
  lifnr: string;
  recnnr: string;
}

export interface ContractFieldsProps {
  form: PartnerContract;
  setForm: (patch: Partial<PartnerContract>) => void;
  /** The contracts query of the chosen company and lessor. */
  contracts: { data?: readonly ContractRef[]; isPending: boolean };
  showErrors: boolean;
  /** How a contract reads in its list (number and text unless told otherwise). */
  contractLabel?: (contract: ContractRef) => string;
}

const numberAndText = (c: ContractRef) => `${c.RECNNR} · ${c.RECNTXT}`;

export function ContractFields({
  form,
  setForm,
  contracts,
  showErrors,
  contractLabel = numberAndText,
}: ContractFieldsProps) {
  const { t } = useTranslation('invoicing');
  return (
    <>
      <CompanyField
        value={form.bukrs}
        showErrors={showErrors}
        onChange={(bukrs) => setForm({ bukrs, recnnr: '' })}
      />
      <PartnerField
        party="lessor"
        value={form.lifnr}
        showErrors={showErrors}
        onChange={(lifnr) => setForm({ lifnr, recnnr: '' })}
      />
      <SelectField
        label={t('fields.contract')}
        value={form.recnnr}
        allLabel={contracts.isPending ? t('loading') : t('fields.allContracts')}
        options={(contracts.data ?? []).map((c) => ({ value: c.RECNNR, label: contractLabel(c) }))}
        onChange={(recnnr) => setForm({ recnnr })}
      />
    </>
  );
}

export type PeriodStatusChoice = typeof ALL_STATUSES | (typeof PERIOD_STATUS_CODES)[number];

/** The payment periods' status: 00 all, 01 pending to send, 02 registered, 03 paid. */
export function PeriodStatusField({
  value,
  onChange,
}: {
  value: PeriodStatusChoice;
  onChange: (status: PeriodStatusChoice) => void;
}) {
  const { t } = useTranslation('invoicing');
  return (
    <SelectField
      label={t('fields.status')}
      value={value}
      options={([ALL_STATUSES, ...PERIOD_STATUS_CODES] as const).map((s) => ({
        value: s,
        label: t(`periodStatus.${s}`),
      }))}
      onChange={(status) => onChange(status as PeriodStatusChoice)}
    />
  );
}
