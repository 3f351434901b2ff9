import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCan, useSession } from '../stores/session';
import { useLayoutKind } from '../shell/layout';

/**
 * A screen of `module` opens only for users who may view it (role defaults, group, personal
 * entries: the server's own rule); others go to /404, or /misc/not-authorized in the horizontal layout.
 */
export function RequirePermission({ module, children }: { module: string; children: ReactNode }) {
  const signedIn = useSession((s) => !!s.user);
  const allowed = useCan(module, 'view');
  const layout = useLayoutKind();
  if (!signedIn) return null;
  if (!allowed) return <Navigate to={layout === 'horizontal' ? '/misc/not-authorized' : '/404'} replace />;
  return <>{children}</>;
}
