/** "Descargar reporte de validación": the attempt's workbook, exceljs loaded on the click. */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../lib/alert-store';
import { loadExcel, saveFile, XLSX_TYPE } from '../../../components/invoicing/download-table';
import { buildValidationReport, reportFileName, type ValidationReport } from '../lib/report';

export function ReportButton({ report }: { report: ValidationReport }) {
  const { t } = useTranslation('invoicePanel');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const excel = await loadExcel();
      const workbook = buildValidationReport(excel, report, {
        title: t('report.title'),
        sheet: t('report.sheet'),
        file: t('report.file'),
        sha256: t('report.sha256'),
        time: t('report.time'),
        uuid: t('report.uuid'),
        check: t('report.check'),
        status: t('report.status'),
        message: t('report.message'),
        sat: t('report.sat'),
        call: t('report.call'),
        answer: t('report.answer'),
        result: t('report.result'),
      });
      saveFile(await workbook.xlsx.writeBuffer(), reportFileName(report), XLSX_TYPE);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      showAlert({ type: 'error', message: t('report.failed', { message }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      minH="11"
      alignSelf={{ base: 'stretch', sm: 'start' }}
      loading={busy}
      onClick={() => void download()}
    >
      {t('report.button')}
    </Button>
  );
}
