import type { ReactNode } from 'react';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the catalogue screens (namespace catalogue). */
export const catalogueI18n = featureI18n('catalogue', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useCatalogueT = catalogueI18n.useT;

type CatalogueModule = 'items' | 'catalog' | 'partner_catalog' | 'product_labels' | 'inventory';

/** A catalogue screen of `module`: open to whoever may view it, once the translations are in. */
export function CataloguePage({ module, children }: { module: CatalogueModule; children: ReactNode }) {
  return (
    <RequirePermission module={module}>
      <catalogueI18n.Ready>{children}</catalogueI18n.Ready>
    </RequirePermission>
  );
}
