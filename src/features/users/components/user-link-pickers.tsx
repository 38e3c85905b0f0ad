/**
 * The selectors of the user dialog (new and edit) for what a user is linked to: companies, crews and regions
 * as required checkbox groups, and the lessor / supplier found by code or name.
 */
import { Field, Fieldset, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  companyListQueryOptions,
  crewListQueryOptions,
  regionListQueryOptions,
  supplierListQueryOptions,
} from '../api/user-dialog-lists';
import type { UserFormValues } from '../lib/user-form';
import { LabelledCheck } from '../../../components/ui/labelled-check';

type Form = UseFormReturn<UserFormValues>;

/** A required group of checkboxes over a list of codes. */
export function CodeChecks({
  form,
  name,
  legend,
  options,
  error,
  loading,
  empty,
}: {
  form: Form;
  name: 'companies' | 'crews' | 'regions';
  legend: string;
  options: readonly { Code: string; Name: string }[];
  error: string | undefined;
  loading: boolean;
  empty: string;
}) {
  const { t } = useTranslation('users');
  const chosen = useWatch({ control: form.control, name });
  const toggle = (code: string, on: boolean) =>
    form.setValue(name, on ? [...chosen, code] : chosen.filter((c) => c !== code), {
      shouldValidate: form.formState.isSubmitted,
    });
  return (
    <Fieldset.Root invalid={error !== undefined}>
      <Fieldset.Legend fontWeight="medium">
        {legend} <span aria-hidden="true">*</span>
      </Fieldset.Legend>
      <Fieldset.Content>
        {loading ? (
          <Text fontSize="sm">{t('loading')}</Text>
        ) : options.length === 0 ? (
          <Text fontSize="sm">{empty}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
            {options.map((o) => (
              <LabelledCheck
                key={o.Code}
                checked={chosen.includes(o.Code)}
                onChange={(on) => toggle(o.Code, on)}
              >
                {o.Code} · {o.Name}
              </LabelledCheck>
            ))}
          </SimpleGrid>
        )}
      </Fieldset.Content>
      <Fieldset.ErrorText color="red.700">{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

export function CompanyChecks({ form, error }: { form: Form; error: string | undefined }) {
  const { t } = useTranslation('users');
  const list = useQuery(companyListQueryOptions());
  return (
    <CodeChecks
      form={form}
      name="companies"
      legend={t('fields.companies')}
      options={list.data ?? []}
      error={error}
      loading={list.isPending}
      empty={list.isError ? t('loadFailed') : t('create.noneToChoose')}
    />
  );
}

export function CrewChecks({ form, error }: { form: Form; error: string | undefined }) {
  const { t } = useTranslation('users');
  const supplier = useWatch({ control: form.control, name: 'supplier' });
  const companies = useWatch({ control: form.control, name: 'companies' });
  const list = useQuery(crewListQueryOptions(supplier, companies));
  return (
    <CodeChecks
      form={form}
      name="crews"
      legend={t('fields.crews')}
      options={list.data ?? []}
      error={error}
      loading={supplier !== '' && list.isPending}
      empty={
        list.isError
          ? t('loadFailed')
          : supplier === ''
            ? t('create.chooseSupplierFirst')
            : t('create.noneToChoose')
      }
    />
  );
}

export function RegionChecks({ form, error }: { form: Form; error: string | undefined }) {
  const { t } = useTranslation('users');
  const list = useQuery(regionListQueryOptions());
  return (
    <CodeChecks
      form={form}
      name="regions"
      legend={t('fields.regions')}
      options={list.data ?? []}
      error={error}
      loading={list.isPending}
      empty={list.isError ? t('loadFailed') : t('create.noneToChoose')}
    />
  );
}

/** The lessor / supplier: a filter by code or name, then a choice among the matches. */
export function SupplierPicker({
  form,
  required,
  error,
}: {
  form: Form;
  required: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation('users');
  const [filter, setFilter] = useState('');
  const list = useQuery(supplierListQueryOptions(filter));
  const chosen = useWatch({ control: form.control, name: 'supplier' });
  const options = list.data ?? [];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Field.Root>
        <Field.Label>{t('create.supplierFilter')}</Field.Label>
        <Input
          type="search"
          bg="white"
          maxLength={256}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </Field.Root>
      <Field.Root required={required} invalid={error !== undefined}>
        <Field.Label>
          {t('fields.supplier')}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            bg="white"
            value={chosen}
            onChange={(e) => {
              form.setValue('supplier', e.target.value, {
                shouldValidate: form.formState.isSubmitted,
              });
              form.setValue('crews', []);
            }}
          >
            <option value="">{list.isError ? t('loadFailed') : t('create.chooseSupplier')}</option>
            {/* The chosen supplier stays listed while the filter shows others. */}
            {chosen !== '' && !options.some((s) => s.Code === chosen) && (
              <option value={chosen}>{chosen}</option>
            )}
            {options.map((s) => (
              <option key={s.Code} value={s.Code}>
                {s.Code} · {s.Name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText color="red.700">{error}</Field.ErrorText>
      </Field.Root>
    </SimpleGrid>
  );
}
