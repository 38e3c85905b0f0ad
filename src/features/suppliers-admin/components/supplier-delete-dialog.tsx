/** The delete confirmation (spec 2 §2 screen 11, §8 confirmDelete): api/Supplier 41 only after it. */
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SupplierRow } from '../../../protocol/supplier-admin';
import { DialogFrame } from '../../../components/ui/dialog-frame';

export interface SupplierDeleteDialogProps {
  row: SupplierRow;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function SupplierDeleteDialog({
  row,
  deleting,
  onConfirm,
  onClose,
}: SupplierDeleteDialogProps) {
  const { t } = useTranslation('suppliersAdmin');
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
      <Text>{t('delete.prompt', { name: row.Name, code: row.Code })}</Text>
    </DialogFrame>
  );
}
