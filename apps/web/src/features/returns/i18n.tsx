import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { featureI18n } from '../../lib/featureI18n';
import { useCan, useSession } from '../../stores/session';

/** Translations of the Return & Replacement screens (namespace returns). */
export const returnsI18n = featureI18n('returns', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useReturnsT = returnsI18n.useT;

/** /rar/{filter}: staff holding the return_replacement module (root, super_root). */
export function ReturnsScreen({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const may = useCan('return_replacement', 'view');
  if (!user) return null;
  if (!may) return <Navigate to="/404" replace />;
  return <returnsI18n.Ready>{children}</returnsI18n.Ready>;
}
