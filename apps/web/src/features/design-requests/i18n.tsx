import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { featureI18n } from '../../lib/featureI18n';
import { useCan, useSession } from '../../stores/session';

/** Translations of the design request screens (namespace designRequests). */
export const designRequestsI18n = featureI18n('designRequests', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useDesignRequestsT = designRequestsI18n.useT;

/** A design request screen: staff designers work every request, sellers (who view the module) their own. */
export function DesignRequestsScreen({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const may = useCan('design_requests', 'view');
  if (!user) return null;
  if (!may) return <Navigate to="/404" replace />;
  return <designRequestsI18n.Ready>{children}</designRequestsI18n.Ready>;
}
