export const FONTS = `query Fonts($provider: String, $name: String, $id: String, $ids: [ID!]) {
  fonts(provider: $provider, name: $name, id: $id, ids: $ids) { _id family slug variants subsets provider category preview files { variant url style weight subset } }
}`;

export const SIGNED_UPLOAD_FONT = `mutation SignedUploadFont($family: String!, $files: [FontUploadFile!]!) {
  signedUploadFont(family: $family, files: $files) { variant path url }
}`;

export const FONT_UPDATE_PRESIGNED = `mutation FontUpdatePreSignedFile($family: String!, $variants: [String!]!) {
  fontUpdatePreSignedFile(family: $family, variants: $variants) { _id family slug variants provider preview files { variant url style weight } }
}`;

export interface FontFile {
  variant: string;
  url: string;
  style?: string | null;
  weight?: number | null;
  subset?: string | null;
}
export interface Font {
  _id: string;
  family: string;
  slug: string;
  variants: string[];
  subsets?: string[];
  provider: string;
  category?: string | null;
  preview?: string | null;
  files: FontFile[];
}

export const PROVIDERS = ['google', 'custom'] as const;

/** The file the preview text is set in: the regular face (latin when split by subset), else the first. */
export function previewFile(font: Font): FontFile | undefined {
  const regular = font.files.filter((f) => f.variant === 'regular' || (f.weight === 400 && f.style !== 'italic'));
  return regular.find((f) => !f.subset || f.subset === 'latin') ?? regular[0] ?? font.files[0];
}
