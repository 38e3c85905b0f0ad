/**
 * A titled list of tests (a group's, or the inventory's photos by characteristic) with their photos.
 *
 * The tests sit below the part's review, out of view when an order opens on a tablet or a
 * desktop: the list is drawn just after what is on screen (the parts and the review), in a render
 * that lets the browser paint first, so a crew sees the order a moment sooner.
 */
import { Box, Flex, Heading, Spinner } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Characteristic } from '../../../protocol/maintenance';
import { usePhotoUrls } from '../hooks/use-photo-urls';
import type { OpenGallery } from '../lib/gallery';
import type { SitePosition } from '../lib/photo-flag';
import { CharacteristicItem } from './characteristic-item';

const NO_TESTS: readonly Characteristic[] = [];

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
  const shown = useDeferredValue(characteristics, NO_TESTS);
  return (
    <Box>
      <Flex align="center" gap="2">
        <Heading as="h4" size="md">
          {title}
        </Heading>
        {loading && <Spinner size="xs" aria-label={t('loadingPhotos')} />}
      </Flex>
      <Box as="ul" listStyleType="none">
        {shown.map((c) => (
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
