/**
 * "Descargar factura de ejemplo" (the demo invoices): the XML and PDF of a demo CFDI of
 * exactly the chosen periods, or of a variable-maintenance service of the contract.
 */
import { useTranslation } from 'react-i18next';
import { DemoFilesButton } from '../../../components/invoicing/demo-files-button';
import { fetchDemoInvoice, type DemoInvoiceOf } from '../api/send-invoice';

export function DemoInvoiceButton({
  bukrs,
  lifnr,
  of,
}: {
  bukrs: string;
  lifnr: string;
  of: DemoInvoiceOf;
}) {
  const { t } = useTranslation('invoicePanel');
  return (
    <DemoFilesButton
      fetch={() => fetchDemoInvoice(bukrs, lifnr, of)}
      label={t('demo.button')}
      help={'RECNNR' in of ? t('demo.helpMaintenance') : t('demo.help')}
      downloaded={(files) => t('demo.downloaded', files)}
      failed={(message) => t('demo.failed', { message })}
    />
  );
}
