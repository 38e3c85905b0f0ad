/** One antenna of the inventory table, expandable to its observations, review comments and photos. */
import { chakra, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocked, rowEditState } from '../../../domain/maintenance';
import type { Antenna, Inventory } from '../../../protocol/maintenance';
import { usePhotoUrls } from '../hooks/use-photo-urls';
import type { OpenGallery } from '../lib/gallery';
import { optionText } from '../lib/option-text';
import type { SitePosition } from '../lib/photo-flag';
import { MaintenanceIcon } from './maintenance-icon';
import { PhotoStrip } from './photo-strip';
import { useOrderReviewContext } from '../review/review-context';
import { LockedBadge, ReviewStatusBadge } from './review-sides';
import { ReviewRowEditor } from './review-row-editor';

export const AntennaTd = chakra('td', {
  base: {
    px: '2',
    py: '2',
    fontSize: 'sm',
    verticalAlign: 'top',
    borderBottomWidth: '1px',
    borderColor: 'gray.200',
  },
});

export interface AntennaRowProps {
  userId: number;
  antenna: Antenna;
  inventory: Inventory;
  orderStatus: string;
  site: SitePosition | null;
  onOpenGallery: OpenGallery;
}

function AntennaDetails({
  userId,
  antenna,
  site,
  onOpenGallery,
}: Omit<AntennaRowProps, 'inventory' | 'orderStatus'>) {
  const { t } = useTranslation('maintenance');
  const { model } = useOrderReviewContext();
  const row = model.antennas.get(String(antenna.antenna));
  const { urls } = usePhotoUrls(
    userId,
    antenna.antennaPhotos.map((p) => p.Id),
  );
  const title = t('antenna', { number: antenna.antenna });
  return (
    <Stack gap="2" p="2">
      <Text fontSize="sm">
        <Text as="span" color="fg.muted">
          {t('inventory.observations')}:{' '}
        </Text>
        {antenna.observations || '—'}
      </Text>
      <Text fontSize="sm">
        <Text as="span" color="fg.muted">
          {t('inventory.comments')}:{' '}
        </Text>
        {antenna.comments || '—'}
      </Text>
      {row && <ReviewRowEditor row={row} label={title} />}
      <PhotoStrip
        photos={antenna.antennaPhotos}
        urls={urls}
        site={site}
        onOpen={(startIndex) =>
          onOpenGallery({ title, photos: antenna.antennaPhotos, urls, startIndex })
        }
      />
    </Stack>
  );
}

export function AntennaRow(props: AntennaRowProps) {
  const { t } = useTranslation('maintenance');
  const [open, setOpen] = useState(false);
  const { antenna: a, inventory: inv } = props;
  const review = useOrderReviewContext();
  const row = review.model.antennas.get(String(a.antenna));
  const side = review.side;
  const state = row && side ? rowEditState(row, side) : null;
  const detailsId = `antenna-${a.antenna}-details`;
  return (
    <>
      <tr>
        <AntennaTd px="1">
          <IconButton
            aria-label={t('inventory.expand', { number: a.antenna })}
            aria-expanded={open}
            aria-controls={detailsId}
            variant="ghost"
            minW="11"
            minH="11"
            onClick={() => setOpen(!open)}
          >
            <MaintenanceIcon name={open ? 'chevronDown' : 'chevronRight'} />
          </IconButton>
        </AntennaTd>
        <AntennaTd fontWeight="semibold">{a.antenna}</AntennaTd>
        <AntennaTd>{optionText(inv.technologyOptions, a.technologyCode)}</AntennaTd>
        <AntennaTd>{optionText(inv.sizeOptions, a.sizeCode)}</AntennaTd>
        <AntennaTd whiteSpace="nowrap">
          {a.ncra} {a.um}
        </AntennaTd>
        <AntennaTd>{a.orientation}°</AntennaTd>
        <AntennaTd>{optionText(inv.sectorOptions, a.sectorCode)}</AntennaTd>
        <AntennaTd>{optionText(inv.concessionaireOptions, a.concessionaireCode)}</AntennaTd>
        {(['Pr', 'Tl'] as const).map((s) => (
          <AntennaTd key={s}>
            <Stack gap="1" align="start">
              <ReviewStatusBadge status={row ? row.draft[s].status : null} />
              {s === side && state?.edited && (
                <Text fontSize="xs" color="blue.700" fontWeight="semibold">
                  {t('review.edited')}
                </Text>
              )}
              {s === side && state?.kind === 'error' && (
                <Text fontSize="xs" color="red.700" fontWeight="bold">
                  {t('review.hasError')}
                </Text>
              )}
              {s === 'Tl' && row && isLocked(row, props.orderStatus) && <LockedBadge />}
            </Stack>
          </AntennaTd>
        ))}
      </tr>
      {open && (
        <tr id={detailsId}>
          <AntennaTd colSpan={10} bg="gray.50">
            <AntennaDetails
              userId={props.userId}
              antenna={a}
              site={props.site}
              onOpenGallery={props.onOpenGallery}
            />
          </AntennaTd>
        </tr>
      )}
    </>
  );
}
