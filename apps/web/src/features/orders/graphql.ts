import { graphql } from '../../gql';

export const ORDER_ROW_FIELDS = graphql(`
  fragment OrderRowFields on Order {
    _id
    number
    status
    platform
    platform_order_id
    total
    paid
    item_count
    priority
    is_test
    created_at
    shipping_address {
      name
      city
      country
    }
    store {
      _id
      name
      platform
    }
    seller {
      _id
      email
      name
      role
    }
  }
`);

export const ORDERS = graphql(`
  query Orders($status: String, $store_id: ID, $search: String, $start: String, $end: String, $page: Int) {
    orders(status: $status, store_id: $store_id, search: $search, start: $start, end: $end, page: $page) {
      ...OrderRowFields
    }
  }
`);

export const ORDER_COUNTERS = graphql(`
  query OrderCounters($store_id: ID, $search: String, $start: String, $end: String) {
    orderCounters(store_id: $store_id, search: $search, start: $start, end: $end) {
      all
      pending
      processing
      in_production
      fulfilled
      completed
      on_hold
      cancelled
      refunded
      trash
    }
  }
`);

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

export const PROCESS_ORDERS = graphql(`
  mutation ProcessOrders($ids: [ID!]!) {
    processOrders(ids: $ids) {
      _id
      ok
      status
      reason
      message
    }
  }
`);

export const HOLD_ORDER = graphql(`
  mutation HoldOrder($id: ID!, $reason: String) {
    holdOrder(id: $id, reason: $reason) {
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

export const CANCEL_ORDER = graphql(`
  mutation CancelOrder($id: ID!, $reason: String) {
    cancelOrder(id: $id, reason: $reason) {
      _id
      status
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

export const TRASH_ORDER = graphql(`
  mutation TrashOrder($id: ID!, $reason: String) {
    trashOrder(id: $id, reason: $reason) {
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

export const STORE_FIELDS = graphql(`
  fragment StoreFields on Store {
    _id
    name
    platform
    domain
    status
    order_count
    token_prefix
    token_last_used_at
    has_webhook_secret
    created_at
    seller {
      _id
      email
      name
      role
    }
  }
`);

export const STORES = graphql(`
  query Stores($status: String, $name: String, $page: Int) {
    stores(status: $status, name: $name, page: $page) {
      ...StoreFields
    }
    storeCounter(name: $name) {
      all
      active
      trash
    }
  }
`);

export const STORE_OPTIONS = graphql(`
  query StoreOptions {
    stores(status: "active") {
      _id
      name
      platform
    }
  }
`);

export const MAKE_STORE = graphql(`
  mutation MakeStore($input: MakeStoreInput!) {
    makeStore(input: $input) {
      ...StoreFields
    }
  }
`);

export const TRASH_STORE = graphql(`
  mutation TrashStore($ids: [ID!]!) {
    trashStore(ids: $ids)
  }
`);

export const ORDER_FULFILMENTS = graphql(`
  query OrderFulfilments($status: String, $page: Int) {
    orders(status: $status, page: $page) {
      _id
      number
      status
      created_at
      paid_at
      produced_at
      fulfilled_at
      completed_at
      item_count
      shipping_address {
        name
        country
      }
      store {
        _id
        name
        platform
      }
      fulfilled_by {
        kind
        name
        provider
        units
      }
    }
  }
`);

export const ROTATE_STORE_TOKEN = graphql(`
  mutation RotateStoreToken($store_id: ID!) {
    rotateStoreToken(store_id: $store_id) {
      token
      prefix
    }
  }
`);

export const REVOKE_STORE_TOKEN = graphql(`
  mutation RevokeStoreToken($store_id: ID!) {
    revokeStoreToken(store_id: $store_id) {
      ...StoreFields
    }
  }
`);
