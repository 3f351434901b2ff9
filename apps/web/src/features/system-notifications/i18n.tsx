import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { featureI18n } from '../../lib/featureI18n';
import { useCan, useSession } from '../../stores/session';

/** Translations of the System notifications screens and the announcement banner (namespace systemNotifications). */
export const systemNotificationsI18n = featureI18n('systemNotifications', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useSystemNotificationsT = systemNotificationsI18n.useT;

/** /system-notification/{filter}: super_root only (spec section 6). */
export function SystemNotificationsScreen({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const may = useCan('system_notifications', 'view');
  if (!user) return null;
  if (!may) return <Navigate to="/404" replace />;
  return <systemNotificationsI18n.Ready>{children}</systemNotificationsI18n.Ready>;
}
