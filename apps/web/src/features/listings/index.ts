import { lazy } from 'react';

/** Listings: the seller's products made in the editor (/items/internal), and root's preset mockups of a product. */
export const pages = {
  listings: () => import('./pages/ListingsPage'),
};

/** The preset mockups of a product (provider counts, remove), for the preset page; loads on demand. */
export const PresetMockupsSection = lazy(() => import('./components/PresetMockups'));
