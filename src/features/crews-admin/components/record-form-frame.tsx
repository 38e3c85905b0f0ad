/**
 * The frame of the crew, region and client forms: the dialog with Cancelar / Guardar (Cerrar
 * alone when only viewing), and, while the stored record is read for an edit or a view, its
 * spinner or the reason it could not be read in place of the form.
 */
import { Alert, Button, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/ui/dialog-frame';

export interface RecordFormFrameProps {
  title: string;
  width: number;
  /** The id of the form the Guardar button submits. */
  formId: string;
  readOnly: boolean;
  saving?: boolean;
  onClose: () => void;
  /** The stored record's read, for an edit or a view; null for a new record. */
  record: { error: Error | null; ready: boolean } | null;
  children: ReactNode;
}

export function RecordFormFrame(props: RecordFormFrameProps) {
  const { t } = useTranslation('crewsAdmin');
  const { record } = props;
  return (
    <DialogFrame
      title={props.title}
      width={props.width}
      onClose={props.onClose}
      footer={
        <>
          <Button minH="11" variant="outline" onClick={props.onClose}>
            {props.readOnly ? t('form.close') : t('form.cancel')}
          </Button>
          {!props.readOnly && (
            <Button minH="11" type="submit" form={props.formId} loading={props.saving}>
              {t('form.save')}
            </Button>
          )}
        </>
      }
    >
      {record?.error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{record.error.message || t('loadFailed')}</Alert.Description>
        </Alert.Root>
      ) : record && !record.ready ? (
        <Spinner aria-label={t('loading')} />
      ) : (
        props.children
      )}
    </DialogFrame>
  );
}
