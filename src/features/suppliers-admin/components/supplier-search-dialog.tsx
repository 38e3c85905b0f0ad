/**
 * The supplier search dialog (spec 2 §2 screen 13): name, tax id, code, company and order type,
 * with reset and search. A name or a tax id is needed: without one, alertSearchSupplier.
 */
import { Button, chakra, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supplierMessage } from '../../../domain/supplier-invoicing';
import { showAlert } from '../../../lib/alert-store';
import { getLanguage } from '../../../lib/language';
import type { SupplierSearchFilter } from '../../../protocol/supplier-admin';
import { supplierCataloguesQueryOptions } from '../api/supplier-catalogues-query';
import { EMPTY_SUPPLIER_SEARCH, searchFilter, type SearchFormValues } from '../lib/search-form';
import { FORM_LIMITS } from '../lib/supplier-form';
import { DialogFrame } from '../../../components/ui/dialog-frame';

export interface SupplierSearchDialogProps {
  initial: SearchFormValues;
  onClose: () => void;
  onSearch: (filter: SupplierSearchFilter, values: SearchFormValues) => void;
}

export function SupplierSearchDialog({ initial, onClose, onSearch }: SupplierSearchDialogProps) {
  const { t } = useTranslation('suppliersAdmin');
  const catalogues = useQuery(supplierCataloguesQueryOptions());
  const [values, setValues] = useState(initial);
  const set = (key: keyof SearchFormValues, value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const formId = 'supplier-search-form';
  const text = (key: 'Name' | 'TIN' | 'Code', label: string, max: number) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        bg="white"
        minH="11"
        maxLength={max}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        autoComplete="off"
      />
    </Field.Root>
  );
  const select = (
    key: 'CompanyId' | 'PurchaseOrderTypeId',
    label: string,
    items: { value: string; label: string }[],
  ) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="white"
          minH="11"
          value={values[key]}
          onChange={(e) => set(key, e.currentTarget.value)}
        >
          <option value="">{t('search.any')}</option>
          {items.map((i) => (
            <option key={i.value} value={i.value}>
              {i.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <DialogFrame
      title={t('search.title')}
      width={800}
      onClose={onClose}
      footer={
        <>
          <Button minH="11" variant="outline" onClick={() => setValues(EMPTY_SUPPLIER_SEARCH)}>
            {t('search.reset')}
          </Button>
          <Button minH="11" type="submit" form={formId}>
            {t('search.submit')}
          </Button>
        </>
      }
    >
      <chakra.form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const outcome = searchFilter(values);
          if (!outcome.ok) {
            showAlert({
              type: 'warning',
              message: supplierMessage(outcome.problem, getLanguage()),
            });
            return;
          }
          onSearch(outcome.filter, values);
        }}
      >
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t('search.hint')}
          </Text>
          {text('Name', t('search.name'), FORM_LIMITS.searchName)}
          <Stack direction={{ base: 'column', md: 'row' }} gap="3">
            {text('TIN', t('search.tin'), FORM_LIMITS.tin)}
            {text('Code', t('search.code'), FORM_LIMITS.code)}
          </Stack>
          <Stack direction={{ base: 'column', md: 'row' }} gap="3">
            {select(
              'CompanyId',
              t('search.company'),
              (catalogues.data?.companies ?? []).map((c) => ({
                value: c.Code,
                label: `${c.Code} – ${c.Name}`,
              })),
            )}
            {select(
              'PurchaseOrderTypeId',
              t('search.orderType'),
              (catalogues.data?.orderTypes ?? []).map((o) => ({
                value: String(o.Id),
                label: `${o.Code} ${o.Name}`,
              })),
            )}
          </Stack>
        </Stack>
      </chakra.form>
    </DialogFrame>
  );
}
