/** Affiliates (/affiliates): root manages affiliates and their referred sellers; a seller sees their own affiliate page. */
export const pages = {
  affiliates: () => import('./pages/AffiliatesPage'),
  affiliate: () => import('./pages/AffiliatePage'),
};
