/**
 * The receipts search (spec 2 §2 screens 7–8): company, supplier, order type or order number; in
 * the lessor receipt variant company and lessor only.
 */
import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/invoicing/form-fields';
import { SelectorForm } from '../../../components/invoicing/selector-form';
import type { ReceiptParty } from '../../../domain/supplier-invoicing';
import { missingSearchFields, type ReceiptsSearch } from '../lib/receipts-search';
import { OrderTypeField } from './order-type-field';
import { CompanyField, PartnerField } from '../../../components/invoicing/partner-fields';

export interface ReceiptsSearchFormProps {
  value: ReceiptsSearch;
  onChange: (patch: Partial<ReceiptsSearch>) => void;
  onSearch: () => void;
  searching: boolean;
  showErrors: boolean;
  /** Locked: a non-electronic form not yet selected, or the second after a send. */
  disabled?: boolean;
  /** A lessor's search (ReceiptLessor) is company and lessor only: no order type or number. */
  party?: ReceiptParty;
}

export function ReceiptsSearchForm(props: ReceiptsSearchFormProps) {
  const { t } = useTranslation(['supplierInvoicing', 'messages']);
  const { value, onChange, showErrors, disabled, party = 'supplier' } = props;
  const missing = showErrors ? missingSearchFields(value, party) : [];
  return (
    <SelectorForm
      label={t('receipts.searchForm')}
      onSearch={() => {
        if (!disabled) props.onSearch();
      }}
      searching={props.searching}
      disabled={disabled}
    >
      <CompanyField
        value={value.bukrs}
        disabled={disabled}
        showErrors={showErrors}
        onChange={(bukrs) => onChange({ bukrs })}
      />
      <PartnerField
        value={value.lifnr}
        disabled={disabled}
        showErrors={showErrors}
        party={party}
        onChange={(lifnr) => onChange({ lifnr })}
      />
      {party === 'supplier' && (
        <SelectField
          label={t('receipts.searchBy')}
          value={value.by}
          disabled={disabled}
          options={[
            { value: 'type', label: t('receipts.byType') },
            { value: 'order', label: t('receipts.byOrder') },
          ]}
          onChange={(by) => onChange({ by: by === 'order' ? 'order' : 'type' })}
        />
      )}
      {party === 'lessor' ? null : value.by === 'type' ? (
        <OrderTypeField
          value={value.orderType}
          disabled={disabled}
          showErrors={showErrors}
          onChange={(orderType) => onChange({ orderType })}
        />
      ) : (
        <Field.Root required invalid={missing.includes('ebeln')} disabled={disabled}>
          <Field.Label>
            {t('fields.orderNumber')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            minH="11"
            bg="white"
            inputMode="numeric"
            maxLength={12}
            value={value.ebeln}
            onChange={(e) => onChange({ ebeln: e.currentTarget.value.replace(/\D/g, '') })}
          />
          {missing.includes('ebeln') && (
            <Field.ErrorText>{t('messages:dataLabelRequired')}</Field.ErrorText>
          )}
        </Field.Root>
      )}
    </SelectorForm>
  );
}
