/** The error screens (404, 500, maintenance, not authorized). */
export const pages = {
  notFound: () => import('./pages/NotFoundPage'),
  serverError: () => import('./pages/ServerErrorPage'),
  maintenance: () => import('./pages/MaintenancePage'),
  notAuthorized: () => import('./pages/NotAuthorizedPage'),
};
