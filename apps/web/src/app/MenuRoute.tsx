import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MENU, SELLER_MENU, flattenMenu, isSeller, resolveMenu } from '@pod/shared';
import { NotBuiltPage } from '../features/placeholder';
import { useSession } from '../stores/session';
import { isActiveItem, useLayoutKind } from '../lib/layout';
import { decideRoute } from '../lib/routeAccess';

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
