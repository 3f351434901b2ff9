import { Button, Flex, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { ResolvedMenuItem } from '@pod/shared';
import { menuAccent, textOnFill } from '../ui/theme';
import { useCustomizer } from '../stores/customizer';
import { ChevronDown } from 'lucide-react';
import { MenuItemIcon } from './menuIcons';
import { activeEntryId, containsActive, useResolvedMenu } from '../lib/layout';

/** Horizontal top menu (layout "horizontal", width ≥ 1200). */
export function TopMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const menu = useResolvedMenu();
  const menuTheme = useCustomizer((s) => s.value.menuTheme);
  const theme = useCustomizer((s) => s.value.theme);
  const accent = menuAccent(menuTheme, theme === 'dark');
  const activeId = activeEntryId(menu, location.pathname);

  return (
    <Flex as="nav" aria-label={t('nav.main_menu')} gap="1" px="4" py="2" bg="bg.panel" borderBottomWidth="1px" wrap="wrap" data-testid="top-menu">
      {menu.map((item) =>
        item.children ? (
          <Menu.Root key={item.id} positioning={{ placement: 'bottom-start' }}>
            <Menu.Trigger asChild>
              <Button size="sm" variant={containsActive(item, activeId) ? 'subtle' : 'ghost'} data-menu-group={item.id}>
                <MenuItemIcon id={item.id} size={16} />
                {item.label ?? t(item.title)}
                <ChevronDown aria-hidden size={14} />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="56" maxH="80vh" overflowY="auto">
                  <MenuLeaves items={item.children} activeId={activeId} />
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        ) : (
          <Button
            key={item.id}
            asChild
            size="sm"
            variant="ghost"
            color={item.id === activeId ? textOnFill(accent) : undefined}
            style={{ background: item.id === activeId ? accent : undefined }}
          >
            <RouterLink to={item.link ?? '#'} data-testid="menu-link" data-menu-id={item.id}>
              <MenuItemIcon id={item.id} size={16} />
              {t(item.title)}
            </RouterLink>
          </Button>
        ),
      )}
    </Flex>
  );
}

function MenuLeaves({ items, activeId }: { items: ResolvedMenuItem[]; activeId: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((c) =>
        c.children ? (
          <Menu.ItemGroup key={c.id}>
            <Menu.ItemGroupLabel>{c.label ?? t(c.title)}</Menu.ItemGroupLabel>
            <MenuLeaves items={c.children} activeId={activeId} />
          </Menu.ItemGroup>
        ) : (
          <Menu.Item key={c.id} value={c.id} asChild fontWeight={c.id === activeId ? 'semibold' : 'normal'}>
            <RouterLink to={c.link ?? '#'} data-testid="menu-link" data-menu-id={c.id}>
              {t(c.title)}
            </RouterLink>
          </Menu.Item>
        ),
      )}
    </>
  );
}
