/** The group list with the selected group's detail panel beside it (below it on narrow screens). */
import { Badge, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocked, rowEditState } from '../../../domain/maintenance';
import { useOrderReviewContext } from '../review/review-context';
import type { Group } from '../../../protocol/maintenance';
import type { OpenGallery } from '../lib/gallery';
import type { SitePosition } from '../lib/photo-flag';
import { GroupPanel } from './group-panel';
import { MaintenanceIcon } from './maintenance-icon';
import { ReviewStatusBadge } from './review-sides';

export interface GroupsSectionProps {
  userId: number;
  groups: readonly Group[];
  orderStatus: string;
  site: SitePosition | null;
  onOpenGallery: OpenGallery;
}

export function GroupsSection({
  userId,
  groups,
  orderStatus,
  site,
  onOpenGallery,
}: GroupsSectionProps) {
  const { t } = useTranslation('maintenance');
  const review = useOrderReviewContext();
  const [selectedId, setSelectedId] = useState(groups[0]?.uuidObj ?? '');
  const selected = groups.find((g) => g.uuidObj === selectedId) ?? groups[0];
  if (!selected) return <Text>{t('noGroups')}</Text>;
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: 'minmax(260px, 1fr) 2fr' }}
      gap="4"
      alignItems="start"
    >
      <Stack as="ul" listStyleType="none" gap="2" aria-label={t('groups')}>
        {groups.map((g) => {
          const row = review.model.groups.get(g.uuidObj);
          if (!row) return null;
          const values = row.draft;
          const state = review.side ? rowEditState(row, review.side) : null;
          const current = g.uuidObj === selected.uuidObj;
          return (
            <li key={g.uuidObj}>
              <chakra.button
                type="button"
                w="full"
                textAlign="start"
                p="3"
                minH="11"
                rounded="md"
                borderWidth="1px"
                borderColor={current ? 'brand.solid' : 'gray.200'}
                bg={current ? 'brand.subtle' : 'white'}
                aria-current={current ? 'true' : undefined}
                onClick={() => setSelectedId(g.uuidObj)}
              >
                <Flex justify="space-between" gap="2" align="center">
                  <Text fontWeight="medium">
                    {g.sequence}. {g.groupText}
                  </Text>
                  {isLocked(row, orderStatus) && (
                    <MaintenanceIcon name="lock" label={t('locked')} boxSize="4" />
                  )}
                </Flex>
                <Flex gap="1" mt="1" wrap="wrap">
                  <Badge variant="outline">{t('side.PrShort')}</Badge>
                  <ReviewStatusBadge status={values.Pr.status} />
                  <Badge variant="outline">{t('side.TlShort')}</Badge>
                  <ReviewStatusBadge status={values.Tl.status} />
                  {state?.edited && (
                    <Badge colorPalette="blue" variant="solid">
                      {t('review.edited')}
                    </Badge>
                  )}
                  {state?.kind === 'error' && (
                    <Badge colorPalette="red" variant="solid">
                      {t('review.hasError')}
                    </Badge>
                  )}
                </Flex>
              </chakra.button>
            </li>
          );
        })}
      </Stack>
      <GroupPanel
        userId={userId}
        group={selected}
        orderStatus={orderStatus}
        site={site}
        onOpenGallery={onOpenGallery}
      />
    </Grid>
  );
}
