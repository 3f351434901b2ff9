/** /mrp-provider: order lines sent to outside providers, their status, files and tracking (root, super_root). */
export const pages = {
  providerLines: () => import('./pages/MrpProviderPage'),
};
