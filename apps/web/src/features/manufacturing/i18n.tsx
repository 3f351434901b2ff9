import type { ReactNode } from 'react';
import { RequirePermission } from '../../lib/RequirePermission';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the station, productions and call-to-action screens (namespace manufacturing). */
const manufacturingI18n = featureI18n('manufacturing', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useManufacturingT = manufacturingI18n.useT;
/** Renders its children once the manufacturing words are in (another feature's screen that names error codes). */
export const ManufacturingWords = manufacturingI18n.Ready;

/** A manufacturing screen: open to whoever may view the factories' productions (and whose menu shows the route), once the feature's translations are in. */
export function ManufacturingScreen({ children }: { children: ReactNode }) {
  return (
    <RequirePermission module="manufacturing">
      <manufacturingI18n.Ready>{children}</manufacturingI18n.Ready>
    </RequirePermission>
  );
}
