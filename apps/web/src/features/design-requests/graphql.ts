import { graphql } from '../../gql';

export const DESIGN_REQUEST_FIELDS = graphql(`
  fragment DesignRequestFields on DesignRequest {
    _id
    code
    status
    brief
    print_areas
    referent
    order_id
    item_id
    listing_id
    created_at
    completed_at
    next_statuses
    seller {
      ...UserRefFields
    }
    assignee {
      ...UserRefFields
    }
    images {
      file_id
      name
      url
      thumbnail
    }
    files {
      file_id
      area
      name
      url
      thumbnail
    }
  }
`);

export const DESIGN_REQUESTS = graphql(`
  query DesignRequests($status: String, $search: String, $page: Int) {
    designRequests(status: $status, search: $search, page: $page) {
      ...DesignRequestFields
    }
  }
`);

export const DESIGN_REQUEST_COUNTERS = graphql(`
  query DesignRequestCounters($search: String) {
    designRequestCounters(search: $search) {
      all
      todo
      in_progress
      review
      completed
      rejected
    }
  }
`);

export const DESIGN_REQUEST = graphql(`
  query DesignRequest($id: ID!) {
    designRequest(_id: $id) {
      ...DesignRequestFields
    }
  }
`);

export const DESIGN_REQUEST_AREAS = graphql(`
  query DesignRequestAreas($order_id: ID!, $item_id: ID!) {
    designRequestAreas(order_id: $order_id, item_id: $item_id)
  }
`);

export const MAKE_DESIGN_REQUEST = graphql(`
  mutation MakeDesignRequest($order_id: ID, $item_id: ID, $listing_id: ID, $brief: String!, $images: [ID!], $print_areas: [String!]!) {
    makeDesignRequest(order_id: $order_id, item_id: $item_id, listing_id: $listing_id, brief: $brief, images: $images, print_areas: $print_areas) {
      ...DesignRequestFields
    }
  }
`);

export const SET_DESIGN_REQUEST_STATUS = graphql(`
  mutation SetDesignRequestStatus($id: ID!, $status: String!, $note: String) {
    setDesignRequestStatus(_id: $id, status: $status, note: $note) {
      ...DesignRequestFields
    }
  }
`);

export const SUBMIT_DESIGN_REQUEST_FILES = graphql(`
  mutation SubmitDesignRequestFiles($id: ID!, $files: [DesignRequestFileInput!]!) {
    submitDesignRequestFiles(_id: $id, files: $files) {
      ...DesignRequestFields
    }
  }
`);

export const APPROVE_DESIGN_REQUEST = graphql(`
  mutation ApproveDesignRequest($id: ID!) {
    approveDesignRequest(_id: $id) {
      ...DesignRequestFields
    }
  }
`);
