import { lazy, Suspense } from 'react';
import { Box, Flex, HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LAYOUT_BREAKPOINT_PX } from '../lib/constants';
import { NAVBAR_COLOUR_VALUES } from '../ui/theme';
import { useWindowWidth } from '../lib/useWindowWidth';
import { useCustomizer } from '../stores/customizer';
import { useSession } from '../stores/session';
import { useUi } from '../stores/ui';
import { Badges } from './Badges';
import { Bookmarks } from './Bookmarks';
import { HideDesignSwitch } from './HideDesignSwitch';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { NotificationBell } from './NotificationBell';
import { ImpersonationMarker } from './ImpersonationMarker';
import { UserMenu } from './UserMenu';
import { Menu, Settings } from 'lucide-react';
import { useCustomizerSetter } from './useSaveCustomizer';

// The search box loads just after the first screen: it is not what a signed-in user needs first.
const GlobalSearch = lazy(() => import('./GlobalSearch').then((m) => ({ default: m.GlobalSearch })));
// Switch user is super_root's alone: other users never download it.
const SwitchUser = lazy(() => import('./SwitchUser').then((m) => ({ default: m.SwitchUser })));

/** The signed-in navbar: bookmarks, customizer toggle, switch user, badges, bell, user menu. */
export function Navbar({ showBrand = false, showMenuButton = true }: { showBrand?: boolean; showMenuButton?: boolean }) {
  const { t } = useTranslation();
  const width = useWindowWidth();
  const c = useCustomizer((s) => s.value);
  const setCustomizerOpen = useCustomizer((s) => s.setOpen);
  const setOption = useCustomizerSetter();
  const superToken = useSession((s) => s.superToken);
  const setMobileOpen = useUi((s) => s.setMobileMenuOpen);
  if (c.navbarType === 'hidden') return null;

  const coloured = c.navbarColor !== 'default';
  const bg = coloured ? (NAVBAR_COLOUR_VALUES[c.navbarColor] ?? c.navbarColor) : undefined;
  const floating = c.navbarType === 'floating';

  return (
    <Box
      position={c.navbarType === 'static' ? 'relative' : 'sticky'}
      top={floating ? '3' : '0'}
      zIndex="sticky"
      mx={floating ? { base: 2, md: 6 } : 0}
      mt={floating ? 3 : 0}
      data-testid="navbar"
      data-navbar-type={c.navbarType}
    >
      <Flex
        as="header"
        className={coloured && c.navbarColor !== 'warning' ? 'dark' : undefined}
        align="center"
        gap="2"
        px={{ base: 2, md: 4 }}
        h="16"
        bg={bg ? undefined : 'bg.panel'}
        style={bg ? { background: bg } : undefined}
        color={coloured ? (c.navbarColor === 'warning' ? 'gray.900' : 'white') : 'fg'}
        borderBottomWidth={floating ? 0 : '1px'}
        rounded={floating ? 'lg' : undefined}
        shadow={floating ? 'md' : undefined}
      >
        {showMenuButton && width <= LAYOUT_BREAKPOINT_PX && (
          <IconButton size="sm" variant="ghost" aria-label={t('nav.open_menu')} onClick={() => setMobileOpen(true)} data-testid="menu-toggle">
            <Menu size={18} aria-hidden />
          </IconButton>
        )}
        {showBrand && (
          <RouterLink to="/">
            <Logo />
          </RouterLink>
        )}
        <Bookmarks />
        <Box display={{ base: 'none', sm: 'block' }} flexShrink={1} minW="0">
          <Suspense fallback={null}>
            <GlobalSearch shortcut />
          </Suspense>
        </Box>
        <HStack gap={{ base: 1, md: 2 }} flexShrink={0}>
          <ImpersonationMarker />
          {superToken && (
            <Suspense fallback={null}>
              <SwitchUser />
            </Suspense>
          )}
          <HideDesignSwitch />
          <Box display={{ base: 'none', md: 'flex' }}>
            <Badges />
          </Box>
          <LanguageMenu onChanged={(lng) => setOption('language', lng)} />
          <IconButton size="sm" variant="ghost" aria-label={t('customizer.title')} onClick={() => setCustomizerOpen(true)} data-testid="customizer-toggle">
            <Settings size={18} aria-hidden />
          </IconButton>
          <NotificationBell />
          <UserMenu />
        </HStack>
      </Flex>
    </Box>
  );
}
