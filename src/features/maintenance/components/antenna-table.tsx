/**
 * The inventory's antenna table (spec 3 §2.3): a table from 768 px (scrolling sideways inside its
 * card when narrow, an expanded antenna's details kept to the visible width), cards on phones.
 */
import { Box, chakra, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { Inventory } from '../../../protocol/maintenance';
import type { OpenGallery } from '../lib/gallery';
import type { SitePosition } from '../lib/photo-flag';
import { AntennaCard, AntennaRow, ANTENNA_VIEW_WIDTH } from './antenna-row';

const Th = chakra('th', {
  base: {
    textAlign: 'start',
    px: '2',
    py: '2',
    fontSize: 'sm',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    bg: 'gray.100',
    borderBottomWidth: '1px',
    borderColor: 'gray.300',
  },
});

export interface AntennaTableProps {
  userId: number;
  inventory: Inventory;
  orderStatus: string;
  site: SitePosition | null;
  onOpenGallery: OpenGallery;
}

export function AntennaTable({ inventory, ...rest }: AntennaTableProps) {
  const { t } = useTranslation('maintenance');
  const wide = useMediaQuery('(min-width: 768px)');
  const scroller = useRef<HTMLDivElement>(null);
  // The visible width of the scrolling table, for the expanded rows' details to fit it.
  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      box.style.setProperty(ANTENNA_VIEW_WIDTH, `${box.clientWidth}px`),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [wide]);
  if (!wide) {
    return (
      <Stack as="ul" listStyleType="none" gap="2" aria-label={t('inventory.antennas')}>
        {inventory.antennas.map((a) => (
          <AntennaCard key={a.antenna} antenna={a} inventory={inventory} {...rest} />
        ))}
      </Stack>
    );
  }
  return (
    <Box
      ref={scroller}
      overflowX="auto"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
    >
      <chakra.table
        w="full"
        minW="900px"
        borderCollapse="collapse"
        aria-label={t('inventory.antennas')}
      >
        <thead>
          <tr>
            <Th w="12">
              <chakra.span srOnly>{t('inventory.expandColumn')}</chakra.span>
            </Th>
            <Th>{t('inventory.antennaNumber')}</Th>
            <Th>{t('inventory.technology')}</Th>
            <Th>{t('inventory.size')}</Th>
            <Th>{t('inventory.ncra')}</Th>
            <Th>{t('inventory.orientation')}</Th>
            <Th>{t('inventory.sector')}</Th>
            <Th>{t('inventory.concessionaire')}</Th>
            <Th>{t('side.Pr')}</Th>
            <Th>{t('side.Tl')}</Th>
          </tr>
        </thead>
        <tbody>
          {inventory.antennas.map((a) => (
            <AntennaRow key={a.antenna} antenna={a} inventory={inventory} {...rest} />
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
