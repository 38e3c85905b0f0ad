/**
 * One antenna of the inventory, expandable to its observations, review and photos: a table row
 * from 768 px, a card on phones (so the review editor and the photos use the full width instead of
 * sitting inside a table that scrolls sideways).
 */
import { Box, chakra, Flex, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocked, rowEditState, type Side } from '../../../domain/maintenance';
import type { Antenna, Inventory } from '../../../protocol/maintenance';
import { usePhotoPart } from '../hooks/use-photo-part';
import { usePhotoUrls } from '../hooks/use-photo-urls';
import type { OpenGallery } from '../lib/gallery';
import { optionText } from '../lib/option-text';
import type { SitePosition } from '../lib/photo-flag';
import { useOrderReviewContext } from '../review/review-context';
import { MaintenanceIcon } from './maintenance-icon';
import { PhotoAddControl } from './photo-add-control';
import { PhotoStrip } from './photo-strip';
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

/** CSS variable the table sets to its visible width (it scrolls sideways when narrow). */
export const ANTENNA_VIEW_WIDTH = '--antenna-view-width';

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
  const { urls: serverUrls } = usePhotoUrls(
    userId,
    antenna.antennaPhotos.map((p) => p.Id),
  );
  const { photos, urls, capture, remove } = usePhotoPart(
    antenna,
    antenna.antennaPhotos,
    serverUrls,
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
        photos={photos}
        urls={urls}
        site={site}
        onOpen={(startIndex) => onOpenGallery({ title, photos, urls, startIndex })}
        {...(capture ? { onRemove: remove } : {})}
      />
      {capture && <PhotoAddControl capture={capture} label={title} />}
    </Stack>
  );
}

/** The antenna's review status on one side, with the edited, error and lock marks. */
function SideStatus({
  antenna,
  side,
  orderStatus,
}: {
  antenna: Antenna;
  side: Side;
  orderStatus: string;
}) {
  const { t } = useTranslation('maintenance');
  const review = useOrderReviewContext();
  const row = review.model.antennas.get(String(antenna.antenna));
  const editing = review.side;
  const state = row && editing ? rowEditState(row, editing) : null;
  return (
    <Stack gap="1" align="start">
      <ReviewStatusBadge status={row ? row.draft[side].status : null} />
      {side === editing && state?.edited && (
        <Text fontSize="xs" color="blue.700" fontWeight="semibold">
          {t('review.edited')}
        </Text>
      )}
      {side === editing && state?.kind === 'error' && (
        <Text fontSize="xs" color="red.700" fontWeight="bold">
          {t('review.hasError')}
        </Text>
      )}
      {side === 'Tl' && row && isLocked(row, orderStatus) && <LockedBadge />}
    </Stack>
  );
}

function ExpandButton({
  antenna,
  open,
  controls,
  onToggle,
}: {
  antenna: number;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation('maintenance');
  return (
    <IconButton
      aria-label={t('inventory.expand', { number: antenna })}
      aria-expanded={open}
      aria-controls={controls}
      variant="ghost"
      minW="11"
      minH="11"
      onClick={onToggle}
    >
      <MaintenanceIcon name={open ? 'chevronDown' : 'chevronRight'} />
    </IconButton>
  );
}

export function AntennaRow(props: AntennaRowProps) {
  const [open, setOpen] = useState(false);
  const { antenna: a, inventory: inv } = props;
  const detailsId = `antenna-${a.antenna}-details`;
  return (
    <>
      <tr>
        <AntennaTd px="1">
          <ExpandButton
            antenna={a.antenna}
            open={open}
            controls={detailsId}
            onToggle={() => setOpen(!open)}
          />
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
            <SideStatus antenna={a} side={s} orderStatus={props.orderStatus} />
          </AntennaTd>
        ))}
      </tr>
      {open && (
        <tr id={detailsId}>
          <AntennaTd colSpan={10} bg="gray.50">
            {/* Pinned to the visible part of the table, so the editor never hides off-screen. */}
            <Box
              position="sticky"
              insetStart="0"
              w={`calc(var(${ANTENNA_VIEW_WIDTH}, 100%) - 1rem)`}
              maxW="full"
            >
              <AntennaDetails
                userId={props.userId}
                antenna={a}
                site={props.site}
                onOpenGallery={props.onOpenGallery}
              />
            </Box>
          </AntennaTd>
        </tr>
      )}
    </>
  );
}

/** The same antenna as a card for phones: its data in two columns, the details full width. */
export function AntennaCard(props: AntennaRowProps) {
  const { t } = useTranslation('maintenance');
  const [open, setOpen] = useState(false);
  const { antenna: a, inventory: inv } = props;
  const detailsId = `antenna-${a.antenna}-card-details`;
  const facts = [
    [t('inventory.technology'), optionText(inv.technologyOptions, a.technologyCode)],
    [t('inventory.size'), optionText(inv.sizeOptions, a.sizeCode)],
    [t('inventory.ncra'), `${a.ncra} ${a.um}`],
    [t('inventory.orientation'), `${a.orientation}°`],
    [t('inventory.sector'), optionText(inv.sectorOptions, a.sectorCode)],
    [t('inventory.concessionaire'), optionText(inv.concessionaireOptions, a.concessionaireCode)],
  ] as const;
  return (
    <Box
      as="li"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      aria-label={t('antenna', { number: a.antenna })}
    >
      <Flex align="center" gap="2" px="1" pt="1">
        <ExpandButton
          antenna={a.antenna}
          open={open}
          controls={detailsId}
          onToggle={() => setOpen(!open)}
        />
        <Text fontWeight="semibold">{t('antenna', { number: a.antenna })}</Text>
      </Flex>
      <SimpleGrid as="dl" columns={2} gap="2" px="3" pb="3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text as="dt" fontSize="xs" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="sm">
              {value || '—'}
            </Text>
          </div>
        ))}
        {(['Pr', 'Tl'] as const).map((s) => (
          <div key={s}>
            <Text as="dt" fontSize="xs" color="fg.muted">
              {t(`side.${s}`)}
            </Text>
            <Box as="dd">
              <SideStatus antenna={a} side={s} orderStatus={props.orderStatus} />
            </Box>
          </div>
        ))}
      </SimpleGrid>
      {open && (
        <Box id={detailsId} bg="gray.50" borderTopWidth="1px" borderColor="gray.200">
          <AntennaDetails
            userId={props.userId}
            antenna={a}
            site={props.site}
            onOpenGallery={props.onOpenGallery}
          />
        </Box>
      )}
    </Box>
  );
}
