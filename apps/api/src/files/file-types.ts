/**
 * What may be uploaded, by purpose: the mimetypes allowed, the size limit, whether image sizes
 * are made and whether a mask is needed (mockup images are composited through their alpha).
 * The extension of the stored object comes from the mimetype, never from the user's filename.
 */
export interface FileTypeRule {
  mimetypes: Record<string, string>;
  maxBytes: number;
  imageSizes: boolean;
  mask: boolean;
}

const MB = 1024 * 1024;
const IMAGES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export const FILE_TYPES: Record<string, FileTypeRule> = {
  design: { mimetypes: IMAGES, maxBytes: 200 * MB, imageSizes: true, mask: false },
  mockup: { mimetypes: IMAGES, maxBytes: 50 * MB, imageSizes: true, mask: true },
  clipart: { mimetypes: { ...IMAGES, 'image/gif': 'gif' }, maxBytes: 20 * MB, imageSizes: true, mask: false },
  print: { mimetypes: { ...IMAGES, 'image/tiff': 'tif', 'application/pdf': 'pdf' }, maxBytes: 500 * MB, imageSizes: true, mask: false },
  preview: { mimetypes: IMAGES, maxBytes: 20 * MB, imageSizes: true, mask: false },
  font: {
    mimetypes: { 'font/ttf': 'ttf', 'font/otf': 'otf', 'font/woff': 'woff', 'font/woff2': 'woff2' },
    maxBytes: 20 * MB,
    imageSizes: false,
    mask: false,
  },
  document: { mimetypes: { 'application/pdf': 'pdf', 'text/csv': 'csv' }, maxBytes: 50 * MB, imageSizes: false, mask: false },
};

export const FILE_TYPE_NAMES = Object.keys(FILE_TYPES);

/** Mimetypes sharp decodes (the others are stored as they are). */
export const RASTER_MIMETYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/tiff']);

/** Image sizes made for every raster upload: the longest side at most `max`, never enlarged. */
export const IMAGE_SIZES = [
  { name: 'thumbnail', max: 150 },
  { name: 'small', max: 300 },
  { name: 'medium', max: 768 },
  { name: 'large', max: 1500 },
] as const;

/** Largest picture accepted, in pixels (decompression bombs). */
export const MAX_INPUT_PIXELS = 20000 * 20000;
