import type { ReactNode } from 'react';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the production report (namespace manufacturingReport). */
const reportI18n = featureI18n('manufacturingReport', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useReportT = reportI18n.useT;

/** The report screen: open to whoever may view production_report, once its translations are in. */
export function ReportPage({ children }: { children: ReactNode }) {
  return (
    <RequirePermission module="production_report">
      <reportI18n.Ready>{children}</reportI18n.Ready>
    </RequirePermission>
  );
}
