import { graphql } from '../../gql';

/** @public: a fragment graphql-codegen reads by name. */
export const SHIPMENT_FIELDS = graphql(`
  fragment ShipmentFields on Shipment {
    _id
    tracking_number
    carrier
    status
    source
    customer_name
    order_id
    order_number
    package_id
    international
    last_event_at
    delivered_at
    created_at
    seller {
      ...UserRefFields
    }
  }
`);

export const SHIPMENTS = graphql(`
  query Shipments($status: String, $tracking_number: String, $order_id: ID, $customer_name: String, $page: Int) {
    shipments(status: $status, tracking_number: $tracking_number, order_id: $order_id, customer_name: $customer_name, page: $page) {
      ...ShipmentFields
    }
  }
`);

export const SHIPMENT_COUNTERS = graphql(`
  query ShipmentCounters($tracking_number: String, $order_id: ID, $customer_name: String) {
    shipmentCounters(tracking_number: $tracking_number, order_id: $order_id, customer_name: $customer_name) {
      all
      processing
      picked_up
      processed
      in_transit
      out_for_delivery
      delivery_attempt
      delivered
      failed
      exception
      other
    }
  }
`);

export const SHIPMENT = graphql(`
  query Shipment($id: ID!) {
    shipment(_id: $id) {
      ...ShipmentFields
      events {
        _id
        status
        description
        location
        occurred_at
      }
    }
  }
`);

export const MASK_AS_DELIVERED = graphql(`
  mutation MaskAsDelivered($id: ID!, $note: String) {
    maskAsDelivered(_id: $id, note: $note) {
      ...ShipmentFields
    }
  }
`);
