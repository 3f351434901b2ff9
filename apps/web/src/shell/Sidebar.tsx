import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge, Box, Flex, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { SELLER_QUICK_SEARCH, type ResolvedMenuItem } from '@pod/shared';
import { LAYOUT_BREAKPOINT_PX } from '../lib/constants';
import { menuAccent, textOnFill } from '../ui/theme';
import { useWindowWidth } from '../lib/useWindowWidth';
import { useCustomizer } from '../stores/customizer';
import { useUi } from '../stores/ui';
import { ChevronDown, ChevronRight, Circle, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { MenuItemIcon } from './menuIcons';
import { Logo } from './Logo';
import { activeEntryId, containsActive, isAutoCollapsePath, useResolvedMenu } from '../lib/layout';
import { useCustomizerSetter } from './useSaveCustomizer';
import { useQueueCounts } from './queueCounts';

/** The assignee's queue counts, loaded after the first paint (not part of the first screen). */
const QueueCounts = lazy(() => import('./QueueCounts'));

export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_MINI = 80;

const RouterLinkC = chakra(RouterLink);
/** A menu row's box, the same for a group's toggle and a link. */
const MENU_ROW = { display: 'flex', alignItems: 'center', gap: '3', px: '3', py: '2', rounded: 'md', fontSize: 'sm' } as const;

/** Vertical menu (also used by the seller layout). Dark unless the theme is plain light with a light menu. */
export function Sidebar({ seller = false }: { seller?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const width = useWindowWidth();
  const menu = useResolvedMenu();
  const customizer = useCustomizer((s) => s.value);
  const setOption = useCustomizerSetter();
  const mobileOpen = useUi((s) => s.mobileMenuOpen);
  const setMobileOpen = useUi((s) => s.setMobileMenuOpen);
  const [hover, setHover] = useState(false);
  // Staff's queue badges start loading once the menu has painted.
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);

  const overlay = width <= LAYOUT_BREAKPOINT_PX;
  const collapsed = !overlay && (customizer.sidebarCollapsed || isAutoCollapsePath(location.pathname));
  const mini = collapsed && !hover;
  // Light theme: light menu; semi-dark and dark: dark menu. The menu colour is the active item's.
  const darkMenu = customizer.theme !== 'light';
  const accent = menuAccent(customizer.menuTheme, darkMenu);

  // Choosing an item on a narrow screen closes the menu.
  useEffect(() => {
    if (overlay) setMobileOpen(false);
  }, [location.pathname, location.search, overlay, setMobileOpen]);

  if (overlay && !mobileOpen) return null;

  return (
    <>
      {painted && !seller && (
        <Suspense fallback={null}>
          <QueueCounts />
        </Suspense>
      )}
      {overlay && <Box position="fixed" inset="0" bg="blackAlpha.600" zIndex="overlay" onClick={() => setMobileOpen(false)} data-testid="sidebar-backdrop" />}
      <Box
        as="nav"
        aria-label={t('nav.main_menu')}
        className={darkMenu ? 'dark' : undefined}
        position="fixed"
        top="0"
        bottom="0"
        insetStart="0"
        zIndex={overlay ? 'modal' : 'sticky'}
        w={`${mini ? SIDEBAR_MINI : SIDEBAR_WIDTH}px`}
        bg="bg.panel"
        color="fg"
        borderEndWidth="1px"
        shadow={hover && collapsed ? 'xl' : undefined}
        transition="width 0.15s ease"
        display="flex"
        flexDirection="column"
        onMouseEnter={() => collapsed && setHover(true)}
        onMouseLeave={() => setHover(false)}
        data-testid="sidebar"
        data-collapsed={collapsed ? 'true' : 'false'}
      >
        <Flex align="center" justify="space-between" px="4" h="16" flexShrink={0}>
          {/* The logo's own text names the link; only the mini sidebar's bare mark needs a label. */}
          <RouterLink to="/" aria-label={mini ? t('brand.name') : undefined}>
            <Logo seller={seller} compact={mini} />
          </RouterLink>
          {overlay ? (
            <IconButton aria-label={t('nav.close_menu')} size="sm" variant="ghost" onClick={() => setMobileOpen(false)}>
              <X size={18} aria-hidden />
            </IconButton>
          ) : (
            !mini && (
              <IconButton
                aria-label={t('customizer.collapse_sidebar')}
                size="xs"
                variant="ghost"
                aria-pressed={customizer.sidebarCollapsed}
                onClick={() => setOption('sidebarCollapsed', !customizer.sidebarCollapsed)}
                data-testid="sidebar-collapse-toggle"
              >
                {customizer.sidebarCollapsed ? <PanelLeftOpen size={18} aria-hidden /> : <PanelLeftClose size={18} aria-hidden />}
              </IconButton>
            )
          )}
        </Flex>
        <Box flex="1" overflowY="auto" px="3" pb="6">
          <Stack gap="0.5" as="ul" listStyleType="none" data-testid="sidebar-menu">
            {menu.map((item) => (
              <MenuNode key={item.id} item={item} depth={0} activeId={activeEntryId(menu, location.pathname)} mini={mini} accent={accent} />
            ))}
          </Stack>
          {seller && !mini && (
            <Stack gap="1" mt="6" data-testid="seller-quick-search">
              <Text px="3" fontSize="xs" fontWeight="bold" color="fg.muted" textTransform="uppercase">
                {t('nav.quick_search')}
              </Text>
              {SELLER_QUICK_SEARCH.map((q) => (
                <RouterLinkC key={q.link} to={q.link} px="3" py="1.5" rounded="md" fontSize="sm" color="fg.muted" _hover={{ bg: 'bg.muted', color: 'fg' }}>
                  {t(q.title)}
                </RouterLinkC>
              ))}
            </Stack>
          )}
        </Box>
      </Box>
    </>
  );
}

function label(item: ResolvedMenuItem, t: (k: string) => string): string {
  return item.label ?? t(item.title);
}

function MenuNode({
  item,
  depth,
  activeId,
  mini,
  accent,
}: {
  item: ResolvedMenuItem;
  depth: number;
  activeId: string | undefined;
  mini: boolean;
  accent: string;
}) {
  const { t } = useTranslation();
  const activeInside = containsActive(item, activeId);
  const [open, setOpen] = useState(activeInside);
  useEffect(() => {
    if (activeInside) setOpen(true);
  }, [activeInside]);
  const text = label(item, t);
  // Top-level entries show their icon (also all that is left of them in the mini sidebar); nested ones a small dot.
  const marker = depth === 0 ? <MenuItemIcon id={item.id} /> : <Circle aria-hidden size={10} />;

  if (item.children) {
    return (
      <Box as="li" data-menu-group={item.id}>
        <chakra.button
          type="button"
          w="full"
          {...MENU_ROW}
          textAlign="start"
          color={activeInside ? 'fg' : 'fg.muted'}
          fontWeight={activeInside ? 'semibold' : 'medium'}
          _hover={{ bg: 'bg.muted', color: 'fg' }}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          title={mini ? text : undefined}
          style={{ paddingInlineStart: `${12 + depth * 12}px` }}
        >
          {marker}
          {!mini && (
            <>
              <Text flex="1" truncate>
                {text}
              </Text>
              {open ? <ChevronDown aria-hidden size={14} /> : <ChevronRight aria-hidden size={14} className="rtl-flip" />}
            </>
          )}
        </chakra.button>
        <Stack as="ul" listStyleType="none" gap="0.5" mt="0.5" display={open && !mini ? 'flex' : 'none'}>
          {item.children.map((c) => (
            <MenuNode key={c.id} item={c} depth={depth + 1} activeId={activeId} mini={mini} accent={accent} />
          ))}
        </Stack>
      </Box>
    );
  }

  const active = item.id === activeId;
  return (
    <Box as="li">
      <RouterLinkC
        to={item.link ?? item.route ?? '#'}
        {...MENU_ROW}
        fontWeight={active ? 'semibold' : 'medium'}
        color={active ? 'white' : 'fg.muted'}
        _hover={active ? undefined : { bg: 'bg.muted', color: 'fg' }}
        style={{
          paddingInlineStart: `${12 + depth * 12}px`,
          background: active ? accent : undefined,
          color: active ? textOnFill(accent) : undefined,
        }}
        aria-current={active ? 'page' : undefined}
        title={mini ? text : undefined}
        data-testid="menu-link"
        data-menu-id={item.id}
      >
        {marker}
        {!mini && (
          <Text truncate flex="1">
            {text}
          </Text>
        )}
        {!mini && <QueueBadge id={item.id} />}
      </RouterLinkC>
    </Box>
  );
}

/** The caller's open queue beside Tickets and Design requests (nothing until counted, nor at 0). */
function QueueBadge({ id }: { id: string }) {
  const count = useQueueCounts((s) => s[id]);
  if (!count) return null;
  return (
    <Badge size="sm" colorPalette="red" variant="solid" rounded="full" data-testid={`queue-badge-${id}`}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
