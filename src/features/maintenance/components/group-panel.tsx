/** One group in the review panel: the crew's verdict, the review, then every test with its photos. */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Group } from '../../../protocol/maintenance';
import type { OpenGallery } from '../lib/gallery';
import type { SitePosition } from '../lib/photo-flag';
import { useOrderReviewContext } from '../review/review-context';
import { CharacteristicList } from './characteristic-list';
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
      <CharacteristicList
        userId={userId}
        title={t('tests')}
        characteristics={group.characteristics}
        site={site}
        onOpenGallery={onOpenGallery}
      />
    </Stack>
  );
}
