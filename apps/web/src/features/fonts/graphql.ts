import { graphql } from '../../gql';
import type { FontFieldsFragment } from '../../gql/graphql';

export const FONT_FIELDS = graphql(`
  fragment FontFields on Font {
    _id
    family
    slug
    variants
    subsets
    provider
    category
    preview
    files {
      variant
      url
      style
      weight
      subset
    }
  }
`);

/** Paged: the page is a variable, so each page has its own cache entry (per-page goes in the header); the total is extensions.total. */
export const FONTS = graphql(`
  query Fonts($provider: String, $name: String, $id: String, $ids: [ID!], $page: Int) {
    fonts(provider: $provider, name: $name, id: $id, ids: $ids, page: $page) {
      ...FontFields
    }
  }
`);

export const SIGNED_UPLOAD_FONT = graphql(`
  mutation SignedUploadFont($family: String!, $files: [FontUploadFile!]!) {
    signedUploadFont(family: $family, files: $files) {
      variant
      path
      url
    }
  }
`);

export const FONT_UPDATE_PRESIGNED = graphql(`
  mutation FontUpdatePreSignedFile($family: String!, $variants: [String!]!) {
    fontUpdatePreSignedFile(family: $family, variants: $variants) {
      ...FontFields
    }
  }
`);

export type Font = FontFieldsFragment;
export type FontFile = Font['files'][number];

export const PROVIDERS = ['google', 'custom'] as const;

/** The file the preview text is set in: the regular face (latin when split by subset), else the first. */
export function previewFile(font: Font): FontFile | undefined {
  const regular = font.files.filter((f) => f.variant === 'regular' || (f.weight === 400 && f.style !== 'italic'));
  return regular.find((f) => !f.subset || f.subset === 'latin') ?? regular[0] ?? font.files[0];
}
