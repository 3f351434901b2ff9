import { graphql } from '../../gql';

/** The preset the editor designs on: its picture (the side image), print areas and variants. */
export const EDITOR_PRESET = graphql(`
  query EditorPreset($id: ID!) {
    productPreset(_id: $id) {
      _id
      name
      image
      price
      sale_tag_price
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

/** The preset's saved templates, newest first (root: any status; a seller: the published one). */
export const EDITOR_TEMPLATES = graphql(`
  query EditorTemplates($productId: ID!, $status: String) {
    productPresetMockups(product_id: $productId, template: true, status: $status, page: 1, perPage: 1) {
      _id
      name
      mockup_type
      sides
      print_areas
    }
  }
`);

/** A seller's listing opened again in the editor (`?item=`), with what the Details step shows. */
export const EDITOR_LISTING = graphql(`
  query EditorListing($id: ID!) {
    itemInfo(_id: $id) {
      _id
      name
      description
      tags
      product_id
      mockup_id
      attribute_specifics_modify {
        sku
        sale_price
      }
    }
  }
`);

/** The mockup a listing was made from: its sides are the document. */
export const EDITOR_MOCKUP = graphql(`
  query EditorMockup($id: ID!) {
    productPresetMockup(_id: $id) {
      _id
      mockup_type
      sides
      print_areas
    }
  }
`);

export const SAVE_TEMPLATE = graphql(`
  mutation EditorSaveTemplate($id: ID, $productId: ID!, $name: String!, $sides: JSON!, $printAreas: JSON!, $src: String) {
    makeProductMockupPreset(_id: $id, product_id: $productId, name: $name, sides: $sides, print_areas: $printAreas, src: $src, status: "Publish") {
      _id
      name
    }
  }
`);

export const SAVE_PRODUCT_MOCKUP = graphql(`
  mutation EditorSaveProductMockup($id: ID, $productId: ID!, $name: String, $sides: JSON!, $printAreas: JSON!, $src: String, $status: String!) {
    makeProductMockup(_id: $id, product_id: $productId, name: $name, sides: $sides, print_areas: $printAreas, src: $src, status: $status) {
      _id
    }
  }
`);

export const SAVE_LISTING = graphql(`
  mutation EditorSaveListing(
    $id: ID
    $productId: ID!
    $name: String!
    $description: String
    $tags: [String!]
    $variants: [ListingVariantInput!]
    $images: [ListingImageInput!]
    $front: String
    $back: String
    $sleeve: String
    $hood: String
    $mockupId: ID
    $status: String!
  ) {
    makeItemInfo(
      _id: $id
      product_id: $productId
      name: $name
      description: $description
      tags: $tags
      attribute_specifics_modify: $variants
      images: $images
      front: $front
      back: $back
      sleeve: $sleeve
      hood: $hood
      mockup_id: $mockupId
      status: $status
    ) {
      _id
      name
    }
  }
`);
