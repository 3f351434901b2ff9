/** Uploads (signed URL, PUT with progress, at most n at a time) and the tag chips: what the file and clipart libraries, the font manager and every attachment picker share. */
export { UploadPutError, putWithProgress, runLimited } from './api';
export { uploadFile, UploadRefused } from './upload';
export { TagInput } from './components/TagInput';
