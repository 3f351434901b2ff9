import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MENU, SELLER_MENU, flattenMenu, isSeller, menuAllows, resolveMenu, type MenuContext } from '@pod/shared';
import { NotBuiltPage } from '../features/placeholder';
import { useSession } from '../stores/session';
import { isActiveItem, useLayoutKind } from '../shell/layout';

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

export default function MenuRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useSession((s) => s.user);
  const manufactures = useSession((s) => s.manufactures);
  const layout = useLayoutKind();
  if (!user) return null;
  const ctx = { user, manufactures };
  const decision = decideRoute(location.pathname, ctx, layout);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const entry = flattenMenu(resolveMenu(isSeller(user) ? [...SELLER_MENU, ...MENU] : MENU, ctx)).find((i) => isActiveItem(i, location.pathname));
  return <NotBuiltPage title={entry ? t(entry.title) : undefined} />;
}
