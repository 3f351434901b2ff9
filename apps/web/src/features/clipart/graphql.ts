import { graphql } from '../../gql';
import type { ClipartFieldsFragment } from '../../gql/graphql';

export const CLIPART_FIELDS = graphql(`
  fragment ClipartFields on Clipart {
    _id
    name
    tags {
      _id
      name
    }
    file {
      _id
      url
      width
      height
      mimetype
      image_sizes {
        ...ImageSizeFields
      }
    }
  }
`);

/** Paged: the page is a variable, so each page has its own cache entry (per-page goes in the header); the total is extensions.total. */
export const CLIPARTS = graphql(`
  query Cliparts($name: String, $tags: [String!], $page: Int) {
    cliparts(name: $name, tags: $tags, page: $page) {
      ...ClipartFields
    }
  }
`);

export const SAVE_CLIPART = graphql(`
  mutation SaveClipart($_id: ID!, $name: String!, $tags: [String!]!) {
    saveClipart(_id: $_id, name: $name, tags: $tags) {
      _id
      name
      tags {
        _id
        name
      }
    }
  }
`);

export type Clipart = ClipartFieldsFragment;
