/** The user's menu in the top bar, with "Mi perfil" and "Cerrar sesión". */
import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';

/** Draws the profile popup (the account feature's, handed in by the route composing the shell). */
export type ProfileDialogRender = (props: {
  onClose: () => void;
  onLogout: () => void;
}) => ReactNode;

export function UserMenu({
  userName,
  onSignOut,
  renderProfileDialog,
}: {
  userName: string;
  onSignOut: () => void;
  renderProfileDialog: ProfileDialogRender;
}) {
  const { t } = useTranslation(['common', 'account']);
  const [profileOpen, setProfileOpen] = useState(false);
  // The item signs out from the menu's select (keyboard and pointer) and from its own click: a
  // pointer click right after the menu opened was at times not turned into a select, which left
  // the menu open and the user signed in. The first of the two within a second counts.
  const lastSignOut = useRef(0);
  const signOut = () => {
    const now = Date.now();
    if (now - lastSignOut.current < 1_000) return;
    lastSignOut.current = now;
    onSignOut();
  };
  return (
    <>
      <Menu.Root
        // The trigger sits in the sticky top bar: placed against the viewport, the menu stays put
        // when the page under it scrolls, instead of being moved again while a finger reaches it.
        positioning={{ strategy: 'fixed' }}
        onSelect={(e) => {
          if (e.value === 'sign-out') signOut();
          if (e.value === 'profile') setProfileOpen(true);
        }}
      >
        <Menu.Trigger asChild>
          <Button
            variant="ghost"
            color="inherit"
            minH="11"
            minW="11"
            px="2"
            aria-label={t('userMenu')}
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <Icon name="user" />
            <Text as="span" display={{ base: 'none', lg: 'inline' }} maxW="40" truncate>
              {userName}
            </Text>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              <Menu.Item
                value="profile"
                minH="11"
                fontSize="md"
                gap="2"
                onClick={() => setProfileOpen(true)}
              >
                <Icon name="user" />
                {t('account:profile.menuItem')}
              </Menu.Item>
              <Menu.Item value="sign-out" minH="11" fontSize="md" gap="2" onClick={signOut}>
                <Icon name="signOut" />
                {t('signOut')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {profileOpen &&
        renderProfileDialog({ onClose: () => setProfileOpen(false), onLogout: onSignOut })}
    </>
  );
}
