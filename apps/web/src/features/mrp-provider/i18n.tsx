import type { ReactNode } from 'react';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the provider screen (namespace mrpProvider). */
export const mrpProviderI18n = featureI18n('mrpProvider', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useMrpProviderT = mrpProviderI18n.useT;

/** The provider screen: open to holders of the mrp_provider module, once its translations are in. */
export function MrpProviderScreen({ children }: { children: ReactNode }) {
  return (
    <RequirePermission module="mrp_provider">
      <mrpProviderI18n.Ready>{children}</mrpProviderI18n.Ready>
    </RequirePermission>
  );
}
