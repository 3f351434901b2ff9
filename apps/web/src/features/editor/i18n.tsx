import type { ReactNode } from 'react';
import { DEFAULT_SIDE_NAMES } from '@pod/shared';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the editor (namespace editor). */
export const editorI18n = featureI18n('editor', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useEditorT = editorI18n.useT;

/** A side's name as shown: a default side's stored English name ("3D Front", "Back") in the interface language. */
export function useSideName(): (side: { id: string; name: string }) => string {
  const { t } = useEditorT();
  return (side) => (side.name && DEFAULT_SIDE_NAMES[side.id] === side.name ? t(`side.defaults.${side.id}`) : side.name || side.id);
}

/** An editor screen: open to whoever may view `module`, once the translations are in. */
export function EditorPage({ module, children }: { module: string; children: ReactNode }) {
  return (
    <RequirePermission module={module}>
      <editorI18n.Ready>{children}</editorI18n.Ready>
    </RequirePermission>
  );
}
