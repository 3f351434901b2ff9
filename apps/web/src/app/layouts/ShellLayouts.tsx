import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LAYOUT_BREAKPOINT_PX } from '../../lib/constants';
import { useWindowWidth } from '../../lib/useWindowWidth';
import { useCustomizer } from '../../stores/customizer';
import { AnnouncementBannerOnDemand } from '../../shell/AnnouncementBannerOnDemand';
import { CustomizerPanelOnDemand } from '../../shell/CustomizerPanelOnDemand';
import { Footer } from '../../shell/Footer';
import { HoldOffBanner } from '../../shell/HoldOffBanner';
import { Navbar } from '../../shell/Navbar';
import { ScrollToTop } from '../../shell/ScrollToTop';
import { SIDEBAR_MINI, SIDEBAR_WIDTH, Sidebar } from '../../shell/Sidebar';
import { TopMenu } from '../../shell/TopMenu';
import { isAutoCollapsePath } from '../../lib/layout';

/**
 * Busy while the next screen's code loads: assistive technology (and a test) knows the content is about
 * to change. `data-location` is the screen shown (tests that move through the running SPA wait for it).
 */
function Main() {
  const busy = useNavigation().state !== 'idle';
  const { pathname, search } = useLocation();
  return (
    <Box as="main" flex="1" p={{ base: 3, md: 6 }} minW="0" data-testid="content" aria-busy={busy || undefined} data-location={pathname + search}>
      <Outlet />
    </Box>
  );
}

/** Vertical sidebar layout; the seller layout is the same frame with the seller menu and shortcuts. */
export function VerticalLayout({ seller = false }: { seller?: boolean }) {
  const width = useWindowWidth();
  const location = useLocation();
  const c = useCustomizer((s) => s.value);
  const overlay = width <= LAYOUT_BREAKPOINT_PX;
  const collapsed = c.sidebarCollapsed || isAutoCollapsePath(location.pathname);
  const offset = overlay ? 0 : collapsed ? SIDEBAR_MINI : SIDEBAR_WIDTH;
  return (
    <Box minH="100vh" data-layout={seller ? 'seller' : 'vertical'} data-testid="layout" data-theme={c.theme}>
      <Sidebar seller={seller} />
      <Flex direction="column" minH="100vh" style={{ marginInlineStart: offset }} transition="margin 0.15s ease">
        <Navbar />
        <HoldOffBanner />
        <AnnouncementBannerOnDemand />
        <Main />
        <Footer />
      </Flex>
      <CustomizerPanelOnDemand />
      <ScrollToTop />
    </Box>
  );
}

export function HorizontalLayout() {
  const theme = useCustomizer((s) => s.value.theme);
  return (
    <Flex direction="column" minH="100vh" data-layout="horizontal" data-testid="layout" data-theme={theme}>
      <Navbar showBrand showMenuButton={false} />
      <TopMenu />
      <HoldOffBanner />
      <AnnouncementBannerOnDemand />
      <Main />
      <Footer />
      <CustomizerPanelOnDemand />
      <ScrollToTop />
    </Flex>
  );
}
