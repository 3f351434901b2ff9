/** Manufacturing: the station screen a worker scans at, the productions of a factory, and the printable call-to-action sheet. */
export const pages = {
  station: () => import('./pages/StationPage'),
  productions: () => import('./pages/ProductionsPage'),
  callToAction: () => import('./pages/CallToActionPage'),
};

/** Error codes by name for other features (the production report): the words, and the label of a code. */
export { ManufacturingWords } from './i18n';
export { useErrorLabels } from './useErrorLabels';
