import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { MENU, SELLER_MENU, isSeller, menuAllows } from '@pod/shared';
import { useCan, useSession } from '../stores/session';
import { useLayoutKind } from './layout';

/**
 * A screen of `module` opens only for users who may view it (role defaults, group, personal
 * entries: the server's own rule) and whose menu shows its route (the spec's role rules, such as
 * Catalog hidden from root and super_root); others go to /404, or /misc/not-authorized in the
 * horizontal layout.
 */
export function RequirePermission({ module, children }: { module: string; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const manufactures = useSession((s) => s.manufactures);
  const allowed = useCan(module, 'view');
  const layout = useLayoutKind();
  const { pathname } = useLocation();
  if (!user) return null;
  const ctx = { user, manufactures };
  // A route the seller menu shows a seller is theirs (the API narrows what they see), whatever the staff module says.
  const sellerMenu = isSeller(user) && menuAllows(pathname, ctx, SELLER_MENU) === true;
  const menuDenied = !sellerMenu && menuAllows(pathname, ctx, MENU) === false;
  if (!(allowed || sellerMenu) || menuDenied) return <Navigate to={layout === 'horizontal' ? '/misc/not-authorized' : '/404'} replace />;
  return <>{children}</>;
}
