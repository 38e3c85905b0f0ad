/**
 * Agregar archivo (spec 3 §4.7, §5.1): type, description (≤ 100), file (xls, xlsx or pdf by its
 * content, ≤ 20,000,000 bytes) and note (≤ 200). Guardar is enabled only when all four are filled;
 * a refused file is cleared with its message and what was typed stays.
 */
import { Button, Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTACHMENT_DESCRIPTION_MAX,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_NOTES_MAX,
  attachmentTextErrors,
  canSaveNewAttachment,
  checkAttachmentFile,
  type AttachmentFileError,
  type AttachmentFileType,
} from '../../../domain/maintenance/attachments';
import { maintenanceMessage } from '../../../domain/maintenance';
import type { AttachmentTypeOption } from '../api/attachment-types-query';
import type { NewAttachment } from '../hooks/use-attachments';
import { messageLanguage } from '../lib/message-language';
import { isQuotaError } from '../../../offline/storage';

export interface AttachmentAddFormProps {
  types: readonly AttachmentTypeOption[];
  onSave: (input: NewAttachment) => Promise<void>;
  onCancel: () => void;
}

export function AttachmentAddForm({ types, onSave, onCancel }: AttachmentAddFormProps) {
  const { t, i18n } = useTranslation(['maintenance', 'common']);
  const lang = messageLanguage(i18n.language);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const [notes, setNotes] = useState('');
  const [file, setFile] = useState<{ file: File; ext: AttachmentFileType } | null>(null);
  const [fileError, setFileError] = useState<AttachmentFileError | null>(null);
  const [reading, setReading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textErrors = attachmentTextErrors(description, notes);
  const canSave =
    !saving &&
    !reading &&
    canSaveNewAttachment({ description, typeId, hasFile: file !== null, notes });

  const chooseFile = async (chosen: File | undefined) => {
    setFile(null);
    setFileError(null);
    if (!chosen) return;
    setReading(true);
    try {
      // Size first: a file over the limit is never read into memory.
      const bytes =
        chosen.size > ATTACHMENT_MAX_BYTES
          ? new Uint8Array()
          : new Uint8Array(await chosen.arrayBuffer());
      const check = checkAttachmentFile({ name: chosen.name, size: chosen.size, bytes });
      if (check.ok) {
        setFile({ file: chosen, ext: check.type });
      } else {
        setFileError(check.error);
        if (fileInput.current) fileInput.current.value = '';
      }
    } finally {
      setReading(false);
    }
  };

  const submit = async () => {
    const type = types.find((ty) => ty.Id === typeId);
    if (!canSave || !file || !type) return;
    setSaving(true);
    setSaveError(null);
    try {
      await onSave({
        typeId: type.Id,
        typeName: type.Name,
        description,
        notes,
        file: file.file,
        fileExt: file.ext,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A full device keeps what the form holds and what was stored before: say so plainly.
      setSaveError(
        isQuotaError(error)
          ? t('common:sync.storageFull')
          : t('attachments.saveFailed', { message }),
      );
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t('attachments.type')}</Field.Label>
          <NativeSelect.Root size="md">
            <NativeSelect.Field
              minH="11"
              bg="white"
              value={typeId === null ? '' : String(typeId)}
              onChange={(e) => setTypeId(e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">{t('attachments.chooseType')}</option>
              {types.map((ty) => (
                <option key={ty.Id} value={String(ty.Id)}>
                  {ty.Name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {types.length === 0 && <Field.HelperText>{t('attachments.noTypes')}</Field.HelperText>}
        </Field.Root>
        <Field.Root required invalid={textErrors.description !== undefined}>
          <Field.Label>{t('attachments.description')}</Field.Label>
          <Input
            minH="11"
            bg="white"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <Field.HelperText alignSelf="end">
            {description.length}/{ATTACHMENT_DESCRIPTION_MAX}
          </Field.HelperText>
          {textErrors.description && (
            <Field.ErrorText>{maintenanceMessage(textErrors.description, lang)}</Field.ErrorText>
          )}
        </Field.Root>
        <Field.Root required invalid={fileError !== null}>
          <Field.Label>{t('attachments.file')}</Field.Label>
          <Input
            ref={fileInput}
            type="file"
            minH="11"
            py="2"
            bg="white"
            accept=".pdf,.xls,.xlsx,application/pdf,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => void chooseFile(e.target.files?.[0])}
          />
          <Field.HelperText>
            {reading ? t('attachments.reading') : t('attachments.fileHint')}
          </Field.HelperText>
          {fileError && (
            <Field.ErrorText role="alert">{maintenanceMessage(fileError, lang)}</Field.ErrorText>
          )}
        </Field.Root>
        <Field.Root required invalid={textErrors.notes !== undefined}>
          <Field.Label>{t('attachments.notes')}</Field.Label>
          <Textarea
            w="full"
            borderWidth="1px"
            borderColor="border"
            rounded="l2"
            px="3"
            py="2"
            minH="20"
            rows={3}
            bg="white"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <Field.HelperText alignSelf="end">
            {notes.length}/{ATTACHMENT_NOTES_MAX}
          </Field.HelperText>
          {textErrors.notes && (
            <Field.ErrorText>{maintenanceMessage(textErrors.notes, lang)}</Field.ErrorText>
          )}
        </Field.Root>
        {saveError && (
          <Field.Root invalid>
            <Field.ErrorText role="alert">{saveError}</Field.ErrorText>
          </Field.Root>
        )}
        <Stack direction="row" gap="3" justify="end" wrap="wrap">
          <Button variant="outline" minH="11" onClick={onCancel}>
            {t('attachments.cancel')}
          </Button>
          <Button type="submit" minH="11" disabled={!canSave} loading={saving}>
            {t('attachments.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
