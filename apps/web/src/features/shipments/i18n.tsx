import type { ReactNode } from 'react';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the shipments screen (namespace shipments). */
export const shipmentsI18n = featureI18n('shipments', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useShipmentsT = shipmentsI18n.useT;

/** The shipments screen: open to holders of the shipments module (sellers see their own), once its translations are in. */
export function ShipmentsScreen({ children }: { children: ReactNode }) {
  return (
    <RequirePermission module="shipments">
      <shipmentsI18n.Ready>{children}</shipmentsI18n.Ready>
    </RequirePermission>
  );
}
