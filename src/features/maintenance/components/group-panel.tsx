/** One group in the review panel: the crew's verdict, the review, then every test with its photos. */
import { Box, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Group } from '../../../protocol/maintenance';
import { usePhotoUrls } from '../hooks/use-photo-urls';
import type { OpenGallery } from '../lib/gallery';
import type { SitePosition } from '../lib/photo-flag';
import { useOrderReviewContext } from '../review/review-context';
import { CharacteristicItem } from './characteristic-item';
import { ReviewRowEditor } from './review-row-editor';

export interface GroupPanelProps {
  userId: number;
  group: Group;
  label: string;
  site: SitePosition | null;
  onOpenGallery: OpenGallery;
}

export function GroupPanel({ userId, group, label, site, onOpenGallery }: GroupPanelProps) {
  const { t } = useTranslation('maintenance');
  const { model } = useOrderReviewContext();
  const row = model.groups.get(group.uuidObj);
  const photoIds = group.characteristics.flatMap((c) => c.charPhotos.map((p) => p.Id));
  const { urls, loading } = usePhotoUrls(userId, photoIds);
  return (
    <Stack gap="4">
      <Text fontSize="md">
        <Text as="span" color="fg.muted">
          {t('crewVerdict')}:{' '}
        </Text>
        <Text as="span" fontWeight="semibold">
          {group.groupStatus || '—'}
        </Text>
        {group.groupComments && ` · ${group.groupComments}`}
      </Text>
      {row && <ReviewRowEditor row={row} label={label} />}
      <Box>
        <Flex align="center" gap="2">
          <Heading as="h4" size="md">
            {t('tests')}
          </Heading>
          {loading && <Spinner size="xs" aria-label={t('loadingPhotos')} />}
        </Flex>
        <Box as="ul" listStyleType="none">
          {group.characteristics.map((c) => (
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
    </Stack>
  );
}
