import { graphql } from '../../gql';
import type { MockupDesignFieldsFragment } from '../../gql/graphql';

export const MOCKUP_DESIGN_FIELDS = graphql(`
  fragment MockupDesignFields on MockupDesign {
    _id
    name
    status
    width
    height
    created_at
    updated_at
    image {
      _id
      url
    }
    previews {
      url
    }
    tags {
      _id
      name
    }
  }
`);

/** Paged (x-total); start and end are dd-mm-yyyy. */
export const MOCKUP_DESIGNS = graphql(`
  query MockupDesigns($name: String, $start: String, $end: String, $status: String, $tag: ID, $page: Int) {
    mockupDesigns(name: $name, start: $start, end: $end, status: $status, tag: $tag, page: $page) {
      ...MockupDesignFields
    }
  }
`);

export const MOCKUP_COUNTER = graphql(`
  query MockupCounter($name: String, $start: String, $end: String, $tag: ID) {
    mockupCounter(name: $name, start: $start, end: $end, tag: $tag) {
      all
      published
      draft
      trashed
    }
  }
`);

export const MOCKUP_DESIGN_TAGS = graphql(`
  query MockupDesignTags($name: String) {
    mockupDesignTags(name: $name) {
      _id
      name
    }
  }
`);

export const MOCKUP_DESIGN = graphql(`
  query MockupDesign($_id: ID!) {
    mockupDesign(_id: $_id) {
      ...MockupDesignFields
      images {
        type
        name
        image
        print_fit
        print_x
        print_y
        print_width
        print_height
        print_rotate
        print_knew_x
        print_knew_y
        settings {
          print_x
          print_y
          print_width
          print_height
          print_rotate
          print_knew_x
          print_knew_y
          print_scale_x
          print_scale_y
          print_crop_x
          print_crop_y
          print_crop_width
          print_crop_height
        }
      }
      prints {
        name
        prints {
          type
          image
        }
      }
    }
  }
`);

/** The picture of a mockup image or a print, which the design holds only by id. */
export const DESIGN_FILE = graphql(`
  query DesignFile($_id: ID!) {
    file(_id: $_id) {
      _id
      url
      name
    }
  }
`);

export const CREATE_MOCKUP_DESIGN = graphql(`
  mutation CreateMockupDesign(
    $status: String
    $name: String!
    $width: Flex
    $height: Flex
    $image: ID
    $images: [MockupDesignImageInput!]
    $prints: [MockupDesignPrintInput!]
    $tags: [ID!]
    $new_tags: [String]
  ) {
    createMockupDesign(
      status: $status
      name: $name
      width: $width
      height: $height
      image: $image
      images: $images
      prints: $prints
      tags: $tags
      new_tags: $new_tags
    ) {
      _id
    }
  }
`);

export const UPDATE_MOCKUP_DESIGN = graphql(`
  mutation UpdateMockupDesign(
    $_id: ID!
    $status: String
    $name: String!
    $width: Flex
    $height: Flex
    $image: ID
    $images: [MockupDesignImageInput!]
    $prints: [MockupDesignPrintInput!]
    $tags: [ID!]
    $new_tags: [String]
  ) {
    updateMockupDesign(
      _id: $_id
      status: $status
      name: $name
      width: $width
      height: $height
      image: $image
      images: $images
      prints: $prints
      tags: $tags
      new_tags: $new_tags
    ) {
      _id
    }
  }
`);

export const TRASH_MOCKUP_DESIGN = graphql(`
  mutation TrashMockupDesign($ids: [ID!]!) {
    trashMockupDesign(ids: $ids)
  }
`);

export type DesignCardData = MockupDesignFieldsFragment;
