import { graphql } from '../../gql';
/** The order page's documents and the single-order actions (kept out of the orders list's first load). */

/** @public: a fragment graphql-codegen reads by name. */
export const ADDRESS_FIELDS = graphql(`
  fragment AddressFields on Address {
    name
    company
    address1
    address2
    city
    state
    zip
    country
    phone
    email
  }
`);

export const ORDER = graphql(`
  query Order($id: ID!) {
    order(_id: $id) {
      ...OrderRowFields
      seller_id
      parent_id
      shipping_method_id
      subtotal
      discount
      additional_print
      tax
      shipping
      base_cost
      notes
      ship_by_seller
      editable
      actions
      paid_at
      releases_at
      produced_at
      fulfilled_at
      completed_at
      cancelled_at
      shipping_address {
        ...AddressFields
      }
      billing_address {
        ...AddressFields
      }
      partly_shipped
      shipments {
        _id
        tracking_number
        carrier
        status
      }
      invoices {
        _id
        number
        status
      }
      packages {
        _id
        code
        status
        units_packed
        units_total
        carrier_name
        tracking_number
        tracking_status
        picked_up_at
        delivered_at
      }
      provider_lines {
        _id
        provider
        sku
        status
        tracking_number
        carrier
        tracking_url
        shipped_at
      }
      items {
        _id
        sku
        name
        quantity
        price
        total
        product_id
        design_urls
        design_files {
          area
          file_id
          url
          name
        }
      }
    }
  }
`);

export const MAKE_ORDER = graphql(`
  mutation MakeOrder($input: MakeOrderInput!) {
    makeOrder(input: $input) {
      _id
      status
      total
    }
  }
`);

export const SPLIT_ORDER = graphql(`
  mutation SplitOrder($id: ID!, $product_ids: [ID!]!) {
    splitOrder(id: $id, product_ids: $product_ids) {
      _id
      number
    }
  }
`);

export const CLONE_ORDER = graphql(`
  mutation CloneOrder($id: ID!) {
    cloneOrder(id: $id) {
      _id
      number
    }
  }
`);

export const REFUND_ORDER = graphql(`
  mutation RefundOrder($id: ID!, $reason: String) {
    refundOrder(id: $id, reason: $reason) {
      _id
      status
    }
  }
`);

export const RESTORE_ORDER = graphql(`
  mutation RestoreOrder($id: ID!) {
    restoreOrder(id: $id) {
      _id
      status
    }
  }
`);

export const TRASH_ORDER = graphql(`
  mutation TrashOrder($id: ID!, $reason: String) {
    trashOrder(id: $id, reason: $reason) {
      _id
      status
    }
  }
`);

export const RELEASE_ORDER = graphql(`
  mutation ReleaseOrder($id: ID!, $reason: String) {
    releaseOrder(id: $id, reason: $reason) {
      _id
      status
    }
  }
`);

export const RELEASE_TO_PRODUCTION = graphql(`
  mutation ReleaseOrderToProduction($id: ID!) {
    releaseOrderToProduction(_id: $id)
  }
`);
