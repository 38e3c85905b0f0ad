/** Placeholder dialog for the recovery and request-access flows (built in later issues). */
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useLazyRecipes } from '../../../components/ui/use-lazy-recipes';

export function ComingSoonDialog({ title, onClose }: { title: string; onClose: () => void }) {
  useLazyRecipes();
  const { t } = useTranslation('common');
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('comingSoonBody')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button minH="11" onClick={onClose}>
                {t('ok')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('close')} minW="11" minH="11">
                <Icon name="close" />
              </CloseButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
