/** The delete confirmation (spec 1 §2.8): api/user 41 only after the user confirms. */
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../protocol/user-admin';
import { DialogFrame } from '../../../components/ui/dialog-frame';

export interface UserDeleteDialogProps {
  row: UserRow;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function UserDeleteDialog({ row, deleting, onConfirm, onClose }: UserDeleteDialogProps) {
  const { t } = useTranslation('users');
  return (
    <DialogFrame
      title={t('delete.title')}
      width={550}
      role="alertdialog"
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" minH="11" onClick={onClose}>
            {t('delete.cancel')}
          </Button>
          <Button colorPalette="red" minH="11" loading={deleting} onClick={onConfirm}>
            {t('delete.confirm')}
          </Button>
        </>
      }
    >
      <Text>{t('delete.prompt', { user: row.UserName, name: row.Name })}</Text>
    </DialogFrame>
  );
}
