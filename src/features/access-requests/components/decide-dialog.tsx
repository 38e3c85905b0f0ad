/**
 * The confirmation before a decision, saying what will happen: approving creates the user and
 * mails the activation to the typed e-mail (not the ERP's, which the dialog repeats); rejecting
 * creates nothing and mails nothing.
 */
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import type { AccessRequestRow } from '../../../protocol/request-access';
import { compareEmails } from '../email-comparison';

/** On a phone the two buttons fill the width, one under the other when they do not fit side by side. */
const FOOTER_BUTTON = { base: '1 1 auto', md: '0 0 auto' } as const;

export interface DecideDialogProps {
  request: AccessRequestRow;
  approve: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DecideDialog({ request: r, approve, busy, onConfirm, onClose }: DecideDialogProps) {
  const { t } = useTranslation('accessRequests');
  const texts = approve ? 'confirmApprove' : 'confirmReject';
  const comparison = compareEmails(r.Email, r.ErpEmail);
  return (
    <DialogFrame
      title={t(`${texts}.title`, { tin: r.TIN })}
      width={560}
      role="alertdialog"
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" minH="11" px="5" flex={FOOTER_BUTTON} onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            minH="11"
            px="5"
            flex={FOOTER_BUTTON}
            colorPalette={approve ? undefined : 'red'}
            loading={busy}
            onClick={onConfirm}
          >
            {t(`${texts}.confirm`)}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{t(`${texts}.body`, { tin: r.TIN, name: r.PartnerName, email: r.Email })}</Text>
        {approve && comparison !== 'same' && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>
              {comparison === 'noErpEmail'
                ? t('confirmApprove.warningNoErp')
                : t('confirmApprove.warning', { erp: r.ErpEmail })}
            </Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    </DialogFrame>
  );
}
