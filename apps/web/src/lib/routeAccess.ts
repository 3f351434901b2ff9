import { useCallback } from 'react';
import { MENU, SELLER_MENU, isSeller, menuAllows, type MenuContext } from '@pod/shared';
import { useSession } from '../stores/session';

/** Routes of spec section 2 that are not menu entries but real screens (notification targets, seller shortcuts). */
export const KNOWN_ROUTES = ['/dashboard', '/orders', '/support', '/stores', '/items/internal', '/jobs', '/fulfilments'];

export type RouteDecision = { kind: 'screen' } | { kind: 'redirect'; to: string };

/** Unauthorised menu route → /404 (vertical) or /misc/not-authorized (horizontal); unknown route → /404. */
export function decideRoute(path: string, ctx: MenuContext, layout: 'vertical' | 'horizontal' | 'seller'): RouteDecision {
  const denied = layout === 'horizontal' ? '/misc/not-authorized' : '/404';
  const seller = isSeller(ctx.user);
  if (seller && menuAllows(path, ctx, SELLER_MENU) === true) return { kind: 'screen' };
  const verdict = menuAllows(path, ctx, MENU);
  if (verdict === true) return { kind: 'screen' };
  if (verdict === false) return { kind: 'redirect', to: denied };
  if (KNOWN_ROUTES.some((r) => path === r || path.startsWith(r + '/'))) return { kind: 'screen' };
  return { kind: 'redirect', to: '/404' };
}

/**
 * Whether the router would show a path to the signed-in user (the menu's rule, whose entries carry
 * the module each screen's RequirePermission checks): links and buttons are offered only where it says yes.
 * A function, so a table can ask per row.
 */
export function useCanOpen(): (path: string) => boolean {
  const user = useSession((s) => s.user);
  const manufactures = useSession((s) => s.manufactures);
  return useCallback((path: string) => !!user && decideRoute(path.split('?')[0], { user, manufactures }, 'vertical').kind === 'screen', [user, manufactures]);
}
