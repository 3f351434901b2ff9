/** The file library, and what the clipart library and the font manager share with it (uploads, tags, the media tabs). */
export { UploadPutError, putWithProgress, runLimited } from './api';
export { uploadFile, UploadRefused, type UploadedFile } from './upload';
export { TagInput } from './components/TagInput';
export { MediaTabs } from './components/MediaTabs';
export { FilePicker, type PickedFile } from './components/FilePicker';
export { filesI18n } from './i18n';

export const pages = {
  files: () => import('./pages/FilesPage'),
};
