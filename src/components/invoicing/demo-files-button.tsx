/**
 * "Descargar factura de ejemplo" and its kin (the demo invoices): asks the server for a
 * demo CFDI of exactly what the page has chosen and saves its XML and PDF, for a newcomer to pick
 * and see every check green. The demo calls exist only while the embedded tax authority answers:
 * refused as not found (404 notFound, unlike a 404 about the chosen documents), the button goes.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../lib/alert-store';
import { isApiError } from '../../lib/api-errors';
import { saveFile } from './download-table';

/** What a demo call answers: the CFDI's id and reference, its XML and PDF in base64. */
export interface DemoFiles {
  ID: string;
  FACTURA?: string | null;
  XMLBase64: string;
  PDFBase64: string;
}

export interface DemoFilesButtonProps {
  fetch: () => Promise<DemoFiles>;
  label: string;
  help: string;
  /** The success message, given the two files' names. */
  downloaded: (files: { xml: string; pdf: string }) => string;
  /** The failure message, given the server's. */
  failed: (message: string) => string;
  /** The file names' start, before the CFDI's reference. */
  prefix?: string;
  disabled?: boolean;
}

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

export function DemoFilesButton(props: DemoFilesButtonProps) {
  const { t } = useTranslation('messages');
  const [missing, setMissing] = useState(false);
  const demo = useMutation({
    mutationFn: props.fetch,
    onSuccess: (answer) => {
      const base = `${props.prefix ?? 'factura-ejemplo'}-${answer.FACTURA || answer.ID}`.replace(
        /[^0-9A-Za-z_-]+/g,
        '_',
      );
      saveFile(bytesOf(answer.XMLBase64), `${base}.xml`, 'text/xml');
      saveFile(bytesOf(answer.PDFBase64), `${base}.pdf`, 'application/pdf');
      showAlert({
        type: 'success',
        message: props.downloaded({ xml: `${base}.xml`, pdf: `${base}.pdf` }),
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 404 && error.message === t('notFound'))
        setMissing(true);
      else showAlert({ type: 'error', message: props.failed(error.message) });
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
        disabled={props.disabled}
        loading={demo.isPending}
        onClick={() => demo.mutate()}
      >
        {props.label}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {props.help}
      </Text>
    </Stack>
  );
}
