/**
 * One test of a group or of the inventory: its text, result, rating, comments and, for photo
 * tests, its photos (the server's and this device's unsent ones) with "Agregar foto" where the
 * user may edit the review.
 */
import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isPhotoCharacteristic } from '../../../domain/maintenance';
import type { Characteristic } from '../../../protocol/maintenance';
import { usePhotoPart } from '../hooks/use-photo-part';
import type { OpenGallery } from '../lib/gallery';
import type { SitePosition } from '../lib/photo-flag';
import { PhotoAddControl } from './photo-add-control';
import { PhotoStrip } from './photo-strip';

export interface CharacteristicItemProps {
  characteristic: Characteristic;
  urls: ReadonlyMap<string, string>;
  site: SitePosition | null;
  onOpenGallery: OpenGallery;
}

/** Redrawn only when its test, its photos' URLs or the site change, not with the whole list. */
export const CharacteristicItem = memo(function CharacteristicItem({
  characteristic: c,
  urls: serverUrls,
  site,
  onOpenGallery,
}: CharacteristicItemProps) {
  const { t } = useTranslation('maintenance');
  const photoTest = isPhotoCharacteristic(c);
  const { photos, urls, capture, remove } = usePhotoPart(c, c.charPhotos, serverUrls);
  const result = c.options.find((o) => o.opt === c.value)?.value ?? c.value;
  const title = `${c.sequence}. ${c.charText}`;
  return (
    <Stack as="li" gap="1.5" py="3" borderBottomWidth="1px" borderColor="gray.200">
      <Flex justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="semibold" fontSize="md">
          {title}
        </Text>
        {c.charStatus && (
          <Badge variant="outline" fontSize="sm" px="2" py="0.5" title={t('rating')}>
            {t('rating')}: {c.charStatus}
          </Badge>
        )}
      </Flex>
      {!photoTest && (
        <Text fontSize="md">
          <Text as="span" color="fg.muted">
            {t('result')}:{' '}
          </Text>
          {result || '—'}
        </Text>
      )}
      {c.charComments && (
        <Text fontSize="md" color="fg.muted">
          {c.charComments}
        </Text>
      )}
      {(photoTest || photos.length > 0) && (
        <PhotoStrip
          photos={photos}
          urls={urls}
          site={site}
          onOpen={(startIndex) => onOpenGallery({ title: c.charText, photos, urls, startIndex })}
          {...(capture ? { onRemove: remove } : {})}
        />
      )}
      {capture && <PhotoAddControl capture={capture} label={title} />}
    </Stack>
  );
});
