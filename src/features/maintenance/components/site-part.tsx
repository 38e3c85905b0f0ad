/**
 * The site inventory in the review panel (spec 3 §2.3): the site validation first, then the site
 * data in metres, the Excel export and the photos by characteristic.
 */
import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Inventory } from '../../../protocol/maintenance';
import { ExportInventoryButton } from '../export/export-inventory-button';
import type { OpenGallery } from '../lib/gallery';
import { useOrderDetailContext } from '../lib/order-detail-context';
import type { SitePosition } from '../lib/photo-flag';
import { useOrderReviewContext } from '../review/review-context';
import { CharacteristicList } from './characteristic-list';
import { ReviewRowEditor } from './review-row-editor';

export interface SitePartProps {
  userId: number;
  inventory: Inventory;
  site: SitePosition | null;
  onOpenGallery: OpenGallery;
}

export function SitePart({ userId, inventory: inv, site, onOpenGallery }: SitePartProps) {
  const { t } = useTranslation('maintenance');
  const { model } = useOrderReviewContext();
  const order = useOrderDetailContext()?.details;
  const facts = [
    [t('inventory.buildingHeight'), `${inv.buildingHeight} m`],
    [t('inventory.towerType'), inv.towerType || '—'],
    [t('inventory.towerHeight'), `${inv.towerHeight} m`],
  ];
  return (
    <Stack gap="4">
      {model.inventory && (
        <Stack gap="2">
          <Heading as="h4" size="md">
            {t('inventory.siteValidation')}
          </Heading>
          <ReviewRowEditor row={model.inventory} label={t('inventory.siteValidation')} />
        </Stack>
      )}
      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="md" fontWeight="semibold">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {t('inventory.generalComments')}
        </Text>
        <Text fontSize="md">{inv.generalComments || '—'}</Text>
      </Box>
      {order && (
        <Flex>
          <ExportInventoryButton
            source={{ orderCode: order.orderCode, site: order.site, inventory: inv }}
          />
        </Flex>
      )}
      <CharacteristicList
        userId={userId}
        title={t('inventory.photos')}
        characteristics={inv.characteristics}
        site={site}
        onOpenGallery={onOpenGallery}
      />
    </Stack>
  );
}
