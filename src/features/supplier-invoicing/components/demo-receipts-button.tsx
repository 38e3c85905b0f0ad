/**
 * "Descargar factura de ejemplo" of the chosen receipts (issue 18): the XML and PDF of a demo CFDI
 * of exactly those lines and withholdings (DemoInvoice with ITEMDATA or, a lessor's, FACTURA_D_T,
 * and WITHTAXDATA), for a newcomer
 * to pick and see every check green. The call exists only while the embedded tax authority
 * answers: refused as not found (404 notFound), the button goes away.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../components/invoicing/download-table';
import { showAlert } from '../../../lib/alert-store';
import { isApiError } from '../../../lib/api-errors';
import { fetchReceiptDemo, type DemoReceiptLines } from '../api/send-receipt-invoice';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

export interface DemoReceiptsButtonProps {
  bukrs: string;
  lifnr: string;
  /** The chosen lines: a supplier's (ITEMDATA) or a lessor's (FACTURA_D_T). */
  lines: DemoReceiptLines;
  withholdings: readonly string[];
}

export function DemoReceiptsButton(props: DemoReceiptsButtonProps) {
  const { t } = useTranslation(['supplierInvoicing', 'messages']);
  const [missing, setMissing] = useState(false);
  const demo = useMutation({
    mutationFn: () => fetchReceiptDemo(props.bukrs, props.lifnr, props.lines, props.withholdings),
    onSuccess: (answer) => {
      const base = `factura-ejemplo-${answer.FACTURA || answer.ID}`.replace(
        /[^0-9A-Za-z_-]+/g,
        '_',
      );
      saveFile(bytesOf(answer.XMLBase64), `${base}.xml`, 'text/xml');
      saveFile(bytesOf(answer.PDFBase64), `${base}.pdf`, 'application/pdf');
      showAlert({
        type: 'success',
        message: t('demo.downloaded', { xml: `${base}.xml`, pdf: `${base}.pdf` }),
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 404 && error.message === t('messages:notFound'))
        setMissing(true);
      else showAlert({ type: 'error', message: t('demo.failed', { message: error.message }) });
    },
  });
  if (missing) return null;
  const count =
    'ITEMDATA' in props.lines ? props.lines.ITEMDATA.length : props.lines.FACTURA_D_T.length;
  return (
    <Stack gap="1">
      <Button
        variant="outline"
        minH="11"
        alignSelf={{ base: 'stretch', sm: 'start' }}
        disabled={count === 0}
        loading={demo.isPending}
        onClick={() => demo.mutate()}
      >
        {t('demo.button')}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {t('demo.help')}
      </Text>
    </Stack>
  );
}
