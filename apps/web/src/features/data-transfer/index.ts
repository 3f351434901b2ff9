/** Exports and imports of lists: what list pages use. */
export { ExportButton } from './components/ExportButton';
export { ImportWizard } from './components/ImportWizard';
