import { lazy, Suspense, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCustomizer } from '../stores/customizer';

const CustomizerPanel = lazy(() => import('./CustomizerPanel').then((m) => ({ default: m.CustomizerPanel })));

/**
 * The theme customizer, loaded the first time it opens (it is not part of the first screen), then
 * kept mounted. With the navbar hidden, its toggle floats at the edge of the screen.
 */
export function CustomizerPanelOnDemand() {
  const { t } = useTranslation();
  const open = useCustomizer((s) => s.open);
  const setOpen = useCustomizer((s) => s.setOpen);
  const navbarHidden = useCustomizer((s) => s.value.navbarType === 'hidden');
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return (
    <>
      {navbarHidden && (
        <IconButton
          aria-label={t('customizer.title')}
          position="fixed"
          top="40%"
          insetEnd="0"
          zIndex="overlay"
          colorPalette="brand"
          roundedEnd="0"
          onClick={() => setOpen(true)}
          data-testid="customizer-toggle"
        >
          <Settings size={18} aria-hidden />
        </IconButton>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <CustomizerPanel />
        </Suspense>
      )}
    </>
  );
}
