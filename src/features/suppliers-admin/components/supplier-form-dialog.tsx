/**
 * The supplier form dialog (spec 2 §2 screen 12, 800 wide, the whole screen on a phone): name,
 * tax id, code, the active, non-deductible, lessor and supplier switches, companies and order
 * types, and for suppliers the electronic and non-electronic panels. New starts from the
 * defaults of spec 2 §9; edit and view read api/Supplier 21 first. View (a row click, and all
 * Visualizar gets) shows the same fields read-only with no save.
 */
import { Alert, Button, chakra, Field, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  supplierCataloguesQueryOptions,
  type SupplierCatalogues,
} from '../api/supplier-catalogues-query';
import { supplierRecordQueryOptions } from '../api/supplier-record-query';
import { saveSupplier, type SupplierSaveBody } from '../api/supplier-writes';
import {
  FORM_LIMITS,
  PANELS,
  formErrors,
  formFromRecord,
  newSupplierForm,
  saveBody,
  type FieldError,
  type FormErrors,
  type SupplierFormValues,
} from '../lib/supplier-form';
import { InvoicePanelFields } from './invoice-panel-fields';
import { LabelledCheck } from '../../../components/ui/labelled-check';
import { DialogFrame } from '../../../components/ui/dialog-frame';

export type SupplierFormMode =
  { kind: 'new' } | { kind: 'edit' | 'view'; id: number; name: string };

export interface SupplierFormDialogProps {
  mode: SupplierFormMode;
  onClose: () => void;
  onSaved: (message: string | null) => void;
}

export function SupplierFormDialog({ mode, onClose, onSaved }: SupplierFormDialogProps) {
  const { t } = useTranslation('suppliersAdmin');
  const catalogues = useQuery(supplierCataloguesQueryOptions());
  const record = useQuery({
    ...supplierRecordQueryOptions(mode.kind === 'new' ? 0 : mode.id),
    enabled: mode.kind !== 'new',
  });
  const save = useMutation({ mutationFn: saveSupplier, onSuccess: onSaved });
  const readOnly = mode.kind === 'view';
  const title =
    mode.kind === 'new'
      ? t('form.newTitle')
      : t(mode.kind === 'edit' ? 'form.editTitle' : 'form.viewTitle', { name: mode.name });
  const error = catalogues.error ?? record.error;
  const ready = catalogues.data && (mode.kind === 'new' || record.data) ? catalogues.data : null;
  // One frame throughout: the dialog stays open (and keeps focus) while its data loads.
  return (
    <DialogFrame
      title={title}
      width={800}
      onClose={onClose}
      footer={
        readOnly ? (
          <Button minH="11" variant="outline" onClick={onClose}>
            {t('form.close')}
          </Button>
        ) : (
          <>
            <Button minH="11" variant="outline" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button
              minH="11"
              type="submit"
              form={FORM_ID}
              disabled={!ready}
              loading={save.isPending}
            >
              {t('form.save')}
            </Button>
          </>
        )
      }
    >
      {ready ? (
        <SupplierForm
          id={mode.kind === 'new' ? null : mode.id}
          readOnly={readOnly}
          initial={
            mode.kind === 'new' || !record.data
              ? newSupplierForm()
              : formFromRecord(record.data, ready.options)
          }
          catalogues={ready}
          saveError={save.error}
          onSubmit={(body) => save.mutate(body)}
        />
      ) : error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error.message || t('loadFailed')}</Alert.Description>
        </Alert.Root>
      ) : (
        <Spinner aria-label={t('form.loadingChoices')} />
      )}
    </DialogFrame>
  );
}

const FORM_ID = 'supplier-form';

interface SupplierFormProps {
  id: number | null;
  readOnly: boolean;
  initial: SupplierFormValues;
  catalogues: SupplierCatalogues;
  saveError: Error | null;
  onSubmit: (body: SupplierSaveBody) => void;
}

function SupplierForm(props: SupplierFormProps) {
  const { t } = useTranslation(['suppliersAdmin', 'messages']);
  const { readOnly, catalogues } = props;
  const [values, setValues] = useState(props.initial);
  const [tried, setTried] = useState(false);
  const errors: FormErrors = tried ? formErrors(values) : {};
  const set = <K extends keyof SupplierFormValues>(key: K, value: SupplierFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const message = (e: FieldError | undefined) =>
    e === undefined
      ? null
      : e.kind === 'required'
        ? t('messages:dataLabelRequired')
        : t('form.tooLong', { max: e.max });
  const submit = () => {
    setTried(true);
    if (Object.keys(formErrors(values)).length > 0) return;
    props.onSubmit(saveBody(values, props.id));
  };

  const text = (field: 'Name' | 'TIN' | 'Code', label: string, max: number, hint?: string) => (
    <Field.Root required={!readOnly} invalid={errors[field] !== undefined} readOnly={readOnly}>
      <Field.Label>
        {label}
        {!readOnly && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        bg="white"
        minH="11"
        maxLength={max}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        autoComplete="off"
      />
      {hint && !errors[field] && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{message(errors[field])}</Field.ErrorText>
    </Field.Root>
  );
  const toggle = <K extends 'Active' | 'IsNonDeductible' | 'IsLessor' | 'IsSupplier'>(
    key: K,
    label: string,
  ) => (
    <LabelledCheck checked={values[key]} disabled={readOnly} onChange={(c) => set(key, c)}>
      {label}
    </LabelledCheck>
  );

  return (
    <chakra.form
      id={FORM_ID}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!readOnly) submit();
      }}
    >
      <Stack gap="4">
        {props.saveError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{props.saveError.message}</Alert.Description>
          </Alert.Root>
        )}
        {tried && Object.keys(errors).length > 0 && (
          <Text color="red.700" role="alert">
            {t('form.fixErrors')}
          </Text>
        )}
        {text('Name', t('form.name'), FORM_LIMITS.name)}
        <Stack direction={{ base: 'column', md: 'row' }} gap="4">
          {text('TIN', t('form.tin'), FORM_LIMITS.tin)}
          {text('Code', t('form.code'), FORM_LIMITS.code, t('form.codeHint'))}
        </Stack>
        <chakra.div display="flex" flexWrap="wrap" columnGap="6">
          {toggle('Active', t('form.active'))}
          {toggle('IsNonDeductible', t('form.nonDeductible'))}
          {toggle('IsLessor', t('form.isLessor'))}
          {toggle('IsSupplier', t('form.isSupplier'))}
        </chakra.div>
        <CheckList
          legend={t('form.companies')}
          required={!readOnly}
          error={message(errors.Companies)}
          readOnly={readOnly}
          items={catalogues.companies.map((c) => ({
            key: c.Code,
            label: `${c.Code} – ${c.Name}`,
          }))}
          chosen={values.Companies}
          onChange={(list) => set('Companies', list)}
        />
        <CheckList
          legend={t('form.orderTypes')}
          hint={readOnly ? undefined : t('form.orderTypesHint')}
          readOnly={readOnly}
          items={catalogues.orderTypes.map((o) => ({
            key: String(o.Id),
            label: `${o.Code} ${o.Name}`,
          }))}
          chosen={values.OrderTypes.map(String)}
          onChange={(list) => set('OrderTypes', list.map(Number))}
        />
        {values.IsSupplier &&
          PANELS.map((panel) => (
            <InvoicePanelFields
              key={panel}
              panel={panel}
              values={values[panel]}
              errors={errors}
              catalogues={catalogues}
              readOnly={readOnly}
              onChange={(next) => set(panel, next)}
            />
          ))}
      </Stack>
    </chakra.form>
  );
}

function CheckList(props: {
  legend: string;
  items: { key: string; label: string }[];
  chosen: readonly string[];
  onChange: (list: string[]) => void;
  readOnly: boolean;
  required?: boolean;
  hint?: string;
  error?: string | null;
}) {
  return (
    <chakra.fieldset
      borderWidth="1px"
      borderColor={props.error ? 'red.600' : 'gray.200'}
      rounded="md"
      px="3"
      pb="2"
      aria-invalid={props.error ? true : undefined}
    >
      <chakra.legend px="1" fontWeight="medium" fontSize="sm">
        {props.legend}
        {props.required && (
          <chakra.span color="red.700" aria-hidden="true">
            {' '}
            *
          </chakra.span>
        )}
      </chakra.legend>
      <chakra.div display="flex" flexWrap="wrap" columnGap="6">
        {props.items.map((item) => (
          <LabelledCheck
            key={item.key}
            disabled={props.readOnly}
            checked={props.chosen.includes(item.key)}
            onChange={(checked) =>
              props.onChange(
                checked ? [...props.chosen, item.key] : props.chosen.filter((k) => k !== item.key),
              )
            }
          >
            {item.label}
          </LabelledCheck>
        ))}
      </chakra.div>
      {props.hint && (
        <Text fontSize="sm" color="fg.muted">
          {props.hint}
        </Text>
      )}
      {props.error && (
        <Text fontSize="sm" color="red.700">
          {props.legend}: {props.error}
        </Text>
      )}
    </chakra.fieldset>
  );
}
