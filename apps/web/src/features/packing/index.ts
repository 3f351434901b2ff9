/** Packing: Box Packages of a factory and the packing station (bins, labels, prints). */
export const pages = {
  packages: () => import('./pages/PackagesPage'),
  station: () => import('./pages/PackingStationPage'),
};
