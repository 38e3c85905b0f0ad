/** The detail panel of one group: the crew's verdict, both review sides and every test. */
import { Box, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Group } from '../../../protocol/maintenance';
import { usePhotoUrls } from '../hooks/use-photo-urls';
import type { OpenGallery } from '../lib/gallery';
import type { SitePosition } from '../lib/photo-flag';
import { CharacteristicItem } from './characteristic-item';
import { useOrderReviewContext } from '../review/review-context';
import { ReviewRowEditor } from './review-row-editor';

export interface GroupPanelProps {
  userId: number;
  group: Group;
  orderStatus: string;
  site: SitePosition | null;
  onOpenGallery: OpenGallery;
}

export function GroupPanel({ userId, group, site, onOpenGallery }: GroupPanelProps) {
  const { t } = useTranslation('maintenance');
  const { model } = useOrderReviewContext();
  const row = model.groups.get(group.uuidObj);
  const photoIds = group.characteristics.flatMap((c) => c.charPhotos.map((p) => p.Id));
  const { urls, loading } = usePhotoUrls(userId, photoIds);
  return (
    <Stack
      gap="3"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      p={{ base: '3', md: '4' }}
      aria-label={group.groupText}
      as="section"
    >
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h3" size="md">
          {group.sequence}. {group.groupText}
        </Heading>
      </Flex>
      <Text fontSize="sm">
        <Text as="span" color="fg.muted">
          {t('crewVerdict')}:{' '}
        </Text>
        {group.groupStatus || '—'}
        {group.groupComments && ` · ${group.groupComments}`}
      </Text>
      {row && <ReviewRowEditor row={row} label={`${group.sequence}. ${group.groupText}`} />}
      <Flex align="center" gap="2">
        <Heading as="h4" size="sm">
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
    </Stack>
  );
}
