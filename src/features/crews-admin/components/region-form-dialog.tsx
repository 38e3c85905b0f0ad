/**
 * The region form (spec 3 §3.10): code (required, at most 10, fixed once saved), name (required,
 * at most 256) and active. Edit and view start from the listed row; view is read-only.
 */
import { Alert, chakra, Field, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledCheck } from '../../../components/ui/labelled-check';
import { REGION_LIMITS, regionFormProblem, type CrewProblem } from '../../../domain/crew-admin';
import { getLanguage } from '../../../lib/language';
import { message } from '../../../protocol/messages';
import { saveRegion } from '../api/crew-api';
import type { FormMode } from './admin-list-page';
import { RecordFormFrame } from './record-form-frame';

const FORM_ID = 'region-form';

export function RegionFormDialog(props: {
  mode: FormMode;
  onClose: () => void;
  onSaved: (message: string | null) => void;
}) {
  const { t } = useTranslation('crewsAdmin');
  const { mode } = props;
  const row = mode.kind === 'new' ? null : mode.row;
  const isNew = mode.kind === 'new';
  const readOnly = mode.kind === 'view';
  const [values, setValues] = useState({
    Code: row?.Code ?? '',
    Name: row?.Name ?? '',
    Active: row?.Active ?? true,
  });
  const [problem, setProblem] = useState<CrewProblem | null>(null);
  const save = useMutation({
    mutationFn: () => saveRegion({ Region: values }, isNew),
    onSuccess: props.onSaved,
  });
  const title = isNew ? t('Region.newTitle') : t(`Region.${mode.kind}Title`, { name: mode.name });
  const text = (field: 'Code' | 'Name', max: number) => {
    const invalid = problem?.params.field === field;
    return (
      <Field.Root required invalid={invalid} disabled={readOnly}>
        <Field.Label>
          {t(`form.${field}`)}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          bg="white"
          minH="11"
          maxLength={max}
          autoComplete="off"
          readOnly={readOnly || (field === 'Code' && !isNew)}
          value={values[field]}
          onChange={(e) => {
            setValues((v) => ({ ...v, [field]: e.target.value }));
            if (invalid) setProblem(null);
          }}
        />
        <Field.ErrorText>
          {invalid && problem
            ? message(problem.key, getLanguage(), { ...problem.params, field: t(`form.${field}`) })
            : null}
        </Field.ErrorText>
      </Field.Root>
    );
  };
  return (
    <RecordFormFrame
      title={title}
      width={550}
      formId={FORM_ID}
      readOnly={readOnly}
      saving={save.isPending}
      onClose={props.onClose}
      record={null}
    >
      <chakra.form
        id={FORM_ID}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (readOnly) return;
          const found = regionFormProblem(values);
          if (found) setProblem(found);
          else save.mutate();
        }}
      >
        <Stack gap="4">
          {save.error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{save.error.message}</Alert.Description>
            </Alert.Root>
          )}
          {text('Code', REGION_LIMITS.code)}
          {text('Name', REGION_LIMITS.name)}
          <LabelledCheck
            checked={values.Active}
            disabled={readOnly}
            onChange={(c) => setValues((v) => ({ ...v, Active: c }))}
          >
            {t('form.Active')}
          </LabelledCheck>
        </Stack>
      </chakra.form>
    </RecordFormFrame>
  );
}
