/** The dialog of an action that arrives with the next update (crew, date, attach, revert). */
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ComingNextDialogProps {
  title: string;
  orderCode: string;
  onClose: () => void;
}

export function ComingNextDialog({ title, orderCode, onClose }: ComingNextDialogProps) {
  const { t } = useTranslation('maintenance');
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {title} · {orderCode}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('comingNext')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button minH="11" onClick={onClose}>
                {t('ok')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('close')} minW="11" minH="11" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
