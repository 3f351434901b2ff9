import { graphql } from '../../gql';

export const LISTING_ROW_FIELDS = graphql(`
  fragment ListingRowFields on ItemInfo {
    _id
    name
    price
    status
    product_id
    product {
      _id
      name
      provider
    }
    images {
      src
    }
    front
    updated_at
    user {
      ...UserRefFields
    }
    items {
      _id
      platform
      queue_status
    }
  }
`);

/** Paged (x-total); start and end are dd-mm-yyyy; status all, Draft, Publish or Trash. */
export const LISTINGS = graphql(`
  query Listings($search: String, $status: String, $start: String, $end: String, $page: Int) {
    itemsInfo(search: $search, status: $status, start: $start, end: $end, page: $page) {
      ...ListingRowFields
    }
  }
`);

/** Per status tab for the list's other filters (the status tab itself is not a filter). */
export const LISTING_COUNTERS = graphql(`
  query ListingCounters($search: String, $start: String, $end: String) {
    itemsInfoCounters(search: $search, start: $start, end: $end) {
      all
      draft
      publish
      trash
    }
  }
`);

/** The names of the products a page of listings is made from. */
export const LISTING_PRODUCTS = graphql(`
  query ListingProducts($ids: [ID!]) {
    productPreset(ids: $ids, perPage: 100) {
      _id
      name
      provider
    }
  }
`);

export const LISTING = graphql(`
  query Listing($id: ID!) {
    itemInfo(_id: $id) {
      ...ListingRowFields
      description
      tags
      collections
      back
      sleeve
      hood
      print_files {
        side
        position
        dpi
        url
        width
        height
      }
      attribute_specifics_modify {
        sku
        sale_price
        name_value {
          name
          value
        }
      }
      items {
        _id
        store_id
        platform
        platform_id
        imported_at
        external_url
        queue_status
        queue_messenger
      }
      created_at
    }
  }
`);

export const TRASH_LISTINGS = graphql(`
  mutation TrashListings($ids: [ID!]!) {
    trashItemInfo(ids: $ids)
  }
`);

/** A product's preset mockups (paged, x-total) and how many each provider has. */
export const PRESET_MOCKUPS = graphql(`
  query PresetMockups($product_id: ID!, $provider: String, $page: Int) {
    productPresetMockups(product_id: $product_id, provider: $provider, page: $page) {
      _id
      id
      name
      provider
      status
      src
      updated_at
      created_by {
        ...UserRefFields
      }
    }
  }
`);

export const PRESET_MOCKUP_PROVIDERS = graphql(`
  query PresetMockupProviders($product_id: ID!) {
    productPresetMockupCountProvider(product_id: $product_id) {
      provider
      total
    }
  }
`);

export const REMOVE_PRESET_MOCKUP = graphql(`
  mutation RemovePresetMockup($id: ID!) {
    productPresetMockupRemove(_id: $id)
  }
`);

/** Where listings can be published: the caller's active stores (staff: everyone's). */
export const PUBLISH_STORES = graphql(`
  query PublishStores {
    stores(status: "active", perPage: 100) {
      _id
      name
      platform
      seller_id
    }
  }
`);

export const PUBLISH_LISTINGS = graphql(`
  mutation PublishListings($ids: [ID!]!, $store_id: ID!) {
    publishItemInfo(ids: $ids, store_id: $store_id) {
      _id
      status
    }
  }
`);
