/** Thumbnails of a set of photos, each flagged when taken far from the site or with no position. */
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../protocol/envelope';
import type { PhotoRef } from '../../../protocol/maintenance';
import { photoFlagText, type SitePosition } from '../lib/photo-flag';
import { MaintenanceIcon } from './maintenance-icon';

export interface PhotoStripProps {
  photos: readonly PhotoRef[];
  urls: ReadonlyMap<string, string>;
  site: SitePosition | null;
  onOpen: (index: number) => void;
}

export function PhotoStrip({ photos, urls, site, onOpen }: PhotoStripProps) {
  const { t, i18n } = useTranslation('maintenance');
  const lang = toLanguage(i18n.language);
  if (photos.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('noPhotos')}
      </Text>
    );
  }
  return (
    <Flex gap="2" wrap="wrap">
      {photos.map((photo, index) => {
        const flag = photoFlagText(photo, site, lang);
        const url = urls.get(photo.Id);
        return (
          <chakra.button
            key={photo.Id}
            type="button"
            position="relative"
            boxSize="20"
            rounded="md"
            overflow="hidden"
            borderWidth={flag ? '3px' : '1px'}
            borderColor={flag ? 'orange.500' : 'gray.300'}
            bg="gray.100"
            aria-label={`${t('photo', { number: index + 1 })}${flag ? `. ${flag}` : ''}`}
            title={flag ?? undefined}
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
          </chakra.button>
        );
      })}
    </Flex>
  );
}
