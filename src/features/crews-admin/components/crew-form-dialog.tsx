/**
 * The crew form (spec 3 §2.5, §5.6): name (required, at most 256), code (required, at most 10,
 * fixed once saved), active, company and supplier (required; the supplier list is the company's
 * active lessors and suppliers) and an optional region. New starts active; edit and view read
 * api/Crew 21 first; view shows the same fields read-only with no save.
 */
import { Alert, chakra, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledCheck } from '../../../components/ui/labelled-check';
import { CREW_LIMITS, crewFormProblem, type CrewProblem } from '../../../domain/crew-admin';
import { getLanguage } from '../../../lib/language';
import { useSessionState } from '../../../lib/session/use-session';
import type { CrewRecordResponse } from '../../../protocol/crew-admin';
import { message } from '../../../protocol/messages';
import {
  crewRecordQueryOptions,
  regionOptionsQueryOptions,
  saveCrew,
  supplierOptionsQueryOptions,
} from '../api/crew-api';
import type { FormMode } from './admin-list-page';
import { RecordFormFrame } from './record-form-frame';

interface Values {
  Name: string;
  Code: string;
  Active: boolean;
  CompanyCode: string;
  SupplierId: string;
  RegionCode: string;
}
const FORM_ID = 'crew-form';
const FIELD_OF: Record<string, keyof Values> = {
  Name: 'Name',
  Code: 'Code',
  Supplier: 'SupplierId',
  Company: 'CompanyCode',
};

const fromRecord = (r: CrewRecordResponse): Values => ({
  Name: r.Crew.Name,
  Code: r.Crew.Code,
  Active: r.Crew.Active,
  CompanyCode: r.Crew.CompanyCode,
  SupplierId: r.Supplier ? String(r.Supplier.Id) : '',
  RegionCode: r.Crew.RegionCode ?? '',
});

export function CrewFormDialog(props: {
  mode: FormMode;
  onClose: () => void;
  onSaved: (message: string | null) => void;
}) {
  const { t } = useTranslation('crewsAdmin');
  const { mode } = props;
  const record = useQuery({
    ...crewRecordQueryOptions(mode.kind === 'new' ? '' : mode.code),
    enabled: mode.kind !== 'new',
  });
  const title =
    mode.kind === 'new' ? t('Crew.newTitle') : t(`Crew.${mode.kind}Title`, { name: mode.name });
  const readOnly = mode.kind === 'view';
  return (
    <RecordFormFrame
      title={title}
      width={800}
      formId={FORM_ID}
      readOnly={readOnly}
      onClose={props.onClose}
      record={mode.kind === 'new' ? null : { error: record.error, ready: !!record.data }}
    >
      <CrewForm
        initial={
          record.data
            ? fromRecord(record.data)
            : {
                Name: '',
                Code: '',
                Active: true,
                CompanyCode: '',
                SupplierId: '',
                RegionCode: '',
              }
        }
        storedSupplier={
          record.data?.Supplier
            ? {
                value: String(record.data.Supplier.Id),
                label: `${record.data.Supplier.Code} – ${record.data.Supplier.Name}`,
              }
            : null
        }
        isNew={mode.kind === 'new'}
        readOnly={readOnly}
        onSaved={props.onSaved}
      />
    </RecordFormFrame>
  );
}

function CrewForm({
  initial,
  storedSupplier,
  isNew,
  readOnly,
  onSaved,
}: {
  initial: Values;
  storedSupplier: { value: string; label: string } | null;
  isNew: boolean;
  readOnly: boolean;
  onSaved: (message: string | null) => void;
}) {
  const { t } = useTranslation('crewsAdmin');
  const companies = useSessionState((s) => s.session?.CompanyList ?? []);
  const [values, setValues] = useState<Values>(
    initial.CompanyCode === '' && companies.length === 1
      ? { ...initial, CompanyCode: companies[0]!.Code }
      : initial,
  );
  const [error, setError] = useState<{ field: keyof Values; problem: CrewProblem } | null>(null);
  const suppliers = useQuery(supplierOptionsQueryOptions(values.CompanyCode));
  const regions = useQuery(regionOptionsQueryOptions());
  const save = useMutation({
    mutationFn: () =>
      saveCrew(
        {
          Crew: {
            Code: values.Code,
            Name: values.Name,
            Active: values.Active,
            CompanyCode: values.CompanyCode,
            RegionCode: values.RegionCode === '' ? null : values.RegionCode,
          },
          Supplier: { Id: values.SupplierId === '' ? null : Number(values.SupplierId) },
        },
        isNew,
      ),
    onSuccess: onSaved,
  });
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({
      ...v,
      [key]: value,
      ...(key === 'CompanyCode' ? { SupplierId: '' } : {}),
    }));
    if (error?.field === key) setError(null);
  };
  const errorText = (field: keyof Values) =>
    error?.field === field
      ? message(error.problem.key, getLanguage(), {
          ...error.problem.params,
          field: t(`form.${field}`),
        })
      : undefined;

  const wrap = (field: keyof Values, required: boolean, control: ReactNode) => (
    <Field.Root required={required} invalid={error?.field === field} disabled={readOnly}>
      <Field.Label>
        {t(`form.${field}`)}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      <Field.ErrorText>{errorText(field)}</Field.ErrorText>
    </Field.Root>
  );
  const text = (field: 'Name' | 'Code', max: number) =>
    wrap(
      field,
      true,
      <Input
        bg="white"
        minH="11"
        maxLength={max}
        autoComplete="off"
        readOnly={readOnly || (field === 'Code' && !isNew)}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
      />,
    );
  const select = (
    field: 'CompanyCode' | 'SupplierId' | 'RegionCode',
    required: boolean,
    items: { value: string; label: string }[],
  ) =>
    wrap(
      field,
      required,
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="white"
          minH="11"
          value={values[field]}
          onChange={(e) => set(field, e.currentTarget.value)}
        >
          <option value="">{required ? t('form.choose') : t('form.none')}</option>
          {items.map((i) => (
            <option key={i.value} value={i.value}>
              {i.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>,
    );

  // The stored supplier stays listed even when the list no longer offers it (inactive since).
  const supplierItems = (suppliers.data ?? []).map((s) => ({
    value: String(s.Id),
    label: `${s.Code} – ${s.Name}`,
  }));
  if (
    storedSupplier &&
    values.SupplierId === storedSupplier.value &&
    !supplierItems.some((i) => i.value === storedSupplier.value)
  )
    supplierItems.unshift(storedSupplier);

  return (
    <chakra.form
      id={FORM_ID}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (readOnly) return;
        const problem = crewFormProblem({
          Name: values.Name,
          Code: values.Code,
          SupplierId: values.SupplierId === '' ? null : Number(values.SupplierId),
          CompanyCode: values.CompanyCode,
        });
        if (problem) {
          setError({ field: FIELD_OF[problem.params.field ?? ''] ?? 'Name', problem });
          return;
        }
        save.mutate();
      }}
    >
      <Stack gap="4">
        {save.error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{save.error.message}</Alert.Description>
          </Alert.Root>
        )}
        {text('Name', CREW_LIMITS.name)}
        <Stack direction={{ base: 'column', md: 'row' }} gap="4">
          {text('Code', CREW_LIMITS.code)}
          {select(
            'RegionCode',
            false,
            (regions.data ?? []).map((r) => ({ value: r.Code, label: `${r.Code} – ${r.Name}` })),
          )}
        </Stack>
        {select(
          'CompanyCode',
          true,
          companies.map((c) => ({ value: c.Code, label: `${c.Code} – ${c.Name}` })),
        )}
        {select('SupplierId', true, supplierItems)}
        <LabelledCheck
          checked={values.Active}
          disabled={readOnly}
          onChange={(c) => set('Active', c)}
        >
          {t('form.Active')}
        </LabelledCheck>
      </Stack>
    </chakra.form>
  );
}
