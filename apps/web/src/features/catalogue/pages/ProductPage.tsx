import { CatalogProduct } from '../components/CatalogProduct';
import { CataloguePage } from '../i18n';

function Screen() {
  return <CatalogProduct base="/catalog" />;
}

export default function ProductPage() {
  return (
    <CataloguePage module="catalog">
      <Screen />
    </CataloguePage>
  );
}
