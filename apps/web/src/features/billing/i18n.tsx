import type { ReactNode } from 'react';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the billing screens (namespace billing). */
export const billingI18n = featureI18n('billing', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useBillingT = billingI18n.useT;

/** A billing screen: open to whoever may view billing, once the feature's translations are in. */
export function BillingPage({ children }: { children: ReactNode }) {
  return (
    <RequirePermission module="billing">
      <billingI18n.Ready>{children}</billingI18n.Ready>
    </RequirePermission>
  );
}

/** Root's production billing screens (the production_billing module). */
export function ProductionBillingPage({ children }: { children: ReactNode }) {
  return (
    <RequirePermission module="production_billing">
      <billingI18n.Ready>{children}</billingI18n.Ready>
    </RequirePermission>
  );
}
