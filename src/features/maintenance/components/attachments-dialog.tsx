/**
 * Archivos adjuntos of an order (spec 3 §2.3, §4.7, §5.1): the table of its active attachments,
 * five per page, with add, consult / edit, download and delete. Every change is saved on the
 * device first and sent by the outbox; a full-screen dialog on phones.
 */
import { Alert, Button, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTACHMENT_PAGE_SIZE,
  deleteAttachmentPrompt,
} from '../../../domain/maintenance/attachments';
import { ConfirmPrompt } from '../../../components/ui/confirm-prompt';
import { showAlert } from '../../../lib/alert-store';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useAttachments } from '../hooks/use-attachments';
import type { AttachmentRow } from '../local/attachment-model';
import { messageLanguage } from '../lib/message-language';
import { AttachmentAddForm } from './attachment-add-form';
import { AttachmentConsultForm } from './attachment-consult-form';
import { AttachmentsTable } from './attachments-table';
import { MaintenanceIcon } from './maintenance-icon';

export interface AttachmentsDialogProps {
  userId: number;
  orderCode: string;
  onClose: () => void;
}

type View =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'consult'; row: AttachmentRow }
  | { kind: 'delete'; row: AttachmentRow };

export function AttachmentsDialog({ userId, orderCode, onClose }: AttachmentsDialogProps) {
  const { t, i18n } = useTranslation('maintenance');
  const lang = messageLanguage(i18n.language);
  const attachments = useAttachments(userId, orderCode);
  // A phone gets the whole screen; from 640 px a centred dialog wide enough for the table.
  const phone = !useMediaQuery('(min-width: 640px)');
  const [view, setView] = useState<View>({ kind: 'list' });
  const [page, setPage] = useState(0);
  const [busy, setBusy] = useState(false);
  const toList = () => setView({ kind: 'list' });

  const run = async (work: () => Promise<void>, failed: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : failed;
      showAlert({ type: 'error', message });
    } finally {
      setBusy(false);
    }
  };

  const download = (row: AttachmentRow) =>
    void run(() => attachments.download(row), t('attachments.downloadFailed'));

  let body;
  if (attachments.isPending) {
    body = <Spinner aria-label={t('loading')} alignSelf="center" />;
  } else if (attachments.error) {
    body = (
      <Alert.Root status={attachments.needsConnection ? 'warning' : 'error'} role="alert">
        <Alert.Indicator />
        <Alert.Description>
          {attachments.needsConnection
            ? t('attachments.needsConnection')
            : attachments.error.message}
        </Alert.Description>
      </Alert.Root>
    );
  } else if (view.kind === 'add') {
    body = (
      <AttachmentAddForm
        types={attachments.types}
        onCancel={toList}
        onSave={async (input) => {
          await attachments.add(input);
          setPage(Math.floor(attachments.rows.length / ATTACHMENT_PAGE_SIZE));
          toList();
        }}
      />
    );
  } else if (view.kind === 'consult') {
    body = (
      <AttachmentConsultForm
        row={view.row}
        onBack={toList}
        onDownload={() => download(view.row)}
        onSave={async (description, notes) => {
          await attachments.edit(view.row, description, notes);
          toList();
        }}
      />
    );
  } else if (view.kind === 'delete') {
    const { row } = view;
    body = (
      <ConfirmPrompt
        message={deleteAttachmentPrompt(row.fileName, lang)}
        confirmLabel={t('attachments.confirmDelete')}
        cancelLabel={t('attachments.cancel')}
        busy={busy}
        onCancel={toList}
        onConfirm={() =>
          void run(async () => {
            await attachments.remove(row);
            toList();
          }, t('attachments.deleteFailed'))
        }
      />
    );
  } else {
    body = (
      <Stack gap="3">
        {attachments.source === 'offline' && (
          <Text fontSize="sm" color="fg.muted" role="status">
            {t('attachments.offlineCopy')}
          </Text>
        )}
        <Button alignSelf="start" minH="11" px="5" onClick={() => setView({ kind: 'add' })}>
          <MaintenanceIcon name="attach" />
          {t('attachments.add')}
        </Button>
        <AttachmentsTable
          orderCode={orderCode}
          rows={attachments.rows}
          page={page}
          onPage={setPage}
          onConsult={(row) => setView({ kind: 'consult', row })}
          onDownload={download}
          onDelete={(row) => setView({ kind: 'delete', row })}
        />
      </Stack>
    );
  }

  const heading =
    view.kind === 'add'
      ? t('attachments.addTitle')
      : view.kind === 'consult'
        ? t('attachments.consultTitle')
        : view.kind === 'delete'
          ? t('attachments.deleteTitle')
          : t('attachments.title');

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={phone ? 'full' : 'xl'}
      closeOnInteractOutside={false}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={phone ? '0' : '3'}>
          <Dialog.Content {...(phone ? {} : { maxW: '4xl', w: 'full' })}>
            <Dialog.Header pe="14">
              <Stack gap="0">
                <Dialog.Title>{heading}</Dialog.Title>
                <Text fontSize="sm" color="fg.muted">
                  {t('attachments.subtitle', { order: orderCode })}
                </Text>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">{body}</Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('close')} minW="11" minH="11" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
