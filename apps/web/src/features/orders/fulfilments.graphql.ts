import { graphql } from '../../gql';
/** The seller's /fulfilments document. */

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
