/** The font manager. */
export const pages = {
  fonts: () => import('./pages/FontsPage'),
};
