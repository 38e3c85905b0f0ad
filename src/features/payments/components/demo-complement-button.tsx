/**
 * "Descargar complemento de ejemplo": the XML and PDF of a sealed, stamped complement of
 * the chosen pending payment (DemoPaymentComplement), for a newcomer to pick and see every check
 * green.
 */
import { useTranslation } from 'react-i18next';
import { DemoFilesButton } from '../../../components/invoicing/demo-files-button';
import { fetchDemoComplement } from '../api/send-complement';
import type { PendingPayment } from '../lib/payments';

export function DemoComplementButton({ payment }: { payment: PendingPayment }) {
  const { t } = useTranslation('payments');
  return (
    <DemoFilesButton
      fetch={async () => {
        const answer = await fetchDemoComplement(payment);
        return { ...answer, ID: answer.UUID, FACTURA: answer.XBLNR };
      }}
      prefix="complemento-ejemplo"
      label={t('demo.button')}
      help={t('demo.help')}
      downloaded={(files) => t('demo.downloaded', files)}
      failed={(message) => t('demo.failed', { message })}
    />
  );
}
