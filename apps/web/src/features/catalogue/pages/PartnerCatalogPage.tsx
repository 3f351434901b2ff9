import { CatalogBrowser } from '../components/CatalogBrowser';
import { CataloguePage, useCatalogueT } from '../i18n';

function Screen() {
  const { t } = useCatalogueT();
  return <CatalogBrowser base="/partner-catalog" title={t('menu.partner_catalog', { ns: 'translation' })} />;
}

export default function PartnerCatalogPage() {
  return (
    <CataloguePage module="partner_catalog">
      <Screen />
    </CataloguePage>
  );
}
