import type { ReactNode } from 'react';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the Return & Replacement screens (namespace returns). */
export const returnsI18n = featureI18n('returns', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useReturnsT = returnsI18n.useT;

/** /rar/{filter}: staff holding the return_replacement module (root, super_root), and sellers (their menu shows it; the API lists only their own). */
export function ReturnsScreen({ children }: { children: ReactNode }) {
  return (
    <RequirePermission module="return_replacement">
      <returnsI18n.Ready>{children}</returnsI18n.Ready>
    </RequirePermission>
  );
}
