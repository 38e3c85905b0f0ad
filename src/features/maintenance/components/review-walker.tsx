/**
 * The order's parts and the review panel (spec 3 §2.3 groups and inventory, one part at a time).
 *
 * From 1,024 px the list and the panel stand side by side and the panel stays in view (sticky,
 * scrolling inside itself), so the part tapped opens where the eye is. Below 1,024 px (a tablet
 * held upright, a phone) the panel takes the list's place and the page scrolls to its top; "Todas
 * las partes" goes back to the list. Either way "Anterior" / "Siguiente" walk every group, the site
 * inventory and every antenna without scrolling back to the list.
 */
import { Box, Grid } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { OrderDetails } from '../../../protocol/maintenance';
import type { OpenGallery } from '../lib/gallery';
import { optionText } from '../lib/option-text';
import type { SitePosition } from '../lib/photo-flag';
import { partPosition, reviewParts, type ReviewPart } from '../lib/review-parts';
import type { ReviewRowView } from '../review/order-review';
import { useOrderReviewContext } from '../review/review-context';
import { AntennaPart } from './antenna-part';
import { GroupPanel } from './group-panel';
import { PartList } from './part-list';
import { PartPanel } from './part-panel';
import { SitePart } from './site-part';

/** The sticky top bar's height plus a margin, for scrolling a part's top into view below it. */
const TOP_BAR_CLEARANCE = '5rem';

export interface ReviewWalkerProps {
  userId: number;
  details: OrderDetails;
  site: SitePosition | null;
  onOpenGallery: OpenGallery;
}

export function ReviewWalker({ userId, details, site, onOpenGallery }: ReviewWalkerProps) {
  const { t } = useTranslation('maintenance');
  const { model } = useOrderReviewContext();
  const parts = useMemo(() => reviewParts(details), [details]);
  const wide = useMediaQuery('(min-width: 1024px)');
  const [current, setCurrent] = useState(parts[0]?.key ?? '');
  const [panelOpen, setPanelOpen] = useState(false);
  // Bumped by every move, so the effect below scrolls and focuses after the new part rendered.
  const [moves, setMoves] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const titleOf = useCallback(
    (part: ReviewPart) =>
      part.kind === 'group'
        ? `${part.group.sequence}. ${part.group.groupText}`
        : part.kind === 'site'
          ? t('walk.site')
          : t('antenna', { number: part.antenna.antenna }),
    [t],
  );
  const inventory = details.inventory;
  const subtitleOf = useCallback(
    (part: ReviewPart): string | null => {
      if (part.kind === 'group') {
        return part.group.groupStatus ? `${t('crewVerdict')}: ${part.group.groupStatus}` : null;
      }
      if (part.kind === 'site') return t('walk.siteShort');
      if (!inventory) return null;
      const a = part.antenna;
      return [
        optionText(inventory.technologyOptions, a.technologyCode),
        optionText(inventory.sectorOptions, a.sectorCode),
      ]
        .filter(Boolean)
        .join(' · ');
    },
    [t, inventory],
  );
  const rowOf = useCallback(
    (part: ReviewPart): ReviewRowView | null =>
      (part.kind === 'group'
        ? model.groups.get(part.group.uuidObj)
        : part.kind === 'site'
          ? model.inventory
          : model.antennas.get(String(part.antenna.antenna))) ?? null,
    [model],
  );

  const open = (key: string) => {
    setCurrent(key);
    setPanelOpen(true);
    setMoves((n) => n + 1);
  };
  const showList = () => {
    setPanelOpen(false);
    setMoves((n) => n + 1);
  };

  useEffect(() => {
    if (moves === 0) return;
    const panel = panelRef.current;
    if (panel && (wide || panelOpen)) {
      panel.scrollTop = 0;
      const top = panel.getBoundingClientRect().top;
      if (top < 0 || top > window.innerHeight / 3) panel.scrollIntoView({ block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
    } else {
      listRef.current
        ?.querySelector<HTMLElement>('[aria-current="true"]')
        ?.scrollIntoView({ block: 'center' });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a move scrolls, not a resize or new data
  }, [moves]);

  const position = partPosition(parts, current);
  if (!position) return null;
  const { part } = position;
  const content =
    part.kind === 'group' ? (
      <GroupPanel
        userId={userId}
        group={part.group}
        label={titleOf(part)}
        site={site}
        onOpenGallery={onOpenGallery}
      />
    ) : part.kind === 'site' && details.inventory ? (
      <SitePart
        userId={userId}
        inventory={details.inventory}
        site={site}
        onOpenGallery={onOpenGallery}
      />
    ) : part.kind === 'antenna' && details.inventory ? (
      <AntennaPart
        userId={userId}
        antenna={part.antenna}
        inventory={details.inventory}
        label={titleOf(part)}
        site={site}
        onOpenGallery={onOpenGallery}
      />
    ) : null;

  const list = (
    <Box ref={listRef}>
      <PartList
        parts={parts}
        current={wide || panelOpen ? position.part.key : null}
        onOpen={open}
        rowOf={rowOf}
        titleOf={titleOf}
        subtitleOf={subtitleOf}
      />
    </Box>
  );
  const panel = (
    <Box
      ref={panelRef}
      scrollMarginTop={TOP_BAR_CLEARANCE}
      {...(wide
        ? {
            position: 'sticky',
            top: TOP_BAR_CLEARANCE,
            maxH: `calc(100dvh - ${TOP_BAR_CLEARANCE} - 1rem)`,
            overflowY: 'auto',
            // Room for the order's action bar, which sits over the bottom of the page.
            pb: '24',
          }
        : {})}
    >
      <PartPanel
        key={part.key}
        position={position}
        titleOf={titleOf}
        onGo={open}
        onAllParts={wide ? null : showList}
        headingRef={headingRef}
      >
        {content}
      </PartPanel>
    </Box>
  );

  if (!wide) return panelOpen ? panel : list;
  return (
    <Grid templateColumns="minmax(280px, 1fr) 2fr" gap="4" alignItems="start">
      {list}
      {panel}
    </Grid>
  );
}
