/**
 * The communiqué form (spec 3 §4.8, §5.5): name, active, start and end days (the end is cleared
 * when the start changes and may not precede it; the start may not precede today), the audience
 * (lessors, suppliers, all regions, the region list as §4.8 enables it) and the files: an image
 * (png, gif, jpeg) or a PDF, at most 3,000,000 bytes, checked by content; choosing one replaces a
 * stored file of the other kind. In view mode (a row opened, or Visualizar) everything is read-only.
 * The server checks all of it again.
 */
import { Alert, Button, chakra, Field, Image, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { LabelledCheck } from '../../../components/ui/labelled-check';
import { mexicoCityToday } from '../../../domain/invoicing/window';
import {
  audienceControls,
  dataUrlBytes,
  normalizeAudience,
  sniffStatementFile,
  statementFileProblem,
  statementProblem,
  STATEMENT_NAME_MAX,
  type StatementFileSlot,
  type StatementProblem,
} from '../../../domain/statement-admin';
import type { ParameterRecordResponse } from '../../../protocol/statement-admin';
import { saveStatement, statementRecordQueryOptions } from '../api/statement-admin-api';

export type StatementFormMode =
  | { kind: 'new' }
  | { kind: 'edit'; id: number; name: string }
  | { kind: 'view'; id: number; name: string };

interface Values {
  Name: string;
  Active: boolean;
  StartDate: string;
  EndDate: string;
  ForLessor: boolean;
  ForSupplier: boolean;
  AllRegion: boolean;
  Regions: string[];
  ImageFile: string | null;
  PDFFile: string | null;
}

const EMPTY: Values = {
  Name: '',
  Active: true,
  StartDate: '',
  EndDate: '',
  ForLessor: true,
  ForSupplier: false,
  AllRegion: true,
  Regions: [],
  ImageFile: null,
  PDFFile: null,
};

function valuesOf(rec: ParameterRecordResponse): Values {
  const p = rec.Parameter;
  return {
    Name: p.Name,
    Active: p.Active,
    StartDate: p.StartDate,
    EndDate: p.EndDate,
    ForLessor: p.ForLessor,
    ForSupplier: p.ForSupplier,
    AllRegion: p.AllRegion,
    Regions: rec.Region.map((r) => r.Id),
    ImageFile: p.ImageFile,
    PDFFile: p.PDFFile,
  };
}

const FORM_ID = 'statement-form';

export interface StatementFormDialogProps {
  mode: StatementFormMode;
  regions: readonly { Id: string; Name: string }[];
  onClose: () => void;
  onSaved: (message: string | null) => void;
}

export function StatementFormDialog(props: StatementFormDialogProps) {
  const { t } = useTranslation('statementsAdmin');
  const { mode } = props;
  const id = mode.kind === 'new' ? null : mode.id;
  const record = useQuery({ ...statementRecordQueryOptions(id ?? 0), enabled: id !== null });
  const save = useMutation({ mutationFn: saveStatement, onSuccess: props.onSaved });
  const readOnly = mode.kind === 'view';
  const title =
    mode.kind === 'new'
      ? t('form.newTitle')
      : t(mode.kind === 'edit' ? 'form.editTitle' : 'form.viewTitle', { name: mode.name });
  return (
    <DialogFrame
      title={title}
      width={800}
      onClose={props.onClose}
      footer={
        <>
          <Button variant="outline" minH="11" onClick={props.onClose}>
            {readOnly ? t('form.close') : t('form.cancel')}
          </Button>
          {!readOnly && (
            <Button
              type="submit"
              form={FORM_ID}
              minH="11"
              loading={save.isPending}
              disabled={id !== null && !record.data}
            >
              {t('form.save')}
            </Button>
          )}
        </>
      }
    >
      {id !== null && record.error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{record.error.message || t('loadFailed')}</Alert.Description>
        </Alert.Root>
      ) : id !== null && !record.data ? (
        <Spinner aria-label={t('loading')} />
      ) : (
        <StatementForm
          key={id ?? 'new'}
          initial={record.data ? valuesOf(record.data) : EMPTY}
          storedStart={record.data?.Parameter.StartDate ?? null}
          regions={props.regions}
          readOnly={readOnly}
          saveError={save.error}
          onSubmit={(values) => {
            const audience = normalizeAudience(values);
            save.mutate({
              Parameter: {
                Id: id,
                Name: values.Name.trim(),
                Active: values.Active,
                StartDate: values.StartDate,
                EndDate: values.EndDate,
                ImageFile: values.ImageFile,
                PDFFile: values.PDFFile,
                ForLessor: audience.ForLessor,
                ForSupplier: audience.ForSupplier,
                AllRegion: audience.AllRegion,
              },
              Region: audience.Regions.map((r) => ({ Id: r })),
            });
          }}
        />
      )}
    </DialogFrame>
  );
}

type ErrorField = 'Name' | 'StartDate' | 'EndDate' | 'Regions' | 'Files';
const FIELD_OF: Record<StatementProblem, ErrorField> = {
  statementNameRequired: 'Name',
  statementNameTooLong: 'Name',
  statementStartRequired: 'StartDate',
  statementStartBeforeToday: 'StartDate',
  statementEndRequired: 'EndDate',
  statementEndBeforeStart: 'EndDate',
  statementRegionsRequired: 'Regions',
  statementFileRequired: 'Files',
};

function StatementForm(props: {
  initial: Values;
  storedStart: string | null;
  regions: readonly { Id: string; Name: string }[];
  readOnly: boolean;
  saveError: Error | null;
  onSubmit: (values: Values) => void;
}) {
  const { t } = useTranslation(['statementsAdmin', 'messages']);
  const { readOnly } = props;
  const [values, setValues] = useState<Values>(props.initial);
  const [problem, setProblem] = useState<StatementProblem | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const today = mexicoCityToday(new Date());
  const controls = audienceControls(values);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const errorOf = (field: ErrorField) =>
    problem && FIELD_OF[problem] === field ? t(`messages:${problem}`) : null;

  const pick = (slot: StatementFileSlot, file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      const bytes = dataUrlBytes(url);
      const issue = statementFileProblem(slot, bytes ? sniffStatementFile(bytes) : null, file.size);
      if (issue) {
        setFileError(t(`messages:${issue}`));
        return;
      }
      // A new file replaces a stored one of the other kind (spec 3 §4.8).
      setValues((v) =>
        slot === 'image'
          ? { ...v, ImageFile: url, PDFFile: null }
          : { ...v, PDFFile: url, ImageFile: null },
      );
    };
    reader.onerror = () => setFileError(t('form.fileReadFailed'));
    reader.readAsDataURL(file);
  };

  const submit = () => {
    const found = statementProblem(
      {
        ...normalizeAudience(values),
        Name: values.Name,
        StartDate: values.StartDate,
        EndDate: values.EndDate,
        HasImage: values.ImageFile !== null,
        HasPdf: values.PDFFile !== null,
      },
      today,
      props.storedStart,
    );
    setProblem(found);
    if (!found) props.onSubmit(values);
  };

  const dateField = (field: 'StartDate' | 'EndDate', label: string, min: string) => (
    <Field.Root required={!readOnly} invalid={errorOf(field) !== null} readOnly={readOnly}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="date"
        bg="white"
        minH="11"
        min={readOnly ? undefined : min}
        value={values[field]}
        onChange={(e) => {
          const value = e.target.value;
          // Spec 3 §4.8: a new start clears the end.
          setValues((v) =>
            field === 'StartDate' && value !== v.StartDate
              ? { ...v, StartDate: value, EndDate: '' }
              : { ...v, [field]: value },
          );
        }}
      />
      <Field.ErrorText>{errorOf(field)}</Field.ErrorText>
    </Field.Root>
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
        <Field.Root required={!readOnly} invalid={errorOf('Name') !== null} readOnly={readOnly}>
          <Field.Label>{t('form.name')}</Field.Label>
          <Input
            bg="white"
            minH="11"
            maxLength={STATEMENT_NAME_MAX}
            value={values.Name}
            onChange={(e) => set('Name', e.target.value)}
            autoComplete="off"
          />
          <Field.ErrorText>{errorOf('Name')}</Field.ErrorText>
        </Field.Root>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4">
          {dateField('StartDate', t('form.startDate'), today)}
          {dateField('EndDate', t('form.endDate'), values.StartDate || today)}
        </Stack>
        <chakra.fieldset borderWidth="1px" borderColor="gray.200" rounded="md" px="3" pb="2">
          <chakra.legend px="1" fontWeight="medium" fontSize="sm">
            {t('form.audience')}
          </chakra.legend>
          <chakra.div display="flex" flexWrap="wrap" columnGap="6">
            <LabelledCheck
              checked={values.Active}
              disabled={readOnly}
              onChange={(c) => set('Active', c)}
            >
              {t('form.active')}
            </LabelledCheck>
            <LabelledCheck
              checked={values.ForLessor}
              disabled={readOnly}
              onChange={(c) => set('ForLessor', c)}
            >
              {t('form.forLessor')}
            </LabelledCheck>
            <LabelledCheck
              checked={values.ForSupplier}
              disabled={readOnly}
              onChange={(c) => set('ForSupplier', c)}
            >
              {t('form.forSupplier')}
            </LabelledCheck>
            <LabelledCheck
              checked={controls.allRegionEnabled && values.AllRegion}
              disabled={readOnly || !controls.allRegionEnabled}
              onChange={(c) => set('AllRegion', c)}
            >
              {t('form.allRegion')}
            </LabelledCheck>
          </chakra.div>
          {!values.ForLessor && (
            <Text fontSize="sm" color="fg.muted">
              {values.ForSupplier ? t('form.supplierOnlyHint') : t('form.everyoneHint')}
            </Text>
          )}
        </chakra.fieldset>
        {values.ForLessor && (
          <chakra.fieldset
            borderWidth="1px"
            borderColor={errorOf('Regions') ? 'red.600' : 'gray.200'}
            rounded="md"
            px="3"
            pb="2"
            aria-invalid={errorOf('Regions') ? true : undefined}
          >
            <chakra.legend px="1" fontWeight="medium" fontSize="sm">
              {t('form.regions')}
              {controls.regionsRequired && !readOnly && (
                <chakra.span color="red.700" aria-hidden="true">
                  {' '}
                  *
                </chakra.span>
              )}
            </chakra.legend>
            <chakra.div display="flex" flexWrap="wrap" columnGap="6">
              {props.regions.map((r) => (
                <LabelledCheck
                  key={r.Id}
                  disabled={readOnly || !controls.regionsEnabled}
                  checked={controls.regionsEnabled && values.Regions.includes(r.Id)}
                  onChange={(checked) =>
                    set(
                      'Regions',
                      checked
                        ? [...values.Regions, r.Id]
                        : values.Regions.filter((c) => c !== r.Id),
                    )
                  }
                >
                  {`${r.Id} – ${r.Name}`}
                </LabelledCheck>
              ))}
            </chakra.div>
            {errorOf('Regions') && (
              <Text fontSize="sm" color="red.700">
                {errorOf('Regions')}
              </Text>
            )}
          </chakra.fieldset>
        )}
        <chakra.fieldset
          borderWidth="1px"
          borderColor={errorOf('Files') || fileError ? 'red.600' : 'gray.200'}
          rounded="md"
          px="3"
          pb="3"
        >
          <chakra.legend px="1" fontWeight="medium" fontSize="sm">
            {t('form.files')}
          </chakra.legend>
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('form.filesHint')}
            </Text>
            {values.ImageFile && (
              <Image
                src={values.ImageFile}
                alt={t('form.imagePreview')}
                maxH="40"
                objectFit="contain"
                alignSelf="flex-start"
                borderWidth="1px"
                borderColor="gray.200"
              />
            )}
            {values.PDFFile && <Text>{t('form.pdfAttached')}</Text>}
            {!readOnly && (
              <Stack direction={{ base: 'column', md: 'row' }} gap="4">
                <FilePicker
                  label={t('form.image')}
                  accept="image/png,image/gif,image/jpeg"
                  onPick={(f) => pick('image', f)}
                />
                <FilePicker
                  label={t('form.pdf')}
                  accept="application/pdf"
                  onPick={(f) => pick('pdf', f)}
                />
              </Stack>
            )}
            {(fileError ?? errorOf('Files')) && (
              <Text fontSize="sm" color="red.700" role="alert">
                {fileError ?? errorOf('Files')}
              </Text>
            )}
          </Stack>
        </chakra.fieldset>
      </Stack>
    </chakra.form>
  );
}

function FilePicker(props: {
  label: string;
  accept: string;
  onPick: (f: File | undefined) => void;
}) {
  return (
    <Field.Root flex="1">
      <Field.Label>{props.label}</Field.Label>
      <Input
        type="file"
        accept={props.accept}
        minH="11"
        py="2"
        bg="white"
        onChange={(e) => {
          props.onPick(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
    </Field.Root>
  );
}
