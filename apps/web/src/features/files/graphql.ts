import { graphql } from '../../gql';
import type { FileFieldsFragment, ImageSizeFieldsFragment } from '../../gql/graphql';

// FileFields selects `...ImageSizeFields`, the fragment the uploads feature declares with the upload's own documents.

export const FILE_FIELDS = graphql(`
  fragment FileFields on File {
    _id
    type
    status
    url
    path
    mask
    sku
    filename
    name
    size
    width
    height
    mimetype
    created_at
    updated_at
    tags {
      _id
      name
    }
    created_by {
      _id
      email
      name
      role
    }
    image_sizes {
      ...ImageSizeFields
    }
  }
`);

/** Paged: the page is a variable, so each page has its own cache entry (per-page goes in the header); the total is extensions.total. */
export const FILES = graphql(`
  query Files($type: String, $name: String, $tags: [String!], $size: String, $start: String, $end: String, $sku: String, $created_by: ID, $page: Int) {
    files(type: $type, name: $name, tags: $tags, size: $size, start: $start, end: $end, sku: $sku, created_by: $created_by, page: $page) {
      ...FileFields
    }
  }
`);

export const FILE = graphql(`
  query File($_id: ID!) {
    file(_id: $_id) {
      ...FileFields
    }
  }
`);

export const FILE_TAGS = graphql(`
  query FileTags($name: String) {
    fileTags(name: $name) {
      _id
      name
    }
  }
`);

export const SAVE_FILE = graphql(`
  mutation SaveFile($_id: ID!, $tags: [String!]!) {
    saveFile(_id: $_id, tags: $tags) {
      ...FileFields
    }
  }
`);

export const REMOVE_FILE = graphql(`
  mutation RemoveFile($_id: ID!) {
    removeFile(_id: $_id)
  }
`);

export type FileItem = FileFieldsFragment;
export type FileTag = FileItem['tags'][number];
export type ImageSize = ImageSizeFieldsFragment;
