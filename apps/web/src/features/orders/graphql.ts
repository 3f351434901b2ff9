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
      ...UserRefFields
    }
  }
`);

export const ORDERS = graphql(`
  query Orders($status: String, $store_id: ID, $seller_id: ID, $search: String, $start: String, $end: String, $page: Int) {
    orders(status: $status, store_id: $store_id, seller_id: $seller_id, search: $search, start: $start, end: $end, page: $page) {
      ...OrderRowFields
    }
  }
`);

export const ORDER_COUNTERS = graphql(`
  query OrderCounters($store_id: ID, $seller_id: ID, $search: String, $start: String, $end: String) {
    orderCounters(store_id: $store_id, seller_id: $seller_id, search: $search, start: $start, end: $end) {
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

export const PROCESS_ORDERS = graphql(`
  mutation ProcessOrders($ids: [ID!]!) {
    processOrders(ids: $ids) {
      _id
      number
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

export const CANCEL_ORDER = graphql(`
  mutation CancelOrder($id: ID!, $reason: String) {
    cancelOrder(id: $id, reason: $reason) {
      _id
      status
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
