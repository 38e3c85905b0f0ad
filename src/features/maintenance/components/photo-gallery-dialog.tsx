/**
 * The photo gallery (spec 3 §2.3): the image up to 800 px, latitude, longitude, date, time,
 * download; a photo still on this device says it will be sent once connected.
 */
import {
  Alert,
  Button,
  chakra,
  CloseButton,
  Dialog,
  Flex,
  Link,
  Portal,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_MAX_SIZE } from '../../../domain/maintenance';
import { toLanguage } from '../../../protocol/envelope';
import type { PhotoRef } from '../../../protocol/maintenance';
import { photoFlagText, type SitePosition } from '../lib/photo-flag';
import { isPendingPhoto } from '../lib/photo-wire';
import { MaintenanceIcon } from './maintenance-icon';

export interface PhotoGalleryDialogProps {
  title: string;
  photos: readonly PhotoRef[];
  urls: ReadonlyMap<string, string>;
  site: SitePosition | null;
  startIndex: number;
  onClose: () => void;
}

export function PhotoGalleryDialog(props: PhotoGalleryDialogProps) {
  const { t, i18n } = useTranslation('maintenance');
  const [index, setIndex] = useState(props.startIndex);
  const photo = props.photos[index];
  if (!photo) return null;
  const url = props.urls.get(photo.Id);
  const flag = photoFlagText(photo, props.site, toLanguage(i18n.language));
  const facts = [
    [t('gallery.lat'), photo.lat ?? '—'],
    [t('gallery.long'), photo.longitud ?? '—'],
    [t('gallery.date'), photo.date || '—'],
    [t('gallery.time'), photo.time || '—'],
  ] as const;

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && props.onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="2">
          <Dialog.Content maxW={`${GALLERY_MAX_SIZE}px`} w="full">
            <Dialog.Header>
              <Dialog.Title>
                {props.title} · {t('photoOf', { number: index + 1, total: props.photos.length })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {url ? (
                <chakra.img
                  src={url}
                  alt={t('photo', { number: index + 1 })}
                  maxW="full"
                  maxH={`${GALLERY_MAX_SIZE}px`}
                  mx="auto"
                />
              ) : (
                <Text>{t('photoUnavailable')}</Text>
              )}
              {isPendingPhoto(photo) && (
                <Alert.Root status={photo.needsAttention ? 'error' : 'info'} mt="3" role="status">
                  <Alert.Indicator />
                  <Alert.Description>
                    {photo.needsAttention ? t('photos.attentionNote') : t('photos.saved')}
                  </Alert.Description>
                </Alert.Root>
              )}
              {flag && (
                <Alert.Root status="warning" mt="3" role="status">
                  <Alert.Indicator />
                  <Alert.Description>{flag}</Alert.Description>
                </Alert.Root>
              )}
              <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2" mt="3" as="dl">
                {facts.map(([label, value]) => (
                  <div key={label}>
                    <Text as="dt" fontSize="xs" color="fg.muted">
                      {label}
                    </Text>
                    <Text as="dd" fontSize="sm">
                      {value}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between" flexWrap="wrap">
              <Flex gap="2">
                <Button
                  minH="11"
                  variant="outline"
                  disabled={index === 0}
                  onClick={() => setIndex(index - 1)}
                  aria-label={t('gallery.previous')}
                >
                  <MaintenanceIcon name="chevronLeft" />
                </Button>
                <Button
                  minH="11"
                  variant="outline"
                  disabled={index >= props.photos.length - 1}
                  onClick={() => setIndex(index + 1)}
                  aria-label={t('gallery.next')}
                >
                  <MaintenanceIcon name="chevronRight" />
                </Button>
              </Flex>
              {url && (
                <Link
                  href={url}
                  download={`${photo.Id}.jpg`}
                  minH="11"
                  display="inline-flex"
                  alignItems="center"
                  gap="1"
                >
                  <MaintenanceIcon name="download" />
                  {t('gallery.download')}
                </Link>
              )}
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
