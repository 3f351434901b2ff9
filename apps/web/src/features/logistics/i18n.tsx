import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { checkRoles } from '@pod/shared';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';
import { can, useSession } from '../../stores/session';

/** Translations of the logistics screens (namespace logistics). */
export const logisticsI18n = featureI18n('logistics', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useLogisticsT = logisticsI18n.useT;

export type LogisticsModule = 'manufactures' | 'logistics' | 'locations' | 'fulfillments' | 'settings';

/** A logistics screen of `module`: open to whoever may view it, once the feature's translations are in. */
export function LogisticsPage({ module, children }: { module: LogisticsModule; children: ReactNode }) {
  return (
    <RequirePermission module={module}>
      <logisticsI18n.Ready>{children}</logisticsI18n.Ready>
    </RequirePermission>
  );
}

/** The shipping table: the settings module (super_root) and root, as the spec's menu shows it (the API's rule too). */
export function ShippingTablePage({ children }: { children: ReactNode }) {
  const allowed = useSession((s) => !!s.user && (can(s.user, 'settings', 'view') || checkRoles(s.user, ['root'])));
  const signedIn = useSession((s) => !!s.user);
  if (!signedIn) return null;
  if (!allowed) return <Navigate to="/404" replace />;
  return <logisticsI18n.Ready>{children}</logisticsI18n.Ready>;
}
