import { CatalogProduct } from '../components/CatalogProduct';
import { CataloguePage } from '../i18n';

function Screen() {
  return <CatalogProduct base="/partner-catalog" />;
}

export default function PartnerProductPage() {
  return (
    <CataloguePage module="partner_catalog">
      <Screen />
    </CataloguePage>
  );
}
