import { graphql } from '../../gql';

export const RETURN_ROW_FIELDS = graphql(`
  fragment ReturnRowFields on ReturnRequest {
    _id
    code
    order_id
    order_number
    reason
    wanted
    status
    resolution
    refund_amount
    replacement_order_id
    created_at
    seller {
      ...UserRefFields
    }
    photos {
      _id
      name
      url
      thumbnail
    }
  }
`);

export const RETURN_REQUESTS = graphql(`
  query ReturnRequests($status: String, $seller_id: ID, $order_id: ID, $search: String, $page: Int) {
    returnRequests(status: $status, seller_id: $seller_id, order_id: $order_id, search: $search, page: $page) {
      ...ReturnRowFields
    }
  }
`);

export const RETURN_COUNTERS = graphql(`
  query ReturnRequestCounters($seller_id: ID, $order_id: ID, $search: String) {
    returnRequestCounters(seller_id: $seller_id, order_id: $order_id, search: $search) {
      all
      opening
      approved
      rejected
      on_hold
      completed
      cancelled
    }
  }
`);

export const RETURN_FIELDS = graphql(`
  fragment ReturnFields on ReturnRequest {
    ...ReturnRowFields
    note
    ledger_entry_id
    fault_manufacture_id
    fault_manufacture_name
    fault_station
    decision_note
    decided_at
    decided_by {
      ...UserRefFields
    }
    next_actions
    lines {
      item_id
      sku
      name
      quantity
      approved_quantity
      unit_price
    }
  }
`);

export const RETURN_REQUEST = graphql(`
  query ReturnRequest($id: ID!) {
    returnRequest(_id: $id) {
      ...ReturnFields
    }
  }
`);

export const MAKE_RETURN = graphql(`
  mutation MakeReturnRequest($order_id: ID!, $reason: String!, $wanted: String, $note: String, $lines: [ReturnLineInput!]!, $photos: [ID!], $ticket_id: ID) {
    makeReturnRequest(order_id: $order_id, reason: $reason, wanted: $wanted, note: $note, lines: $lines, photos: $photos, ticket_id: $ticket_id) {
      ...ReturnFields
    }
  }
`);

export const APPROVE_RETURN = graphql(`
  mutation ApproveReturnRequest(
    $_id: ID!
    $resolution: String!
    $lines: [ReturnLineInput!]
    $amount: String
    $fault_manufacture_id: ID
    $fault_station: String
    $note: String
  ) {
    approveReturnRequest(
      _id: $_id
      resolution: $resolution
      lines: $lines
      amount: $amount
      fault_manufacture_id: $fault_manufacture_id
      fault_station: $fault_station
      note: $note
    ) {
      ...ReturnFields
    }
  }
`);

export const REJECT_RETURN = graphql(`
  mutation RejectReturnRequest($_id: ID!, $note: String) {
    rejectReturnRequest(_id: $_id, note: $note) {
      ...ReturnFields
    }
  }
`);

export const HOLD_RETURN = graphql(`
  mutation HoldReturnRequest($_id: ID!, $note: String) {
    holdReturnRequest(_id: $_id, note: $note) {
      ...ReturnFields
    }
  }
`);

export const COMPLETE_RETURN = graphql(`
  mutation CompleteReturnRequest($_id: ID!, $note: String) {
    completeReturnRequest(_id: $_id, note: $note) {
      ...ReturnFields
    }
  }
`);

export const CANCEL_RETURN = graphql(`
  mutation CancelReturnRequest($_id: ID!, $note: String) {
    cancelReturnRequest(_id: $_id, note: $note) {
      ...ReturnFields
    }
  }
`);

/** The factories staff may blame (the approve dialog's choice). */
export const RETURN_FACTORIES = graphql(`
  query ReturnFactories {
    manufactures {
      _id
      name
    }
  }
`);

/** The return requests of one order (its page shows them beside "Request a return"). */
export const ORDER_RETURNS = graphql(`
  query OrderReturnRequests($order_id: ID!) {
    returnRequests(order_id: $order_id) {
      _id
      code
      status
    }
  }
`);
