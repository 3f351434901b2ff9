import { checkInput, signedUploadInput } from '@pod/shared';
import { apolloClient } from '../../lib/apollo';
import type { UpdatePreSignedFileMutation } from '../../gql/graphql';
import { putWithProgress } from './api';
import { SIGNED_UPLOAD, TAG_UPLOADED_FILE, UPDATE_PRESIGNED } from './graphql';

export type UploadedFile = UpdatePreSignedFileMutation['updatePreSignedFile'];

/**
 * The shared signedUpload schema refused the file before anything was sent (wrong type, too large):
 * it carries the same fields and reasons a server refusal would, so it is shown the same way.
 */
export class UploadRefused extends Error {
  readonly code = 'BAD_USER_INPUT';
  constructor(
    readonly fields: Record<string, string>,
    readonly reasons: Record<string, string>,
  ) {
    super(Object.values(fields)[0] ?? 'Refused.');
  }
}

/** Lets a call be abandoned: Apollo passes fetch options, the signal among them, to fetch. */
const abortable = (signal?: AbortSignal) => ({ context: { fetchOptions: { signal } } });

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
  const checked = checkInput(signedUploadInput, { type, filename: file.name, mimetype, size: file.size });
  if (!checked.ok) throw new UploadRefused(checked.fields, checked.reasons);
  const signed = await apolloClient.mutate({
    mutation: SIGNED_UPLOAD,
    variables: { type, filename: file.name, mimetype, size: file.size },
    ...abortable(opts.signal),
  });
  const target = signed.data!.signedUpload;
  await putWithProgress(target.url, file, mimetype, opts.onProgress, opts.signal);
  const done = await apolloClient.mutate({ mutation: UPDATE_PRESIGNED, variables: { _id: target._id }, ...abortable(opts.signal) });
  const uploaded = done.data!.updatePreSignedFile;
  if (opts.tags?.length)
    await apolloClient.mutate({ mutation: TAG_UPLOADED_FILE, variables: { _id: uploaded._id, tags: opts.tags }, ...abortable(opts.signal) });
  return uploaded;
}
