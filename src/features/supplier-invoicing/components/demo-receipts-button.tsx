/**
 * "Descargar factura de ejemplo" of the chosen receipts: the XML and PDF of a demo CFDI
 * of exactly those lines and withholdings (DemoInvoice with ITEMDATA or, a lessor's, FACTURA_D_T,
 * and WITHTAXDATA).
 */
import { useTranslation } from 'react-i18next';
import { DemoFilesButton } from '../../../components/invoicing/demo-files-button';
import { fetchReceiptDemo, type DemoReceiptLines } from '../api/send-receipt-invoice';

export interface DemoReceiptsButtonProps {
  bukrs: string;
  lifnr: string;
  /** The chosen lines: a supplier's (ITEMDATA) or a lessor's (FACTURA_D_T). */
  lines: DemoReceiptLines;
  withholdings: readonly string[];
}

export function DemoReceiptsButton(props: DemoReceiptsButtonProps) {
  const { t } = useTranslation('supplierInvoicing');
  const count =
    'ITEMDATA' in props.lines ? props.lines.ITEMDATA.length : props.lines.FACTURA_D_T.length;
  return (
    <DemoFilesButton
      fetch={() => fetchReceiptDemo(props.bukrs, props.lifnr, props.lines, props.withholdings)}
      label={t('demo.button')}
      help={t('demo.help')}
      downloaded={(files) => t('demo.downloaded', files)}
      failed={(message) => t('demo.failed', { message })}
      disabled={count === 0}
    />
  );
}
