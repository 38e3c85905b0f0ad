/** A titled list of tests (a group's, or the inventory's photos by characteristic) with their photos. */
import { Box, Flex, Heading, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Characteristic } from '../../../protocol/maintenance';
import { usePhotoUrls } from '../hooks/use-photo-urls';
import type { OpenGallery } from '../lib/gallery';
import type { SitePosition } from '../lib/photo-flag';
import { CharacteristicItem } from './characteristic-item';

export interface CharacteristicListProps {
  userId: number;
  title: string;
  characteristics: readonly Characteristic[];
  site: SitePosition | null;
  onOpenGallery: OpenGallery;
}

export function CharacteristicList({
  userId,
  title,
  characteristics,
  site,
  onOpenGallery,
}: CharacteristicListProps) {
  const { t } = useTranslation('maintenance');
  const photoIds = characteristics.flatMap((c) => c.charPhotos.map((p) => p.Id));
  const { urls, loading } = usePhotoUrls(userId, photoIds);
  return (
    <Box>
      <Flex align="center" gap="2">
        <Heading as="h4" size="md">
          {title}
        </Heading>
        {loading && <Spinner size="xs" aria-label={t('loadingPhotos')} />}
      </Flex>
      <Box as="ul" listStyleType="none">
        {characteristics.map((c) => (
          <CharacteristicItem
            key={c.sequence}
            characteristic={c}
            urls={urls}
            site={site}
            onOpenGallery={onOpenGallery}
          />
        ))}
      </Box>
    </Box>
  );
}
