import { useEffect, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCustomizer } from '../stores/customizer';
import { ArrowUp } from 'lucide-react';

export function ScrollToTop() {
  const { t } = useTranslation();
  const hidden = useCustomizer((s) => s.value.hideScrollToTop);
  const [show, setShow] = useState(false);
  useEffect(() => {
    const onScroll = () => setShow(window.scrollY > 400);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (hidden || !show) return null;
  return (
    <IconButton
      aria-label={t('nav.scroll_top')}
      position="fixed"
      bottom="16"
      insetEnd="6"
      zIndex="overlay"
      rounded="full"
      colorPalette="brand"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      data-testid="scroll-top"
    >
      <ArrowUp size={18} aria-hidden />
    </IconButton>
  );
}
