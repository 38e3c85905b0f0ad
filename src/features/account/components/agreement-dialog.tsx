/**
 * The agreement dialog (spec 1 §2.7, 1000 wide): the terms, a confirmation, then accept
 * (api/user 35, audited by the server). Its close button is disabled while ForceAgreementAccept.
 */
import { Alert, Button, chakra, Dialog, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { acceptAgreement } from '../api/account-calls';
import { AccountDialogFrame } from './account-dialog-frame';

interface Props {
  forced: boolean;
  /** Closed without accepting (only when not forced). */
  onClose: () => void;
  /** Accepted: the server's message (e.g. "Registro actualizado exitosamente"). */
  onAccepted: (message: string | null) => void;
}

export function AgreementDialog({ forced, onClose, onAccepted }: Props) {
  const { t } = useTranslation('account');
  const [confirmed, setConfirmed] = useState(false);
  const accept = useMutation({
    mutationFn: acceptAgreement,
    onSuccess: (answer) => onAccepted(answer.Message),
  });

  return (
    <AccountDialogFrame
      title={t('agreement.title')}
      width={1000}
      closeLabel={t('agreement.close')}
      forced={forced}
      onClose={onClose}
    >
      <Dialog.Body>
        <Stack gap="3">
          {accept.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator>
                <Icon name="warning" />
              </Alert.Indicator>
              <Alert.Description fontSize="md">{accept.error.message}</Alert.Description>
            </Alert.Root>
          )}
          <Text fontWeight="medium">{t('agreement.intro')}</Text>
          <Text>{t('agreement.p1')}</Text>
          <Text>{t('agreement.p2')}</Text>
          <Text>{t('agreement.p3')}</Text>
          <Text>{t('agreement.p4')}</Text>
          <chakra.label display="flex" alignItems="center" gap="3" minH="11" cursor="pointer">
            <chakra.input
              type="checkbox"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.currentTarget.checked)}
              boxSize="5"
              flexShrink="0"
              accentColor="var(--portal-primary, #0B3D91)"
              cursor="pointer"
            />
            <Text as="span" fontWeight="medium">
              {t('agreement.confirm')}
            </Text>
          </chakra.label>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          minH="11"
          disabled={!confirmed}
          loading={accept.isPending}
          loadingText={t('agreement.accepting')}
          onClick={() => accept.mutate()}
        >
          {t('agreement.accept')}
        </Button>
      </Dialog.Footer>
    </AccountDialogFrame>
  );
}
