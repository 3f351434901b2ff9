import type { ReactNode } from 'react';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the mockup design screens (namespace designs). */
export const designsI18n = featureI18n('designs', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useDesignsT = designsI18n.useT;

/** A design screen: open to whoever may view designs, once the translations are in. */
export function DesignsPage({ children }: { children: ReactNode }) {
  return (
    <RequirePermission module="designs">
      <designsI18n.Ready>{children}</designsI18n.Ready>
    </RequirePermission>
  );
}
