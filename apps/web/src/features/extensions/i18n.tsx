import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { featureI18n } from '../../lib/featureI18n';
import { useCan, useSession } from '../../stores/session';

/** Translations of the Extensions page (namespace extensions). */
export const extensionsI18n = featureI18n('extensions', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useExtensionsT = extensionsI18n.useT;

/** The Extensions page: holders of the extensions module (super_root) only. */
export function ExtensionsScreen({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const may = useCan('extensions', 'view');
  if (!user) return null;
  if (!may) return <Navigate to="/404" replace />;
  return <extensionsI18n.Ready>{children}</extensionsI18n.Ready>;
}
