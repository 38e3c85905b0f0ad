/** The side menu as an overlay drawer on tablets and phones (below 1024 px). */
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';

export const DRAWER_WIDTH = '250px';

export function NavDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={DRAWER_WIDTH} w={DRAWER_WIDTH} aria-label={t('mainMenu')}>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t('close')} minW="11" minH="11" top="1" insetEnd="1">
                <Icon name="close" />
              </CloseButton>
            </Drawer.CloseTrigger>
            <Drawer.Body p="0" pt="10">
              {children}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
