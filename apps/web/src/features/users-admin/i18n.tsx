import type { ReactNode } from 'react';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the users admin screens (namespace usersAdmin; roles come from the shell's own). */
export const adminI18n = featureI18n('usersAdmin', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useAdminT = adminI18n.useT;

/** An admin screen of `module`: open to whoever may view it, once the feature's translations are in. */
export function AdminPage({ module, children }: { module: 'users' | 'user_groups' | 'merchant_groups'; children: ReactNode }) {
  return (
    <RequirePermission module={module}>
      <adminI18n.Ready>{children}</adminI18n.Ready>
    </RequirePermission>
  );
}
