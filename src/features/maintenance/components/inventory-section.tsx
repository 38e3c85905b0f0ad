/** The site inventory (spec 3 §2.3): site data in metres, photos by characteristic, the site's review and the antennas. */
import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Inventory } from '../../../protocol/maintenance';
import { ExportInventoryButton } from '../export/export-inventory-button';
import { usePhotoUrls } from '../hooks/use-photo-urls';
import type { OpenGallery } from '../lib/gallery';
import { useOrderDetailContext } from '../lib/order-detail-context';
import type { SitePosition } from '../lib/photo-flag';
import { AntennaTable } from './antenna-table';
import { CharacteristicItem } from './characteristic-item';
import { useOrderReviewContext } from '../review/review-context';
import { ReviewRowEditor } from './review-row-editor';

export interface InventorySectionProps {
  userId: number;
  inventory: Inventory;
  orderStatus: string;
  site: SitePosition | null;
  onOpenGallery: OpenGallery;
}

export function InventorySection(props: InventorySectionProps) {
  const { t } = useTranslation('maintenance');
  const { inventory: inv, site, onOpenGallery } = props;
  const { model } = useOrderReviewContext();
  const photoIds = inv.characteristics.flatMap((c) => c.charPhotos.map((p) => p.Id));
  const { urls } = usePhotoUrls(props.userId, photoIds);
  const order = useOrderDetailContext()?.details;
  const facts = [
    [t('inventory.buildingHeight'), `${inv.buildingHeight} m`],
    [t('inventory.towerType'), inv.towerType || '—'],
    [t('inventory.towerHeight'), `${inv.towerHeight} m`],
  ];
  const card = {
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'gray.200',
    rounded: 'md',
    p: { base: '3', md: '4' },
  } as const;
  return (
    <Stack gap="4">
      {order && (
        <Flex justify="end">
          <ExportInventoryButton
            source={{ orderCode: order.orderCode, site: order.site, inventory: inv }}
          />
        </Flex>
      )}
      <Stack gap="3" {...card}>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text as="dt" fontSize="sm" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" fontWeight="medium">
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {t('inventory.generalComments')}
          </Text>
          <Text>{inv.generalComments || '—'}</Text>
        </Box>
      </Stack>
      <Stack gap="2" {...card}>
        <Heading as="h3" size="md">
          {t('inventory.siteValidation')}
        </Heading>
        {model.inventory && (
          <ReviewRowEditor row={model.inventory} label={t('inventory.siteValidation')} />
        )}
      </Stack>
      <Stack gap="1" {...card}>
        <Heading as="h3" size="md">
          {t('inventory.photos')}
        </Heading>
        <Box as="ul" listStyleType="none">
          {inv.characteristics.map((c) => (
            <CharacteristicItem
              key={c.sequence}
              characteristic={c}
              urls={urls}
              site={site}
              onOpenGallery={onOpenGallery}
            />
          ))}
        </Box>
      </Stack>
      <Heading as="h3" size="md">
        {t('inventory.antennas')}
      </Heading>
      <AntennaTable {...props} />
    </Stack>
  );
}
