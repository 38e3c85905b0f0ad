/**
 * One antenna in the review panel, as a card at every width (spec 3 §3.5): its review first, then
 * its data in words and metres and its photos, with "Agregar foto" where the user may edit.
 */
import { Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Antenna, Inventory } from '../../../protocol/maintenance';
import { usePhotoPart } from '../hooks/use-photo-part';
import { usePhotoUrls } from '../hooks/use-photo-urls';
import type { OpenGallery } from '../lib/gallery';
import { optionText } from '../lib/option-text';
import type { SitePosition } from '../lib/photo-flag';
import { useOrderReviewContext } from '../review/review-context';
import { PhotoAddControl } from './photo-add-control';
import { PhotoStrip } from './photo-strip';
import { ReviewRowEditor } from './review-row-editor';

export interface AntennaPartProps {
  userId: number;
  antenna: Antenna;
  inventory: Inventory;
  label: string;
  site: SitePosition | null;
  onOpenGallery: OpenGallery;
}

export function AntennaPart({
  userId,
  antenna: a,
  inventory: inv,
  label,
  site,
  onOpenGallery,
}: AntennaPartProps) {
  const { t } = useTranslation('maintenance');
  const { model } = useOrderReviewContext();
  const row = model.antennas.get(String(a.antenna));
  const { urls: serverUrls } = usePhotoUrls(
    userId,
    a.antennaPhotos.map((p) => p.Id),
  );
  const { photos, urls, capture, remove } = usePhotoPart(a, a.antennaPhotos, serverUrls);
  const facts = [
    [t('inventory.technology'), optionText(inv.technologyOptions, a.technologyCode)],
    [t('inventory.size'), optionText(inv.sizeOptions, a.sizeCode)],
    [t('inventory.ncra'), `${a.ncra} ${a.um === 'M' ? 'm' : a.um}`],
    [t('inventory.orientation'), `${a.orientation}°`],
    [t('inventory.sector'), optionText(inv.sectorOptions, a.sectorCode)],
    [t('inventory.concessionaire'), optionText(inv.concessionaireOptions, a.concessionaireCode)],
    [t('inventory.observations'), a.observations],
    [t('inventory.comments'), a.comments],
  ] as const;
  return (
    <Stack gap="4">
      {row && <ReviewRowEditor row={row} label={label} />}
      {/* One fact per line, name at the start and value at the end: long values (a carrier's
          name) wrap at spaces instead of breaking inside a word on a phone. */}
      <SimpleGrid
        as="dl"
        columns={{ base: 1, md: 2 }}
        columnGap="6"
        aria-label={t('inventory.antennaFacts')}
      >
        {facts.map(([name, value]) => (
          <Flex
            key={name}
            justify="space-between"
            gap="3"
            py="1.5"
            borderBottomWidth="1px"
            borderColor="gray.200"
          >
            <Text as="dt" fontSize="md" color="fg.muted" flexShrink={0}>
              {name}
            </Text>
            <Text as="dd" fontSize="md" fontWeight="semibold" textAlign="end" minW="0">
              {value || '—'}
            </Text>
          </Flex>
        ))}
      </SimpleGrid>
      <Stack gap="2">
        <Heading as="h4" size="md">
          {t('photos.title')}
        </Heading>
        <PhotoStrip
          photos={photos}
          urls={urls}
          site={site}
          onOpen={(startIndex) => onOpenGallery({ title: label, photos, urls, startIndex })}
          {...(capture ? { onRemove: remove } : {})}
        />
        {capture && <PhotoAddControl capture={capture} label={label} />}
      </Stack>
    </Stack>
  );
}
