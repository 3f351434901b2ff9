/** Product presets (Items), the sellers' and partners' catalogues, categories, product tags and inventory. */
export const pages = {
  items: () => import('./pages/ItemsPage'),
  presetEdit: () => import('./pages/PresetEditPage'),
  catalog: () => import('./pages/CatalogPage'),
  partnerCatalog: () => import('./pages/PartnerCatalogPage'),
  product: () => import('./pages/ProductPage'),
  partnerProduct: () => import('./pages/PartnerProductPage'),
  categories: () => import('./pages/CategoriesPage'),
  labels: () => import('./pages/ProductLabelsPage'),
  inventory: () => import('./pages/InventoryPage'),
};
