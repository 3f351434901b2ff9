/** The mockup design catalogue: designs placed on mockup photos with print settings, tags and status tabs. */
export const pages = {
  designs: () => import('./pages/DesignsCataloguePage'),
  designEdit: () => import('./pages/DesignEditPage'),
};

/** Where the catalogue lives, for the links from other screens (it has no menu entry). */
export const DESIGNS_PATH = '/designs/all';
