/** The file library, and what the font manager and the editors share with it (the media tabs, the file picker). */
export { MediaTabs } from './components/MediaTabs';
export { FilePicker, type PickedFile } from './components/FilePicker';
export { filesI18n } from './i18n';

export const pages = {
  files: () => import('./pages/FilesPage'),
};
