/**
 * The client form (spec 3 §3.16): the principal client's number (1 to 10 digits, padded to 10,
 * fixed once saved; looked up in SAP to show its name and RFC), company, active, and its
 * associated clients, each looked up in SAP when added, active or not, removable while no user
 * acts for it. Edit and view read api/client 21 first; view shows the same fields read-only.
 */
import { Alert, chakra, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledCheck } from '../../../components/ui/labelled-check';
import { clientFormProblem, type ClientProblem } from '../../../domain/client-admin';
import { padClientId } from '../../../domain/customers/customers';
import { getLanguage } from '../../../lib/language';
import { useSessionState } from '../../../lib/session/use-session';
import type { ClientRecord } from '../../../protocol/client-admin';
import { message } from '../../../protocol/messages';
import { clientRecordQueryOptions, customerLookupQueryOptions, saveClient } from '../api/crew-api';
import type { FormMode } from './admin-list-page';
import { ClientChildrenField, type Child, type LookUp } from './client-children-field';
import { RecordFormFrame } from './record-form-frame';

interface Values {
  Code: string;
  CompanyId: string;
  Active: boolean;
  Children: Child[];
}
type FieldKey = 'Code' | 'CompanyId' | 'Children';
const FORM_ID = 'client-form';
const FIELD_OF: Record<string, FieldKey> = {
  Code: 'Code',
  Company: 'CompanyId',
  Children: 'Children',
};
const EMPTY: Values = { Code: '', CompanyId: '', Active: true, Children: [] };

const fromRecord = (r: ClientRecord): Values => ({
  Code: r.Code,
  CompanyId: r.CompanyId,
  Active: r.Active,
  Children: r.Children.map((c) => ({ ...c })),
});

export function ClientFormDialog(props: {
  mode: FormMode;
  onClose: () => void;
  onSaved: (message: string | null) => void;
}) {
  const { t } = useTranslation('crewsAdmin');
  const { mode } = props;
  const record = useQuery({
    ...clientRecordQueryOptions(mode.kind === 'new' ? '' : mode.code),
    enabled: mode.kind !== 'new',
  });
  const title =
    mode.kind === 'new' ? t('Client.newTitle') : t(`Client.${mode.kind}Title`, { name: mode.name });
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
      <ClientForm
        initial={record.data ? fromRecord(record.data.Client) : EMPTY}
        storedName={record.data?.Client.Name ?? ''}
        storedTin={record.data?.Client.Tin ?? ''}
        isNew={mode.kind === 'new'}
        readOnly={readOnly}
        onSaved={props.onSaved}
      />
    </RecordFormFrame>
  );
}

function ClientForm({
  initial,
  storedName,
  storedTin,
  isNew,
  readOnly,
  onSaved,
}: {
  initial: Values;
  storedName: string;
  storedTin: string;
  isNew: boolean;
  readOnly: boolean;
  onSaved: (message: string | null) => void;
}) {
  const { t } = useTranslation('crewsAdmin');
  const queryClient = useQueryClient();
  const companies = useSessionState((s) => s.session?.CompanyList ?? []);
  const [values, setValues] = useState<Values>(initial);
  const [error, setError] = useState<{ field: FieldKey; text: string } | null>(null);
  const [found, setFound] = useState<{ name: string; tin: string } | null>(
    storedName ? { name: storedName, tin: storedTin } : null,
  );
  const save = useMutation({
    mutationFn: () =>
      saveClient(
        {
          Client: { Code: values.Code, CompanyId: values.CompanyId, Active: values.Active },
          Children: values.Children.map((c) => ({ Code: c.Code, Active: c.Active })),
        },
        isNew,
      ),
    onSuccess: onSaved,
  });

  const problemText = (p: ClientProblem) => message(p.key, getLanguage(), p.params);
  const fail = (field: FieldKey, text: string) => setError({ field, text });
  const clear = (field: FieldKey) => {
    if (error?.field === field) setError(null);
  };
  /** The ERP's customer under a typed number, or the reason it cannot be used. */
  const lookUp: LookUp = async (typed) => {
    const padded = padClientId(typed);
    if (padded === null)
      return {
        ok: false as const,
        text: message('clientCodeInvalid', getLanguage(), { code: typed.trim() }),
      };
    try {
      const customer = await queryClient.fetchQuery(customerLookupQueryOptions(padded));
      return { ok: true as const, customer: customer.Customer };
    } catch (e) {
      return { ok: false as const, text: e instanceof Error ? e.message : String(e) };
    }
  };

  const lookUpPrincipal = async () => {
    if (!isNew || values.Code.trim() === '') return;
    const result = await lookUp(values.Code);
    if (!result.ok) {
      setFound(null);
      fail('Code', result.text);
      return;
    }
    const c = result.customer;
    setFound({ name: c.Name, tin: c.Tin });
    setValues((v) => ({
      ...v,
      Code: c.Code,
      CompanyId:
        v.CompanyId === '' && companies.some((co) => co.Code === c.CompanyId)
          ? c.CompanyId
          : v.CompanyId,
    }));
    if (c.InPortal === 'principal')
      fail('Code', message('clientCodeTaken', getLanguage(), { code: c.Code }));
    else clear('Code');
  };

  return (
    <chakra.form
      id={FORM_ID}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (readOnly) return;
        const problem = clientFormProblem(values);
        if (problem) {
          fail(FIELD_OF[problem.params.field ?? ''] ?? 'Code', problemText(problem));
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
        {/* Read-only, not disabled, when viewing: the number stays focusable and legible. */}
        <Field.Root required invalid={error?.field === 'Code'}>
          <Field.Label>
            {t('Client.form.Code')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            bg="white"
            minH="11"
            maxLength={10}
            inputMode="numeric"
            autoComplete="off"
            readOnly={readOnly || !isNew}
            value={values.Code}
            onChange={(e) => {
              setValues((v) => ({ ...v, Code: e.target.value }));
              setFound(null);
              clear('Code');
            }}
            onBlur={() => void lookUpPrincipal()}
          />
          {found && (
            <Field.HelperText>
              {t('Client.form.found', { name: found.name, tin: found.tin })}
            </Field.HelperText>
          )}
          <Field.ErrorText>{error?.field === 'Code' ? error.text : null}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={error?.field === 'CompanyId'} disabled={readOnly}>
          <Field.Label>
            {t('Client.form.CompanyId')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="white"
              minH="11"
              value={values.CompanyId}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, CompanyId: value }));
                clear('CompanyId');
              }}
            >
              <option value="">{t('form.choose')}</option>
              {companies.map((c) => (
                <option key={c.Code} value={c.Code}>
                  {`${c.Code} – ${c.Name}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{error?.field === 'CompanyId' ? error.text : null}</Field.ErrorText>
        </Field.Root>
        <LabelledCheck
          checked={values.Active}
          disabled={readOnly}
          onChange={(c) => setValues((v) => ({ ...v, Active: c }))}
        >
          {t('form.Active')}
        </LabelledCheck>
        <Text fontSize="sm" color="fg.muted">
          {t('Client.form.activeHint')}
        </Text>

        <ClientChildrenField
          parentCode={values.Code}
          value={values.Children}
          readOnly={readOnly}
          error={error?.field === 'Children' ? error.text : null}
          lookUp={lookUp}
          onChange={(children) => {
            setValues((v) => ({ ...v, Children: children }));
            clear('Children');
          }}
          onError={(text) => (text === null ? clear('Children') : fail('Children', text))}
        />
      </Stack>
    </chakra.form>
  );
}
