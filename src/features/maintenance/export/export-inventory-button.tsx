/** "Exportar a Excel" of the inventory section (spec 3 §2.3); a failure shows the spec's message (§8). */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyOf } from '../../../lib/text-keys';
import { showAlert } from '../../../lib/alert-store';
import { downloadInventoryWorkbook } from './download-inventory';
import type { InventoryExportSource } from './inventory-workbook';

export function ExportInventoryButton({ source }: { source: InventoryExportSource }) {
  const { t } = useTranslation('maintenance');
  const [running, setRunning] = useState(false);
  const exportInventory = async () => {
    setRunning(true);
    try {
      await downloadInventoryWorkbook(source, (key) => t(keyOf('maintenance', key)));
    } catch {
      showAlert({ type: 'error', message: t('export.failed') });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      minH="11"
      variant="outline"
      loading={running}
      loadingText={t('export.exporting')}
      onClick={() => void exportInventory()}
    >
      {t('export.button')}
    </Button>
  );
}
