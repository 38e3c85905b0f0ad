/**
 * The signed-in frame: top bar, a 250-px side menu (persistent from 1024 px, an overlay drawer
 * below), the breadcrumb and the page. Composed by the _authed route with the session's data and
 * the other features' pieces (help, the sync panel, the profile dialog): the shell imports none.
 */
import { Box, Flex } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { MenuEntryWire } from '../../../protocol/session';
import { useLazyRecipes } from '../../../components/ui/use-lazy-recipes';
import { useMediaQuery } from '../../../lib/use-media-query';
import { BreadcrumbBar } from './breadcrumb-bar';
import { DRAWER_WIDTH, NavDrawer } from './nav-drawer';
import { SideNav } from './side-nav';
import { TopBar, type TopBarSlots } from './top-bar';

export interface AppShellProps extends TopBarSlots {
  userName: string;
  menu: readonly MenuEntryWire[];
  logo: string;
  /** The site's square mark, the logo on phones. */
  mark: string;
  /** The user has pages that work offline (shows the sync status). */
  offlineWork: boolean;
  environment: string | null;
  pathname: string;
  search: Record<string, unknown>;
  clientSelector?: ReactNode;
  onSignOut: () => void;
  children: ReactNode;
}

export function AppShell(props: AppShellProps) {
  useLazyRecipes();
  const wide = useMediaQuery('(min-width: 1024px)');
  const [pinned, setPinned] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuOpen = wide ? pinned : drawerOpen;
  const nav = (onNavigate?: () => void) => (
    <SideNav
      userName={props.userName}
      menu={props.menu}
      onNavigate={onNavigate}
      extra={props.clientSelector}
    />
  );

  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <TopBar
        logo={props.logo}
        mark={props.mark}
        offlineWork={props.offlineWork}
        environment={props.environment}
        userName={props.userName}
        menuOpen={menuOpen}
        onToggleMenu={() => (wide ? setPinned((p) => !p) : setDrawerOpen((o) => !o))}
        onSignOut={props.onSignOut}
        help={props.help}
        renderSyncPanel={props.renderSyncPanel}
        renderProfileDialog={props.renderProfileDialog}
      />
      <Flex flex="1" align="stretch">
        {wide && pinned && (
          <Box
            as="aside"
            w={DRAWER_WIDTH}
            flexShrink={0}
            bg="white"
            borderEndWidth="1px"
            borderColor="gray.200"
            position="sticky"
            top="16"
            h="calc(100dvh - 4rem)"
            overflowY="auto"
          >
            {nav()}
          </Box>
        )}
        {!wide && (
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
            {nav(() => setDrawerOpen(false))}
          </NavDrawer>
        )}
        <Box as="main" flex="1" minW="0" px={{ base: '3', md: '6' }} py={{ base: '3', md: '5' }}>
          <Box mb="4">
            <BreadcrumbBar pathname={props.pathname} search={props.search} />
          </Box>
          {props.children}
        </Box>
      </Flex>
    </Flex>
  );
}
