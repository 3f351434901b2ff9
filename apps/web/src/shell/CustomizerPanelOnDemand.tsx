import { lazy, Suspense, useState } from 'react';
import { useCustomizer } from '../stores/customizer';

const CustomizerPanel = lazy(() => import('./CustomizerPanel').then((m) => ({ default: m.CustomizerPanel })));

/** The theme customizer, loaded the first time it opens (it is not part of the first screen), then kept mounted. */
export function CustomizerPanelOnDemand() {
  const open = useCustomizer((s) => s.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <CustomizerPanel />
    </Suspense>
  ) : null;
}
