/** /shipments: parcels and their tracking (root, sale: their own, fulfiller). */
export const pages = {
  shipments: () => import('./pages/ShipmentsPage'),
};
