/**
 * Thumbnails of a set of photos, each flagged when taken far from the site or with no position.
 * Photos still on this device are marked pending and, where the user may edit, can be removed.
 */
import { Box, chakra, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../protocol/envelope';
import type { PhotoRef } from '../../../protocol/maintenance';
import { photoFlagText, type SitePosition } from '../lib/photo-flag';
import { isPendingPhoto, type PendingPhotoRef } from '../lib/photo-wire';
import { MaintenanceIcon } from './maintenance-icon';
import { PhotoRemoveDialog } from './photo-remove-dialog';

export interface PhotoStripProps {
  photos: readonly PhotoRef[];
  urls: ReadonlyMap<string, string>;
  site: SitePosition | null;
  onOpen: (index: number) => void;
  /** Removes a photo not yet sent; without it pending photos cannot be removed here. */
  onRemove?: (photo: PendingPhotoRef) => Promise<void>;
}

export function PhotoStrip({ photos, urls, site, onOpen, onRemove }: PhotoStripProps) {
  const { t, i18n } = useTranslation('maintenance');
  const lang = toLanguage(i18n.language);
  const [removing, setRemoving] = useState<{ photo: PendingPhotoRef; number: number } | null>(null);
  if (photos.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('noPhotos')}
      </Text>
    );
  }
  return (
    <Flex gap="2" wrap="wrap" as="ul" listStyleType="none">
      {photos.map((photo, index) => {
        const flag = photoFlagText(photo, site, lang);
        const url = urls.get(photo.Id);
        const pending = isPendingPhoto(photo) ? photo : null;
        const number = index + 1;
        const stateText = pending
          ? pending.needsAttention
            ? t('photos.attention')
            : t('photos.pending')
          : null;
        const name = [t('photo', { number }), stateText, flag].filter(Boolean).join('. ');
        return (
          <Stack as="li" key={photo.Id} gap="1" align="center">
            <chakra.button
              type="button"
              position="relative"
              boxSize="20"
              rounded="md"
              overflow="hidden"
              borderWidth={flag ? '3px' : '1px'}
              borderStyle={pending ? 'dashed' : 'solid'}
              borderColor={flag ? 'orange.500' : pending ? 'blue.600' : 'gray.300'}
              bg="gray.100"
              aria-label={name}
              title={flag ?? stateText ?? undefined}
              onClick={() => onOpen(index)}
            >
              {url ? (
                <chakra.img src={url} alt="" w="full" h="full" objectFit="cover" />
              ) : (
                <Text fontSize="xs" px="1">
                  {t('photoUnavailable')}
                </Text>
              )}
              {flag && (
                <Box
                  position="absolute"
                  top="1"
                  insetEnd="1"
                  bg="orange.500"
                  color="white"
                  rounded="full"
                  p="0.5"
                >
                  <MaintenanceIcon name="flag" boxSize="3.5" />
                </Box>
              )}
              {stateText && (
                <Text
                  position="absolute"
                  insetX="0"
                  bottom="0"
                  fontSize="2xs"
                  fontWeight="semibold"
                  bg={pending?.needsAttention ? 'red.700' : 'blue.700'}
                  color="white"
                  aria-hidden
                >
                  {stateText}
                </Text>
              )}
            </chakra.button>
            {pending && onRemove && (
              <IconButton
                size="xs"
                minW="11"
                minH="11"
                variant="ghost"
                colorPalette="red"
                aria-label={t('photos.removeOf', { number })}
                onClick={() => setRemoving({ photo: pending, number })}
              >
                <MaintenanceIcon name="close" />
              </IconButton>
            )}
          </Stack>
        );
      })}
      {removing && onRemove && (
        <PhotoRemoveDialog
          number={removing.number}
          url={urls.get(removing.photo.Id) ?? null}
          onConfirm={() => onRemove(removing.photo)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Flex>
  );
}
