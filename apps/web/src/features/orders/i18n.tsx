import type { ReactNode } from 'react';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the order and store screens (namespace orders). */
export const ordersI18n = featureI18n('orders', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useOrdersT = ordersI18n.useT;

/** An orders screen: open to whoever may view orders, once the feature's translations are in. */
export function OrdersScreen({ children }: { children: ReactNode }) {
  return (
    <RequirePermission module="orders">
      <ordersI18n.Ready>{children}</ordersI18n.Ready>
    </RequirePermission>
  );
}
