import { CONTROL_CHARS, UPLOAD_TYPES } from './files';
import * as rule from './rules';
import { z } from './rules';

/** Inputs of the fonts module (custom font uploads). */

const MAX_FILES = 30;
const FAMILY_MAX = 100;
const MB = 1024 * 1024;

/** Browsers name font files in many ways; the stored extension is ours. */
export const FONT_MIMETYPES: Readonly<Record<string, string>> = {
  ...UPLOAD_TYPES.font.mimetypes,
  'application/x-font-ttf': 'ttf',
  'application/x-font-truetype': 'ttf',
  'application/x-font-otf': 'otf',
  'application/x-font-opentype': 'otf',
  'application/vnd.ms-opentype': 'otf',
  'application/font-sfnt': 'ttf',
  'application/font-woff': 'woff',
  'application/font-woff2': 'woff2',
};
const BY_EXTENSION: Readonly<Record<string, string>> = { ttf: 'ttf', otf: 'otf', woff: 'woff', woff2: 'woff2' };

/** The stored extension of a font file: from its mimetype, or from its name when the browser sent no useful type. */
export function fontExtension(mimetype: string, filename: string): string | undefined {
  const type = mimetype.trim().toLowerCase();
  if (Object.hasOwn(FONT_MIMETYPES, type)) return FONT_MIMETYPES[type];
  if (type !== '' && type !== 'application/octet-stream') return undefined;
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  return Object.hasOwn(BY_EXTENSION, ext) ? BY_EXTENSION[ext] : undefined;
}

/** A family name as stored: no control characters, spaces collapsed, trimmed. */
export function cleanFamily(raw: string): string {
  return raw.replace(CONTROL_CHARS, '').replace(/\s+/g, ' ').trim();
}

/** The family's slug: ASCII letters and digits joined by dashes. */
export function fontSlug(family: string): string {
  return family
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

const family = () =>
  z
    .string({ error: 'Please give the font family name.' })
    .transform(cleanFamily)
    .superRefine((v, ctx) => {
      const reason = !v ? 'required' : v.length > FAMILY_MAX ? 'too_long' : !fontSlug(v) ? 'invalid' : null;
      if (reason) ctx.addIssue({ code: 'custom', message: `Please give the font family name (at most ${FAMILY_MAX} characters).`, params: { reason } });
    });

const listOfFiles = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, { error: `Give between 1 and ${MAX_FILES} ${what}.` }).superRefine((list, ctx) => {
    if (list.length === 0 || list.length > MAX_FILES)
      ctx.addIssue({ code: 'custom', message: `Give between 1 and ${MAX_FILES} ${what}.`, params: { reason: list.length ? 'too_many' : 'required' } });
  });

const fontFile = z.object({ filename: z.string().max(255), mimetype: z.string().max(200), size: z.number() }).transform((f, ctx) => {
  const extension = fontExtension(f.mimetype, f.filename);
  if (!extension) {
    ctx.addIssue({
      code: 'custom',
      path: ['mimetype'],
      message: `${f.filename}: only TTF, OTF, WOFF and WOFF2 font files are allowed.`,
      params: { reason: 'file_type' },
    });
    return z.NEVER;
  }
  if (!Number.isInteger(f.size) || f.size <= 0 || f.size > UPLOAD_TYPES.font.maxBytes) {
    ctx.addIssue({
      code: 'custom',
      path: ['size'],
      message: `${f.filename}: font files may be at most ${UPLOAD_TYPES.font.maxBytes / MB} MB.`,
      params: { reason: 'file_size' },
    });
    return z.NEVER;
  }
  return { ...f, mimetype: f.mimetype.trim().toLowerCase() || 'application/octet-stream', extension };
});

/** removeFont: a custom family by id. */
export const fontIdInput = z.object({ _id: rule.id('font id') });

/** signedUploadFont: step 1 of a custom font upload, one signed PUT URL per file of the family. */
export const signedUploadFontInput = z.object({ family: family(), files: listOfFiles(fontFile, 'font files') });
export type SignedUploadFontInput = z.output<typeof signedUploadFontInput>;

/** fontUpdatePreSignedFile: step 3, the variants whose files were PUT. */
export const fontUpdatePreSignedFileInput = z.object({
  family: family(),
  variants: listOfFiles(z.string().max(40), 'variants').transform((v) => [...new Set(v)]),
});
