import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { featureI18n } from '../../lib/featureI18n';
import { useCan, useSession } from '../../stores/session';

/** Translations of the Integrations page (namespace integrations). */
export const integrationsI18n = featureI18n('integrations', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useIntegrationsT = integrationsI18n.useT;

/** The Integrations page: holders of the integrations module (super_root) only. */
export function IntegrationsScreen({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const may = useCan('integrations', 'view');
  if (!user) return null;
  if (!may) return <Navigate to="/404" replace />;
  return <integrationsI18n.Ready>{children}</integrationsI18n.Ready>;
}
