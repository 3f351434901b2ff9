import { gqlFetch, putWithProgress } from './api';
import { SAVE_FILE, SIGNED_UPLOAD, UPDATE_PRESIGNED, type ImageSize } from './graphql';

export interface UploadedFile {
  _id: string;
  url: string;
  image_sizes: ImageSize[];
}

/**
 * The signed upload of spec section 7: signedUpload → PUT the bytes (progress reported) →
 * updatePreSignedFile; then the tags, when given.
 */
export async function uploadFile(
  file: File,
  type: string,
  opts: { tags?: string[]; onProgress?: (f: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedFile> {
  const mimetype = file.type || 'application/octet-stream';
  const signed = await gqlFetch<{ signedUpload: { _id: string; url: string } }>(
    SIGNED_UPLOAD,
    { type, filename: file.name, mimetype, size: file.size },
    {},
    opts.signal,
  );
  await putWithProgress(signed.data.signedUpload.url, file, mimetype, opts.onProgress, opts.signal);
  const done = await gqlFetch<{ updatePreSignedFile: UploadedFile }>(UPDATE_PRESIGNED, { _id: signed.data.signedUpload._id }, {}, opts.signal);
  if (opts.tags?.length) await gqlFetch(SAVE_FILE, { _id: done.data.updatePreSignedFile._id, tags: opts.tags }, {}, opts.signal);
  return done.data.updatePreSignedFile;
}
