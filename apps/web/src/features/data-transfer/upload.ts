import { apolloClient } from '../../lib/apollo';
import { putWithProgress } from '../uploads';
import { IMPORT_PREVIEW, IMPORT_UPLOAD } from './graphql';

/** The two file types an import takes, by extension (browsers report CSV as text/csv, application/vnd.ms-excel or nothing). */
export const IMPORT_MIMETYPES: Readonly<Record<string, string>> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
export const IMPORT_ACCEPT = Object.keys(IMPORT_MIMETYPES)
  .map((ext) => `.${ext}`)
  .join(',');

export function importMimetype(filename: string): string | null {
  const dot = filename.lastIndexOf('.');
  const ext = dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
  return Object.hasOwn(IMPORT_MIMETYPES, ext) ? IMPORT_MIMETYPES[ext] : null;
}

/** Uploads an import file through the signed upload flow, then asks the server to check every row (nothing is written). */
export async function uploadAndPreview(kind: string, file: File, mimetype: string, onProgress: (fraction: number) => void) {
  const signed = await apolloClient.mutate({ mutation: IMPORT_UPLOAD, variables: { kind, filename: file.name, mimetype, size: file.size } });
  const target = signed.data!.importUpload;
  await putWithProgress(target.url, file, mimetype, onProgress);
  const preview = await apolloClient.mutate({ mutation: IMPORT_PREVIEW, variables: { kind, fileId: target._id } });
  return preview.data!.importPreview;
}
