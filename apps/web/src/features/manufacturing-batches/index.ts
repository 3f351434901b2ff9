/** Manufacturing batches: the Batch Items screen of a factory (its batches by status, each one's productions and documents). */
export const pages = {
  batches: () => import('./pages/BatchesPage'),
};
