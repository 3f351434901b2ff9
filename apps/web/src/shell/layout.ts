import { useMemo } from 'react';
import { isSeller, menuFor, type ResolvedMenuItem } from '@pod/shared';
import { LAYOUT_BREAKPOINT_PX } from '../lib/constants';
import { useWindowWidth } from '../lib/useWindowWidth';
import { useCustomizer } from '../stores/customizer';
import { useSession } from '../stores/session';

export type LayoutKind = 'vertical' | 'horizontal' | 'seller';

/** Horizontal only at width ≥ 1200 (else vertical); sellers get their own layout. */
export function layoutKind(opts: { seller: boolean; layout: string; width: number }): LayoutKind {
  if (opts.seller) return 'seller';
  return opts.layout === 'horizontal' && opts.width >= LAYOUT_BREAKPOINT_PX ? 'horizontal' : 'vertical';
}

export function useLayoutKind(): LayoutKind {
  const user = useSession((s) => s.user);
  const layout = useCustomizer((s) => s.value.layout);
  const width = useWindowWidth();
  return layoutKind({ seller: isSeller(user), layout, width });
}

/** The user's menu: shared MENU (or the seller menu) resolved with their permissions, manufactures and active status. */
export function useResolvedMenu(): ResolvedMenuItem[] {
  const user = useSession((s) => s.user);
  const manufactures = useSession((s) => s.manufactures);
  return useMemo(() => {
    if (!user) return [];
    return menuFor({ user, manufactures });
  }, [user, manufactures]);
}

/** Is this menu entry the current screen? (prefix match on its route or its extra matches) */
export function isActiveItem(item: { route?: string; matches?: string[] }, path: string): boolean {
  const prefixes = item.matches ?? (item.route ? [item.route] : []);
  return prefixes.some((p) => path === p || path.startsWith(p + '/'));
}

export function containsActive(item: ResolvedMenuItem, path: string): boolean {
  return item.children ? item.children.some((c) => containsActive(c, path)) : isActiveItem(item, path);
}

/** Editor screens (the product and preset editors under /editor/) keep the sidebar collapsed (spec section 4). */
export function isAutoCollapsePath(path: string): boolean {
  return path.startsWith('/editor/');
}
