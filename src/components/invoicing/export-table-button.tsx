/** "Exportar a Excel" of an invoicing table: exceljs is loaded on the click (spec 2 §2 "Common"). */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../lib/alert-store';
import { downloadTable } from './download-table';
import type { TableColumn } from './table-model';

export interface ExportTableButtonProps<Row> {
  title: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
}

export function ExportTableButton<Row>({ title, columns, rows }: ExportTableButtonProps<Row>) {
  const { t } = useTranslation('invoicing');
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await downloadTable({ title, columns, rows });
    } catch {
      showAlert({ type: 'error', message: t('table.exportFailed') });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      minH="11"
      variant="outline"
      loading={running}
      loadingText={t('table.exporting')}
      disabled={rows.length === 0}
      aria-label={t('table.exportNamed', { table: title })}
      onClick={() => void run()}
    >
      {t('table.export')}
    </Button>
  );
}
