/**
 * "Descargar complemento de ejemplo" (issue 19): the XML and PDF of a sealed, stamped complement of
 * the chosen pending payment (DemoPaymentComplement), for a newcomer to pick and see every check
 * green. The call exists only while the embedded tax authority answers: refused as not found
 * (404 notFound), the button goes away.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../components/invoicing/download-table';
import { showAlert } from '../../../lib/alert-store';
import { isApiError } from '../../../lib/api-errors';
import { fetchDemoComplement } from '../api/send-complement';
import type { PendingPayment } from '../lib/payments';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

export function DemoComplementButton({ payment }: { payment: PendingPayment }) {
  const { t } = useTranslation(['payments', 'messages']);
  const [missing, setMissing] = useState(false);
  const demo = useMutation({
    mutationFn: () => fetchDemoComplement(payment),
    onSuccess: (answer) => {
      const base = `complemento-ejemplo-${answer.XBLNR || answer.UUID}`.replace(
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
  return (
    <Stack gap="1">
      <Button
        variant="outline"
        minH="11"
        bg="white"
        alignSelf={{ base: 'stretch', sm: 'start' }}
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
