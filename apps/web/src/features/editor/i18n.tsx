import type { ReactNode } from 'react';
import { RequirePermission } from '../../app/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the editor (namespace editor). */
export const editorI18n = featureI18n('editor', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useEditorT = editorI18n.useT;

/** An editor screen: open to whoever may view `module`, once the translations are in. */
export function EditorPage({ module, children }: { module: string; children: ReactNode }) {
  return (
    <RequirePermission module={module}>
      <editorI18n.Ready>{children}</editorI18n.Ready>
    </RequirePermission>
  );
}
