/** Market & Provider and logistics settings: manufactures, shipping methods and their cost table, locations, fulfilments, storage. */
export const pages = {
  manufactures: () => import('./pages/ManufacturesPage'),
  shippingMethods: () => import('./pages/ShippingMethodsPage'),
  shippingCostTable: () => import('./pages/ShippingCostTablePage'),
  locations: () => import('./pages/LocationsPage'),
  fulfilments: () => import('./pages/FulfilmentsPage'),
  storage: () => import('./pages/StoragePage'),
};
