import { graphql } from '../../gql';

export const TICKET_ROW_FIELDS = graphql(`
  fragment TicketRowFields on Ticket {
    _id
    code
    subject
    type
    status
    priority
    referent
    order_id
    created_at
    last_message_at
    seller {
      ...UserRefFields
    }
    assignee {
      ...UserRefFields
    }
  }
`);

export const TICKETS = graphql(`
  query Tickets($status: String, $type: String, $assignee_id: ID, $seller_id: ID, $order_id: ID, $search: String, $page: Int) {
    tickets(status: $status, type: $type, assignee_id: $assignee_id, seller_id: $seller_id, order_id: $order_id, search: $search, page: $page) {
      ...TicketRowFields
    }
  }
`);

export const TICKET_COUNTERS = graphql(`
  query TicketCounters($type: String, $assignee_id: ID, $seller_id: ID, $order_id: ID, $search: String) {
    ticketCounters(type: $type, assignee_id: $assignee_id, seller_id: $seller_id, order_id: $order_id, search: $search) {
      all
      open
      inprocess
      resolved
      closed
    }
  }
`);

export const TICKET_FIELDS = graphql(`
  fragment TicketFields on Ticket {
    ...TicketRowFields
    item_id
    listing_id
    merged_into
    next_statuses
    messages {
      _id
      body
      internal
      created_at
      author {
        ...UserRefFields
      }
      attachments {
        _id
        name
        url
        thumbnail
      }
    }
  }
`);

export const TICKET = graphql(`
  query Ticket($id: ID!) {
    ticket(_id: $id) {
      ...TicketFields
    }
  }
`);

export const TICKET_UPDATED = graphql(`
  subscription TicketUpdated($id: ID!) {
    ticketUpdated(_id: $id) {
      ...TicketFields
    }
  }
`);

export const MAKE_TICKET = graphql(`
  mutation MakeTicket($subject: String!, $type: String!, $body: String!, $order_id: ID, $attachments: [ID!]) {
    makeTicket(subject: $subject, type: $type, body: $body, order_id: $order_id, attachments: $attachments) {
      _id
      type
    }
  }
`);

export const REPLY_TICKET = graphql(`
  mutation ReplyTicket($id: ID!, $body: String!, $internal: Boolean, $attachments: [ID!]) {
    replyTicket(_id: $id, body: $body, internal: $internal, attachments: $attachments) {
      ...TicketFields
    }
  }
`);

export const SET_TICKET_STATUS = graphql(`
  mutation SetTicketStatus($id: ID!, $status: String!) {
    setTicketStatus(_id: $id, status: $status) {
      ...TicketFields
    }
  }
`);

export const ASSIGN_TICKET = graphql(`
  mutation AssignTicket($id: ID!, $assignee_id: ID) {
    assignTicket(_id: $id, assignee_id: $assignee_id) {
      ...TicketFields
    }
  }
`);

/** The order side panel: what support needs at a glance. */
export const TICKET_ORDER = graphql(`
  query TicketOrder($id: ID!) {
    order(_id: $id) {
      _id
      number
      status
      total
      created_at
      shipping_address {
        name
        city
        country
      }
      items {
        _id
        sku
        name
        quantity
      }
    }
  }
`);

/** Staff who may take tickets: the ticket page's assignee picker. */
export const TICKET_ASSIGNEES = graphql(`
  query TicketAssignees {
    ticketAssignees {
      ...UserRefFields
    }
  }
`);
