/**
 * "Descargar factura de ejemplo" (issue 17 "Demo invoices"): the XML and PDF of a demo CFDI of
 * exactly the chosen periods, or of a variable-maintenance service of the contract, for a newcomer
 * to pick and see every item green. The call exists only while the embedded tax authority
 * answers: refused as not found (404), the button goes away.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-errors';
import { showAlert } from '../../../lib/alert-store';
import { fetchDemoInvoice, type DemoInvoiceOf } from '../api/send-invoice';
import { saveFile } from '../lib/download';
import { base64ToBytes } from '../lib/files';

export function DemoInvoiceButton({
  bukrs,
  lifnr,
  of,
}: {
  bukrs: string;
  lifnr: string;
  of: DemoInvoiceOf;
}) {
  const { t } = useTranslation(['invoicePanel', 'messages']);
  const [missing, setMissing] = useState(false);
  const demo = useMutation({
    mutationFn: () => fetchDemoInvoice(bukrs, lifnr, of),
    onSuccess: (answer) => {
      const base = `factura-ejemplo-${answer.FACTURA || answer.ID}`.replace(
        /[^0-9A-Za-z_-]+/g,
        '_',
      );
      saveFile(base64ToBytes(answer.XMLBase64), `${base}.xml`, 'text/xml');
      saveFile(base64ToBytes(answer.PDFBase64), `${base}.pdf`, 'application/pdf');
      showAlert({
        type: 'success',
        message: t('demo.downloaded', { xml: `${base}.xml`, pdf: `${base}.pdf` }),
      });
    },
    onError: (error) => {
      // With the real SAT client the call does not exist: 404 notFound ('Servicio no encontrado'),
      // unlike 404 periodNotFound, which is the periods' own answer.
      if (isApiError(error) && error.status === 404 && error.message === t('messages:notFound'))
        setMissing(true);
      else showAlert({ type: 'error', message: t('demo.failed', { message: error.message }) });
    },
  });
  if (missing) return null;
  return (
    <Stack gap="1">
      <Button
        variant="outline"
        minH="11"
        alignSelf={{ base: 'stretch', sm: 'start' }}
        loading={demo.isPending}
        onClick={() => demo.mutate()}
      >
        {t('demo.button')}
      </Button>
      <Text fontSize="sm" color="gray.600">
        {'RECNNR' in of ? t('demo.helpMaintenance') : t('demo.help')}
      </Text>
    </Stack>
  );
}
