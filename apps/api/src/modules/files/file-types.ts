import { UPLOAD_TYPE_NAMES, UPLOAD_TYPES, type UploadType } from '@pod/shared';

/**
 * What the API does with each upload type beyond the shared rules (mimetypes, size limit:
 * `UPLOAD_TYPES` in packages/shared): whether image sizes are made and whether a mask is needed
 * (mockup images are composited through their alpha).
 */
export interface FileTypeRule {
  mimetypes: Readonly<Record<string, string>>;
  maxBytes: number;
  imageSizes: boolean;
  mask: boolean;
}

const PROCESSING: Record<UploadType, Pick<FileTypeRule, 'imageSizes' | 'mask'>> = {
  design: { imageSizes: true, mask: false },
  mockup: { imageSizes: true, mask: true },
  clipart: { imageSizes: true, mask: false },
  print: { imageSizes: true, mask: false },
  preview: { imageSizes: true, mask: false },
  font: { imageSizes: false, mask: false },
  document: { imageSizes: false, mask: false },
  import: { imageSizes: false, mask: false },
  attachment: { imageSizes: true, mask: false },
};

export const FILE_TYPES: Readonly<Record<string, FileTypeRule>> = Object.fromEntries(
  UPLOAD_TYPE_NAMES.map((type) => [type, { ...UPLOAD_TYPES[type], ...PROCESSING[type] }]),
);

/** Mimetypes sharp decodes (the others are stored as they are). */
export const RASTER_MIMETYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/tiff']);
