/** The production report of one factory (/manufactures/{id}/report): root and super_root. */
export const pages = {
  report: () => import('./pages/ProductionReportPage'),
};
