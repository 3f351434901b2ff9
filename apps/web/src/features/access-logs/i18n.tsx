import type { ReactNode } from 'react';
import type { ModuleKey } from '@pod/shared';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the API Logs and Blocked Logs screens (namespace accessLogs). */
export const accessLogsI18n = featureI18n('accessLogs', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useAccessLogsT = accessLogsI18n.useT;

/** A logs screen: open to whoever may view its module, once the translations are in. */
export function AccessLogsScreen({ module, children }: { module: ModuleKey; children: ReactNode }) {
  return (
    <RequirePermission module={module}>
      <accessLogsI18n.Ready>{children}</accessLogsI18n.Ready>
    </RequirePermission>
  );
}
