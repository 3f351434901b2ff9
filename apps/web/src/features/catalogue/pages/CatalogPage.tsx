import { CatalogBrowser } from '../components/CatalogBrowser';
import { CataloguePage, useCatalogueT } from '../i18n';

function Screen() {
  const { t } = useCatalogueT();
  return <CatalogBrowser base="/catalog" title={t('menu.catalog', { ns: 'translation' })} />;
}

export default function CatalogPage() {
  return (
    <CataloguePage module="catalog">
      <Screen />
    </CataloguePage>
  );
}
