import type { ReactNode } from 'react';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of Box Packages and the packing station (namespace packing). */
const packingI18n = featureI18n('packing', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const usePackingT = packingI18n.useT;

/** A packing screen: open to whoever may view the factories' productions, once the feature's translations are in. */
export function PackingScreen({ children }: { children: ReactNode }) {
  return (
    <RequirePermission module="manufacturing">
      <packingI18n.Ready>{children}</packingI18n.Ready>
    </RequirePermission>
  );
}
