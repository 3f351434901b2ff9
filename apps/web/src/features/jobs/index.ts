/** The seller site's /jobs: the caller's imports, exports and renders with their progress and results. */
export const pages = {
  jobs: () => import('./pages/JobsPage'),
};
