/** The order-type selector (spec 2 §2 screens 6–8): the PurchaseorderType catalogue's entries. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/invoicing/form-fields';
import { ORDER_TYPES } from '../../../domain/supplier-invoicing/codes';
import { purchaseOrderTypesQueryOptions } from '../api/receipts-query';

export interface OrderTypeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The text of '' ("Todos"); omitted when a type is required. */
  allLabel?: string;
  showErrors?: boolean;
  disabled?: boolean;
}

export function OrderTypeField(props: OrderTypeFieldProps) {
  const { t } = useTranslation('supplierInvoicing');
  const types = useQuery(purchaseOrderTypesQueryOptions());
  // Until the catalogue answers (or when it cannot), the spec's two types (§9).
  const options = (types.data ?? ORDER_TYPES.map((o) => ({ Code: o.code, Name: o.name }))).map(
    (o) => ({ value: o.Code, label: `${o.Code} · ${o.Name}` }),
  );
  return (
    <SelectField
      label={t('fields.orderType')}
      value={props.value}
      options={options}
      allLabel={props.allLabel}
      required={props.allLabel === undefined}
      showErrors={props.showErrors}
      disabled={props.disabled}
      onChange={props.onChange}
    />
  );
}
