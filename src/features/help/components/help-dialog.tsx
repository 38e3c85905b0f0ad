/**
 * The help dialog of spec 1 §2.7: 1090 wide (the whole screen on a phone), the page's title and its
 * help video, fetched from the server only when the dialog opens. A video that cannot be loaded
 * (offline, say: the videos are not precached) shows a translated message instead of a dead player.
 */
import { Alert, chakra, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpVideo } from '../../../domain/help-videos';
import { Icon } from '../../../components/ui/icon';
import { useLazyRecipes } from '../../../components/ui/use-lazy-recipes';
import { menuTitle } from '../../../lib/text-keys';

interface Props {
  video: HelpVideo;
  onClose: () => void;
}

export function HelpDialog({ video, onClose }: Props) {
  useLazyRecipes();
  const { t } = useTranslation(['help', 'menu']);
  const [failed, setFailed] = useState(false);
  const page = t(menuTitle(video.titleKey), { ns: 'menu' });
  return (
    <Dialog.Root
      open
      placement="center"
      scrollBehavior="outside"
      onOpenChange={(e) => !e.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '3' }} py={{ base: '0', md: '10' }}>
          <Dialog.Content
            maxW={{ base: '100vw', md: '1090px' }}
            w="full"
            minH={{ base: '100dvh', md: 'auto' }}
            my={{ base: '0', md: 'auto' }}
            mx="0"
            borderRadius={{ base: '0', md: 'l3' }}
          >
            <Dialog.Header pe="14">
              <Dialog.Title>{t('title', { page })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {failed ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator>
                    <Icon name="warning" />
                  </Alert.Indicator>
                  <Alert.Description fontSize="md">{t('videoError')}</Alert.Description>
                </Alert.Root>
              ) : (
                <chakra.video
                  controls
                  preload="metadata"
                  src={`${import.meta.env.BASE_URL}${video.file}`}
                  aria-label={t('videoLabel', { page })}
                  w="full"
                  maxH="70dvh"
                  bg="black"
                  borderRadius="md"
                  onError={() => setFailed(true)}
                />
              )}
            </Dialog.Body>
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
