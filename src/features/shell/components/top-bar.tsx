/**
 * The top bar (spec 1 §2.9): menu toggle, logo, environment label, sync status, help (on the pages
 * that have a video, spec 1 §2.7), language switch, user menu.
 */
import { Badge, Box, Flex, IconButton, Image, Spacer } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { OfflineIndicator } from '../../../components/ui/offline-indicator';
import { HelpButton } from '../../help/components/help-button';
import { SyncStatusButton } from './sync-status-button';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  logo: string;
  environment: string | null;
  userName: string;
  /** The current page's path: decides whether help is offered. */
  pathname: string;
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
      {/* Narrower on a phone, so the bar keeps every control on a 360-px screen. */}
      <Box
        bg="white"
        borderRadius="md"
        px={{ base: '1', sm: '2' }}
        py="1"
        display="flex"
        alignItems="center"
        h="11"
      >
        <Image
          src={props.logo}
          alt={t('logoAlt')}
          h="8"
          maxW={{ base: '16', sm: '32' }}
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
      <OfflineIndicator />
      <SyncStatusButton />
      <HelpButton pathname={props.pathname} />
      <LanguageSwitch
        compact
        color="inherit"
        px={{ base: '2', sm: '3' }}
        _hover={{ bg: 'whiteAlpha.200' }}
      />
      <UserMenu userName={props.userName} onSignOut={props.onSignOut} />
    </Flex>
  );
}
