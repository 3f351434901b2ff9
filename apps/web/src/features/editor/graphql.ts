import { graphql } from '../../gql';

/** The preset the editor designs on: its picture (the side image), print areas and variants. */
export const EDITOR_PRESET = graphql(`
  query EditorPreset($id: ID!) {
    productPreset(_id: $id) {
      _id
      name
      image
      price
      print_areas {
        key
        width
        height
      }
      attribute_specifics {
        _id
        sku
        price
        name_value {
          name
          value
        }
      }
      prety_attributes {
        attribute_type
        plf_attribute_name
        options {
          plf_value
          hex
          default
        }
      }
    }
  }
`);

/** Fonts of the font manager for text layers: by name (the search box) or by ids (a document's own). */
export const EDITOR_FONTS = graphql(`
  query EditorFonts($name: String, $ids: [ID!]) {
    fonts(name: $name, ids: $ids) {
      _id
      family
      variants
      files {
        variant
        url
      }
    }
  }
`);

export const RENDER_MOCKUP_SIDE = graphql(`
  mutation EditorRenderMockupSide($document: JSON!, $side: String!, $color: String) {
    renderMockupSide(document: $document, side: $side, color: $color) {
      url
      width
      height
      job_id
    }
  }
`);

export const RENDER_PRINT_FILES = graphql(`
  mutation EditorRenderPrintFiles($document: JSON!) {
    renderPrintFiles(document: $document) {
      side
      position
      url
      width
      height
      dpi
      job_id
    }
  }
`);
