import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { featureI18n } from '../../lib/featureI18n';
import { useCan, useSession } from '../../stores/session';

/** Translations of the affiliates screens (namespace affiliates). */
export const affiliatesI18n = featureI18n('affiliates', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useAffiliatesT = affiliatesI18n.useT;

/** /affiliates: whoever views the affiliates module (root, sale; sellers read their own page). */
export function AffiliatesScreen({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const may = useCan('affiliates', 'view');
  if (!user) return null;
  if (!may) return <Navigate to="/404" replace />;
  return <affiliatesI18n.Ready>{children}</affiliatesI18n.Ready>;
}
