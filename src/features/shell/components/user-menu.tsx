/** The user's menu in the top bar, with "Cerrar sesión". */
import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';

export function UserMenu({ userName, onSignOut }: { userName: string; onSignOut: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Menu.Root onSelect={(e) => e.value === 'sign-out' && onSignOut()}>
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
            <Menu.Item value="sign-out" minH="11" fontSize="md" gap="2">
              <Icon name="signOut" />
              {t('signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
