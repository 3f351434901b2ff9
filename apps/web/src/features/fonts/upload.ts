import { checkInput, signedUploadFontInput } from '@pod/shared';
import { apolloClient } from '../../lib/apollo';
import { putWithProgress, UploadRefused } from '../uploads';
import { FONT_UPDATE_PRESIGNED, SIGNED_UPLOAD_FONT, type Font } from './graphql';

/** A custom font family: signedUploadFont → PUT every file → fontUpdatePreSignedFile. */
export async function uploadFontFamily(family: string, files: File[], onProgress?: (index: number, fraction: number) => void): Promise<Font> {
  const mimetypes = files.map((f) => f.type || 'application/octet-stream');
  const variables = { family, files: files.map((f, i) => ({ filename: f.name, mimetype: mimetypes[i], size: f.size })) };
  // Checked with the schema the API parses with before anything is sent (a non-font file, too many files).
  const checked = checkInput(signedUploadFontInput, variables);
  if (!checked.ok) throw new UploadRefused(checked.fields, checked.reasons);
  const signed = await apolloClient.mutate({ mutation: SIGNED_UPLOAD_FONT, variables });
  const targets = signed.data!.signedUploadFont;
  await Promise.all(targets.map((tgt, i) => putWithProgress(tgt.url, files[i], mimetypes[i], (f) => onProgress?.(i, f))));
  const done = await apolloClient.mutate({ mutation: FONT_UPDATE_PRESIGNED, variables: { family, variants: targets.map((x) => x.variant) } });
  return done.data!.fontUpdatePreSignedFile;
}
