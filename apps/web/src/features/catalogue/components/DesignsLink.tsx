import { Button } from '@chakra-ui/react';
import { Palette } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../stores/session';
import { DESIGNS_PATH } from '../../designs';
import { useCatalogueT } from '../i18n';

/** The way to the mockup design catalogue (it has no menu entry), for whoever may view designs. */
export function DesignsLink() {
  const { t } = useCatalogueT();
  if (!useCan('designs', 'view')) return null;
  return (
    <Button asChild size="sm" variant="outline" data-testid="designs-link">
      <RouterLink to={DESIGNS_PATH}>
        <Palette size={16} aria-hidden />
        {t('designs_link')}
      </RouterLink>
    </Button>
  );
}
