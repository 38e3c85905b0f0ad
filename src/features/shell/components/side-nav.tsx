/** The drawer's content: the user's name, "Inicio" and the menu tree, as the main navigation. */
import { Box, chakra, Separator, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntryWire } from '../../../protocol/session';
import { Icon } from '../../../components/ui/icon';
import { NavTree } from './nav-tree';

export interface SideNavProps {
  userName: string;
  menu: readonly MenuEntryWire[];
  /** The client selector, under the user's name. */
  extra?: ReactNode;
  onNavigate?: () => void;
}

export function SideNav({ userName, menu, extra, onNavigate }: SideNavProps) {
  const { t } = useTranslation('common');
  return (
    <chakra.nav aria-label={t('mainMenu')} display="flex" flexDirection="column" gap="2" p="3">
      <Box display="flex" alignItems="center" gap="2" px="2" py="2">
        <Icon name="user" color="brand.fg" />
        <Text fontWeight="bold" lineClamp={2}>
          {userName}
        </Text>
      </Box>
      {extra}
      <Separator />
      <chakra.a
        asChild
        display="flex"
        alignItems="center"
        gap="2"
        minH="11"
        px="3"
        borderRadius="md"
        fontSize="md"
        fontWeight="semibold"
        color="gray.900"
        _hover={{ bg: 'gray.100' }}
        css={{ '&[data-status=active]': { bg: 'brand.subtle', color: 'brand.fg' } }}
      >
        <Link to="/" activeOptions={{ exact: true }} onClick={onNavigate}>
          <Icon name="home" />
          {t('home')}
        </Link>
      </chakra.a>
      <NavTree menu={menu} onNavigate={onNavigate} />
    </chakra.nav>
  );
}
