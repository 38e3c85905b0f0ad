/**
 * The top bar (spec 1 §2.9): menu toggle, logo, environment label, sync status (or "Sin conexión"
 * for users with nothing to sync), help (on the pages that have a video, spec 1 §2.7), language
 * switch, user menu. On a 360-px phone every control keeps 44 px and the bar never overflows:
 * the logo becomes the site's square mark there, as its words would be too small to read.
 */
import { Badge, Box, Flex, IconButton, Image, Spacer } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { SyncStatusButton, type SyncPanelRender } from './sync-status-button';
import { UserMenu, type ProfileDialogRender } from './user-menu';

/** What other features draw in the bar, handed in by the route that composes the shell. */
export interface TopBarSlots {
  /** The help button for the current page (nothing on pages without a video). */
  help?: ReactNode;
  renderSyncPanel: SyncPanelRender;
  renderProfileDialog: ProfileDialogRender;
}

export interface TopBarProps extends TopBarSlots {
  logo: string;
  /** The site's square mark (favicon), shown instead of the logo on phones. */
  mark: string;
  /** The user has pages that work offline: the sync status shows. */
  offlineWork: boolean;
  environment: string | null;
  userName: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onSignOut: () => void;
}

export function TopBar(props: TopBarProps) {
  const { t } = useTranslation('common');
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="16"
      align="center"
      gap={{ base: '1', sm: '2' }}
      px={{ base: '1', sm: '3' }}
      bg="brand.solid"
      color="brand.contrast"
      boxShadow="sm"
    >
      <IconButton
        variant="ghost"
        color="inherit"
        minW="11"
        h="11"
        aria-label={t('menuToggle')}
        aria-expanded={props.menuOpen}
        _hover={{ bg: 'whiteAlpha.200' }}
        _expanded={{ bg: 'whiteAlpha.200' }}
        onClick={props.onToggleMenu}
      >
        <Icon name="menu" boxSize="6" />
      </IconButton>
      <Box
        bg="white"
        borderRadius="md"
        p="1"
        display="flex"
        alignItems="center"
        h="11"
        minW="0"
        flexShrink={1}
      >
        <Image
          src={props.mark}
          alt={t('logoAlt')}
          display={{ base: 'block', sm: 'none' }}
          boxSize="9"
          flexShrink={0}
        />
        <Image
          src={props.logo}
          alt={t('logoAlt')}
          display={{ base: 'none', sm: 'block' }}
          h="9"
          maxW="36"
          minW="0"
          objectFit="contain"
        />
      </Box>
      {props.environment && (
        <Badge
          bg="accent.solid"
          color="white"
          fontWeight="bold"
          fontSize="xs"
          px={{ base: '1', sm: '2' }}
          py="1"
          title={t('environment')}
        >
          {props.environment}
        </Badge>
      )}
      <Spacer />
      <SyncStatusButton offlineWork={props.offlineWork} renderPanel={props.renderSyncPanel} />
      {props.help}
      <LanguageSwitch
        compact
        color="inherit"
        px={{ base: '2', sm: '3' }}
        _hover={{ bg: 'whiteAlpha.200' }}
      />
      <UserMenu
        userName={props.userName}
        onSignOut={props.onSignOut}
        renderProfileDialog={props.renderProfileDialog}
      />
    </Flex>
  );
}
