import { useMemo } from 'react';
import { flattenMenu, isSeller, menuFor, type ResolvedMenuItem } from '@pod/shared';
import { LAYOUT_BREAKPOINT_PX } from './constants';
import { useWindowWidth } from './useWindowWidth';
import { useCustomizer } from '../stores/customizer';
import { useSession } from '../stores/session';

// The layout and the menu a user gets: the shell draws them, the router and the permission guard decide by them.

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

/**
 * The one entry a path opens: of the entries it matches, the one with the longest route, so a
 * factory's page lights its own entry and not the Manufactures list (`/manufactures`) as well.
 */
export function activeEntryId(menu: readonly ResolvedMenuItem[], path: string): string | undefined {
  let best: { id: string; length: number } | undefined;
  for (const item of flattenMenu(menu)) {
    const length = Math.max(-1, ...(item.matches ?? (item.route ? [item.route] : [])).filter((p) => isActiveItem({ matches: [p] }, path)).map((p) => p.length));
    if (length >= 0 && (!best || length > best.length)) best = { id: item.id, length };
  }
  return best?.id;
}

export function containsActive(item: ResolvedMenuItem, activeId: string | undefined): boolean {
  return item.children ? item.children.some((c) => containsActive(c, activeId)) : item.id === activeId;
}

/** Editor screens (the product and preset editors under /editor/) keep the sidebar collapsed (spec section 4). */
export function isAutoCollapsePath(path: string): boolean {
  return path.startsWith('/editor/');
}
