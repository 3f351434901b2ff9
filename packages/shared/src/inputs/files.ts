import * as rule from './rules';
import { because, listWords, z } from './rules';

/**
 * What may be uploaded, by purpose: the mimetypes allowed (with the stored extension: it comes from
 * the mimetype, never from the user's file name) and the size limit. The upload forms check with
 * the same schemas the API parses with.
 */
const MB = 1024 * 1024;
const IMAGES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export const UPLOAD_TYPES = {
  design: { mimetypes: IMAGES, maxBytes: 200 * MB },
  mockup: { mimetypes: IMAGES, maxBytes: 50 * MB },
  clipart: { mimetypes: { ...IMAGES, 'image/gif': 'gif' }, maxBytes: 20 * MB },
  print: { mimetypes: { ...IMAGES, 'image/tiff': 'tif', 'application/pdf': 'pdf' }, maxBytes: 500 * MB },
  preview: { mimetypes: IMAGES, maxBytes: 20 * MB },
  font: { mimetypes: { 'font/ttf': 'ttf', 'font/otf': 'otf', 'font/woff': 'woff', 'font/woff2': 'woff2' }, maxBytes: 20 * MB },
  document: { mimetypes: { 'application/pdf': 'pdf', 'text/csv': 'csv' }, maxBytes: 50 * MB },
  /** A CSV or XLSX file of rows to import (imports/): parsed by the server, never served to others. */
  import: { mimetypes: { 'text/csv': 'csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx' }, maxBytes: 20 * MB },
  /** A photo or PDF added to a support ticket's message: the uploader's own, shown to both sides of the ticket. */
  attachment: { mimetypes: { ...IMAGES, 'application/pdf': 'pdf' }, maxBytes: 20 * MB },
} as const satisfies Record<string, { mimetypes: Record<string, string>; maxBytes: number }>;

export type UploadType = keyof typeof UPLOAD_TYPES;
export const UPLOAD_TYPE_NAMES = Object.keys(UPLOAD_TYPES) as UploadType[];

export const isUploadType = (v: unknown): v is UploadType => typeof v === 'string' && Object.hasOwn(UPLOAD_TYPES, v);

/** The stored extension of a mimetype allowed for `type`, or undefined. */
export function uploadExtension(type: UploadType, mimetype: string): string | undefined {
  const allowed: Record<string, string> = UPLOAD_TYPES[type].mimetypes;
  return Object.hasOwn(allowed, mimetype) ? allowed[mimetype] : undefined;
}

/** NUL, line breaks, escapes and DEL: never part of a name. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

/** A file name as shown: the last path segment, no control characters, at most 255 characters. */
export function cleanFilename(raw: string): string {
  return (raw.split(/[\\/]/).pop() ?? '').replace(CONTROL_CHARS, '').trim().slice(0, 255);
}

const mimetype = () => z.string({ error: 'Please give the file type.' }).trim().toLowerCase().max(200, { error: 'The file type is too long.' });

const fileId = z.object({ _id: rule.id('file id') });

/** signedUpload: step 1 of an upload (type, name, mimetype and size announced; the bytes are PUT after). */
export const signedUploadInput = z
  .object({
    type: z.string({ error: 'Please give the file type.' }),
    filename: z.string({ error: 'Please give the file name.' }).transform(cleanFilename),
    mimetype: mimetype(),
    size: z.number({ error: 'Size must be a positive number of bytes.' }),
    sku: rule
      .text(100, 'SKU')
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, reason: 'file_type' | 'required' | 'file_size', message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message, params: { reason } });
    if (!isUploadType(v.type)) issue('type', 'file_type', `Unknown file type "${v.type.slice(0, 40)}". Use one of: ${UPLOAD_TYPE_NAMES.join(', ')}.`);
    else if (!uploadExtension(v.type, v.mimetype))
      issue(
        'mimetype',
        'file_type',
        `${v.mimetype || 'This file type'} is not allowed for ${v.type} files. Allowed: ${listWords(Object.keys(UPLOAD_TYPES[v.type].mimetypes))}.`,
      );
    if (!v.filename) issue('filename', 'required', 'Please give the file name.');
    if (!Number.isInteger(v.size) || v.size <= 0) issue('size', 'file_size', 'Size must be a positive number of bytes.');
    else if (isUploadType(v.type) && v.size > UPLOAD_TYPES[v.type].maxBytes)
      issue('size', 'file_size', `The file is too large: ${v.type} files may be at most ${Math.round(UPLOAD_TYPES[v.type].maxBytes / MB)} MB.`);
  })
  .transform((v) => ({ ...v, type: v.type as UploadType, extension: uploadExtension(v.type as UploadType, v.mimetype)! }));
export type SignedUploadInput = z.output<typeof signedUploadInput>;

/** updatePreSignedFile (step 3, after the PUT) and removeFile. */
export const fileIdInput = fileId;

const MAX_TAGS = 50;
export const TAG_MAX_LENGTH = 64;

/** Tags by name: spaces collapsed, blanks dropped, one per name whatever its case, at most 50. */
const tagNames = () =>
  z
    .array(
      z.string().transform((t) => t.replace(/\s+/g, ' ').trim()),
      { error: 'Tags must be a list.' },
    )
    .transform((list) => {
      // The first spelling of a name is the one kept.
      const byLower = new Map<string, string>();
      for (const t of list) if (t && !byLower.has(t.toLowerCase())) byLower.set(t.toLowerCase(), t);
      return [...byLower.values()];
    })
    .superRefine((list, ctx) => {
      if (list.some((t) => t.length > TAG_MAX_LENGTH))
        ctx.addIssue({ code: 'custom', message: `Tags must be at most ${TAG_MAX_LENGTH} characters.`, params: { reason: 'too_long' } });
      else if (list.length > MAX_TAGS) ctx.addIssue({ code: 'custom', message: `A file may have at most ${MAX_TAGS} tags.`, params: { reason: 'too_many' } });
    });

/** saveFile: a file's tags by name (new tags are created). */
export const saveFileInput = z.object({ _id: rule.id('file id'), tags: tagNames() });

/** saveClipart: a clipart item's name and tags. */
export const saveClipartInput = z.object({
  _id: rule.id('clipart id'),
  name: z
    .string({ error: 'Name must be 1 to 200 characters.' })
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .refine((v) => v.length > 0, because('required', 'Name must be 1 to 200 characters.'))
    .refine((v) => v.length <= 200, because('too_long', 'Name must be 1 to 200 characters.')),
  tags: tagNames(),
});
