import type { ReactNode } from 'react';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the Batch Items screen (namespace batches). */
const batchesI18n = featureI18n('batches', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useBatchesT = batchesI18n.useT;

/** A batches screen: open to whoever may view the factories' productions, once the feature's translations are in. */
export function BatchesScreen({ children }: { children: ReactNode }) {
  return (
    <RequirePermission module="manufacturing">
      <batchesI18n.Ready>{children}</batchesI18n.Ready>
    </RequirePermission>
  );
}
