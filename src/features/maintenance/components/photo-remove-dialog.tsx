/** Asks before removing a photo that was never sent: it exists nowhere else. */
import { Alert, Button, chakra, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PhotoRemoveDialogProps {
  number: number;
  url: string | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function PhotoRemoveDialog({ number, url, onConfirm, onClose }: PhotoRemoveDialogProps) {
  const { t } = useTranslation('maintenance');
  const [state, setState] = useState<'idle' | 'removing' | 'failed'>('idle');
  const confirm = async () => {
    setState('removing');
    try {
      await onConfirm();
      onClose();
    } catch {
      setState('failed');
    }
  };
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      onOpenChange={(e) => !e.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="2">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('photos.removeTitle', { number })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {url && <chakra.img src={url} alt="" maxH="40" mx="auto" mb="3" rounded="md" />}
              <Text>{t('photos.removeConfirm')}</Text>
              {state === 'failed' && (
                <Alert.Root status="error" mt="3" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{t('photos.removeFailed')}</Alert.Description>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button minH="11" variant="outline" onClick={onClose}>
                {t('photos.cancel')}
              </Button>
              <Button
                minH="11"
                colorPalette="red"
                loading={state === 'removing'}
                onClick={() => void confirm()}
              >
                {t('photos.remove')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
