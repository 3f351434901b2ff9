/** Exports and imports of lists, and printing generated PDFs: what list pages and print buttons use. */
export { ExportButton, type ExportButtonProps } from './components/ExportButton';
export { ImportWizard, type ImportWizardProps } from './components/ImportWizard';
export { printPdf, dataUrlToFile } from './print';
