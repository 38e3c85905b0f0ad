/** The inventory's antenna table (spec 3 §2.3); scrolls sideways inside its card when narrow. */
import { Box, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Inventory } from '../../../protocol/maintenance';
import type { OpenGallery } from '../lib/gallery';
import type { SitePosition } from '../lib/photo-flag';
import { AntennaRow } from './antenna-row';

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
  return (
    <Box overflowX="auto" bg="white" borderWidth="1px" borderColor="gray.200" rounded="md">
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
