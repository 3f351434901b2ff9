import type { ReactNode } from 'react';
import type { ModuleKey } from '@pod/shared';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the dashboard and the daily report (namespace reports). */
const reportsI18n = featureI18n('reports', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useReportsT = reportsI18n.useT;

/** A reports screen: open to whoever may view its module, once its translations are in. */
export function ReportsPage({ module, children }: { module: ModuleKey; children: ReactNode }) {
  return (
    <RequirePermission module={module}>
      <reportsI18n.Ready>{children}</reportsI18n.Ready>
    </RequirePermission>
  );
}
