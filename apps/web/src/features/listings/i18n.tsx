import type { ReactNode } from 'react';
import { isSeller } from '@pod/shared';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';
import { useSession } from '../../stores/session';

/** Translations of the listing screens and the preset mockup list (namespace listings). */
export const listingsI18n = featureI18n('listings', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useListingsT = listingsI18n.useT;

/** A listings screen: sellers through their catalogue permission, staff through items, once the translations are in. */
export function ListingsScreen({ children }: { children: ReactNode }) {
  const seller = isSeller(useSession((s) => s.user));
  return (
    <RequirePermission module={seller ? 'catalog' : 'items'}>
      <listingsI18n.Ready>{children}</listingsI18n.Ready>
    </RequirePermission>
  );
}
