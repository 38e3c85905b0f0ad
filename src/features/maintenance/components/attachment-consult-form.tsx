/**
 * Consultar archivo (spec 3 §4.7): the attachment read-only until Editar; then description and
 * notes can change, and Guardar is enabled only once one of them changed (same limits as add).
 */
import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maintenanceMessage } from '../../../domain/maintenance';
import {
  attachmentTextErrors,
  canSaveEditedAttachment,
} from '../../../domain/maintenance/attachments';
import { formatDateTime } from '../../../lib/date-format';
import type { AttachmentRow } from '../local/attachment-model';
import { messageLanguage } from '../lib/message-language';
import { MaintenanceIcon } from './maintenance-icon';
import { isQuotaError } from '../../../offline/storage';

export interface AttachmentConsultFormProps {
  row: AttachmentRow;
  onSave: (description: string, notes: string) => Promise<void>;
  onDownload: () => void;
  onBack: () => void;
}

export function AttachmentConsultForm({
  row,
  onSave,
  onDownload,
  onBack,
}: AttachmentConsultFormProps) {
  const { t, i18n } = useTranslation(['maintenance', 'common']);
  const lang = messageLanguage(i18n.language);
  const [editing, setEditing] = useState(false);
  const [description, setDescription] = useState(row.description);
  const [notes, setNotes] = useState(row.notes);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const original = { description: row.description, notes: row.notes };
  const textErrors = editing ? attachmentTextErrors(description, notes) : {};
  const canSave = editing && !saving && canSaveEditedAttachment(original, { description, notes });

  const submit = async () => {
    if (!canSave) return;
    setSaving(true);
    setSaveError(null);
    try {
      await onSave(description, notes);
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

  const facts: [string, string][] = [
    [t('attachments.type'), row.typeName],
    [t('attachments.file'), row.fileName],
    [t('attachments.createdBy'), row.createdBy],
    [t('attachments.createdDate'), formatDateTime(row.createdDate)],
  ];

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <Stack as="dl" gap="2" fontSize="sm">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text as="dt" color="fg.muted" fontSize="xs">
                {label}
              </Text>
              <Text as="dd" overflowWrap="anywhere">
                {value}
              </Text>
            </div>
          ))}
        </Stack>
        {row.pending && (
          <Text fontSize="sm" color="orange.700">
            {t('attachments.pending')}
          </Text>
        )}
        <Field.Root
          required={editing}
          readOnly={!editing}
          invalid={textErrors.description !== undefined}
        >
          <Field.Label>{t('attachments.description')}</Field.Label>
          <Input
            minH="11"
            bg={editing ? 'white' : 'gray.50'}
            value={description}
            readOnly={!editing}
            onChange={(e) => setDescription(e.target.value)}
          />
          {textErrors.description && (
            <Field.ErrorText>{maintenanceMessage(textErrors.description, lang)}</Field.ErrorText>
          )}
        </Field.Root>
        <Field.Root required={editing} readOnly={!editing} invalid={textErrors.notes !== undefined}>
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
            bg={editing ? 'white' : 'gray.50'}
            value={notes}
            readOnly={!editing}
            onChange={(e) => setNotes(e.target.value)}
          />
          {textErrors.notes && (
            <Field.ErrorText>{maintenanceMessage(textErrors.notes, lang)}</Field.ErrorText>
          )}
        </Field.Root>
        {saveError && (
          <Text color="fg.error" role="alert">
            {saveError}
          </Text>
        )}
        <Stack direction="row" gap="3" justify="end" wrap="wrap">
          <Button variant="outline" minH="11" onClick={onBack}>
            {t('attachments.back')}
          </Button>
          <Button variant="outline" minH="11" onClick={onDownload}>
            <MaintenanceIcon name="download" />
            {t('attachments.downloadButton')}
          </Button>
          {!editing && (
            <Button minH="11" onClick={() => setEditing(true)}>
              {t('attachments.edit')}
            </Button>
          )}
          {editing && (
            <Button type="submit" minH="11" disabled={!canSave} loading={saving}>
              {t('attachments.save')}
            </Button>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
