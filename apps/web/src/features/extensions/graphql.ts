import { graphql } from '../../gql';

export const EXTENSION_ROW_FIELDS = graphql(`
  fragment ExtensionRowFields on Extension {
    _id
    marketplace
    name
    enabled
    version
    updated_at
    current {
      version
      page_match
      mappings {
        field
        selector
        attribute
      }
    }
  }
`);

export const EXTENSIONS = graphql(`
  query Extensions($marketplace: String, $status: String, $page: Int) {
    extensions(marketplace: $marketplace, status: $status, page: $page) {
      ...ExtensionRowFields
    }
  }
`);

export const EXTENSION_COUNTERS = graphql(`
  query ExtensionCounters($marketplace: String) {
    extensionCounters(marketplace: $marketplace) {
      all
      enabled
      disabled
    }
  }
`);

export const EXTENSION = graphql(`
  query Extension($id: ID!) {
    extension(_id: $id) {
      ...ExtensionRowFields
      versions {
        version
        name
        page_match
        note
        restored_from
        created_at
        created_by {
          ...UserRefFields
        }
        mappings {
          field
        }
      }
    }
  }
`);

export const MAKE_EXTENSION = graphql(`
  mutation MakeExtension($marketplace: String!, $name: String!, $page_match: String!, $mappings: [ExtensionMappingInput!]!, $note: String) {
    makeExtension(marketplace: $marketplace, name: $name, page_match: $page_match, mappings: $mappings, note: $note) {
      ...ExtensionRowFields
    }
  }
`);

export const UPDATE_EXTENSION = graphql(`
  mutation UpdateExtension($_id: ID!, $marketplace: String!, $name: String!, $page_match: String!, $mappings: [ExtensionMappingInput!]!, $note: String) {
    updateExtension(_id: $_id, marketplace: $marketplace, name: $name, page_match: $page_match, mappings: $mappings, note: $note) {
      ...ExtensionRowFields
    }
  }
`);

export const SET_EXTENSION_ENABLED = graphql(`
  mutation SetExtensionEnabled($id: ID!, $enabled: Boolean!) {
    setExtensionEnabled(_id: $id, enabled: $enabled) {
      ...ExtensionRowFields
    }
  }
`);

export const RESTORE_EXTENSION_VERSION = graphql(`
  mutation RestoreExtensionVersion($id: ID!, $version: Int!) {
    restoreExtensionVersion(_id: $id, version: $version) {
      ...ExtensionRowFields
    }
  }
`);

export const TRASH_EXTENSION = graphql(`
  mutation TrashExtension($id: ID!) {
    trashExtension(_id: $id)
  }
`);
